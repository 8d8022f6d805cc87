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
# ---- gamma_lgamma_grid
# gamma and lgamma use CPython's own algorithm; the last bit may differ (docs/python-subset.md)
import math
xs = [i * 0.173 - 30.05 for i in range(350)] + [i * 0.5 for i in range(1, 60)] + [0.1, 1e-21, -1e-21, 1e-300, 5e-324, 171.5, 171.6, -170.5, 199.9, -199.7, -250.5, 1e6 + 0.5]
for chunk in range(0, len(xs), 60):
    out = []
    for x in xs[chunk:chunk + 60]:
        try:
            g = f"{math.gamma(x):.13g}"
        except (ValueError, OverflowError) as e:
            g = type(e).__name__
        out.append(f"{x!r}:{g}:{math.lgamma(x):.13g}")
    print(" ".join(out))
print(math.gamma(0.5) == math.sqrt(math.pi), [math.gamma(n) for n in range(1, 24)], math.gamma(-1e-300), math.lgamma(1e-300))
# ---- gamma_lgamma_errors
import math
for fn in (math.gamma, math.lgamma):
    for x in [0, 0.0, -0.0, -1, -2.0, -1e20, 1e10, 172, 171, 23, 24, 1, 2, 3.0, float("inf"), float("-inf"), float("nan"), 1e308, True, 2**70, 2.6e305]:
        try:
            print(fn.__name__, x, f"{fn(x):.13g}")
        except (ValueError, OverflowError) as e:
            print(fn.__name__, x, type(e).__name__, e)
for bad in ["1", None, [1]]:
    try:
        math.gamma(bad)
    except TypeError as e:
        print(e)
# ---- erf_erfc_grid_1
import math
xs = [i * 0.0137 - 6.5 for i in range(1000)] + [i * 0.25 for i in range(-120, 121)] + [1e-10, -1e-300, 5e-324, 2**-28, 2**-57, 0.84375, 1.25, 2.857142857142857, 6.0, 28.0, 27.999, 26.7, -26.7, 1e300, -1e300]
for chunk in range(0, min(320, len(xs)), 80):
    print(" ".join(f"{math.erf(x)!r}/{math.erfc(x)!r}" for x in xs[chunk:min(chunk + 80, 320)]))
# ---- erf_erfc_grid_2
import math
xs = [i * 0.0137 - 6.5 for i in range(1000)] + [i * 0.25 for i in range(-120, 121)] + [1e-10, -1e-300, 5e-324, 2**-28, 2**-57, 0.84375, 1.25, 2.857142857142857, 6.0, 28.0, 27.999, 26.7, -26.7, 1e300, -1e300]
for chunk in range(320, min(640, len(xs)), 80):
    print(" ".join(f"{math.erf(x)!r}/{math.erfc(x)!r}" for x in xs[chunk:min(chunk + 80, 640)]))
# ---- erf_erfc_grid_3
import math
xs = [i * 0.0137 - 6.5 for i in range(1000)] + [i * 0.25 for i in range(-120, 121)] + [1e-10, -1e-300, 5e-324, 2**-28, 2**-57, 0.84375, 1.25, 2.857142857142857, 6.0, 28.0, 27.999, 26.7, -26.7, 1e300, -1e300]
for chunk in range(640, min(960, len(xs)), 80):
    print(" ".join(f"{math.erf(x)!r}/{math.erfc(x)!r}" for x in xs[chunk:min(chunk + 80, 960)]))
# ---- erf_erfc_grid_4
import math
xs = [i * 0.0137 - 6.5 for i in range(1000)] + [i * 0.25 for i in range(-120, 121)] + [1e-10, -1e-300, 5e-324, 2**-28, 2**-57, 0.84375, 1.25, 2.857142857142857, 6.0, 28.0, 27.999, 26.7, -26.7, 1e300, -1e300]
for chunk in range(960, min(1300, len(xs)), 80):
    print(" ".join(f"{math.erf(x)!r}/{math.erfc(x)!r}" for x in xs[chunk:min(chunk + 80, 1300)]))
# ---- erf_erfc_special
import math
print(math.erf(float("inf")), math.erf(float("-inf")), math.erfc(float("inf")), math.erfc(float("-inf")), math.erf(float("nan")), math.erfc(-0.0), math.erf(-0.0))
# ---- cbrt_grid_1
import math
xs = [i * 1.37 - 500 for i in range(700)] + [10.0 ** e for e in range(-320, 309, 7)] + [-(2.0 ** e) for e in range(-1074, 1024, 13)] + [27, 8, 1000, -64, 0.001, 5e-324, 1.5e-323, 2.2250738585072014e-308]
for chunk in range(0, min(500, len(xs)), 100):
    print(" ".join(repr(math.cbrt(x)) for x in xs[chunk:min(chunk + 100, 500)]))
# ---- cbrt_grid_2
import math
xs = [i * 1.37 - 500 for i in range(700)] + [10.0 ** e for e in range(-320, 309, 7)] + [-(2.0 ** e) for e in range(-1074, 1024, 13)] + [27, 8, 1000, -64, 0.001, 5e-324, 1.5e-323, 2.2250738585072014e-308]
for chunk in range(500, min(1000, len(xs)), 100):
    print(" ".join(repr(math.cbrt(x)) for x in xs[chunk:min(chunk + 100, 1000)]))
# ---- cbrt_special
import math
print(math.cbrt(0.0), math.cbrt(-0.0), math.cbrt(float("inf")), math.cbrt(float("-inf")), math.cbrt(float("nan")), math.cbrt(10**30), math.cbrt(True), math.cbrt(27), math.cbrt(-8))
# ---- exp2_values_and_range
# exp2 of an integer is exact; of other values the last bit may differ (docs/python-subset.md)
import math
print([math.exp2(x) for x in [0, 1, -1, 10, -1074, -1075, -1080, 1023, -0.0, 52, 100, -100, 0.5]])
print([f"{math.exp2(x):.14g}" for x in [2.5, 3.25, 1023.5, -1074.5, 0.1, -7.3]])
print(math.exp2(float("-inf")), math.exp2(float("inf")), math.exp2(float("nan")))
for x in [1024, 1e6, 2**80]:
    try:
        math.exp2(x)
    except OverflowError as e:
        print(type(e).__name__, e)
# ---- special_functions_with_tools
# tools: {"measure": [{"args": {"k": "a"}, "output": {"json": 4.5}}, {"args": {"k": "b"}, "output": {"json": -0.75}}]}
import math
vals = {k: measure(k=k) for k in ["a", "b"]}
print({k: (f"{math.gamma(v):.13g}", f"{math.lgamma(v):.13g}", math.erf(v), math.erfc(v), math.cbrt(v)) for k, v in vals.items()})
# ---- nextafter_ulp
import math
vals = [0.0, -0.0, 1.0, -1.0, 5e-324, -5e-324, 1.7976931348623157e308, -1.7976931348623157e308, 2.2250738585072014e-308, 0.1, 1e16, 3, True]
print([math.nextafter(x, y) for x in vals for y in (math.inf, -math.inf, 0.0, 1.0)])
print([math.ulp(x) for x in vals + [math.inf, -math.inf]], math.ulp(math.nan), math.nextafter(math.nan, 1), math.nextafter(1, math.nan), math.nextafter(2.0, 2.0))
