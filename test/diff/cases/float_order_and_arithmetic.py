# Floats against ints and floats: ordering (NaN false for every order, inf, -0.0, ints near
# 2**53 and past it) and arithmetic either way round, with CPython's errors (float ** int).
nan = float("nan")
inf = float("inf")
values = [2.5, -0.0, 0.0, 3, -7, nan, inf, -inf, 2**53 - 1, 2**53 + 1, 9007199254740992.0, 1e300, True, 10**400]
for a in values:
    row = []
    for b in values:
        row.append((a < b, a <= b, a > b, a >= b))
    print(repr(a)[:12], row)

floats = [2.5, -0.0, 0.1, nan, inf, 1e308]
ints = [3, -7, 0, 2, -2, 2**53 - 1, True]
ops = [("+", lambda p, q: p + q), ("-", lambda p, q: p - q), ("*", lambda p, q: p * q), ("/", lambda p, q: p / q),
       ("//", lambda p, q: p // q), ("%", lambda p, q: p % q), ("**", lambda p, q: p ** q)]
for x in floats:
    for n in ints:
        # A float power of a float or a negative int is left out: CPython's libm rounds some
        # last digits otherwise, and a negative base gives a complex number.
        for p, q in [(x, n), (n, x), (x, x)]:
            out = []
            for label, op in ops:
                if label == "**" and not (p is x and q is n):
                    continue
                try:
                    out.append(repr(op(p, q)))
                except Exception as e:
                    out.append(type(e).__name__ + ":" + str(e)[:24])
            print(repr(p), repr(q), " ".join(out))

print("float & int:", end=" ")
try:
    print(2.5 & 1)
except TypeError as e:
    print(e)
for x in [1e154, 1e155, -1.3407807929942596e154, 1e-160, 5e-324, -3.5, 0.1, 1 / 3, nan, inf, -inf, -0.0]:
    try:
        print(repr(x), repr(x ** 2), repr(x ** 2.0), repr(x * x))
    except Exception as e:
        print(repr(x), type(e).__name__, e)

total = 0.0
price = 19.99
for i in range(10):
    total += price * i
    if total > 100 and total < 500.5:
        price -= 0.5
print(total, price, total >= 500, 3 <= price)
total
