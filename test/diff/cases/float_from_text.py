# float() of text: the plain digit forms (signs, fraction, exponent, leading zeros, huge and tiny
# exponents) and everything else CPython reads or refuses (spaces, underscores, ".5", inf/nan,
# non-ASCII digits, hex).
for t in ["1.5", "-2", "+3.", "007", "00.25", "1e5", "1E-5", "-0", "-0.0", "1e400", "-1e400", "1e-400", "123456789012345678901234567890",
          "0.1", "5.e3", " 1.5 ", "1_000.5", ".5", "-.5e1", "inf", "-Infinity", "nan", "\u0661\u0662", "0x10", "1__0", "", "1.5.5", "e5", "1e", "+-1", "1.5\n"]:
    try:
        v = float(t)
        print(repr(t), repr(v))
    except ValueError as e:
        print(repr(t), "ValueError", e)
