# A dict's lookups hash and compare the key: a key's __hash__ that calls a tool is awaited in
# d[k], d.get(k), d.pop(k), d.setdefault(k) as in stores and `in`, each call once and in CPython's
# order, and a __hash__ that calls none (compiled to wait only because another class's method
# calls a tool) answers there too, hashed as often as CPython hashes it.
class Key:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return rank(x=self.n)["n"]

    def __eq__(self, other):
        return isinstance(other, Key) and self.n == other.n


class Logged:
    def __init__(self, n, log):
        self.n = n
        self.log = log

    def __hash__(self):
        self.log.append(self.n)
        return self.n

    def __eq__(self, other):
        return isinstance(other, Logged) and self.n == other.n


d = {}
d[Key(1)] = "one"
d[Key(2)] = "two"
print(d[Key(1)], d.get(Key(2)), d.get(Key(3), "none"), Key(2) in d)
print(d.setdefault(Key(3), "three"), d.pop(Key(1)), len(d))
try:
    d[Key(1)]
except KeyError as e:
    print("KeyError", type(e.args[0]).__name__)
log = []
table = {Logged(5, log): "five"}
print(table[Logged(5, log)], table.get(Logged(6, log), 0), table.pop(Logged(5, log)), log)
# pop and setdefault hash the key once, found or not.
print(table.setdefault(Logged(6, log), 6), table.setdefault(Logged(6, log), 7), table.pop(Logged(8, log), 0), log)
counts = {}
for n in (1, 2, 1, 3):
    k = Key(n)
    counts[k] = counts.get(k, 0) + 1
sorted(v for v in counts.values()), log
