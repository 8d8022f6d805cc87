# Tool functions used as values (a retry helper, a dispatch table) make every dynamic call possibly
# suspend; callbacks that json, defaultdict, bisect and heapq.merge call where they cannot wait stay
# plain all the same (each call they make is checked instead of awaited), so method calls in them
# (`o.isoformat()`, `base.copy()`, `k.lower()`) run as in CPython.
import json, re, bisect, heapq
from collections import defaultdict
from datetime import date

class R:
    def __init__(self, name): self.name = name

handlers = {"a": fetch}
rs = [R("B"), R("a")]


def with_retry(fn, tries=2, **kw):
    for _ in range(tries):
        try:
            return fn(**kw)
        except ToolError:
            pass


data = with_retry(fetch, page=1)
print([r.name for r in sorted(rs, key=lambda r: r.name.lower())])
base = {"k": 1}
dd = defaultdict(lambda: base.copy())
dd["x"]["k"] += 1
print(dict(dd))
print(re.sub(r"(\w)", lambda m: m.group(1).upper(), "ab"))
xs = ["a", "b", "c"]
print(bisect.bisect(xs, "B", key=lambda s: s.upper()))
print(list(heapq.merge(["a"], ["B"], key=lambda s: s.lower())))
print(json.dumps({"d": date(2024, 1, 2)}, default=lambda o: o.isoformat()))
print(json.loads('{"A": 1}', object_hook=lambda d: {k.lower(): v for k, v in d.items()}))
print(handlers["a"](page=2), len(data["items"]))
