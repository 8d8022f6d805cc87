# `for a, b in x.items()` over dicts of every kind (tuple, bool, float and "\0" keys kept as
# first inserted; subclasses), other objects with an items() method, targets that are not
# names, break and else, and a dict changed in the body (CPython's RuntimeErrors).
from collections import OrderedDict, defaultdict, Counter
d = {"a": 1, (1, 2): "t", True: "bool", 2.5: None, "\x00z": [1]}
for k, v in d.items():
    print(repr(k), repr(v))
for k, v in OrderedDict(x=1, y=2).items():
    print(k, v)
dd = defaultdict(list)
dd["q"].append(1)
for k, v in dd.items():
    print(k, v)
for k, v in Counter("abca").items():
    print(k, v)
class Pairs:
    def items(self):
        return [("p", 1), ("q", 2)]
for k, v in Pairs().items():
    print(k, v)
class Holder:
    pass
h = Holder()
slots = [0, 0]
for h.key, slots[1] in {"m": 5}.items():
    print(h.key, slots)
for k, v in {"a": 1, "b": 2, "c": 3}.items():
    if v == 2:
        break
else:
    print("no break")
print(k, v)
for k, v in {}.items():
    print("never")
else:
    print("empty else")
def grow():
    g = {"a": 1, "b": 2}
    try:
        for k, v in g.items():
            g[k + "x"] = v
    except RuntimeError as e:
        print("RuntimeError", e, len(g))
    s = {"a": 1, "b": 2}
    try:
        for k, v in s.items():
            del s[k]
            s[k + "y"] = v
    except RuntimeError as e:
        print("RuntimeError", e, sorted(s))
    u = {"a": 1}
    for k, v in u.items():
        u[k] = v + 1
    print(u)
grow()
for k, v in d.items():
    d[k] = "same size"
print(d)
try:
    for k, v in [1, 2]:
        pass
except TypeError as e:
    print("TypeError", e)
it = {"a": 1}.items()
for k, v in it:
    print("view var", k, v)
