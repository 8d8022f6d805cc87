# Calls of a def that returns only ints when given ints are known to give ints: `+` and `-` of
# two such results take an int32 fast path, then the safe range, then bigints, exactly. Defs
# that may return something else (None by running off the end, a str, a rebound parameter,
# a default, a later redefinition) and calls with other arguments keep the general path.
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)


def gcd(a, b):
    if b == 0:
        return a
    return gcd(b, a % b)


def scale(n):
    return n * 9007199254740991


def shift(n):
    return -n + 2147483647


def ident(x):
    return x


def maybe(n):
    if n > 0:
        return n


def mixed(n):
    if n > 5:
        return "big"
    return n


def digits(n):
    if n > 5:
        return str(n)
    return n


def rebinds(n):
    n = str(n)
    return n


def defaulted(n, k=1):
    return n + k


out = []
for i in range(3):
    out.append(fib(20 + i) + fib(10 + i) - fib(5))
    out.append(fact(20 + i) - fact(19 + i) + fact(3))
    out.append(gcd(1071 * (i + 1), 462) + gcd(2 ** 70, 2 ** 65) - gcd(10, 4))
    out.append(scale(i + 1) + scale(-(i + 1)))
    out.append(scale(1) - scale(2) + ident(5))
    out.append(shift(i) + shift(-i) - shift(2147483647))
    out.append(shift(-1) + shift(-2))
    out.append(ident(2147483647) + ident(1) - ident(-2147483647))
    out.append(ident(-2147483648) + ident(-1))
    out.append(ident("a" * (i + 1)) + ident("b"))
    out.append(ident(1.5) + ident(i))
    out.append(ident(True) + ident(True))
    out.append(defaulted(i) + defaulted(i, 2))
    out.append(mixed(i) + mixed(i + 1))
    out.append(rebinds(i) + rebinds(i + 1))
    try:
        out.append(maybe(i) + maybe(i + 1))
    except TypeError as e:
        out.append(str(e))
    try:
        out.append(mixed(i + 5) + mixed(i))
    except TypeError as e:
        out.append(str(e))
    try:
        out.append(digits(i + 6) + digits(i))
    except TypeError as e:
        out.append(str(e))
    try:
        out.append(rebinds(i + 5) - rebinds(2))
    except TypeError as e:
        out.append(str(e))
    try:
        out.append(digits(i) - digits(7))
    except TypeError as e:
        out.append(str(e))
print(out)
print(fib(30) - fib(29), fact(25) + fact(25), gcd(2 ** 64 + 1, 3))
# Comparisons of ints of known kind: numbers and bigints compared exactly, no type test.
for i in range(3):
    big, small = fact(22 + i), fib(10 + i)
    print(fact(22 + i) > fib(10 + i), fact(22 + i) < scale(i + 1), scale(i + 1) >= scale(i + 1), scale(-1) <= fib(i),
          fact(20 + i) == fact(20 + i), fact(21) != fact(21 + i), scale(1) == 9007199254740991, scale(2) == 2 * 9007199254740991,
          fib(i + 5) == i + 5, (i + 1) * 3 < fib(i + 10), i - 1 > fib(i))
    for other in ("a", None, 2.5, True, 1.0, 10 ** 30):
        try:
            print(fib(7) < other, fact(25) >= other, fib(1) == other, fact(22) != other, fib(2) != other)
        except TypeError as e:
            print(e)
