# Loops and comprehensions over .keys(), .values() and .items() of dicts of every kind, lists,
# tuples and other iterables in comprehensions, views held in names, objects whose keys()/
# values()/items() give something else, and dicts changed while walked (CPython's RuntimeErrors).
from collections import OrderedDict, defaultdict, Counter
d = {"a": 1, (1, 2): "t", True: "bool", 2.5: None, "\x00z": [1]}
for k in d.keys():
    print(repr(k))
for v in d.values():
    print(repr(v))
for kv in d.items():
    print(kv)
for k, *rest in d.items():
    print(repr(k), rest)
for v in d.values():
    for c in "ab":
        print(repr(v), c)
for k, v in d.items():
    for c in "x":
        print(repr(k), repr(v), c)
for kv in d.items():
    for c in "y":
        print(kv, c)
print([k for k in d.keys()], [v for v in d.values()], [kv for kv in d.items()])
print({k: v for k, v in d.items()}, {repr(v): k for k, v in d.items() if v})
print([(k, c) for k in d.keys() for c in "ab" if k != 2.5])
print([(k, v, c) for k, v in d.items() for c in [1, 2]])
print([a + b for a, b in [(1, 2), (3, 4)]], [x * 2 for x in (1, 2, 3)], [c for c in "héllo"])
print(sum(v for v in {"x": 1, "y": 2}.values()), sorted(k for k in d.keys() if isinstance(k, str)))
print(list(v for v in d.values()), any(v is None for v in d.values()), max(len(str(k)) for k in d))
od = OrderedDict(x=1, y=2)
od.move_to_end("x")
dd = defaultdict(list)
dd["q"].append(1)
for src in (od, dd, Counter("abca"), {}):
    print([k for k in src.keys()], [v for v in src.values()], [(k, v) for k, v in src.items()])
    for v in src.values():
        print("value", v)
    for k in src.keys():
        print("key", k)
ks = d.keys()
vs = d.values()
print([k for k in ks if k == "a"], [v for v in vs if v == 1], [k for k, v in d.items() if v == "t"])
class Views:
    def keys(self):
        return ["k1", "k2"]
    def values(self):
        return {"dv": 1}
    def items(self):
        return (("i", 1), ("j", 2))
w = Views()
print([k for k in w.keys()], [v for v in w.values()], [(a, b) for a, b in w.items()], [p for p in w.items()])
for v in w.values():
    print("Views.values", v)
for k in w.keys():
    print("Views.keys", k)
def changed(label, f):
    try:
        f()
    except RuntimeError as e:
        print(label, "RuntimeError", e)
def grow_keys():
    g = {"a": 1, "b": 2}
    for k in g.keys():
        g[k + "x"] = 1
def grow_values():
    g = {"a": 1, "b": 2}
    for v in g.values():
        g[str(v) + "v"] = 1
def swap_values():
    g = {"a": 1, "b": 2}
    for v in g.values():
        del g["a" if "a" in g else "b"]
        g["n" + str(v)] = v
def grow_comp():
    g = {"a": 1, "b": 2}
    return [g.setdefault(k + "c", 0) for k in g]
def grow_items_comp():
    g = {"a": 1, "b": 2}
    return {k: g.setdefault(k + "c", v) for k, v in g.items()}
def swap_values_comp():
    g = {"a": 1, "b": 2}
    return [(g.pop("a" if "a" in g else "b"), g.setdefault("n" + str(v), v)) for v in g.values()]
def shrink_keys():
    g = {"a": 1, "b": 2, "c": 3}
    for k in g.keys():
        del g["c"]
for label, f in [("grow_keys", grow_keys), ("grow_values", grow_values), ("swap_values", swap_values), ("grow_comp", grow_comp), ("grow_items_comp", grow_items_comp), ("swap_values_comp", swap_values_comp), ("shrink_keys", shrink_keys)]:
    changed(label, f)
same = {"a": 1, "b": 2}
print([same.update({k: 9}) for k in same], same, [same.update({k: v + 1}) for k, v in same.items()], same)
grow = [1, 2]
print([grow.append(x) or x for x in grow if len(grow) < 6], grow)
try:
    print([x for x in 5])
except TypeError as e:
    print("TypeError", e)
try:
    print([a for a, b in d.items() for q in None])
except TypeError as e:
    print("TypeError", e)
print([k for k in d.keys()].count("a"), [(k, v) for k, v in {}.items()], [v for v in {}.values()])
