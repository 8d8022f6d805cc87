# Decimal.__format__ against CPython 3.11's C implementation, the layout part of a spec: fills
# and alignments, signs, zero padding (grouped with the digits: 000,002.50), "," grouping,
# 3.11's z option (where it may stand), specials never zero-padded, and the specs Decimal
# refuses (# and _ among them).
from decimal import Decimal as D

values = ["0", "-0.00", "2.5", "-2.5", "1234.5678", "-0.001", "1.23E+5", "0.000012345", "99.95", "-0.0005",
          "1234567.891", "Infinity", "-NaN", "sNaN", "12345678901234567890.123", "7E+30"]
specs = [",", ",.2f", "010,.2f", "012.3f", "010", "+", " ", "-", "+.2f", " .1e", ">10", "<10", "^10", "*^12.2f",
         "=10", "0=10.2f", "x<8", "+010.2f", "z.1f", "z", "z.0f", "z.3g", "+z.1f", "z+.1f", "z,.2f", "z%",
         "z.1%", "10.3e", ",g", ",.3g", ",e", ",%", "020,", "0,.2f", "015,.3f", "0>8", "\u00e9^9", "020.3e",
         "-^10.1f", "<", "012", "08.2%", "<z8.1f", "z<8", "^+11,.1f"]
for v in values:
    print(v, "->", " | ".join(format(D(v), s) for s in specs))

refused = ["_", "_.2f", "015_.2f", "#", "#.0f", "#g", "d", "x", "s", "c", ",.", "1,000", ".", ",,", ",n", "00",
           "<05", "0z5", "zz", "xz<5", "+z-", ".f", "10.2q"]
for s in refused:
    try:
        print(repr(s), format(D("1234.5"), s))
    except ValueError as e:
        print(repr(s), "ValueError", e)
