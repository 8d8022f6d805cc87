# Float arithmetic and comparisons: inline with a float literal, the guest's float-first step for
# unknown operands, int true division inline for two ints; every other operand as CPython has it.
values = [0, 1, -3, 7, 2**53 - 1, 2**53 + 1, -(2**60), True, False, 0.0, -0.0, 0.5, -2.25, 1e308, float("inf"), float("nan")]
others = [None, "s", [1], (2,), {"k": 1}]


def show(x):
    return repr(x) if not isinstance(x, float) or x == x else "nan"


half_ = 0.5
seven = 7
rows = []
for i in range(2):
    for v in values:
        row = []
        for label, make in (("*2.0", lambda: v * 2.0), ("+0.5", lambda: v + 0.5), ("-1.5", lambda: v - 1.5), ("/4.0", lambda: v / 4.0), ("/0.0", lambda: v / 0.0), ("2.0/", lambda: 2.0 / v), ("-0.0*", lambda: -0.0 * v)):
            try:
                row.append(show(make()))
            except (ZeroDivisionError, OverflowError) as err:
                row.append(type(err).__name__ + ": " + str(err))
        # The same operators written at the site, not in a lambda.
        try:
            row.append(show(v * 2.0 + v - 1.5))
            row.append(show(v / 3.0))
            row.append(show(0.25 * v))
            row.append(show(v / 7))
        except (ZeroDivisionError, OverflowError) as err:
            row.append(type(err).__name__)
        try:
            row.append(show(3 / v))
        except ZeroDivisionError as err:
            row.append("ZeroDivisionError: " + str(err))
        row.append((v < 0.5, v <= -0.0, v > 1.5, v >= 0.0, v == 0.5, v != 0.0, 0.5 < v, -2.25 == v))
        # Two unknown operands: the guest's float-first order.
        row.append((v < half_, v <= half_, v > half_, v >= half_, half_ < v, v < seven, seven >= v))
        rows.append(row)
for row in rows[: len(values)]:
    print(row)
print(rows[: len(values)] == rows[len(values):])

for o in others:
    half = 0.5
    for f in (lambda: o * 2.0, lambda: o + 0.5, lambda: o / 2.0, lambda: o < 0.5, lambda: 0.5 >= o, lambda: 2.0 * o, lambda: half - o, lambda: o - half):
        try:
            print(repr(f()))
        except TypeError as err:
            print("TypeError:", err)
    print(o == 0.5, o != 0.5)

# Unknown operands: floats and ints mixed, in loops, in place.
prices = [19.99, 5, 0.01, 2.5, -3, 10**20, 1e-9]
total = 0
scaled = []
for p in prices:
    total += p
    scaled.append(p * 1.1)
    scaled.append(p - 0.1)
    scaled.append(p / 3)
    scaled.append(p / 2.5)
print(total, scaled)
avg = total / len(prices)
print(avg, round(avg, 2), avg > 1e18, avg * 100 / 3)
a = 7
b = 2
for i in range(3):
    print(a / b, -a / b, a / -b, 0 / -b, b / a, (a * 10**17) / b, a / (b * 10**17))
    a -= 1
try:
    print(a / 0)
except ZeroDivisionError as err:
    print("ZeroDivisionError:", err)
try:
    z = 0.0
    print(1.5 / z)
except ZeroDivisionError as err:
    print("ZeroDivisionError:", err)
huge = 10**400
for f in (lambda: huge * 1.5, lambda: 1.5 + huge, lambda: huge / 2.0, lambda: half * huge, lambda: huge < 0.5, lambda: 1e308 < huge, lambda: huge == 1e308):
    try:
        print(repr(f()))
    except OverflowError as err:
        print("OverflowError:", err)
xs = [1.5]
xs += [2.5]
print(xs)
for i in range(2):
    ys = [0.5]
    ys *= 2
    ys += (0.25,)
    print(ys)
    try:
        ys += 0.5
    except TypeError as err:
        print("TypeError:", err)
    try:
        ys -= 0.5
    except TypeError as err:
        print("TypeError:", err)
    s = "ab"
    try:
        s *= 2.0
    except TypeError as err:
        print("TypeError:", err)
    f = 1.0
    f += True
    f *= 3
    f -= 0.5
    f /= 2
    print(f, f == 2.75)
# A range counter (a JS number) with a float literal, and a counter divided by zero.
for i in range(-2, 3):
    try:
        print(i * 0.5, i - 0.5, 1.5 + i, 0.5 / i, i <= 0.5, i == 1.0, 1.0 != i, -0.0 * i)
    except ZeroDivisionError as err:
        print("ZeroDivisionError:", err, i / 2.0, i / 3, i > -0.0)
    try:
        print(7 / i, i / -4)
    except ZeroDivisionError as err:
        print("ZeroDivisionError:", err)


def counted():
    out = []
    # Literal bounds count in a JS number.
    for j in range(-2, 3):
        out.append((j * 0.5, j - 0.5, 1.5 + j, j <= 0.5, j == 1.0, 1.0 != j, -0.0 * j))
        try:
            out.append(0.5 / j)
        except ZeroDivisionError as err:
            out.append(str(err))
    return out


def counted_from(n):
    out = []
    # A parameter's bounds may be bigints: an int all the same.
    for j in range(n, n + 2):
        out.append((j * 0.5, j - 0.5, 1.5 + j, j <= 0.5, j == 1.0, 1.0 != j, -0.0 * j, 0.5 / j))
    return out


print(counted(), counted_from(2), counted_from(-(2**60)), counted_from(2**53))
