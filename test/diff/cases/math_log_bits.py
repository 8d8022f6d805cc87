# math.log bit for bit as CPython's (glibc's log, Arm optimized-routines' algorithm with its fused
# multiply-adds): thousands of arguments across the exponent range, near 1 (the polynomial path),
# subnormals, ints past a double, with log(x, base) and the random draws that take logs.
import hashlib, math, random

rng = random.Random(2026)
xs = [rng.random() * 1000 * 2.0 ** rng.randint(-100, 110) for _ in range(12000)]
xs += [0.9375 + rng.random() * 0.1272 for _ in range(12000)]
xs += [rng.random() * 2.0 ** -1022 for _ in range(500)] + [5e-324, 2.0 ** -1022, 1.7976931348623157e308, 0.9375, 1.064697265625, 1.0]
logs = [math.log(x) for x in xs if x > 0]
print(len(logs), hashlib.sha256(",".join(map(repr, logs)).encode()).hexdigest())
print(logs[:3], logs[12000:12003], [math.log(x) for x in (3, 0.5, 1e-300, 2**1000, 10**400, 7.25)])
print([math.log(x, b) for x, b in ((100, 10), (8, 2), (2.5, 3), (1e6, 1.5), (10**30, 7))])
draws = random.Random(42)
print([draws.expovariate(1.5) for _ in range(4)], [draws.normalvariate(0, 1) for _ in range(4)], draws.sample(range(1000), 8))
print(math.lgamma(0.5), math.lgamma(1e-25), math.lgamma(-2.5), sum(math.log(1 + i / 1000) for i in range(1, 130)))
