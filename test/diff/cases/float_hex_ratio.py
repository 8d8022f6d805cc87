# float.hex, float.fromhex (rounding half to even at the precision the exponent leaves, subnormals,
# overflow, malformed text), float/int as_integer_ratio and conjugate, against CPython.
import random
print((10).as_integer_ratio(), (0.75).as_integer_ratio(), (-2.5).as_integer_ratio(), (1e-3).as_integer_ratio(), True.as_integer_ratio(), (5e-324).as_integer_ratio(), (1e300).as_integer_ratio()[1], (2.0 ** 80).as_integer_ratio())
print((5).conjugate(), (2.5).conjugate(), True.conjugate(), float.fromhex("0x1.8p1"), (3.0).hex(), (1.5).fromhex("0x1p-2"))
print(float.fromhex(" 0x1p-1074 "), float.fromhex("0x1p-1075"), float.fromhex("0x3p-1076"), float.fromhex("1.8"), float.fromhex("0X.8P+1"), float.fromhex("-inf"), float.fromhex("Infinity"), float.fromhex("nan"), float.fromhex("0x1.00000000000008p0"), float.fromhex("0x1.00000000000018p0"), float.fromhex("1e5"), float.fromhex("-0x0p0"))
print(float.fromhex("0x1.fffffffffffff7p1023"), float.fromhex("0x1p-100000000"), float.fromhex("0x" + "f" * 300 + "p-1200"))
for s in ["", "0x", ".", "p1", "0x1p", "0x1.2.3", "0x1p1024", "0x1.fffffffffffff8p1023", 5]:
    try:
        print(float.fromhex(s))
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
for x in [float("inf"), float("nan")]:
    try:
        x.as_integer_ratio()
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
print((5e-324).hex(), (1e308).hex(), (-0.0).hex(), (0.1).hex(), (2.2250738585072014e-308).hex(), (2.225073858507201e-308).hex(), float("-inf").hex(), float("nan").hex())
rng = random.Random(7)
bad = 0
for _ in range(2000):
    x = rng.uniform(-1e6, 1e6) * 2.0 ** rng.randint(-1100, 1000)
    if float.fromhex(x.hex()) != x or x.as_integer_ratio()[0] / x.as_integer_ratio()[1] != x:
        bad += 1
print("round trips that differ:", bad, [x.hex() for x in [rng.random() for _ in range(3)]])
