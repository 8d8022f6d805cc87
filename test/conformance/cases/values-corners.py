# Values and formatting corners: subnormal floats, 64-bit boundaries, format specs, unicode case
# mapping, hashing — each once found worth pinning against CPython.
# ---- format_fill_eq_align
print("{:=^10}|{:.0e}|{:,}|{:,.2f}".format("x", 12345.0, 1.5, 1e20))
# ---- percent_g_c_x
print("%g|%.0f|%e|%x|%#X|%5.1s|%c" % (1e-5, 0.5, 0, -255, 255, "xyz", 256))
# ---- float_subnormal_overflow
print(repr(1e-320), 5e-324 * 2, 2.2250738585072014e-308, 1.7976931348623157e308 * 10)
# ---- int_parse_exponent_error
print(int("1e3"))
# ---- float_parse_hex_error
print(float("0x1p3"))
# ---- divmod_float_zero
print(divmod(1, 0.0))
# ---- zero_float_neg_pow
print(0.0 ** -1)
# ---- pow_zero_neg
print(pow(0, -1))
# ---- tiny_pow_and_assoc
print(10 ** -400, 2 ** 0.5 ** 2, (-1) ** 0.5 if False else 1)
# ---- format_n_g
print(format(1234.5, "n"), format(12, "n"), format(-0.0, ".0f"), format(0.0001234, ".2g"), format(123456789.0, ".12g"))
# ---- format_nested_positional_spec
print("{0:{1}{2}}".format(3.14159, ">", 10), "{:>{w}}".format("a", w=3))
# ---- fstring_nested_literal_spec
print(f"{3.14159:{'>'}{10}.{3}}")
# ---- sorted_tuples_none_tie_error
print(sorted([(1, None), (1, 2)]))
# ---- round_corners
print(round(2.5, None), round(-1.5), round(1e300, 2), round(0.5 + 1e-17), round(123.456, -1), type(round(7, -1)).__name__)
# ---- slice_insert_self
x = [3, 1, 2]
x[1:1] = x
print(x, x[::-1][1:3])
# ---- case_mapping_unicode
print("a\u0301".upper(), "ǆ".title(), "ŉ".upper(), "ΣΑΣ".lower(), "İstanbul".lower())
# ---- int_64bit_boundaries
print(str(2**63), -2**63, 2**63 - 1, int(-2**63 + 0.0), float(2**63), int(float(2**63)))
# ---- float_floor_mod_corners
print(1e16 // 3, 1e16 % 7, -1e16 // 3, 7 // 0.1, 7 % 0.1, 1 // 1e-300)
# ---- bool_slice_bounds
print([1, 2, 3][True:], (1, 2, 3)[::True], "abc"[False:2])
# ---- hash_values
print(hash(-1) == hash(-2), hash(2**61 - 1), hash(2**61), hash(1.5), hash(-0.0), hash(float("inf")))
# ---- percent_mixed
print("%.2f%%" % 12.345, "%5d|%-5d|%05.1f" % (3, 3, 2.25), "%s %s" % (b"x".decode(), [1]))
# ---- float_repr_arith
print(str(0.1 + 0.7), 0.1 * 3 == 0.3, 1.1 + 2.2, 3 * 1.1, 100 * 1.1, 0.57 * 100, 1.15 * 100)
# ---- fstring_spec_mix
print(f"{12345.6789:,.1f} {-1234:,} {1234567:_d} {0.000012345:.3e} {1e-10:f} {255:#010x} {3:+05d}")
# ---- fstring_fill_hash_eq
print(f"{'abc':*<7.2} {12:^#6x} {-12:^8} {1.5:=+8.2f}")
# ---- dict_bigint_float_keys
d = {}
d[2**64] = 1
d[float(2**64)] = 2
print(d, {2**53 + 1: 1}.get(float(2**53 + 1)))
# ---- max_min_sum_mixed
print(max("abc", key=ord), min([[2], [1, 2]]), sum([1.5, 2**60]), sum([2**60, 0.5]))
# ---- emoji_justify_split
s = "a😀b"
print(s.center(7, "😀"), s.ljust(5, "é"), s.split("😀"), s.partition("😀"), s.encode())
# ---- int_unicode_digits
print(int("  0b_101  ", 0) if False else int("0_7", 8), int("٣"), float("١.٥"))
# ---- join_forms_more
print("x".join(["a"]), "".join(map(str, range(3))), "ab".join("cd"))
# ---- del_and_assign_extended_slices
a = [1, 2, 3, 4, 5]
del a[::-2]
print(a)
a = [1, 2, 3, 4]
a[1::2] = [0, 0]
print(a)
# ---- truthiness_chains
print(1 if [] else 2, [] or 0, not "", None is None is None, 1 < 2 == 2)
# ---- zip_star_transpose
print(list(zip(*[[1, 2], [3, 4]])), dict(zip(*[("a", "b"), (1, 2)])), [*zip("ab")])
# ---- float_str_thresholds
print(str(1e21), str(1e-4), repr(123e-20), 1.0e+21 == 10**21, float(10**21))
# ---- fstring_f_big_precision
print(f"{1e21:f} {1e22:.0f} {2**0.5:.20f} {0.1:.30f}")
# ---- percent_high_precision
print("%.20f|%.17g|%r" % (0.1, 0.1, 1/3))
# ---- format_percent_e_g_upper
print("{:.3%}|{:10.3e}|{:<+10.2g}|{:G}".format(0.12345, 12345.678, 0.000123, 1e-20))
# ---- int_bases_more
print(int(True) + int("0"), bin(2**65), oct(-2**40), hex(-1), int("-0x10", 16), int("Z", 36))
# ---- isinstance_nested_tuple
print(isinstance(True, (str, (int,))) if False else isinstance(True, (str, int)), type(1) is int is not float)
# ---- range_negative_slices
print(list(range(0, -10, -3)), range(0, -10, -3)[-1], range(5)[::-2], list(range(5)[::-2]), range(2**70)[-1:])
