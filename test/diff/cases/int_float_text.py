# int() and float() of text, as models parse tool output: signs, zeros, underscores, the
# whitespace CPython strips (ASCII and Unicode spaces, not \x1c-\x1f or a BOM), and the errors.
print(int("  42 "), int("-0"), int("+0012"), int("1_000"), int("\t7\n"), int("123456789012345"), int("-999999999999999"))
print(int("1234567890123456"), int("99999999999999999999"), float("1e3"), float(" 2 "), int(3.9), int(True), float(7))
for s in ["12\x1c", "\x1c12", "\ufeff12", "12\x85", "\u300012", "12\xa0", "\v5\f", "\x1f", "0012", "007"]:
    for f in (int, float):
        try:
            print(ascii(s), f.__name__, f(s))
        except ValueError as e:
            print(ascii(s), f.__name__, "ValueError", e)
for bad in ["", " ", "1.5", "0x10", "\u0661\u0662", "9" * 16, "-", "+-1", "1__0", "_1", "1_", "- 1"]:
    try:
        print(ascii(bad), int(bad))
    except ValueError as e:
        print("ValueError", e)
try:
    int([1])
except TypeError as e:
    print(e)
