# sum() over lists and tuples, and sum(... for ...) consumers: ints past the safe range and
# back, bools, floats mixed in, a bigint start, other starts, objects with __add__/__radd__.
big = 2 ** 53
print(sum([big - 2, 1, 1, 1, -5]), sum((big, big, -big)), sum([-big, -big, 1]), sum([2 ** 31 - 1, 1, -(2 ** 31) - 5]))
print(sum([True, True, 3]), sum([1, 2.5, 3]), sum([0.1] * 10), sum([1, 2], 10), sum([], 7), sum(()))
print(sum([1, 2], big * 4), sum([big * 4, -(big * 4), 5]), sum([[1], [2]], []), sum(((1,), (2,)), ()))
print(sum(x for x in [big - 1, 1, 1]), sum(x * 2 for x in range(10) if x % 3), sum(v for v in {"a": 1, "b": 2}.values()))
print(sum(x for x in [1, 2.5, True]), sum(x for x in [big * 3, -big * 3, 4]), sum(len(s) for s in ["ab", "c"]))
class Money:
    def __init__(self, n):
        self.n = n
    def __add__(self, other):
        return Money(self.n + (other.n if isinstance(other, Money) else other))
    def __radd__(self, other):
        return Money(other + self.n)
print(sum([Money(1), Money(2)]).n, sum([1, Money(5), 2]).n, sum(m for m in [Money(3), 4]).n)
for bad in (["a", "b"], [1, "x"], [1, None]):
    try:
        print(sum(bad))
    except TypeError as e:
        print("TypeError", e)
try:
    print(sum(["a"], "s"))
except TypeError as e:
    print("TypeError", e)
try:
    print(sum(x for x in [1, None]))
except TypeError as e:
    print("TypeError", e)
