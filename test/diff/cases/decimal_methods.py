# Decimal's methods as CPython 3.11's C implementation answers them: exp/ln/log10/sqrt (correctly
# rounded half even whatever the context's rounding), powers (integer and not, in every rounding
# mode, as libmpdec computes them), the comparisons (compare, max, min, compare_total...), next_*,
# the predicates, to_eng_string, from_float, a method's context argument, and the module's names.
import decimal
from decimal import Decimal as D, localcontext, Context, ROUND_DOWN, ROUND_UP, ROUND_CEILING, ROUND_FLOOR


def show(fn):
    try:
        r = fn()
        return str(r) if isinstance(r, D) else repr(r)
    except Exception as e:
        return type(e).__name__


values = ["0", "-0", "1", "-1", "2", "10", "0.5", "-2.5", "1234.5678", "1E+3", "1E-7", "123E-10", "0.001",
          "Infinity", "-Infinity", "NaN", "sNaN", "-NaN7"]
unary = ["exp", "ln", "log10", "sqrt", "to_eng_string", "is_qnan", "is_snan", "is_normal", "is_subnormal",
         "number_class", "logb", "next_plus", "next_minus", "to_integral_exact", "adjusted", "is_zero",
         "is_signed", "normalize", "as_tuple", "canonical", "radix"]
for v in values:
    x = D(v)
    print(v, "->", " | ".join(show(lambda: getattr(x, m)()) for m in unary))

pairs = [("1", "2"), ("-1", "1"), ("2.50", "2.5"), ("NaN", "1"), ("1", "NaN"), ("sNaN", "1"), ("-0", "0"),
         ("Infinity", "5"), ("1.5", "-2.5"), ("7", "-3"), ("10", "3"), ("-10", "3")]
binary = ["copy_sign", "max", "min", "max_mag", "min_mag", "compare", "compare_signal", "compare_total",
          "compare_total_mag", "same_quantum", "next_toward", "remainder_near", "scaleb"]
for a, b in pairs:
    x, y = D(a), D(b)
    print(a, b, "->", " | ".join(show(lambda: getattr(x, m)(y)) for m in binary))
print(D(5).copy_sign(-1), D(5).max(7), show(lambda: D(5).max(7.5)), D(2).fma(3, 4), D("1.5").fma(D("2.5"), D("-0.75")))
print(repr(D.from_float(0.1)), D.from_float(5), D.from_float(float("-inf")), D.from_float(float("nan")), D(1).from_float(0.5))
print(show(lambda: D.from_float("1.5")), D("123456789").to_eng_string(), D("1.2E-7").to_eng_string(), D("0E+7").to_eng_string())

powers = [("2", "0.5"), ("2", "-0.5"), ("4", "0.5"), ("1.21", "0.5"), ("10", "2.5"), ("7", "-1.5"), ("27", "0.333"),
          ("1e10", "0.5"), ("0", "0"), ("0", "-1"), ("0", "0.5"), ("-8", "0.5"), ("-2", "3"), ("-2", "-3"), ("1", "0.5"),
          ("1.000", "3"), ("Infinity", "0.5"), ("Infinity", "-2"), ("0.5", "Infinity"), ("2", "Infinity"), ("NaN", "2"),
          ("2", "0"), ("1.0001", "10000"), ("1.05", "12"), ("1.05", "0.0833333333333333333333333333"), ("100", "-0.5"),
          ("2", "1E+2"), ("-0", "3"), ("-0", "-3"), ("3", "1.5"), ("0.25", "0.5"), ("16", "-0.25"), ("2", "-1074"),
          ("1.0000001", "1000000"), ("0.5", "3400000"), ("0.5", "3400000.5"), ("10", "1000000"), ("87.6309004", "7")]
for mode in ["ROUND_HALF_EVEN", ROUND_DOWN, ROUND_UP, ROUND_CEILING, ROUND_FLOOR]:
    with localcontext() as ctx:
        ctx.rounding = mode
        ctx.prec = 9 if mode != "ROUND_HALF_EVEN" else 28
        print(mode, " | ".join(show(lambda: D(a) ** D(b)) for a, b in powers))
        print(mode, " | ".join(show(lambda: f(D(v))) for v in ["87.6309004", "2", "0.0000062142", "10", "1.5"]
                               for f in [D.sqrt, D.exp, D.ln, D.log10]))
print(D(2) ** 10, D("1.5") ** 2, D("0.1") ** 3, D(3) ** -1, D("1.5") ** D(-2), pow(D(2), 3))

# A method computes in its context argument.
tight = Context(prec=5, rounding=ROUND_DOWN)
print(D(2).sqrt(tight), D(1).exp(context=tight), D(7).ln(tight), D("1.23456789").normalize(tight), D(1).max(D("2.345678"), tight))
print(D("2.675").quantize(D("0.01"), context=tight), D("2.675").to_integral_value(context=tight), show(lambda: D(2).sqrt(context=5)))
print([n for n in ["Clamped", "FloatOperation", "Subnormal", "Underflow", "InvalidContext", "ConversionSyntax", "DivisionImpossible",
                   "DivisionUndefined", "DecimalTuple", "MAX_EMAX", "MIN_EMIN", "MIN_ETINY"] if hasattr(decimal, n)])
print(issubclass(decimal.Underflow, decimal.Subnormal), issubclass(decimal.FloatOperation, TypeError), decimal.MIN_ETINY)
