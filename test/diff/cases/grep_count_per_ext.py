from collections import Counter
import re

out = grep(pattern="console\\.log", path=".")["text"]
ext_counts = Counter()
line_hits = {}
for line in out.splitlines():
    path, no, code = line.split(":", 2)
    ext = path.rsplit(".", 1)[-1] if "." in path else "(none)"
    ext_counts[ext] += 1
    line_hits.setdefault(path, []).append(int(no))
print(ext_counts.most_common())
for path in sorted(line_hits, key=lambda p: (-len(line_hits[p]), p)):
    print(f"{path}: lines {', '.join(map(str, sorted(line_hits[path])))}")
{"total": sum(ext_counts.values()), "files": len(line_hits), "worst": max(line_hits, key=lambda p: len(line_hits[p]))}
