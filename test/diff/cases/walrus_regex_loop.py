import re

text = file_read(path="notes.txt")["text"]
results = []
for line in text.splitlines():
    if (m := re.match(r"\s*(\d+)\.\s+(.*)", line)) is not None:
        results.append((int(m[1]), m[2]))
    elif (n := len(line.strip())) > 0:
        print(f"skipped ({n} chars): {line.strip()!r}")
results.sort()
print(results)
[(i, t.upper()) for i, t in results if (w := len(t.split())) >= 2]
