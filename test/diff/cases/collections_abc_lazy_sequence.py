# Sequence's mixins walk lazily, as CPython's generators do: a sequence of 10**15 items reverses,
# answers `in` and index() at the first match, and index() reads only from its start.
from collections.abc import Sequence
class Naturals(Sequence):
    def __len__(self): return 10**15
    def __getitem__(self, i):
        if i < 0: raise IndexError(i)
        return i
n = Naturals()
it = reversed(n)
print(next(it), next(it), 12 in n, n.index(7, 3), n.index(5, -10**15 + 2), n.count(3) if False else "skip", list(zip(range(3), n)))
class Short(Sequence):
    def __len__(self): return 3
    def __getitem__(self, i):
        if not 0 <= i < 3: raise IndexError(i)
        return "abc"[i]
s = Short()
print(s.index("c"), s.index("b", -2), list(reversed(s)), "z" in s, s.count("a"))
try:
    s.index("z", 1, 2)
except ValueError as e:
    print("VE", repr(e))
[n.index(9), s.count("b")]
