vals = [0.1 + 0.2, 1/3, 2/3, 1e16, 1e15, 123456789012345678.0, 1e-5, 0.0001, -0.0, 2.0, 1.5e300 * 1e10, 3.14159, 100.0, 1e22, 5e-324]
for v in vals:
    print(repr(v), str(v), f"{v}")
print(0.1 * 3, 1.1 + 2.2, 10 / 4, 7 / 7, 2 ** 0.5, 2 ** -1, float("1e3"), float(" -2.50 "), float("inf"), -float("inf"))
print(int(2.9), int(-2.9), float(10**20), 10**20 / 3, 1e308 * 10 == float("inf"))
print((0.1).is_integer(), (4.0).is_integer(), round(2.5), round(3.5), round(0.125, 2), round(-0.5))
[1.0, 0.5, 1e-7, 1e21, 12345.678]
