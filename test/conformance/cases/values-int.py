# Values: int — arbitrary precision, floor division and modulo, conversions.
# ---- big_pow
print(2**100, 10**20 // 3, -(2**70) // 7, 2**64 % 1000)
# ---- big_mul
x = 123456789012345678901234567890
print(x * x, x - x, x // 10**10, -x)
# ---- floor_div_neg
print(-7 // 2, 7 // -2, -7 % 2, 7 % -2, -7 % -2)
# ---- zero_div
print(1 // 0)
# ---- zero_mod
print(5 % 0)
# ---- int_true_div_exact
print(10 / 2, 7 / 2, -7 / 2, 2**60 / 2**30)
# ---- int_true_div_big
print(10**30 / 10**10, (2**100) / 3)
# ---- int_float_mix
print(1 + 1.0, 3 * 0.5, 2**0.5, 10 - 0.25, 7 // 2.0, 7 % 2.5, -7 // 2.0)
# ---- int_bool_arith
print(True + True, True * 10, False - 1, -True, ~True, True / 2)
# ---- int_neg_pow
print(2 ** -1, 10 ** -3, (-2) ** 3, (-8) ** 2)
# ---- int_pow_three_arg
print(pow(3, 200, 1000), pow(2, 10, 7), pow(-3, 3, 5), pow(5, -1, 7))
# ---- int_bitops
print(0b1010 & 0b0110, 0b1010 | 0b0110, 0b1010 ^ 0b0110, ~5, 1 << 70, (1 << 70) >> 68, -16 >> 2)
# ---- int_neg_shift
print(1 << -1)
# ---- int_big_bitops
a = 2**80 + 12345
print(a & 0xFFFF, a | 1, a ^ a, ~a, -a & 0xFF)
# ---- int_parse_base
print(int("ff", 16), int("0x1F", 16), int("0o17", 0), int("0b101", 0), int("z", 36), int(" 42 "), int("-1_000"))
# ---- int_parse_bad
int("12a")
# ---- int_parse_bad_base
int("9", 8)
# ---- int_from_float
print(int(3.9), int(-3.9), int(1e20), int(2.5), int(-0.5))
# ---- int_from_inf
int(float("inf"))
# ---- int_from_nan
int(float("nan"))
# ---- int_repr_big_neg
print(repr(-10**25), str(10**25), len(str(2**1000)))
# ---- int_bit_length
print((0).bit_length(), (255).bit_length(), (-256).bit_length(), (2**100).bit_length())
# ---- int_bit_length_arg
(5).bit_length(1)
# ---- int_divmod
print(divmod(17, 5), divmod(-17, 5), divmod(17, -5), divmod(2**70, 3), divmod(7.5, 2))
# ---- int_abs
print(abs(-5), abs(-2**80), abs(True), abs(-0.0))
# ---- int_compare_float
print(2**53 + 1 == float(2**53 + 1), 2**53 == float(2**53), 1 < 1.5, 10**20 > 1e19, 3 == 3.0)
# ---- int_hash_eq
print(hash(1) == hash(1.0) == hash(True), hash(0) == hash(False))
# ---- int_underscores
print(1_000_000 + 0x_ff + 0o_17 + 0b_1)
# ---- int_literals
print(0xFF, 0o777, 0b1111, 0XAB, 0O7, 0B1)
# ---- int_big_floordiv_neg
print(-(10**20) // 3, (10**20) % -7, -(10**20) % 7)
# ---- int_str_big_mul
print(3 * 10**16 + 1, 9007199254740993, 9007199254740992 + 1)
# ---- int_safe_boundary
x = 2**53
print(x + 1, x * 2 - 1, (x + 1) - 1, x - x + 1)
# ---- int_mul_overflow_small
print(99999999 * 99999999, 123456789 * 987654321)
# ---- int_round
print(round(1234, -2), round(1250, -2), round(1350, -2), round(-1250, -2), round(5))
# ---- int_type_name
print(type(1).__name__, type(2**100).__name__, type(True).__name__, isinstance(True, int))
# ---- int_constructor_no_args
print(int(), int(True), int("  7\n"), int("+5"))
# ---- int_bool_of
print(bool(0), bool(-1), bool(2**100), bool(0.0), bool(""))
# ---- int_sum_big
print(sum(range(10**6)), sum([2**64] * 3))
# ---- int_inline_bigint_add_sub
# The emitter's inline bigint branch: results back in the safe range are plain ints again.
M = 2**53 - 1
s = M
s += 1
t = s - 1
u = -M - 1
v = u + 1
print(s, t, u, v, t == M, type(t).__name__, s - s, -s + s, (M + 2) - 3, 2**60 + -(2**60), [t, v].index(M))
print({t: "a"}[M], t in {M}, hash(t) == hash(M), (2**53 + 1) - 1 == 2**53, 1 - (2**53 + 5), -(2**53) - 1)
# ---- int_inline_bigint_mixed_operands
b = 2**70
print(b + True, True + b, b - False, b + 1.5, 1.5 + b, b * 2, 2 * b, b * -1, b * 0, 0 * b, -b * -b)
print(b - b == 0, type(b - b).__name__, b * True, b * False)
try:
    b + "x"
except TypeError as e:
    print(e)
try:
    "x" - b
except TypeError as e:
    print(e)
# ---- int_inline_loop_crosses_2_53
s = 0
for i in range(2**26 - 3, 2**26 + 3):
    s += i * i
    s -= 1
print(s, s - s, s > 2**53)
n = 2**53 + 10
while n > 2**53 - 10:
    n -= 7
print(n, type(n).__name__)
