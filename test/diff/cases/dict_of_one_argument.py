# dict(x) with one positional argument: a dict or its subclasses, a mapping by keys() and
# __getitem__ (its keys() listed before any item is read), pairs of any iterable kind, and the
# errors of each, as CPython; dict(x) is a copy.
from collections import Counter, OrderedDict, defaultdict


class Mapping:
    def keys(self):
        print("keys()")
        return ["b", "a"]

    def __getitem__(self, k):
        print("getitem", k)
        return k * 2


d = {"a": 1, "b": [2]}
c = dict(d)
c["a"] = 9
c["b"].append(3)
print(d, c, c is d, dict(d) == d)
print(dict(Counter("abca")), dict(OrderedDict([("z", 1), ("y", 2)])), dict(defaultdict(int, {"k": 0})))
print(dict(Mapping()))
print(dict([("a", 1), ("b", 2), ("a", 3)]), dict([["x", 1]]), dict(["ab", "cd"]), dict((k, len(k)) for k in ["p", "qq"]))
print(dict(zip("abc", range(3))), dict(enumerate("xy")), dict({}), dict([]), dict(()))
print(dict({1: "int", 1.0: "float", True: "bool"}), dict([(1, "a"), (True, "b")]))
for bad in [5, None, [1, 2], ["abc"], [("a", 1, 2)], [([], 1)], "ab", [{"k": 1}], {(1, [2]): 3} if False else [((1, [2]), 3)]]:
    try:
        print(dict(bad))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
print(dict(d, c=3), dict(a=1), dict())
rows = [{"k": i, "v": str(i)} for i in range(3)]
copies = [dict(r) for r in rows]
copies[0]["k"] = 99
print(rows[0], copies[0], [dict(r.items()) == r for r in rows])


class GenKeys:
    def keys(self):
        for k in ["x", "y"]:
            print("yield", k)
            yield k

    def __getitem__(self, k):
        print("item", k)
        return ord(k)


class KeysOnly:
    def keys(self):
        return ["a"]


class NoneKeys:
    keys = None

    def __iter__(self):
        return iter([("p", 1)])


u = {"x": 0}
u.update(GenKeys())
print(u, dict(GenKeys()))
for bad in [KeysOnly(), NoneKeys()]:
    try:
        print(dict(bad))
    except TypeError as e:
        print("TypeError:", e)


def f(**kw):
    return kw


# `{**m}` and `f(**m)` list a mapping's keys first too.
print({**GenKeys()}, f(**GenKeys()))
