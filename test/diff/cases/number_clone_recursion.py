# A module-level def that calls itself with numbers from its number-only copy runs those calls in
# a clone of that copy: the recursion limit, errors raised deep inside, and calls with other
# values (floats, bigints, bools, strs) answer as they did.
import sys


def down(n):
    if n < 0:
        return 0
    return down(n - 1) + 1


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def divides(n, k):
    if n < 1:
        return 10 // n
    return divides(n - 1, k) + k


def pair(n, m):
    if n < 1:
        return m
    return pair(n - 1, m + 1)


def attempt(label, f, *args):
    try:
        print(label, f(*args))
    except (RecursionError, ZeroDivisionError, TypeError) as e:
        print(label, type(e).__name__, e)


print(down(900), fib(20), fib(2.0), fib(True), fib(2**64 - 2**64 + 15))
attempt("deep:", down, 5000)
print(down(10))
sys.setrecursionlimit(60)
attempt("limited:", down, 70)
attempt("within:", down, 40)
sys.setrecursionlimit(1000)
attempt("zero:", divides, 6, 2)
print(pair(5, 0), pair(300, 2**70), pair(3, 1.5))
attempt("str:", fib, "3")
result = [fib(k) for k in range(12)]
