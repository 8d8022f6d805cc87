# A dataclass's generated __eq__ compares the two tuples of its fields: item by item, an item
# the same object equal to itself (a NaN too), None fields, other classes NotImplemented, and the
# ordering and hash built on the same tuples.
from dataclasses import dataclass, field

@dataclass
class P:
    x: object
    y: object = None

@dataclass(order=True, frozen=True)
class Q:
    a: int
    b: str = "b"

class Other:
    def __eq__(self, o):
        return "other eq"

nan = float("nan")
p = P(nan)
out = [p == p, P(nan) == P(nan), p == P(p.x), P(1) == P(1, None), P(1) == P(1.0), P(1) != P(2), P(None) == P(None, None)]
out.append((P(1) == Q(1), P(1) == 1, P(1) == Other(), Other() == P(1)))

@dataclass
class R(P):
    pass

out.append((R(1) == P(1), P(1) == R(1), R(1) == R(1)))
out.append((Q(1) < Q(2), Q(1, "a") < Q(1, "b"), Q(2) <= Q(2), sorted([Q(3), Q(1, "z"), Q(1, "a")])))
out.append((hash(Q(1, "x")) == hash((1, "x")), len({Q(1), Q(1), Q(2)})))

calls = []

class Noisy:
    def __init__(self, n):
        self.n = n
    def __eq__(self, o):
        calls.append((self.n, o.n))
        return self.n == o.n

out.append((P(Noisy(1), Noisy(2)) == P(Noisy(1), Noisy(3)), calls))
try:
    Q(1) < P(1)
except TypeError as e:
    out.append(str(e))
print(out)
out
