import math

print(math.sqrt(16), math.sqrt(2), math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), math.pi, math.e, math.inf > 10**300)
print(math.gcd(12, 18), math.factorial(20), math.comb(10, 3), math.perm(5, 2), math.isqrt(10**20 + 1), math.log(math.e), math.log10(1000), math.log2(1024), math.log(8, 2))
print(math.fabs(-3), math.pow(2, 10), math.exp(1), math.sin(0), math.cos(math.pi), round(math.tan(math.pi / 4), 10), math.hypot(3, 4), math.isclose(0.1 + 0.2, 0.3))
print(math.isnan(float("nan")), math.isinf(-math.inf), math.copysign(1, -0.0), math.fsum([0.1] * 10), sum([0.1] * 10), math.prod([1, 2, 3, 4]), math.floor(7 / 2), math.degrees(math.pi))
math.ceil(10**20 / 3), math.floor(2.0), type(math.floor(2.5)).__name__
