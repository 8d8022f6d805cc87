# Fraction with the rest of Python: %-formatting, hashing (keys shared with equal ints, floats and
# Decimals), math functions, divmod/round with ints and floats, Decimal conversions.
import math
from decimal import Decimal as D
from fractions import Fraction as F


def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)


for spec in ["%.2f", "%f", "%e", "%g", "%d", "%i", "%s", "%r", "%x", "%06.2f", "%+d"]:
    for v in [F(7, 2), F(-1, 3), F(2, 3), F(10**20, 7), F(0)]:
        show(f"{spec!r} % {v!r}:", lambda: spec % v)
third = F(1, 3)
print("literal: %.4f | %s | %r | %d" % (third, third, third, F(-7, 2)))

for a, b in [(F(1, 2), 0.5), (F(3), 3), (F(-1, 2), -0.5), (F(1, 3), D("0.5")), (F(1, 10), D("0.1")), (F(10**30, 1), 10**30),
             (F(-1), -1), (F(1, 2**60), 2.0**-60), (F(2**100, 3), None), (F(5, 2**1100), None)]:
    print("hash", repr(a), b is None or hash(a) == hash(b), hash(a))
print(F(1, 2) in {0.5}, 0.5 in {F(1, 2)}, F(1, 10) in {0.1}, F(4, 2) in {2}, {F(3, 1): 1}.get(3), {0.25: "q"}[F(1, 4)])
print(len({F(1, 2), 0.5, D("0.5")}), {F(1, 2): "a", 0.5: "b", D("0.50"): "c"})
print(sorted({F(1, 3), F(2, 6), 1, F(1), 1.0, F(3, 2)}))
from collections import Counter
print(Counter([F(1, 2), 0.5, F(2, 4), 1, F(1)]))

for v in [F(7, 2), F(-7, 2), F(5, 2), F(-5, 2), F(1, 3), F(10**30 + 1, 10)]:
    print("rounding", v, math.floor(v), math.ceil(v), math.trunc(v), int(v), round(v), round(v, 1), float(v))
print(math.isclose(F(1, 3), 0.3333333333333333), math.sqrt(F(1, 4)), math.log(F(1, 2)), math.exp(F(0)), math.fsum([F(1, 3)] * 3))
print(math.hypot(F(3), F(4)), math.isfinite(F(1, 3)), math.prod([F(1, 2), F(2, 3)]), math.atan2(F(1), F(1)))
for a, b in [(F(7, 2), 1), (F(-7, 2), F(1, 3)), (2, F(2, 3)), (F(7, 2), 1.5), (2.5, F(2, 3)), (F(1), -0.25)]:
    show(f"divmod({a!r}, {b!r})", lambda: divmod(a, b))
    show(f"{a!r} // {b!r}", lambda: a // b)
    show(f"{a!r} % {b!r}", lambda: a % b)
    if a >= 0 or b == int(b):  # a negative base to a fractional power is complex
        show(f"{a!r} ** {b!r}", lambda: a ** b)
for a, b in [(F(1, 2), 0), (F(7, 2), 0.0), (F(1), "x")]:
    show(f"divmod({a!r}, {b!r})", lambda: divmod(a, b))
show("F // 0.0", lambda: F(7, 2) // 0.0)
show("F % 0.0", lambda: F(7, 2) % 0.0)
show("F & 1.5", lambda: F(1) & 1.5)

print(F(D("0.75")), F(D("-1.25E-3")), F(D(3)), F.from_decimal(D("1.5")), F.from_decimal(2))
show("F(NaN)", lambda: F(D("NaN")))
show("F(Infinity)", lambda: F(D("-Infinity")))
show("from_decimal float", lambda: F.from_decimal(1.5))
show("from_float Decimal", lambda: F.from_float(D(1)))
show("F(Decimal, 2)", lambda: F(D("1.5"), 2))
print(F(1, 2) == D("0.5"), D("0.5") == F(1, 2), F(1, 3) == D("0.3333"), F(1, 3) < D("0.3334"), F(1, 3) > D("0.3333"))

# Powers with Decimals go through float(a) or b's integer; float(Fraction) overflows as int division.
for fn in [lambda: D(2) ** F(2), lambda: D(2) ** F(-2), lambda: D(2) ** F(1, 2), lambda: F(1, 2) ** D(2), lambda: F(1, 2) ** "x",
           lambda: "x" ** F(2), lambda: float(F(10**400, 3)), lambda: "%.3f" % F(10**400, 3), lambda: F(10**400, 3) + 1.5]:
    show("op", fn)
print(F(3) in range(5), F(7, 2) in range(5), D(3) in range(5), D("3.0") in range(1, 9, 2), D("NaN") in range(3), [1, 2, 3].index(F(2)))
