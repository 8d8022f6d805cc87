# collections.abc's KeysView, ItemsView and ValuesView: what a Mapping subclass's keys(), items()
# and values() give (and ChainMap's): live views with the Set mixins' operators and comparisons,
# their reprs, membership (ItemsView unpacks the pair) and isinstance of the ABCs.
from collections.abc import Mapping, KeysView, ItemsView, ValuesView, Set, MappingView
from collections import ChainMap

class Table(Mapping):
    """Rows kept as (key, value) pairs, searched in order."""
    def __init__(self, d):
        self.rows = list(d.items())
    def __getitem__(self, k):
        for key, value in self.rows:
            if key == k:
                return value
        raise KeyError(k)
    def __iter__(self):
        return (key for key, _ in self.rows)
    def __len__(self):
        return len(self.rows)
    def __repr__(self):
        return f"Table({dict(self.rows)})"

t = Table({1: "one", 2: "two", 3: [3]})
k, i, v = t.keys(), t.items(), t.values()
print(k, i, v, type(k).__name__, type(i).__name__, type(v).__name__)
print(k & {1, 9}, {9, 1} & k, k | [7, 1], [7, 1] | k, k - {1}, {1, 8} - k, k ^ {1, 8}, {1, 8} ^ k, [2, 8] ^ k)
print(i & {(1, "one"), (2, "x")}, (3, [3]) in i, (3, [4]) in i, (9, 1) in i, [3] in v, "two" in v, 1 in k, 5 in k)
print(len(k), len(i), len(v), list(k), list(i), list(v), sorted(k, reverse=True), [x for x in v if isinstance(x, str)])
print([isinstance(x, a) for x in (k, i, v) for a in (KeysView, ItemsView, ValuesView, Set, MappingView)])
print(k == {1, 2, 3}, k == {1}, {1, 2, 3} == k, {1, 2, 3} != k, k == t.keys(), v == v, v == t.values(), k == [1, 2, 3])
print(k == {1: 0, 2: 0, 3: 0}.keys(), {1: 0, 2: 0, 3: 0}.keys() == k, Table({1: "a"}).items() == {(1, "a")})
print(k <= {1, 2, 3, 4}, k < {1, 2, 3}, k >= {1}, k > {1, 2, 3}, k.isdisjoint([4, 5]), i.isdisjoint([(1, "one")]))
walk = iter(k)
print(type(walk).__name__, next(walk), list(walk))

cm = ChainMap({"x": 1}, {"y": 2, "x": 0})
print(cm.keys(), cm.items(), cm.values(), sorted(cm.keys() & {"x"}), isinstance(cm.keys(), KeysView), list(cm.items()), ("x", 1) in cm.items())

backing = {"a": 1}
class Live(Mapping):
    def __getitem__(self, k):
        return backing[k]
    def __iter__(self):
        return iter(backing)
    def __len__(self):
        return len(backing)

live = Live().keys()
backing["b"] = 2
print(list(live), len(live), "b" in live)

for probe in [lambda: 5 in i, lambda: (1,) in i, lambda: k & 5, lambda: k < [1], lambda: v | {1}, lambda: i == {(1, "one"), (2, "two"), (3, 3)}]:
    try:
        print(probe())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
