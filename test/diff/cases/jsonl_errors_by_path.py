import json
from collections import defaultdict

raw = file_read(path="logs/access.jsonl")["text"]
by_path = defaultdict(list)
bad = 0
for line in raw.splitlines():
    try:
        rec = json.loads(line)
    except json.JSONDecodeError:
        bad += 1
        continue
    if rec["status"] >= 500:
        by_path[rec["path"]].append(rec["ms"])
for path, times in sorted(by_path.items()):
    print(f"{path}: {len(times)} errors, avg {sum(times) / len(times):.1f} ms")
print("unparseable lines:", bad)
{p: max(t) for p, t in by_path.items()}
