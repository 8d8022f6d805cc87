# A script's __index__ where CPython asks a sequence for an index: subscripts of a list, tuple,
# str, range and bytes (read, assigned, deleted), slice bounds, find/index bounds, and repeats
# (`*`, `*=`), with a class's __rmul__/__radd__ answering first and the errors of a class that
# has neither.
class Ix:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v

class R:
    def __rmul__(self, other):
        return ("rmul", other)
    def __radd__(self, other):
        return ("radd", other)

class N:
    pass

xs = [10, 20, 30, 40, 50]
out = [xs[Ix(1)], xs[Ix(-1)], (1, 2, 3)[Ix(2)], "abcd"[Ix(1)], range(5, 50, 5)[Ix(3)], b"xyz"[Ix(0)]]
out.append((xs[Ix(1):Ix(4)], xs[::Ix(2)], "abcdef"[Ix(1):Ix(-1):Ix(2)], (1, 2, 3)[:Ix(2)], range(10)[Ix(2):]))
out.append((slice(Ix(1), None, Ix(2)).indices(6), range(10)[Ix(-3)::Ix(-2)]))
ys = list(xs)
ys[Ix(0)] = 99
del ys[Ix(-1)]
ys[Ix(1):Ix(3)] = ["a"]
out.append(ys)
out.append(("banana".find("a", Ix(2)), xs.index(30, Ix(1), Ix(4)), "banana".count("a", Ix(0), Ix(4))))
out.append(([0] * Ix(3), "ab" * Ix(2), Ix(2) * (1, 2), b"x" * Ix(3), "a" * Ix(-1)))
zs = [1, 2]
zs *= Ix(2)
t = (7,)
t *= Ix(3)
n = 3
n *= [1]
out.append((zs, t, n, [1] * R(), "s" * R(), [1] + R()))
ws = [1]
ws *= R()
vs = [2]
vs += R()
out.append((ws, vs))
for a, b in [([0], N()), ("s", N()), (N(), (1,)), ([1], 1.5), ([1], "x")]:
    try:
        out.append(a * b)
    except TypeError as e:
        out.append(str(e))
for bad in [lambda: xs[N()], lambda: "ab"[N()], lambda: xs[Ix(9)], lambda: xs[Ix(1):N()]]:
    try:
        out.append(bad())
    except (TypeError, IndexError) as e:
        out.append((type(e).__name__, str(e)))
for target in [[1], {1}, {"a": 1}, None, N(), 2.5, True]:
    for operand in [N(), [1]]:
        try:
            target *= operand
            out.append(target)
        except TypeError as e:
            out.append(str(e))
print(out)
out
