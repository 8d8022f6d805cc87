# Counter counting an iterable: each element's key hashed once by update (CPython's
# _count_elements), twice by subtract (its Python loop); equal keys (True, 1, 1.0) one count
# under the first key; counts that are floats, past 2**53 or not numbers at all.
from collections import Counter

hashes = []


class Tag:
    def __init__(self, name):
        self.name = name

    def __hash__(self):
        hashes.append(self.name)
        return hash(self.name)

    def __eq__(self, other):
        return isinstance(other, Tag) and other.name == self.name

    def __repr__(self):
        return "Tag(" + self.name + ")"


words = ["w" + str(i % 7) for i in range(50)]
c = Counter(words)
print(c.most_common(3), len(c), c.total())
c.update(["w1", "new", "w1"])
c.subtract(["w2", "gone", "gone"])
print(c["w1"], c["w2"], c["new"], c["gone"], list(c)[-2:])

tags = [Tag("a"), Tag("b"), Tag("a"), Tag("c"), Tag("a")]
t = Counter(tags)
print(t, len(hashes))
t.subtract([Tag("b"), Tag("z")])
print(t, len(hashes))

m = Counter([True, 1, 1.0, 2, 2.0, "x", (1, 2), (1, 2), None, None, frozenset([1])])
print(m, list(m))
big = Counter({"a": 2**53 - 1, "f": 0.5, "s": "s"})
big.update(["a", "a", "f"])
print(big["a"], big["a"] - 2**53, big["f"])
try:
    big.update(["s"])
except TypeError as e:
    print("TypeError", e)
neg = Counter()
neg.subtract("abca")
print(neg, +neg, -neg)
print(Counter({"a": "x", "b": 1}), Counter({Tag("q"): "x", Tag("r"): 1}), len(hashes))
Counter("mississippi").most_common()
