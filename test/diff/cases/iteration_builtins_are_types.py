# map, filter, zip, enumerate and reversed are types in CPython: isinstance, type() and repr
# answer for them, calls with keywords reach them, and the walks' fallbacks still call them.
def steps(n):
    i = 0
    while i < n:
        yield i
        i += 1

m = map(str, [1, 2])
print(isinstance(m, map), type(m) is map, type(m).__name__, map)
print(isinstance(filter(None, [0, 1]), filter), isinstance(zip([1], [2]), zip))
print(isinstance(enumerate("ab"), enumerate), isinstance(reversed([1]), reversed))
print(isinstance(reversed(range(3)), reversed), isinstance(reversed((1, 2)), reversed))
print(isinstance([], (map, list)), isinstance(m, (zip, filter)), isinstance(m, object))
print(callable(zip), repr(enumerate), reversed.__name__, type(filter), issubclass(map, object))
print(list(enumerate("xyz", start=5)), list(zip([1, 2], "ab", strict=True)))
for i, x in enumerate(steps(3)):
    print(i, x)
for a, b in zip(steps(2), "pq"):
    print(a, b)
print([i * x for i, x in enumerate(steps(4))], [a + b for a, b in zip("ab", "cd")])
print(list(zip(steps(2), [7, 8])), list(enumerate(steps(2))), dict(zip("ab", steps(2))))
kinds = {}
for f in (map, filter, zip, enumerate, reversed, len):
    kinds[f.__name__] = type(f).__name__
print(kinds)
try:
    map(str)
except TypeError as e:
    print("map:", e)
try:
    enumerate([1], begin=2)
except TypeError as e:
    print("enumerate:", e)
try:
    reversed(5)
except TypeError as e:
    print("reversed:", e)
result = [type(x).__name__ for x in (m, zip(), filter(None, []), enumerate([]))]
