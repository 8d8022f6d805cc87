# Decimal with the rest of Python: %-formatting, hashing (dict and set keys shared with equal
# ints, floats and Fractions), math functions, divmod/round/int/float, comparisons across the
# number types, and the signals' args.
import math
from decimal import Decimal as D, InvalidOperation, DivisionByZero
from fractions import Fraction as F


def show(label, fn):
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__, e)


values = [D("2.675"), D("3.7"), D("-0"), D("-1234.5"), D("1E+3"), D("NaN"), D("Infinity"), D("-Infinity")]
for spec in ["%.2f", "%f", "%e", "%.3E", "%g", "%G", "%d", "%i", "%5d", "%s", "%r", "%x", "%o", "%8.1f", "%-8.2f|", "%+.1f", "%c"]:
    for v in values:
        show(f"{spec!r} % {v!r}:", lambda: spec % v)
show("tuple args", lambda: "%s costs %.2f (%d units)" % ("tea", D("3.456"), D("7.9")))
show("dict args", lambda: "%(price).2f" % {"price": D("19.999")})
price = D("12.345")
print("literal formats: %.2f | %6.1f | %d | %s | %r" % (price, price, price, price, price))
print("sNaN:", end=" ")
show("%f sNaN", lambda: "%f" % D("sNaN"))

# Hashes equal those of equal ints, floats and Fractions.
for a, b in [(D(1), 1), (D("2.50"), 2.5), (D("-0.5"), -0.5), (D("0.1"), F(1, 10)), (D("1e30"), 10**30),
             (D("-1"), -1), (D("Infinity"), float("inf")), (D("-Infinity"), float("-inf")), (D("0.00"), 0),
             (D("123456789.125"), 123456789.125), (D("1e-20"), F(1, 10**20))]:
    print("hash", repr(a), hash(a) == hash(b), hash(a))
print("0.1 keys:", hash(D("0.1")) == hash(0.1), D("0.1") == 0.1, D("0.1") in {0.1}, 0.1 in {D("0.1")})
print(D("1.0") in {1, 2}, len({D("1"), 1, 1.0}), {D("2.50"): "x"}.get(2.5), {1: "a"}[D("1.000")])
print(D(3) in {3.0: "a"}, {2.5: "x"}.get(D("2.5")), D("0.5") in {F(1, 2)}, len({D("0.1"), F(1, 10)}))
print({D("1.0"): "a", 1: "b", F(1): "c", 1.0: "d", True: "e"})
counts = {}
for v in [D("1.50"), 1.5, F(3, 2), D("1.5"), 2, D(2), 2.0]:
    counts[v] = counts.get(v, 0) + 1
print(counts)
print(sorted({D("0.25"), 0.25, D("0.3"), 3, D("3.000")}, key=str))
print(sorted(set([D("1.10"), D("1.1"), D("2"), 2]), key=float))
nan = D("NaN")
print("NaN keys:", nan in {nan}, D("NaN") in {D("NaN")}, len({D("NaN"), D("NaN")}), hash(nan) == hash(nan))
show("hash sNaN", lambda: hash(D("sNaN")))
show("set sNaN", lambda: {D("sNaN")})
show("dict sNaN", lambda: {D("sNaN"): 1})
print(frozenset([D(1), D("1.0")]) == frozenset([1]), (D(1), D("0.5")) in {(1, 0.5)})

# math functions convert through float(), floor/ceil/trunc through __floor__/__ceil__/__trunc__.
for v in [D("-2.5"), D("2.1"), D("-2.7"), D("7"), D("1e30") + D("0.5"), D("-0.000001")]:
    print("rounding", v, math.floor(v), math.ceil(v), math.trunc(v), int(v), round(v), type(math.floor(v)).__name__)
for v in [D("NaN"), D("Infinity"), D("-Infinity"), D("sNaN")]:
    show(f"floor {v}", lambda: math.floor(v))
    show(f"trunc {v}", lambda: math.trunc(v))
    show(f"round {v}", lambda: round(v))
