# Modules: math — functions and constants.
# ---- constants
import math
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.isnan(math.nan))
# ---- sqrt_floor_ceil
import math
print(math.sqrt(16), math.sqrt(2), math.floor(-2.5), math.ceil(-2.5), math.floor(7), math.ceil(1e20))
# ---- trunc_round_types
import math
print(math.trunc(-3.7), type(math.floor(2.5)).__name__, math.floor(10**20 + 0.0))
# ---- sqrt_domain
import math
math.sqrt(-1)
# ---- log_family
import math
print(math.log(math.e), math.log(8, 2), math.log10(1000), math.log2(1024), math.log1p(0), math.log(2**1000))
# ---- log_zero
import math
math.log(0)
# ---- exp_pow
import math
print(math.exp(0), math.exp(1), math.pow(2, 10), math.pow(2, 0.5), math.expm1(0))
# ---- trig
import math
print(math.sin(0), math.cos(0), round(math.sin(math.pi / 2), 12), math.atan2(1, 1), math.degrees(math.pi), math.radians(180))
print(math.hypot(3, 4), math.hypot(1, 2, 2), math.acos(1), math.asin(0), math.tan(0))
# ---- gcd_lcm_factorial
import math
print(math.gcd(12, 18), math.gcd(0, 5), math.gcd(2**100, 2**60 * 3), math.lcm(4, 6), math.factorial(25))
# ---- comb_perm_isqrt
import math
print(math.comb(10, 3), math.perm(5, 2), math.perm(5), math.isqrt(10**20 + 1), math.comb(100, 50))
# ---- fsum_prod
import math
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.prod([1, 2, 3, 4]), math.prod([1.5, 2]), math.prod([]))
# ---- isclose_isinf
import math
print(math.isclose(0.1 + 0.2, 0.3), math.isclose(1, 1.1, rel_tol=0.2), math.isinf(float("inf")), math.isfinite(1e308))
# ---- copysign_fabs_fmod
import math
print(math.copysign(3, -0.0), math.fabs(-2), math.fmod(-7, 3), -7 % 3, math.modf(3.75), math.frexp(8.0), math.ldexp(0.5, 4))
# ---- factorial_errors
import math
try:
    math.factorial(-1)
except ValueError as e:
    print(e)
math.factorial(2.5)
# ---- floor_inf
import math
math.floor(math.inf)
# ---- dist_remainder
import math
print(math.dist((0, 0), (3, 4)), math.remainder(10, 3), math.sqrt(2**0.5))
# ---- int_overflow_float
import math
math.exp(1000)
