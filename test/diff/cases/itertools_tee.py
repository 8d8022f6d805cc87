# itertools.tee: independent iterators over one source, read in any interleaving, n of 0 and 3, a
# source that raises (the error once, then the end), the source's own position, the errors, and
# the names CPython gives itertools' C types in reprs and messages (`itertools.chain`).
import itertools
a, b = itertools.tee([1, 2, 3, 4])
out = [next(a), next(a), list(b), list(a)]
x, y, z = itertools.tee((i * i for i in range(5)), 3)
out.append((list(zip(x, y)), list(z)))
out.append((itertools.tee("ab", 0), len(itertools.tee("ab")), type(itertools.tee("a")[0]).__name__))
def gen():
    yield 1
    raise ValueError("boom")
p, q = itertools.tee(gen())
out.append(next(p))
try:
    next(p)
except ValueError as e:
    out.append(str(e))
out.append(next(q))
out.append(list(q))
nums = iter(range(6))
lo, hi = itertools.tee(nums)
out.append(([v for v in lo if v < 3], [v for v in hi if v >= 3], list(nums)))
for bad in [lambda: itertools.tee([1], -1), lambda: itertools.tee(5), lambda: itertools.tee([1], "2")]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        out.append((type(e).__name__, str(e)))
prev, cur = itertools.tee([3, 1, 4, 1, 5])
next(cur)
out.append([c - p for p, c in zip(prev, cur)])
out.append((repr(itertools.tee([1])[0]).split(" at ")[0], repr(itertools.chain()).split(" at ")[0]))
for bad in [lambda: itertools.chain([1])[0], lambda: len(itertools.islice([], 1))]:
    try:
        bad()
    except TypeError as e:
        out.append(str(e))
print(out)
len(out)
