from decimal import Decimal
from fractions import Fraction
x = Decimal("1e-999999")
print(hash(x), hash(Decimal("1e999999")), hash(Decimal("-7.25e-400")))
d = {x: 1, Decimal("1e999999"): 2}
print(d[Decimal("10e-1000000")], d[Decimal("0.1e1000000")])
print(hash(Decimal("2.5")) == hash(2.5), {Decimal("2.5"): 1}[2.5])
n = 10**5000
print({Decimal("1e5000"): "a"}[n], hash(Decimal("1e5000")) == hash(n))
print(Decimal("1e5000") in {n}, Fraction(1, 10**400) in {Decimal("1e-400")})
import random
random.seed(5)
for _ in range(300):
    c = random.randrange(0, 10**random.randrange(1, 30))
    e = random.randrange(-60, 60)
    s = random.choice(["", "-"])
    v = Decimal(f"{s}{c}e{e}")
    f = Fraction(v)
    assert hash(v) == hash(f), (v,)
    assert {f: 1}.get(v) == 1 and {v: 1}.get(f) == 1, v
    if f.denominator == 1:
        assert {int(f): 1}.get(v) == 1
    fl = float(v)
    if Fraction(fl) == f:
        assert {fl: 1}.get(v) == 1
print(hash(Decimal("0e-99999999")), hash(Decimal("-0")), hash(Decimal("1.000")), hash(Decimal("-1")))
print(sorted({Decimal("1e-999999"), Decimal("10e-1000000"), Decimal("1.0e-999999"), Decimal("-1e-999999")}))
