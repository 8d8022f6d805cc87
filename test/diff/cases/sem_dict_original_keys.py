from collections import OrderedDict

d = {True: "bool", 2: "two", "\0x": "nul", (1, 2.0): "tuple"}
d[1] = "int"
d[1.0] = "float"
d[(1.0, 2)] = "tuple2"
print(d, list(d), list(d.items()))
del d[1]
d[1.0] = "again"
print(d, list(d.keys()), d.get(True), d.pop(1), d)
c = d.copy()
c[2.0] = "copied"
print(c, d, c == d, {False: 0} == {0.0: 0})
print(d.setdefault(2.0, "x"), d.setdefault(False, "zero"), d)
print(d.popitem(), d.popitem(), d)
e = {"\0": 1, "\0\0": 2, "": 3}
e["\0"] = 4
print(e, "\0" in e, "\0\0" in e, e.pop("\0\0"), e)
o = OrderedDict([(True, "a"), ("b", "b"), (0.0, "c")])
o.move_to_end(1)
o.move_to_end(0, last=False)
print(list(o.items()))
f = {1: "x", 2: "y"}
try:
    for k in f:
        del f[k]
        f[k + 10] = "z"
except RuntimeError as err:
    print("error:", err)
g = {1: "x", 2: "y"}
try:
    for k in g:
        g[k + 10] = "z"
except RuntimeError as err:
    print("error:", err)
h = {1: "x", 2: "y"}
for k, v in h.items():
    h[k] = v + "!"
h
