a = {1, 2, 3, 4}
b = {3, 4, 5}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b), a <= b, {3} < b, a.isdisjoint({9}))
a.add(10)
a.discard(99)
a.remove(1)
print(sorted(a), len(a), 10 in a, sorted(a.union([7], (8,))), sorted(a.intersection(b, {3})), sorted(a.difference(b)), sorted(a.symmetric_difference(b)))
fs = frozenset([1, 2, 2])
print(sorted(fs), fs == {1, 2}, {fs: "frozen"}[frozenset({2, 1})], len({1, 1.0, True}), {0, False, 0.0})
s = set()
s.update("abc", [1])
print(len(s), sorted(str(x) for x in s), set() == set(), type(set()).__name__, type({}).__name__)
c = {1, 2}
c |= {3}
c &= {2, 3, 4}
c -= {2}
print(c, sorted({x % 3 for x in range(10)}), {(1, 2), (1, 2)})
sorted({5, 3, 9, 1})
