# Values: float — repr as CPython, special values, conversions.
# ---- repr_basic
print(2.0, 0.1 + 0.2, 1e16, 1e15, 1.5e-7, 123456789.0, 1/3, 2/3)
# ---- repr_exp
print(1e22, 1e-5, 0.0001, 1.0e100, 5e-324, 1.7976931348623157e308)
# ---- repr_neg_zero
print(-0.0, 0.0 * -1, repr(-0.0), -0.0 == 0.0)
# ---- inf_nan
inf = float("inf")
nan = float("nan")
print(inf, -inf, nan, inf - inf, nan == nan, nan != nan, inf > 10**400)
# ---- float_parse
print(float("1.5"), float(" -2.5e3 "), float("inf"), float("-Infinity"), float("nan"), float("1_0.5"), float(3))
# ---- float_parse_bad
float("abc")
# ---- float_div_zero
print(1.0 / 0)
# ---- float_mod_zero
print(1.0 % 0.0)
# ---- float_floor_ops
print(7.5 // 2, -7.5 // 2, 7.5 % 2, -7.5 % 2, 7.5 % -2, 0.1 % 0.03)
# ---- float_pow
print(2.0 ** 10, 4 ** 0.5, 2 ** -2.0, 10.0 ** 20, 0.0 ** 0)
# ---- float_pow_neg_frac
# skip: a negative base to a fractional power gives a complex in CPython; complex is not in SUBSET.md
print((-8) ** (1/3))
# ---- float_overflow
print(10.0 ** 400)
# ---- float_int_too_big
print(float(10**400))
# ---- float_is_integer
print((1.0).is_integer(), (1.5).is_integer(), (-0.0).is_integer(), float("inf").is_integer())
# ---- float_round_half_even
print(round(0.5), round(1.5), round(2.5), round(-0.5), round(2.675, 2), round(0.125, 2), round(1e20))
# ---- float_round_ndigits
print(round(3.14159, 3), round(1234.5678, -2), round(-1.005, 2), round(2.5, 0), type(round(2.5)).__name__, type(round(2.5, 0)).__name__)
# ---- float_round_inf
round(float("inf"))
# ---- float_str_repr_same
for v in [0.1, 1.1, 100.0, 1e-7, 3.0e-10, 12345678901234567.0, 0.30000000000000004]:
    print(str(v), repr(v))
# ---- float_sum_precision
print(sum([0.1] * 10), sum([0.1, 0.2, 0.3]), 0.1 * 3)
# ---- float_int_compare
print(1.0 == 1, 0.5 < 1, float(2**63) == 2**63, 1e308 < 10**309)
# ---- float_hash
print(hash(2.0) == hash(2), hash(0.5) == hash(0.5))
# ---- float_abs_neg
print(abs(-1.5), -(-2.5), +3.0, -0.0 + 0.0)
# ---- float_trunc
print(int(-2.9999), int(1e15 + 0.5), int(123.999))
# ---- float_large_ints
print(1e16 + 1, 2.0**53 + 1, float(2**53 + 1), 9007199254740993.0)
# ---- float_small_repr
print(1e-10, 0.000001, 0.0000001, 1.23e-4, 12e3)
# ---- float_literals
print(1., .5, 1_000.5, 1e3, 1E-3, 0e0)
# ---- float_divmod
print(divmod(-7.5, 2), divmod(7, -2.5))
# ---- float_bool
print(bool(0.0), bool(-0.0), bool(float("nan")), not 0.1)
# ---- float_min_max
print(max(1, 1.0), max(1.0, 1), min(0, -0.0), max([2.5, 2, 3]))
# ---- float_repr_shortest_large_small
print(2.0 ** 149, -(2.0 ** 149), 2.0 ** 305, [2.0 ** e for e in range(50, 1024, 7)], f"{2.0 ** 305:}", format(2.0 ** 149, "r") if False else "", "%r" % 2.0 ** 305)
print([2.0 ** -e for e in range(20, 1075, 11)], 7.1362384635298e+44, 1e22, 1e23, 5e-324, 1.7976931348623157e308)
