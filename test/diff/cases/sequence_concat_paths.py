# `+` of a list or tuple with every kind of right operand: the same type, the other sequence, a
# number, a str, None, a class with __radd__ (which CPython calls), namedtuples either side, and
# `+=` with a tuple.
from collections import namedtuple
class R:
    def __radd__(self, other):
        return ("radd", other)
    def __add__(self, other):
        return ("add", other)
P = namedtuple("P", "x y")
for a, b in [([1], (1,)), ((1,), [1]), ([1], 1), ([], "a"), ((), None), ([1], R()), ((1,), R()), (P(1, 2), (3,)), ((3,), P(1, 2)), (P(1, 2), P(3, 4)), ([1], [2.5])]:
    try:
        print(a + b)
    except TypeError as e:
        print("TypeError", e)
x = [1]
x += (2, 3)
print(x)
