import re
from collections import Counter

log = file_read(path="logs/app.log")["text"]
pattern = re.compile(r"^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d) \[(\w+)\] (.*)$", re.M)
entries = pattern.findall(log)
levels = Counter(e[2] for e in entries)
n = len(entries)
for level in ["DEBUG", "INFO", "WARNING", "ERROR"]:
    c = levels.get(level, 0)
    print(f"{level:8} {c:3d} {c / n:6.1%}")
first_error = next((e for e in entries if e[2] == "ERROR"), None)
print("first error at", first_error[1] if first_error else "-")
dict(levels)
