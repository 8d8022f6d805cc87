# A recursion's clone that runs none of the script's other code counts its frames in a parameter:
# the limit falls at the same depth as CPython's however the recursion is entered (from the
# module, from other functions' frames, after errors that left deep frames), and defs that read
# globals, call others or catch keep the program's count. Depths print relative to `ref`, a def
# with no clone, so that frames around the script (a harness's) do not move them.
import sys

ONE = 1


def ref(n):
    if n < 0:
        return 0
    return ref(n - ONE) + 1


def down(n):
    if n < 0:
        return 0
    return down(n - 1) + 1


def steps(n, k):
    if n <= 0:
        return k // n
    return steps(n - 1, k) + 1


def tri(n):
    total = 0
    if n > 0:
        total = n + tri(n - 1)
    return total


BASE = 3


def based(n):
    if n < 1:
        return BASE
    return based(n - 1) + 1


def guarded(n):
    try:
        if n < 1:
            return 1 // n
        return guarded(n - 1)
    except ZeroDivisionError:
        return -n


def deepest(f, lo, hi):
    # The largest n for which f(n) runs, by bisection: each probe fails or not at the limit.
    while lo < hi:
        mid = (lo + hi + 1) // 2
        try:
            f(mid)
            lo = mid
        except RecursionError:
            hi = mid - 1
    return lo


def nest(levels, f, n):
    if levels == 0:
        return f(n)
    return nest(levels - 1, f, n)


def nested(n):
    return nest(25, down, n)


base = deepest(ref, 0, 3000)
for f in (down, tri, based, guarded, nested):
    print(f.__name__, deepest(f, 0, 3000) - base)
for _ in range(3):
    try:
        steps(400, 7)
    except ZeroDivisionError as e:
        print("zero", e)
print("after errors", deepest(down, 0, 3000) - base)
try:
    down(10**6)
except RecursionError as e:
    print("deep", e)
print("after overflow", deepest(down, 0, 3000) - base, down(500))
limit = sys.getrecursionlimit()
sys.setrecursionlimit(limit - 880)
print("limit - 880", deepest(down, 0, 300) - base, deepest(tri, 0, 300) - base)
sys.setrecursionlimit(limit + 1500)
print("limit + 1500", deepest(down, 0, 5000) - base, deepest(ref, 0, 5000) - base)
sys.setrecursionlimit(limit)
[down(k) for k in range(5)], tri(100), based(10), guarded(5)
