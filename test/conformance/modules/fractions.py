# Modules: fractions — Fraction construction, exact arithmetic, mixing with int and float,
# comparisons, limit_denominator, conversions and errors.
# ---- construct
from fractions import Fraction
print(Fraction(3, 4), Fraction(6, -8), Fraction(5), Fraction(), Fraction("3/4"), Fraction(" -1/2 "), Fraction("1.5"), Fraction("2e-3"), Fraction("7"), Fraction(0.5), Fraction(0.1))
# ---- repr_and_attrs
from fractions import Fraction
f = Fraction(10, 4)
print(repr(f), f.numerator, f.denominator, f.as_integer_ratio(), str(Fraction(4, 2)), repr(Fraction(-3, 9)))
# ---- construct_from_fractions
from fractions import Fraction
print(Fraction(Fraction(1, 3)), Fraction(Fraction(1, 2), Fraction(1, 3)), Fraction(3, Fraction(1, 2)), Fraction.from_float(0.25), Fraction(True))
# ---- construct_errors
from fractions import Fraction
tests = [lambda: Fraction(1, 0), lambda: Fraction("abc"), lambda: Fraction("1/0"), lambda: Fraction(1.5, 2), lambda: Fraction(float("inf")), lambda: Fraction(float("nan")), lambda: Fraction([1]), lambda: Fraction("1/2.5")]
for t in tests:
    try:
        t()
    except (ZeroDivisionError, ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
# ---- arithmetic
from fractions import Fraction
a = Fraction(1, 3)
b = Fraction(1, 6)
print(a + b, a - b, a * b, a / b, a // b, a % b, -a, +a, abs(-a), a ** 2, a ** -2, b ** 0)
# ---- arithmetic_with_ints
from fractions import Fraction
a = Fraction(3, 4)
print(a + 1, 1 + a, a * 2, 2 / a, a - 1, 1 - a, 7 // a, 7 % a, 2 ** Fraction(2), Fraction(-7, 2) // 1, Fraction(-7, 2) % 1)
# ---- arithmetic_with_floats
from fractions import Fraction
a = Fraction(1, 4)
print(a + 0.5, 0.5 * a, a / 2.0, a ** 0.5, Fraction(2) ** Fraction(1, 2))
# ---- zero_division
from fractions import Fraction
for t in (lambda: Fraction(1, 2) / 0, lambda: Fraction(1, 2) // Fraction(0), lambda: Fraction(1, 2) % 0, lambda: Fraction(0) ** -1, lambda: 1 / Fraction(0)):
    try:
        t()
    except ZeroDivisionError as e:
        print(e)
# ---- comparisons
from fractions import Fraction
a = Fraction(1, 2)
print(a == 0.5, a == Fraction(2, 4), Fraction(2) == 2, 1 == Fraction(1), a < 1, a > 0.25, 0 < a, a <= Fraction(1, 2), a != Fraction(1, 3), a < float("inf"))
print(sorted([Fraction(1, 2), 0.3, Fraction(1, 3), 1]), max(Fraction(7, 3), 2), min([Fraction(5, 4), Fraction(9, 8)]))
# ---- conversions
from fractions import Fraction
a = Fraction(7, 2)
print(int(a), int(-a), float(a), float(Fraction(1, 3)), round(a), round(Fraction(5, 2)), round(Fraction(-5, 2)), round(Fraction(22, 7), 2), round(Fraction(1234, 1), -2), bool(Fraction(0)), bool(a))
# ---- limit_denominator
from fractions import Fraction
import math
print(Fraction(math.pi).limit_denominator(100), Fraction(math.pi).limit_denominator(), Fraction("3.141592653589793").limit_denominator(1000), Fraction(1, 3).limit_denominator(2), Fraction(0.1).limit_denominator(10))
try:
    Fraction(1, 3).limit_denominator(0)
except ValueError as e:
    print(e)
# ---- sums_and_hash
from fractions import Fraction
parts = [Fraction(1, n) for n in range(1, 7)]
print(sum(parts), sum(parts, Fraction(0)) == Fraction(49, 20), len({Fraction(1, 2), Fraction(2, 4), Fraction(3, 6)}), {Fraction(1, 3): "x"}[Fraction(2, 6)])
# ---- recipe_scaling_flow
from fractions import Fraction
recipe = {"flour": "3/4", "sugar": "1/3", "butter": "1/2"}
scale = Fraction(3, 2)
scaled = {k: Fraction(v) * scale for k, v in recipe.items()}
print({k: str(v) for k, v in scaled.items()}, sum(scaled.values()))
