# Every kind of dict made fresh (literal, dict(), comprehension, fromkeys, copy, collections' kinds,
# json.loads records): each starts empty of original keys, keeps insertion order and 1/1.0/True
# as one key, and mutates independently.
import json
from collections import Counter, OrderedDict, defaultdict


made = [
    {},
    dict(),
    {"b": 1, "a": 2},
    dict([(1, "x"), (True, "y"), (1.0, "z")]),
    {k: k * 2 for k in range(3)},
    dict.fromkeys("cab", 0),
    dict({"z": 1}, y=2),
    defaultdict(list),
    OrderedDict([("q", 1), ("p", 2)]),
    Counter("abracadabra"),
]
made.append(made[2].copy())
for d in made:
    d[True] = 7
    d[1.0] = 8
    d["\0k"] = 0
    d[""] = 9
    print(type(d).__name__, list(d.items()), len(d), 1 in d, repr(d)[:60])
made[2]["new"] = 1
print(made[2], made[-1], made[2] == made[-1])
print(made[6])

records = json.loads('[{"id": 1, "x": 0.5, "tags": ["a"], "": 1, "\\u0000z": 2}, {"id": 2, "x": 1, "id": 3}, {}]')
for r in records:
    r["seen"] = True
    print(r, list(r), r.get("id"), r.get("\0z"), r.get(""))
print(records[0] == {"id": 1, "x": 0.5, "tags": ["a"], "": 1, "\0z": 2, "seen": True})
