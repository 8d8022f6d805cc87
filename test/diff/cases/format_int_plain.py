# Ints formatted with plain decimal specs (width, fill and alignment, "," grouping: the digits
# grouped and padded directly) beside the specs that take the general layout (sign, "=", zero
# fill, "_", precision errors), through f-strings, format() and str.format, over ints at the
# edges of each grouping, negatives, bools and ints past the safe range.
values = [0, 7, -7, 999, 1000, -1000, 123456, -1234567, 9007199254740991, -9007199254740991, 2 ** 60, -(2 ** 70), True, False]
specs = ["", "d", "5", ">5", "<5", "^7", "*^9", "é>6", "😀<4", ",", ",d", ">12,", "<12,", "^15,", "0>8,", "3", "1,", "=8", "08", "+", " 5", "-5", "_", "08,", "+,", "x", "#b"]
for v in values:
    print([format(v, s) for s in specs])
    print(f"{v:>10}|{v:,}|{v:<12,}|{v:*^11}", "{:>6}|{:,}".format(v, v))
for bad in [".2d", "z5", ",x", "5.1"]:
    try:
        format(1234, bad)
    except ValueError as e:
        print(bad, "ValueError", e)
total = 0
for n in range(-2000, 2000, 37):
    total += len(f"{n:,}") + len(f"{n * 1000:>9,}")
print(total)
