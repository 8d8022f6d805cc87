# A generator that calls tools (pagination) beside callbacks that make plain calls: a
# defaultdict factory that builds a defaultdict, a class or a copy, json.dumps(default=) and
# bisect's key calling methods. None of them waits, so the subscripts and the encoder take them.
import bisect
import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date


@dataclass
class Bucket:
    items: list = field(default_factory=list)


def fetch_all():
    page = 1
    while page:
        resp = fetch(page=page)
        yield from resp["items"]
        page = resp["next"]


TEMPLATE = {"n": 0}
nested = defaultdict(lambda: defaultdict(int))
buckets = defaultdict(lambda: Bucket())
copies = defaultdict(lambda: TEMPLATE.copy())
counters = defaultdict(lambda: Counter())
for item in fetch_all():
    nested[item["team"]][item["kind"]] += 1
    buckets[item["team"]].items.append(item["id"])
    copies[item["kind"]]["n"] += 1
    counters[item["team"]][item["kind"]] += 1
print({k: dict(v) for k, v in nested.items()})
print(dict(buckets), dict(copies), dict(counters))
rows = [{"id": i, "day": date(2024, 1, i)} for i in (3, 1, 2)]
print(json.dumps(rows, default=lambda o: o.isoformat()))
ordered = sorted(rows, key=lambda r: r["day"].toordinal())
print(bisect.bisect_left(ordered, 2, key=lambda r: r["day"].day))
