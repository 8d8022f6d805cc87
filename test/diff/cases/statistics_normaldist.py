# statistics.NormalDist: CPython 3.11's results bit for bit, errors, arithmetic and seeded samples.
from statistics import NormalDist, StatisticsError
from fractions import Fraction
n = NormalDist(0, 1)
print(n, repr(NormalDist()), NormalDist(3, 2).variance, n.mean, n.median, n.mode, n.stdev)
print(n.cdf(1.0), n.cdf(-2.5), n.cdf(Fraction(1, 3)), n.cdf(7))
print([n.inv_cdf(p) for p in (0.001, 0.025, 0.1, 0.3, 0.5, 0.7, 0.975, 0.999999, 1e-300)])
print(NormalDist(10, 3).inv_cdf(0.9), n.quantiles(), NormalDist(100, 15).quantiles(10))
print([n.pdf(x) for x in (0, 0.5, 1, 2, -3.3)], NormalDist(5, 0.1).pdf(5.05))
print(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), n.overlap(NormalDist(1, 1)), n.overlap(n))
print(n.zscore(1.5), NormalDist(3, 2).zscore(Fraction(1, 2)), NormalDist(3, 2).zscore(4))
d = NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5])
print(d, NormalDist.from_samples([1, 2, 3, 4]), NormalDist.from_samples([Fraction(1, 3), Fraction(2, 3)]))
print(NormalDist(1, 2).samples(5, seed=42), NormalDist(1, 2).samples(3, seed="abc"))
a, b = NormalDist(1, 2), NormalDist(3, 4)
print(a + b, a - b, a + 5, 5 + a, a - 1, 10 - a, a * 3, 3 * a, a * -2, a / 4, -a, +a, a / -2)
print(a == NormalDist(1.0, 2.0), a == b, a == 1, a != b, hash(a) == hash(NormalDist(1, 2)), len({a, NormalDist(1, 2), b}))
for bad in [lambda: NormalDist(0, -1), lambda: NormalDist(0, 0).cdf(1), lambda: n.inv_cdf(0), lambda: n.inv_cdf(1.5),
            lambda: NormalDist(0, 0).pdf(1), lambda: NormalDist.from_samples([1]), lambda: n.overlap(3),
            lambda: NormalDist(0, 0).zscore(1), lambda: NormalDist(1, 0).overlap(n), lambda: NormalDist(0, "a")]:
    try:
        bad()
    except (StatisticsError, TypeError) as e:
        print(type(e).__name__, e)
class Sub(NormalDist):
    pass
print(Sub(1, 2), Sub.from_samples([1.0, 2.0, 4.0]), type(Sub(1, 2) + 1).__name__)
try:
    n.x = 1
except AttributeError as e:
    print("AttributeError", e)
