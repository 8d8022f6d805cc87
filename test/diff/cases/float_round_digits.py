# round(float, ndigits) on exact ties (2.5, 0.125, -2.5: half to even), near ties that are not
# exact in binary (2.675, 1.005), tiny and huge values, and thousands of random values and
# digit counts; the results' reprs hashed (and the first ones printed) to keep the prints short.
import hashlib
import random

rng = random.Random(7)
vals = [2.675, 0.125, 2.5, -2.5, 0.5, -0.5, 1.005, -0.0001, -0.0, 0.0, 1e20 + 0.5, 123456.789, 0.1 + 0.2,
        -1.45, 1.45, 5e-324, 1e-7, 9.995, 0.285, 1.0000000000000002, 1e21, -1e22, 7.0, 2.0 ** 52 + 0.5]
for i in range(700):
    vals.append(rng.uniform(-1, 1) * 10 ** rng.randint(-12, 18))
    vals.append(rng.randint(-10**6, 10**6) / rng.choice([8, 16, 200, 1000, 3, 7]))
out = []
for v in vals:
    for nd in (0, 1, 2, 3, 5, 8, 12, 17, 20, 21, 30, -1, -3):
        out.append(repr(round(v, nd)))
print(len(out), hashlib.sha256(" ".join(out).encode()).hexdigest())
print(out[:24 * 13])
