# Decimal.__format__ against CPython 3.11's C implementation, the number part of a spec: f, e,
# g, %, n and their upper-case forms with and without a precision, rounded in the context's
# mode, exponents without padding (1.23e+3), a zero's places in e format, and the specials.
from decimal import Decimal as D, localcontext, ROUND_DOWN, ROUND_HALF_UP

values = ["0", "-0", "0.0", "-0.00", "0E+3", "-0E-7", "1", "-1", "2.5", "-2.5", "1234.5678", "-1234.5678", "0.001",
          "-0.001", "1E+3", "1.23E+5", "123456789", "0.000012345", "1E-10", "9.999", "99.95", "-0.0005",
          "5E-7", "Infinity", "-Infinity", "NaN", "-NaN", "sNaN", "NaN123", "2.675", "100",
          "1.000", "12345678901234567890.123", "-9.5", "0.5", "2.5E-8", "7E+30"]
specs = ["", "f", ".2f", ".0f", ".3f", "F", ".1F", "e", ".2e", ".0e", "E", ".3E", "g", ".3g", ".1g", ".0g", "G",
         ".10g", ".2G", "%", ".1%", ".0%", "n", ".3n", "N", ".15g", ".3%"]
for v in values:
    print(v, "->", " | ".join(format(D(v), s) for s in specs))

# f-strings and str.format go through the same __format__.
price, qty = D("1234.5678"), D("3")
print(f"{price:.3g} {price:010,.2f} {D('-0.00'):.2e} {D('0.0'):.1e} {D('-0.001'):z.1f} {D('-0'):z}")
print(f"{price * qty:>15,.2f}|{-price:<12.1f}|{price:^+14.3e}|{D('0.125'):.2%}")
print("{:,.2f} / {:.1%} / {:e}".format(D("98765.4321"), D("0.4567"), D("0.000123")))
print(D("-0").normalize(), repr(D("-0").normalize()), repr(D("-0.000").normalize()), repr(D("120.00").normalize()))

# The context's rounding mode rounds for the format too.
for mode in [ROUND_DOWN, ROUND_HALF_UP]:
    with localcontext() as ctx:
        ctx.rounding = mode
        print(mode, [format(D(v), s) for v in ["2.675", "-2.665", "1234.5", "0.125"] for s in [".2f", ".2e", ".3g", ".1%"]])
