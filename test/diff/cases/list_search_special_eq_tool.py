# A list's or tuple's index, count and remove compare items with ==: an item's __eq__ that calls a
# tool is awaited there, each call once and in CPython's order, and an __eq__ that calls none in a
# program where another class's does still answers (it was refused as "calls a tool").
class Probe:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return rank(x=self.n)["n"] == other


class Mut:
    def __init__(self, log):
        self.log = log

    def __eq__(self, other):
        self.log.append(other)
        return False


log = []
m = Mut(log)
print([m, 5].index(5), [m, 5, m].count(5), log)
ys = [m, 5, 6]
ys.remove(6)
print(len(ys), log)
ps = [Probe(1), Probe(2), 7]
print(ps.index(2), ps.count(1), (Probe(3), 9).index(9), tuple(ps).count(7))
ps.remove(1)
print(len(ps))
try:
    [m, Probe(1)].index(42)
except ValueError as e:
    print("ValueError", e)
try:
    [Probe(2)].remove(8)
except ValueError as e:
    print("ValueError", e)
log, [p.n for p in ps if isinstance(p, Probe)]
