# int(text) of every form a number's text takes: canonical decimals at and past the safe range,
# signs, zeros, spaces, underscores, other scripts' digits, and texts JavaScript reads as numbers
# that Python refuses (exponents, fractions, hex without a base, Infinity, NaN).
texts = ["42", "-17", "0", "-0", "+5", "007", " 42 ", "\t-3\n", "2024", "9007199254740991", "-9007199254740991",
         "9007199254740992", "-9007199254740992", "9007199254740993", "123456789012345678901", "1e3", "1.5", "1.0",
         ".5", "5.", "Infinity", "-Infinity", "NaN", "nan", "0x10", "0b11", "0o7", "1_000", "1__0", "_1", "١٢",
         "", "-", "+", " ", "\ufeff12", "\xa012", "12\u2028", "1 2", "--1", "0" * 20 + "5", "9" * 16, "-" + "9" * 15]
for t in texts:
    try:
        v = int(t)
        print(repr(t), v, v + 1, type(v).__name__)
    except ValueError as e:
        print(repr(t), "ValueError:", e)
print(sum(int(t) for t in ["1", "22", "-333", "4444"]), int("42", 10), int("0x10", 16), int("10", 2))
big = int("9007199254740992")
print(big == 2**53, big - 2**53, {2**53: "key"}.get(big), int("-9007199254740992") == -(2**53), hash(big) == hash(2**53))
