d = {"z": 1, "a": 2, "m": 3}
d["b"] = 4
del d["a"]
d["a"] = 5
d["z"] = 10
print(d, list(d), list(d.values()), list(d.items())[0])
k = {1: "int", 1.0: "float", True: "bool"}
print(k, len(k), k[1], {0: "a", False: "b", 0.0: "c"})
t = {(1, 2): "tuple", None: "none", "": "empty", -1: "neg"}
print(t[(1, 2)], t[None], list(t))
u = dict(a=1, b=2)
u.update([("c", 3)], d=4)
u.update({"a": 0})
print(u, "a" in u, 0 in u, u.get("x"), u.get("x", []), list(u.keys())[-1])
c = u.copy()
c.clear()
print(c, u == {"b": 2, "a": 0, "c": 3, "d": 4}, {1: 2} == {1.0: 2})
for key in list(u):
    if u[key] % 2 == 0:
        del u[key]
u