print(math.isclose(D("1.0"), 1), math.isclose(D("1.00000000001"), D(1)), math.isclose(D("1.1"), 1.2))
print(math.sqrt(D(2)), math.log(D(8), 2), math.exp(D(1)), math.log10(D(1000)), math.pow(D(2), D("0.5")))
print(math.fsum([D("0.1"), D("0.2"), D("0.3")]), math.fsum([D("0.1"), F(1, 3), 1, 0.5]), math.isnan(D("NaN")), math.isinf(D("-Infinity")))
print(math.copysign(3, D("-0")), math.fabs(D("-2.5")), math.hypot(D(3), D(4)), math.degrees(D(1)))
show("math.sqrt(-1)", lambda: math.sqrt(D(-1)))
show("math.gcd", lambda: math.gcd(D(4), 2))

# divmod, round, int, float.
for a, b in [(D(7), 2), (D(-7), 2), (7, D(2)), (D("7.5"), D("2")), (D(-7), D("-2.5")), (D("1e10"), D("3")),
             (D(5), D("Infinity")), (D("-5"), D("Infinity"))]:
    show(f"divmod({a!r}, {b!r})", lambda: divmod(a, b))
    show(f"{a!r} // {b!r}", lambda: a // b)
    show(f"{a!r} % {b!r}", lambda: a % b)
for a, b in [(D(1), 0), (D(0), 0), (D("Infinity"), 2), (D("Infinity"), D("Infinity")), (D("NaN"), 1), (D("sNaN"), 1), (D(1), 1.5), (D(1), "x")]:
    show(f"divmod({a!r}, {b!r})", lambda: divmod(a, b))
show("Infinity // 2", lambda: D("Infinity") // 2)
show("Infinity % 2", lambda: D("Infinity") % 2)
show("5 % 0", lambda: D(5) % 0)
show("5 // 0", lambda: D(5) // 0)
print(round(D("2.675"), 2), round(D("2.5")), round(D("3.5")), round(D("-2.5")), round(D("1234.5"), -2), round(D("0.125"), 2))
print(int(D("-3.9")), int(D("1e5")), float(D("0.1")), float(D("-0")), float(D("1e400")), float(D("NaN")))
show("float sNaN", lambda: float(D("sNaN")))

# Comparisons across int, float, Decimal and Fraction.
print(D(1) < F(3, 2), F(3, 2) > D(1), D("0.5") == F(1, 2), F(1, 2) == D("0.5"), D("0.1") == F(1, 10), F(1, 10) == D("0.1"))
print(F(1, 3) < D("0.34"), D("0.333") < F(1, 3), D(1) <= 1.0, D("1.5") >= F(3, 2), D("Infinity") > F(10**30), F(-5) > D("-Infinity"))
print(D("NaN") == F(1), F(1) == D("NaN"), F(1) != D("NaN"), D("Infinity") == F(1))
print(sorted([D("1.5"), F(1, 3), 1, 0.75, D("-2"), F(-7, 2), True]))
print(max(D("1.5"), F(3, 2), 1.5), min([F(5, 4), D("1.2"), 1.3]), max([D(2), F(5, 2), 2.25]))
show("NaN < Fraction", lambda: D("NaN") < F(1))
show("Fraction < NaN", lambda: F(1) < D("NaN"))
show("Decimal + Fraction", lambda: D(1) + F(1, 2))
show("Fraction + Decimal", lambda: F(1, 2) + D(1))
show("Decimal + float", lambda: D(1) + 0.5)

# The signals carry the list of conditions, as the C implementation raises them.
for fn in [lambda: D("abc"), lambda: D(0) / D(0), lambda: D(1) / D(0), lambda: D(1).quantize(D("1e-30")), lambda: D("Infinity") - D("Infinity")]:
    try:
        fn()
    except (InvalidOperation, DivisionByZero) as e:
        print(type(e).__name__, e.args, repr(e), str(e), type(e.args[0]).__name__, e.args[0][0].__name__)

# A Decimal equal to an int in a range is in it; the context's precision still holds.
print(D(3) in range(5), D("2.5") in range(5), D("4.000") in range(0, 10, 2), D("Infinity") in range(3))
from decimal import localcontext
with localcontext() as ctx:
    ctx.prec = 5
    print(D(1) / 3, "%.8f" % (D(2) / 3), hash(D(2) / 3) == hash(F(66667, 100000)))
print(D(1) / 3)
