# After a guard that returns or raises (`if n < 2: return n`), a def's number parameter is
# non-negative for the rest of its body: `n - 1` stays exact there. Anything a guard does not
# bound (one that falls through, has an else, or bounds from above) keeps `n - 6` checked, which
# leaves the safe range at n = -(2**53 - 1).
LOW = -(2**53) + 1


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def down(n):
    if 1 >= n:
        return [n]
    return [n] + down(n - 1)


def edge(n):
    if n < 0:
        return 0
    return n - 9007199254740991, n - 9007199254740992, n - 9007199254740991 - 1


def raising(n):
    if n <= 3:
        raise ValueError("small " + str(n))
    return n - 4, n - 9007199254740991


def strict_gt(n):
    if 10 > n:
        return None
    return n - 10, n - 9007199254740991


def falls_through(n):
    if n < 5:
        print("small", n)
    return n - 6


def with_else(n):
    if n < 0:
        print("negative")
    else:
        return n
    return n - 6


def from_above(n):
    if n > 5:
        return 0
    return n - 6


def other_test(n):
    if n == 0:
        return 0
    return n - 6


def two_guards(n, m):
    if m < 0:
        return None
    return n - 6, m - 6


print(fib(20), fib(1), fib(0), fib(-3))
print(down(5), down(-2))
print(edge(0), edge(5), edge(-1), edge(2**60), edge(True))
for v in (0, 3, 4, 10, 2**70):
    try:
        print(raising(v))
    except ValueError as e:
        print("ValueError:", e)
print(strict_gt(9), strict_gt(10), strict_gt(2**53 - 1), strict_gt(2**80))
print(falls_through(LOW), falls_through(7), falls_through(2**53 - 1))
print(with_else(LOW), with_else(3))
print(from_above(LOW), from_above(9))
print(other_test(LOW), other_test(0))
print(two_guards(LOW, 0), two_guards(LOW, LOW))
try:
    print(edge("x"))
except TypeError as e:
    print("TypeError:", e)


def else_kept(n):
    if n < 3:
        return "low"
    else:
        print("high", n)
    return n - 3, n - 9007199254740991


def float_bound(n):
    if n < 0.5:
        return None
    return n - 9007199254740991


def str_bound(n):
    if n < "a":
        return None
    return n - 6


def reuse(n):
    if n < 0:
        return None
    for n in range(LOW, LOW + 2):
        print(n - 6)
    return n - 6


print(else_kept(2), else_kept(3), else_kept(2**53 - 1))
print(float_bound(0), float_bound(1), float_bound(LOW))
for v in (LOW, 7):
    try:
        print(str_bound(v))
    except TypeError as e:
        print("TypeError:", e)
print(reuse(0), reuse(-1))


# A guard between two loops over one name says nothing of the next loop's values.
def loops():
    for k in range(2):
        pass
    if k < 0:
        raise ValueError
    for k in range(LOW, LOW + 2):
        print(k - 6)


loops()
