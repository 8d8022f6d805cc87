# PEP 479: a StopIteration escaping a generator expression's body (from next(it)) is raised
# as RuntimeError, lazy or built eagerly for join/list/sorted/any; next() itself still raises StopIteration.
it = iter([1])
try:
    print(list(next(it) for _ in range(3)))
except Exception as e:
    print(type(e).__name__, e)
it = iter(["a"])
try:
    print(",".join(next(it) for _ in range(3)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(sorted(next(it) for _ in range(3)))
except Exception as e:
    print(type(e).__name__, e)
it = iter([1, 2])
g = (next(it) for _ in range(5))
print(next(g), next(g))
try:
    next(g)
except RuntimeError as e:
    print("RuntimeError", e)
it = iter([])
print(any(next(it) for _ in range(0)))
it = iter([])
try:
    print(any(next(it) for _ in range(2)))
except RuntimeError as e:
    print("RuntimeError", e)
try:
    print(next(next(iter([])) for _ in range(1)))
except RuntimeError as e:
    print("RuntimeError", e)
print(next((x for x in []), "dflt"))
try:
    next(x for x in [])
except StopIteration:
    print("StopIteration from next() itself")
print(sum(x * 2 for x in range(5)), [y for y in (x for x in "ab")])
