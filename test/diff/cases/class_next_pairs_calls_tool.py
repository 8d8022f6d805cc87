# A script's iterator of pairs and one of strs whose `__next__` calls a tool (the second through
# super().__next__()): dict(), str.join, frozenset, sorted/max with key=, OrderedDict and
# defaultdict take every value, each `__next__` once, in CPython's order.
class Pairs:
    def __init__(self):
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.i += 1
        if self.i > 3:
            raise StopIteration
        return (str(self.i), get(i=self.i))
class Words(Pairs):
    def __next__(self):
        k, v = super().__next__()
        return k + "=" + str(v)
print(dict(Pairs()), ", ".join(Words()), frozenset(Words()) == {"1=10", "2=20", "3=30"})
d = dict(Pairs(), extra=1)
print(d, sorted(Words(), key=len), max(Words(), key=len), min(Pairs()))
def f():
    return dict(Pairs()), "|".join(Words())
print(f())
import collections
print(collections.OrderedDict(Pairs()), collections.defaultdict(int, Pairs()))
