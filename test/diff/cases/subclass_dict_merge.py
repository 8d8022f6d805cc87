# dict_merge on a dict subclass: its entries as they are, unless its class overrides __iter__;
# then keys() is listed and each key read with [] (dict(d), update, {**d}, f(**d), copy, |, |=).
class Loud(dict):
    def __iter__(self):
        print("iter")
        return iter(["a"])

    def keys(self):
        print("keys")
        return ["a", "b"]

    def __getitem__(self, k):
        print("getitem", k)
        return dict.__getitem__(self, k) * 10


def f(**kw):
    return kw


d = Loud(a=1, b=2, c=3)
print(dict(d))
x = {"z": 0}
x.update(d)
print(x)
print({**d, "y": 9})
print(f(**d))
print(d.copy(), type(d.copy()).__name__)
print(d | {"q": 1}, {"q": 1} | d)
y = {}
y |= d
print(y)
print(d == {"a": 1, "b": 2, "c": 3}, len(d), sorted(dict.keys(d)))


class KeysOnly(dict):
    # keys() and [] alone are not asked: dict_merge reads the entries.
    def keys(self):
        print("never")
        return []

    def __getitem__(self, k):
        print("never", k)
        return 0


k = KeysOnly(a=1, b=2)
print(dict(k), {**k}, f(**k), k.copy(), k | {})


class BadKeys(dict):
    def __iter__(self):
        return iter([])

    def keys(self):
        return 5


try:
    dict(BadKeys(a=1))
except TypeError as e:
    print("TypeError", e)


class Missing(dict):
    def __iter__(self):
        return iter(dict.keys(self))

    def keys(self):
        return ["a", "gone"]

    def __missing__(self, key):
        return "default " + key


print(dict(Missing(a=1)), {**Missing(a=2)})
try:
    f(**Missing(a=1), gone=2)
except TypeError as e:
    print("TypeError", e)
