import numbers
from decimal import Decimal
from fractions import Fraction

ABCS = [numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral]
for x in [0, -7, 10**30, True, False, 1.5, float("nan"), float("inf"), Decimal("1.1"), Fraction(1, 3), "3", None, [1], b"1"]:
    print(repr(x), [isinstance(x, a) for a in ABCS])
for t in [int, bool, float, Decimal, Fraction, str, object, type(None)]:
    print(t.__name__, [issubclass(t, a) for a in ABCS])
print([a.__name__ for a in ABCS], [a.__module__ for a in ABCS], numbers.Integral.__mro__[1:-1] == (numbers.Rational, numbers.Real, numbers.Complex, numbers.Number))
print(numbers.Number)

def validate(value):
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"expected a real number, got {type(value).__name__}")
    return float(value)

for v in [3, 2.5, Fraction(1, 2), True, "x", Decimal("2")]:
    try:
        print(validate(v))
    except TypeError as e:
        print("TypeError", e)

class MyInt:
    def __init__(self, v):
        self.v = v
class SubInt(MyInt):
    pass

print(isinstance(MyInt(1), numbers.Number), issubclass(SubInt, numbers.Integral))
r = numbers.Integral.register(MyInt)
print(r is MyInt, [isinstance(MyInt(1), a) for a in ABCS], [issubclass(SubInt, a) for a in ABCS])
print(numbers.Integral.register(MyInt) is MyInt, numbers.Number.register(int) is int)

class Other:
    pass
numbers.Real.register(Other)
print([issubclass(Other, a) for a in ABCS], isinstance(Other(), numbers.Complex))

class Derived(numbers.Number):
    def __init__(self, v):
        self.v = v
d = Derived(3)
print([isinstance(d, a) for a in ABCS], issubclass(Derived, numbers.Number))
try:
    hash(d)
except TypeError as e:
    print("TypeError", e)
class Hashed(numbers.Number):
    def __hash__(self):
        return 5
print(hash(Hashed()))

for call in [lambda: numbers.Integral.register(3), lambda: numbers.Integral.register(numbers.Number), lambda: numbers.Real.register(numbers.Integral)]:
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)
