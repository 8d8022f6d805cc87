# Modules: decimal — construction, arithmetic at the context precision, quantize and rounding
# modes, comparisons with int/float, str/repr/format, int/float/round, signals as exceptions.
# ---- construct_and_repr
from decimal import Decimal
print(repr(Decimal("19.99")), Decimal("1.10"), Decimal(5), Decimal(-12), Decimal("1E+2"), Decimal("0.0000001"), Decimal("-0"), Decimal("1_000.5"), Decimal(), Decimal("  7.0  "))
# ---- construct_from_float
from decimal import Decimal
print(Decimal(0.1), Decimal(2.5), Decimal(-0.0), Decimal(1e20), Decimal(float("inf")))
# ---- construct_special
from decimal import Decimal
print(Decimal("Infinity"), Decimal("-inf"), Decimal("NaN"), Decimal("nan"), Decimal("sNaN"), repr(Decimal("-Infinity")))
# ---- sci_notation_str
from decimal import Decimal
for s in ["123E-10", "1.23E+5", "0.000001", "0.0000001", "-5E-8", "100E3", "0E-5", "12345678901234567890E+5", "1e-3"]:
    print(s, Decimal(s), repr(Decimal(s)))
# ---- arithmetic_basic
from decimal import Decimal
a = Decimal("19.99")
b = Decimal("3")
print(a + b, a - b, a * b, a / b, a // b, a % b, -a, +a, abs(-a))
# ---- arithmetic_exact_division
from decimal import Decimal
print(Decimal("10") / Decimal("4"), Decimal("100") / 10, Decimal("1") / Decimal("8"), Decimal("1.00") / Decimal("2"), Decimal("0") / Decimal("3"))
# ---- arithmetic_inexact_division
from decimal import Decimal
print(Decimal(1) / Decimal(7), Decimal(2) / 3, Decimal(1) / 3 * 3, Decimal("-1") / 7)
# ---- arithmetic_with_ints
from decimal import Decimal
print(Decimal("1.5") + 1, 2 * Decimal("0.25"), 10 - Decimal("0.01"), 7 / Decimal(2), 3 // Decimal("2"), True + Decimal("1"))
# ---- money_sum
from decimal import Decimal
prices = ["19.99", "5.01", "0.10", "0.20"]
total = sum(Decimal(p) for p in prices)
print(total, sum([Decimal("0.1")] * 3), sum([Decimal("0.1")] * 3) == Decimal("0.3"), 0.1 + 0.1 + 0.1)
# ---- floor_div_mod_signs
from decimal import Decimal
print(Decimal("-7") // 2, Decimal("-7") % 2, Decimal("7") // -2, Decimal("7") % -2, Decimal("7.5") % Decimal("2"))
# ---- powers
from decimal import Decimal
print(Decimal("1.1") ** 2, Decimal(2) ** 10, Decimal(10) ** 30, Decimal(2) ** -2, Decimal("1.5") ** 0, Decimal(3) ** -1)
# ---- quantize_half_even_default
from decimal import Decimal
print(Decimal("2.675").quantize(Decimal("0.01")), Decimal("2.665").quantize(Decimal("0.01")), Decimal("2.5").quantize(Decimal("1")), Decimal("3.5").quantize(Decimal("1")))
# ---- quantize_modes
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_05UP, ROUND_HALF_EVEN
for mode in (ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_05UP):
    print(mode, [str(Decimal(s).quantize(Decimal("0.1"), rounding=mode)) for s in ("2.25", "2.35", "-2.25", "2.21", "-2.29", "2.05")])
# ---- quantize_pad_and_errors
from decimal import Decimal, InvalidOperation
print(Decimal("5").quantize(Decimal("0.00")), Decimal("1.2345").quantize(Decimal("1E-2")), Decimal("123.456").quantize(Decimal("1E+1")), Decimal("0").quantize(Decimal("0.001")))
try:
    Decimal("1e30").quantize(Decimal("0.01"))
except InvalidOperation as e:
    print(type(e).__name__, e)
# ---- context_precision
from decimal import Decimal, getcontext
print(getcontext().prec, getcontext().rounding)
getcontext().prec = 6
print(Decimal(1) / Decimal(7), Decimal("123456789") + 0, Decimal("1.23456789") * 1)
getcontext().prec = 28
print(Decimal(1) / Decimal(7))
# ---- context_rounding
from decimal import Decimal, getcontext, ROUND_HALF_UP, ROUND_DOWN
getcontext().rounding = ROUND_DOWN
getcontext().prec = 3
print(Decimal(2) / 3, Decimal("1.999") + 0)
getcontext().rounding = ROUND_HALF_UP
print(Decimal("2.675").quantize(Decimal("0.01")), Decimal(2) / 3)
getcontext().prec = 28
getcontext().rounding = "ROUND_HALF_EVEN"
# ---- context_errors
from decimal import getcontext
for attr, value in (("prec", 0), ("prec", "5"), ("rounding", "nearest")):
    try:
        if attr == "prec":
            getcontext().prec = value
        else:
            getcontext().rounding = value
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
# ---- comparisons
from decimal import Decimal
a = Decimal("19.99")
print(a == Decimal("19.990"), a > 19, a < 20.5, a == 19.99, Decimal("0.5") == 0.5, 1 < Decimal("1.5"), Decimal(2) == 2, Decimal("2.0") != 2)
print(sorted([Decimal("2"), Decimal("1.5"), 1, 0.5]), max(a, Decimal(3)), min([Decimal("0.1"), Decimal("0.05")]))
# ---- nan_comparisons
from decimal import Decimal, InvalidOperation
n = Decimal("NaN")
print(n == Decimal("NaN"), n != 1, Decimal("Infinity") > 10**100, Decimal("-Infinity") < -5)
try:
    n < 1
except InvalidOperation as e:
    print(type(e).__name__, e)
# ---- conversions
from decimal import Decimal
a = Decimal("19.99")
print(int(a), int(Decimal("-7.9")), float(a), float(Decimal("1e400")) if False else float(Decimal("1e-5")), round(a), round(a, 1), round(Decimal("2.5")), round(Decimal("3.5")), round(Decimal("-2.5")), round(Decimal("123.456"), -1))
# ---- formatting
from decimal import Decimal
a = Decimal("19.99")
print(f"{a:.1f}", f"{Decimal('1234567.891'):,.2f}", f"{a:>10}|", f"{a:<8}|", f"{a:^9}|", f"{Decimal('0.256'):.1%}", f"{Decimal('-3.14159'):.3f}", f"{Decimal('2.675'):.2f}", f"{Decimal('5'):08.2f}", f"{a}", f"{Decimal('1E+3'):f}", f"{Decimal('12345.6789'):.3e}")
# ---- methods
from decimal import Decimal
print(Decimal("1.20").normalize(), Decimal("120").normalize(), Decimal("0.000").normalize(), Decimal("12.5").to_integral_value(), Decimal("13.5").to_integral_value(), Decimal("7.5").as_integer_ratio(), Decimal("3.14").as_tuple())
print(Decimal("2").sqrt(), Decimal("16").sqrt(), Decimal("0.25").sqrt(), Decimal("123.45").adjusted(), Decimal("-1").is_signed(), Decimal("0.00").is_zero(), Decimal("NaN").is_nan(), Decimal("inf").is_infinite(), Decimal(1).is_finite())
print(Decimal("-5").copy_abs(), Decimal("5").copy_negate())
# ---- hashing_and_bool
from decimal import Decimal
print(hash(Decimal("1.0")) == hash(Decimal(1)), {Decimal("1.50"): "x"}[Decimal("1.5")], len({Decimal("2"), Decimal("2.00")}), bool(Decimal("0.00")), bool(Decimal("0.01")), Decimal("0.00"))
# ---- signals
from decimal import Decimal, InvalidOperation, DivisionByZero, DecimalException
tests = [lambda: Decimal("abc"), lambda: Decimal(1) / 0, lambda: Decimal(0) / 0, lambda: Decimal("1") % 0, lambda: Decimal("1") // 0, lambda: Decimal("inf") - Decimal("inf")]
for t in tests:
    try:
        t()
    except DecimalException as e:
        print(type(e).__name__, e, isinstance(e, ArithmeticError), isinstance(e, ZeroDivisionError))
# ---- type_errors
from decimal import Decimal
for t in (lambda: Decimal("1") + 1.5, lambda: 2.5 * Decimal(1), lambda: Decimal([1]), lambda: Decimal("1") + "2"):
    try:
        t()
    except TypeError as e:
        print(e)
# ---- special_arithmetic
from decimal import Decimal
inf = Decimal("Infinity")
print(inf + 1, -inf * 2, Decimal("NaN") + 1, inf > 0, abs(-inf))
# ---- invoice_flow
# tools: {"line_items": [{"args": {"order": 42}, "output": {"json": [{"sku": "A", "qty": 3, "price": "19.99"}, {"sku": "B", "qty": 1, "price": "5.05"}, {"sku": "C", "qty": 12, "price": "0.333"}]}}]}
from decimal import Decimal, ROUND_HALF_UP
CENT = Decimal("0.01")
items = line_items(order=42)
subtotal = sum(Decimal(i["price"]) * i["qty"] for i in items)
tax = (subtotal * Decimal("0.0825")).quantize(CENT, rounding=ROUND_HALF_UP)
total = (subtotal + tax).quantize(CENT, rounding=ROUND_HALF_UP)
print(subtotal, tax, total, f"${total:,.2f}")
str(total)
# ---- split_bill_flow
from decimal import Decimal, ROUND_DOWN
total = Decimal("100.00")
people = 3
share = (total / people).quantize(Decimal("0.01"), rounding=ROUND_DOWN)
remainder = total - share * people
print(share, remainder, [share + (Decimal("0.01") if i < remainder * 100 else 0) for i in range(people)])
