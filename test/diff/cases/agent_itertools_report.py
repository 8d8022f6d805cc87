import itertools
import json
import re
from datetime import datetime, timedelta, date

logs = fetch_logs(service="api")["lines"]
pat = re.compile(r"^(?P<ts>\S+) (?P<level>[A-Z]+) (?P<msg>.*)$")
entries = []
for line in logs:
    m = pat.match(line)
    if not m:
        continue
    d = m.groupdict()
    d["ts"] = datetime.fromisoformat(d["ts"])
    entries.append(d)
entries.sort(key=lambda e: (e["level"], e["ts"]))
for level, grp in itertools.groupby(entries, key=lambda e: e["level"]):
    grp = list(grp)
    span = grp[-1]["ts"] - grp[0]["ts"]
    print(f"{level:<5} n={len(grp)} span={span} first={grp[0]['ts']:%H:%M}")
pairs = list(itertools.pairwise(sorted(e["ts"] for e in entries)))
gaps = [b - a for a, b in pairs]
print(max(gaps), sum(gaps, timedelta()) / len(gaps))
print(list(itertools.islice(itertools.cycle("ab"), 5)), list(itertools.chain.from_iterable([[1], [2, 3]])))
print(list(itertools.accumulate([1, 2, 3], initial=10)), list(itertools.product("ab", repeat=2))[:3])
print(date(2026, 12, 2) + timedelta(days=30), (date(2026, 12, 25) - date(2026, 12, 2)).days)
json.dumps({e["level"]: e["msg"] for e in entries}, sort_keys=True, indent=2)
