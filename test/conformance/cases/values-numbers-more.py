# Values: more number and formatting corners (bool formatting, inf/overflow, big-int floor ops, bit ops).
# ---- bool_formatting
print(f"{True:5}|{True!s:5}|{format(True)}|{'%s' % True}|{'%d' % True}|{True:.2f}|{None!r:>6}|{[1, 2]!s:>8}")
# ---- fstring_literal_parts
print(f"{'a' 'b'}", f"{1:{'>'}{5}}", f"{'{'}", f"{'}'}{{")
# ---- fstring_float_forms
x = 3.0
print(f"{x=:.2f}", f"{x!r}", f"{x:}", f"{x:g}", f"{x:#g}", f"{x:.0f}", f"{x:#.0f}", f"{-x:+.1e}")
# ---- fstring_thousands_percent
print(f"{1_000_000:,}".replace(",", "_"), f"{10**6:e}", f"{123:08.2f}", f"{0.5:>+08.2%}")
# ---- format_grouping
print("{:,}".format(-1234.5), "{:_.2f}".format(1234567.891), "{:,d}".format(10**12), "{:>12,.3f}".format(-0.001))
# ---- percent_more_flags
print("%-8s|%8.3f|%+.0e|%#.3g|%.3g" % ("ab", -1.23456, 12345, 1.0, 1234567))
# ---- float_str_forms
print(str(1e16), str(1.5e16), str(123456789012345678.0), str(0.1 ** 10), 1 / 7, 22 / 7 * 1e10, 2 ** 0.5 * 1e-5)
# ---- round_builtin_map
print(list(map(round, [0.5, 1.5, 2.5, -0.5, -1.5])), [round(x, 1) for x in [0.05, 0.15, 0.25, 0.35, 1.45]])
# ---- format_long_precision
print(format(0.1, ".17f"), format(1/3, ".55f")[:40], format(2**-30, ".3e"), format(1e-310, "g"))
# ---- big_int_float_mix
print(int(1e300) % 1000, float(2**1000) == 2**1000, 2**1000 / 2**999, (2**1000 + 1) / 2)
# ---- big_int_floor_pow_mod
print(10**400 // 10**398, -(10**30) // 7, (10**30) % -7, pow(10, 40, 10**9 + 7), abs(-10**50) == 10**50)
# ---- float_of_huge_int
print(float(10**308), 10**308 * 1.0)
# ---- float_of_too_huge_int
print(10**309 * 1.0)
# ---- float_overflow_to_inf
print(1e308 + 1e308, -1e308 * 10, 1e308 * 10 - 1e308 * 10)
# ---- nan_inf_parse
print(repr(float("-nan")), float("NaN"), float(" +inf "), float("-iNF"), float("infinity"))
# ---- safe_boundary_floats
print((2**53 + 1) * 1.0, 2**53 + 1.0, int(2**53 + 1.0), 0.1 + 2**60)
# ---- floor_ops_big_negative
print(7 // -1, -7 // 1, -1 // 2**70, 1 % -2**70, -1 % 2**70, divmod(-1, 2**70))
# ---- bool_arith_ops
print(True // 2, True % 2, False ** 0, 3 ** True, 2.5 // True)
# ---- bitops_negative_big
print(5 & -3, -5 | 3, -5 ^ -3, ~-1, -1 >> 100, 1 << 0, (-2**70) >> 3, (2**70) & -(2**65))
# ---- float_rounding_identities
print(0.1 + 0.2 == 0.30000000000000004, round(0.1 + 0.2, 15), 1 - 0.9, 0.3 - 0.1, 1e-16 + 1, (1e-16 + 1) - 1)
