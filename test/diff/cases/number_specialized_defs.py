# A small def whose parameters meet operators gets a copy of its body for JS-number arguments;
# every other argument (bigint, float, bool, str, None) takes the general body. Results and
# errors must not depend on which copy ran.
M = 2**53

def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)

def step(a, b=3):
    return a * b - a // b + a % b, -a, a < b, a == b

def grow(n, k):
    return n + k, n - k, n * k

def label(n):
    return "n=" + str(n) + "/" + str(n * 2)

print(fib(15), fib(True), fib(2.0), fib(M + 1 - M), fib(0), fib(-3))
for a in [7, -7, M - 1, -(M - 1), M, 2**80, 2.5, True]:
    print(step(a), step(a, -2), grow(a, M - 1), grow(a, -(M - 1)), label(a))
print(grow(-(M - 1), M - 1), grow(M - 1, -(M - 1)), grow(M - 1, M - 1))
print(step(False, True), label(True), label("ab"))
try:
    print(step("x"))
except TypeError as e:
    print("TypeError", e)
try:
    print(fib(None))
except TypeError as e:
    print("TypeError", e)
try:
    print(grow(1, "s"))
except TypeError as e:
    print("TypeError", e)
try:
    print(step(5, 0))
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
fib(20)
