# sum() keeps a float total as a double while the items are floats or ints (CPython's float
# loop), in the builtin over lists, tuples and iterators and in a generator expression's own
# loop: the same totals step by step, and anything else (bool, big ints, a class's __radd__,
# a Decimal, an int too large for a float) added as `+` adds it, with its errors.
from decimal import Decimal


class Money:
    def __init__(self, v):
        self.v = v

    def __radd__(self, other):
        return other + self.v * 2

    def __add__(self, other):
        return Money(self.v + other)


rows = [{"amount": ((i * 37) % 1000) / 10, "n": i % 7} for i in range(500)]
print(sum(r["amount"] for r in rows), sum([r["amount"] for r in rows]), sum(r["n"] for r in rows))
print(sum(0.1 for _ in range(10)), sum([0.1] * 10), sum((0.1,) * 10, 0.5), sum(iter([0.1] * 10)))
print(sum(x for x in [1, 2, 0.5, 3, True, 2**60, 0.25]), sum([1, 2, 0.5, 3, True, 2**60, 0.25]))
print(sum(x for x in [0.5, Money(3), 1.5]), sum([0.5, Money(3), 1.5]))
print(sum(x for x in [-0.0]), sum([-0.0], -0.0), sum([0.0, -0.0]), sum(x for x in [float("inf"), 1.0, float("-inf")]))
print(sum(x / 3 for x in range(1, 30)), sum({1.5: 0, 2.25: 0, 3: 0}), sum({"a": 0.5, "b": 0.25}.values()))
print(sum(x for x in [1.5, 2**53 + 1, 1.0]), sum([2**53 + 1, 1.5]), sum([1e308, 1e308]), sum(x for x in [1e308, 1e308, -1e308]))
for bad in ([1.5, Decimal("1")], [0.5, 10**400], [0.5, "x"], [0.5, None]):
    try:
        print(sum(x for x in bad))
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
    try:
        print(sum(bad))
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
m = sum([Money(1), 2.5, 1.5], Money(0))
[m.v, sum(r["amount"] * r["n"] for r in rows if r["n"] > 2)]
