# Keys whose comparisons cannot raise (floats with ints, strs, tuples of one length holding those)
# are sorted by the engine's own sorts: the same stable order as CPython's, at every size, with
# reverse, equal keys, -0.0 and 0, infinities, and the items themselves kept (identity). Keys
# that can raise or run script code (NaN, mixed kinds, other tuples) keep CPython's comparisons.
import math
from collections import namedtuple

sizes = [2, 5, 16, 17, 40, 300]


def rows(n):
    return [{"id": i, "score": ((i * 37) % 11) / 4, "name": "n" + str((i * 7) % 13), "grp": "abc"[i % 3]} for i in range(n)]


out = []
for n in sizes:
    rs = rows(n)
    out.append([r["id"] for r in sorted(rs, key=lambda r: r["score"])])
    out.append([r["id"] for r in sorted(rs, key=lambda r: r["score"], reverse=True)])
    out.append([r["id"] for r in sorted(rs, key=lambda r: (r["grp"], -r["score"]))])
    out.append([r["id"] for r in sorted(rs, key=lambda r: (r["grp"], r["name"], r["id"]), reverse=True)])
    out.append([r["id"] for r in sorted(rs, key=lambda r: (r["score"], r["grp"]))])
    out.append([r["id"] for r in sorted(rs, key=lambda r: r["name"])])
    out.append([r["id"] for r in sorted(rs, key=lambda r: r["id"] % 4 if r["id"] % 2 else r["score"])])
    out.append([r["id"] for r in sorted(rs, key=lambda r: ())])
print(out[:8])
print(sum(len(o) for o in out), [o[:3] for o in out[-8:]])

floats = [0.5, -0.0, 0.0, 3, -2, float("inf"), -float("inf"), 1e300, 2.5, 0, -0.0, 7, 2.5]
fs = sorted(floats)
print(fs, [math.copysign(1, x) for x in fs if x == 0])
big = [x * 1.5 for x in range(40, 0, -1)] + [1, 2, 3]
ident = sorted(big)
print(all(any(a is b for b in big) for a in ident), ident[:5])
pairs = [(2.5, "b"), (1, "z"), (2.5, "a"), (-0.0, "q"), (0, "p"), (1.0, "y")] * 4
print(sorted(pairs)[:8], sorted(pairs, reverse=True)[:4])
ps = list(pairs)
ps.sort(key=lambda p: p[0])
print(ps[:8])
print(sorted([(1, "a"), (1, "a", 0), (0,)] * 7)[:4])

nan = float("nan")
print(sorted([3.0, nan, 1.0, 2.0]), sorted([(1.0, "a"), (nan, "b"), (0.5, "c")])[0])
print(sorted([True, 2, 1.5, False, 0]), sorted([(True, 1), (0, 2), (1, 0)]))
print(sorted([2**70, 1.5, 3, -2**64]))
P = namedtuple("P", "a b")
print(sorted([P(2, "x"), P(1, "y"), P(2, "a")] * 6)[:3])
print(sorted(["\U0001f600", "\uffff", "a", "b"] * 5)[:6], sorted([("\U0001f600", 1), ("\uffff", 2)] * 9)[0])
for bad in ([(1, "a"), ("b", 2)] * 9, [(1, None), (1, 2)] * 9, [1.5, "x"] * 9):
    try:
        sorted(bad)
    except TypeError as e:
        print("TypeError", e)
[r["id"] for r in sorted(rows(25), key=lambda r: (r["grp"] == "a", r["score"], r["name"]))]
