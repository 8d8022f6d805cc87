from collections import Counter

hits = grep(pattern="TODO", path="src")["text"]
per_file = Counter()
for line in hits.splitlines():
    path, lineno, rest = line.split(":", 2)
    per_file[path] += 1

print("TODOs per file:")
for path, n in per_file.most_common():
    print(f"{path:<24}{n:>3}")
total = sum(per_file.values())
print(f"total: {total}")
total
