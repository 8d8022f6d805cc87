# list/tuple index, count, remove and `in` over items of every kind: ints beside equal bools and
# floats, big ints, strs beside other types, NaN found by identity, None, tuples; start and stop
# bounds of every sign and size; and an __eq__ that shrinks, grows or replaces the list mid-search
# (CPython reads the length at each step).
nan = float("nan")
items = [1, True, 1.0, 2**70, "1", "a", None, (1, 2), nan, 0, False, -0.0, 2**70 + 0, "a"]
probes = [1, True, 1.0, 0, False, 0.0, 2**70, "1", "a", "b", None, (1, 2), (1, 2.0), nan, float("nan"), 3]
for seq in [items, tuple(items), [], [5] * 5]:
    rows = []
    for x in probes:
        row = [x in seq, seq.count(x)]
        for a, b in [(0, None), (1, None), (-3, None), (2, 5), (-100, 100), (5, 2), (None, -1), (3, 2**80)]:
            try:
                row.append(seq.index(x, *(v for v in (a, b) if v is not None)) if b is not None or a else seq.index(x))
            except ValueError as e:
                row.append("-" if str(e) in (f"{x!r} is not in list", "tuple.index(x): x not in tuple") else str(e))
        rows.append(row)
    print(type(seq).__name__, rows)

class Shrink:
    def __init__(self, lst):
        self.lst = lst
    def __eq__(self, other):
        if self.lst:
            self.lst.pop()
        return False

class Grow:
    def __init__(self, lst):
        self.lst = lst
    def __eq__(self, other):
        if len(self.lst) < 8:
            self.lst.append(other)
        return False

for make in [Shrink, Grow]:
    lst = []
    lst.extend([make(lst), 1, make(lst), 2, 3])
    print(make.__name__, 3 in lst, len(lst))
    lst = []
    lst.extend([make(lst), 1, make(lst), 2, 3])
    print(lst.count(3), len(lst))
    lst = []
    lst.extend([make(lst), 1, make(lst), 2, 3])
    try:
        print(lst.index(3), len(lst))
    except ValueError as e:
        print("ValueError", e, len(lst))
    lst = []
    lst.extend([make(lst), 1, make(lst), 2, 3])
    try:
        lst.remove(3)
        print(len(lst))
    except ValueError as e:
        print("ValueError", e, len(lst))

xs = [3, 1, 2, 1]
xs.remove(1)
print(xs, xs.count(1), xs.index(1), [1, 2].index(2, -1))
for bad in [lambda: [1].index(1, "a"), lambda: [].remove(1), lambda: (1,).index(2), lambda: [1].count()]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

from collections import deque
dq = deque([1, 2, 3])
for f in [lambda: dq.index(2), lambda: dq.index(3, 1, 3), lambda: dq.index(3, -1), lambda: dq.index(1, None), lambda: dq.index(),
          lambda: dq.index(1, 0, 1, 2), lambda: [1].index(1, None), lambda: (1,).index(1, 0, None), lambda: "ab".find("a", None),
          lambda: "ab".find("a", "x"), lambda: [1].index(1, 1.5), lambda: [1, 2].index(2, True)]:
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# The item sought only exists once an __eq__ has appended it.
for search in ["in", "count", "index", "remove"]:
    lst = []
    lst.extend([Grow(lst), 1])
    try:
        print(search, 5 in lst if search == "in" else lst.count(5) if search == "count" else lst.index(5) if search == "index" else lst.remove(5), len(lst))
    except ValueError as e:
        print(search, "ValueError", e)
