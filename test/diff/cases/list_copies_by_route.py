# Copies of a list's or tuple's items by every route the guest takes (whole, from a start, up to
# an end, a middle range large or small beside its end, empty and reversed bounds), on short and
# long sequences; concatenation of lists and tuples, one past 65,535 items; star unpacking;
# list.copy, list(), tuple(), sorted(), min(), extend with itself, slice assignment from itself,
# `*=`, deque.rotate and copy, set copies, namedtuple _replace; and the copies stay independent.
from collections import deque, namedtuple

short = [3, "a", None, (1, 2), 2.5]
long = list(range(1000))
bounds = [None, 0, 2, -1, 5, 6, -6, 100, 990, 1000, 1001, -999]
for xs in [short, long, tuple(short), tuple(long), []]:
    rows = []
    for a in bounds:
        for b in bounds:
            r = xs[a:b]
            rows.append((len(r), r[0], r[-1]) if r else 0)
    print(type(xs).__name__, len(xs), rows)

whole = long[:]
whole[0] = "changed"
print(long[0], whole[0], long[1:3], long[-3:], long[400:600][:3], long[10:20], long[5:995][-2:])

big = list(range(70000))
joined = big + [1, 2] + big
print(len(joined), joined[69999:70003], joined[-1])
tj = tuple(big) + (1,) + tuple(short)
print(len(tj), tj[69999:70002], tj[-1])
print([1] + [], [] + [], short + short, () + (), (1,) + (2, 3))

a, *rest = long
*init, z = short
p, *mid, q = (1, 2)
m, *mm, n = big
print(a, len(rest), rest[:2], init, z, p, mid, q, m, len(mm), mm[-1], n)
rest[0] = "x"
print(long[1])

c = short.copy()
c.append(9)
print(short, c, list(short), tuple(short), sorted(long, reverse=True)[:3], min(long), max(big))
e = [1, 2, 3]
e.extend(e)
e[1:2] = e
print(e)
f = [1, 2]
f *= 3
print(f)

d = deque(range(10))
d.rotate(3)
d2 = d.copy()
d2.rotate(-4)
print(list(d), list(d2))
d3 = deque(range(5000))
d3.rotate(1234)
print(list(d3)[:3], list(d3)[-3:])

s1 = {1, 2, 3, "a"}
s2 = set()
s2 |= s1
s2.add(4)
print(sorted(s1, key=str), sorted(s2, key=str), len(s1), len(s2))

P = namedtuple("P", "x y z")
pt = P(1, 2, 3)
print(pt._replace(y=20), pt, P(*long[:3]))
