# `{**m}`, dict(m, **kw) and d.update(m) copy items in m's order; a key the target holds keeps
# its original spelling (True stays True beside 1, 1.0), a new one takes the source's; dict
# subclasses, a reordered OrderedDict and a dict json.loads read in place spread like dicts.
import json
from collections import Counter, OrderedDict, defaultdict

print({True: "a", **{1: "b"}})
print({**{1: "x"}, True: "y"})
print({**{1.0: "f", (1, 2): "t"}, 1: "i", (1, 2): "u"})
print({"a": 1, **{"a": 2, "b": 3}, "c": 4, **{"c": 5, "a": 6}})
base = {True: 1, 2.0: 2}
merged = {**base, **{1: "one", 2: "two", 3: "three"}}
print(merged, list(merged))
print(dict({1: "x", True: "y"}, b=2), dict(base, **{"k": 1}))
d = {1: "a"}
d.update({True: "b", 1.0: "c", 2: "d"})
print(d)
d.update(d)
print(d)
od = OrderedDict(a=1, b=2, c=3)
od.move_to_end("a")
print({**od}, dict(od), {**Counter("abca")}, {**defaultdict(int, x=1)})
loaded = json.loads('{"z": 1, "y": 2, "x": 3}')
print({**loaded, "y": 20}, dict(loaded, w=0))
# Keys a JSON object holds that a dict stores under another hash key, read in place until spread.
odd = json.loads('{"\\u0000odd": 3, "__proto__": {"p": 1}, "n": 5}')
print({**odd}, dict(odd), list(json.loads('{"\\u0000b": 1, "a": 2}')))
into = {}
into.update(json.loads('{"\\u0000z": 1, "y": 2}'))
print(into, list(into))
empty = {}
empty.update(Counter(k=2))
print(empty, {**{}}, dict({}))
try:
    print({**[1, 2]})
except TypeError as e:
    print("TypeError", e)
{**merged, **d}
