# A set only added to keeps no table until its order is needed; the order it then shows must be
# CPython's: the adds replayed (resizes at the same fills, colliding hashes probed the same way),
# then deletes, pops, clears, copies and merges on the made table.
def show(label, s):
    print(label, len(s), list(s))

# Colliding ints (multiples of 8, 64, 2**20) and resizes at 5, 19, 77 elements.
a = set()
for i in range(40):
    a.add(i * 64 % 1000)
    a.add(i * 2**20)
show("adds", a)
a.add(7)
a.add(2**61 + 5)
show("adds after iteration", a)

# Deletes before any iteration leave dummies the next adds reuse.
b = set()
for i in range(12):
    b.add(i * 8)
b.discard(16)
b.remove(40)
b.add(3)
b.add(16 + 2**40)
show("deletes", b)

# pop() from a set never iterated, then more adds.
c = set()
for i in range(10):
    c.add(i * 32)
print("pops", [c.pop() for _ in range(3)])
c.add(5)
show("after pops", c)

# clear() and re-adds; a copy, set() of a set and a union of sets never iterated.
d = set()
for i in range(30):
    d.add(i * 16)
d.clear()
for i in range(6):
    d.add(i * 1024)
show("cleared", d)
e = set()
for i in range(25):
    e.add((i * 37) % 101 * 8)
show("copy", e.copy())
show("set of set", set(e))
f = set()
for i in range(7):
    f.add(i * 512)
show("union", e | f)
show("union other way", f | e)
g = set(f)
g |= e
show("update", g)
g &= {i * 8 for i in range(50)}
show("intersection update", g)
show("difference", e - f)
show("symmetric", e ^ f)

# Floats, tuples and bools hash without a script's code: replayed as the rest.
h = set()
for i in range(20):
    h.add(i / 4)
    h.add((i, i * 8))
h.add(True)
show("mixed", h)

# set() of a dict presizes; a frozenset built by adds; equality with lazy sets.
k = {i * 128: i for i in range(9)}
show("from dict", set(k))
fz = frozenset(i * 256 for i in range(11))
show("frozenset", fz)
print(set(range(0, 80, 8)) == {i * 8 for i in range(10)})

# A class with __hash__ joins midway: the table is made then, in CPython's order.
calls = []
class Key:
    def __init__(self, n):
        self.n = n
    def __hash__(self):
        calls.append(self.n)
        if self.n < 0:
            raise ValueError("no hash for " + str(self.n))
        return self.n * 8
    def __eq__(self, other):
        return isinstance(other, Key) and other.n == self.n
    def __repr__(self):
        return f"Key({self.n})"

m = set()
for i in range(6):
    m.add(i * 8 + 1)
m.add(Key(2))
for i in range(6):
    m.add(i * 24)
m.add(Key(3))
m.add(Key(2))
m.add((Key(4), Key(4), 5))
print("__hash__ calls while adding", calls)
before = len(calls)
show("with __hash__", m)
print("__hash__ calls while iterating", len(calls) - before)
# Its __hash__ runs when it is added, not when the set is first iterated.
w = set()
for i in range(5):
    w.add(i)
try:
    w.add(Key(-1))
except ValueError as err:
    print("add raised", err, len(w))
show("after the failed add", w)

# The methods follow the same algorithms as the operators.
p = set()
for i in range(9):
    p.add(i * 40)
q = set()
for i in range(30):
    q.add(i * 8)
show("m copy", p.copy())
show("m union", p.union(q, [3, 11], {1: 2}))
big = set()
for i in range(50):
    big.add(i * 64)
show("m union with itself", big.union(big))
show("m intersection", q.intersection(p))
show("m intersection of many", q.intersection(p, range(0, 400, 16)))
show("m intersection of itself", q.intersection(q))
show("m difference", q.difference(p, [0, 8]))
show("m symmetric_difference", p.symmetric_difference(q))
show("m symmetric with a dict", p.symmetric_difference({i * 24: 0 for i in range(8)}))
r = set(p)
r.update(q, {k: 1 for k in range(100, 200, 13)})
show("m update", r)
r.intersection_update(range(0, 240, 8))
show("m intersection_update", r)
r.difference_update([16, 24], {32})
show("m difference_update", r)
r.symmetric_difference_update({i * 56: None for i in range(7)})
show("m symmetric_difference_update", r)
print("m pops", [r.pop() for _ in range(4)])
fc = frozenset(p)
print("frozenset copy is itself", fc.copy() is fc, type(fc.union(q)).__name__)

# Iteration that changes the size still raises.
n = set()
for i in range(4):
    n.add(i)
try:
    for x in n:
        n.add(x + 100)
except RuntimeError as err:
    print(type(err).__name__, err)

# sorted(), min() and max() of a set never iterated: all-int and all-str sets give one answer
# in any order; ties under a key, mixed types and floats follow the table's order.
ints = set()
for i in range(30):
    ints.add((i * 37) % 23 - 11)
ints.add(True)
words = set()
for w in "the quick brown fox jumps over the lazy dog".split():
    words.add(w)
print(sorted(ints), sorted(ints, reverse=True), min(ints), max(ints))
print(sorted(words), min(words), max(words), sorted(words, reverse=True))
print(sorted(set(range(-8, 9)), key=abs), min(set(range(-8, 9)), key=abs), max({-3, 3, 1}, key=abs))
print(sorted({2.5, 1, 0.5, 3}), min({2.5, 1, 0.5}), max({True, 1.5, 0}))
try:
    sorted({1, (2,), 3})
except TypeError as err:
    print(type(err).__name__, err)
for mixed in ({2, (1,)}, {(6,), 5}):
    try:
        min(mixed)
    except TypeError as err:
        print(type(err).__name__, err)
    try:
        sorted(mixed)
    except TypeError as err:
        print(type(err).__name__, err)
print(sorted(set()), min(set(), default="empty"))

# Instances hashed by identity make the table when added: a __hash__ their class gains later
# runs only where CPython runs it.
class Late:
    def __init__(self, n):
        self.n = n
la, lb = Late(1), Late(2)
late = set()
late.add(la)
late.add(lb)
late.add(3)
late_calls = []
def late_hash(self):
    late_calls.append(self.n)
    return self.n
Late.__hash__ = late_hash
print(len(list(late)), late_calls, la in late, late_calls)
