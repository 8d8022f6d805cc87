# Modules: itertools — chain, islice, groupby, product, combinations, permutations, accumulate, zip_longest.
# ---- chain
import itertools
print(list(itertools.chain([1, 2], (3,), "ab")), list(itertools.chain.from_iterable([[1], [2, 3]])))
# ---- islice
from itertools import islice, count
print(list(islice(range(10), 3)), list(islice(range(10), 2, 8, 3)), list(islice(count(5), 4)))
# ---- islice_lazy_gen
from itertools import islice
seen = []
def note(x):
    seen.append(x)
    return x
print(list(islice((note(i) for i in range(100)), 3)), seen)
# ---- groupby
from itertools import groupby
print([(k, list(g)) for k, g in groupby("aaabbcaa")])
rows = [{"t": "a", "v": 1}, {"t": "a", "v": 2}, {"t": "b", "v": 3}]
print({k: [r["v"] for r in g] for k, g in groupby(rows, key=lambda r: r["t"])})
# ---- product
from itertools import product
print(list(product("ab", [1, 2])), list(product([0, 1], repeat=2)), len(list(product(range(3), repeat=3))))
# ---- combinations_permutations
from itertools import combinations, permutations, combinations_with_replacement
print(list(combinations([1, 2, 3, 4], 2)), list(permutations("abc", 2)), list(permutations([1, 2])))
print(list(combinations_with_replacement("ab", 2)), list(combinations([1], 3)))
# ---- accumulate
from itertools import accumulate
print(list(accumulate([1, 2, 3, 4])), list(accumulate([1, 2, 3], lambda a, b: a * b)), list(accumulate([1, 2], initial=10)))
print(list(accumulate([3, 1, 4, 1, 5], max)))
# ---- zip_longest
from itertools import zip_longest
print(list(zip_longest("abc", [1])), list(zip_longest([1, 2], [3], fillvalue=0)))
# ---- repeat_cycle_count
from itertools import repeat, cycle, count, islice
print(list(repeat("x", 3)), list(islice(cycle("ab"), 5)), list(islice(count(1, 0.5), 3)))
# ---- starmap_takewhile_dropwhile
from itertools import starmap, takewhile, dropwhile, filterfalse, compress, pairwise
print(list(starmap(pow, [(2, 3), (3, 2)])), list(takewhile(lambda x: x < 3, [1, 2, 3, 1])), list(dropwhile(lambda x: x < 3, [1, 2, 3, 1])))
print(list(filterfalse(lambda x: x % 2, range(6))), list(compress("abcd", [1, 0, 1, 0])), list(pairwise([1, 2, 3])))
# ---- groupby_sorted_counts
from itertools import groupby
words = sorted("apple avocado banana blueberry cherry".split(), key=len)
print([(n, sorted(g)) for n, g in groupby(words, key=len)])
# ---- permutations_count
from itertools import permutations
print(sum(1 for _ in permutations(range(6))), next(permutations([3, 1, 2])))
# ---- islice_negative
from itertools import islice
list(islice([1, 2], -1))
# ---- itertools_tool_callback
# tools: {"lookup": [{"args": {"k": "a"}, "output": {"json": 1}}, {"args": {"k": "b"}, "output": {"json": 2}}]}
from itertools import accumulate, groupby
vals = list(map(lambda k: lookup(k=k), ["a", "b"]))
print(vals, [(k, len(list(g))) for k, g in groupby(["a", "b"], key=lambda k: lookup(k=k))])
print(list(accumulate(["a", "b"], lambda acc, k: acc + lookup(k=k), initial=0)))
# ---- itertools_tool_predicates
# tools: {"score": [{"args": {"n": 1}, "output": {"json": 1}}, {"args": {"n": 2}, "output": {"json": 5}}, {"args": {"n": 3}, "output": {"json": 2}}, {"args": {"n": 4}, "output": {"json": 9}}]}
from itertools import takewhile, dropwhile, filterfalse, starmap, count
print(list(takewhile(lambda n: score(n=n) < 3, count(1))))
print(list(dropwhile(lambda n: score(n=n) < 3, [1, 2, 3, 4])))
print(list(filterfalse(lambda n: score(n=n) > 4, [1, 2, 3, 4])))
print(list(starmap(lambda a, b: score(n=a) + b, [(1, 10), (3, 20)])))
# ---- adaptors_no_spent_flag
import itertools
class Stutter:
    def __init__(self):
        self.calls = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.calls += 1
        if self.calls == 2:
            raise StopIteration
        return (self.calls, 2) if self.pairs else self.calls
def drive(make, pairs=False):
    s = Stutter()
    s.pairs = pairs
    it = make(s)
    out = []
    for _ in range(3):
        try:
            out.append(next(it))
        except StopIteration:
            out.append("stop")
    return out
print(drive(lambda s: itertools.starmap(pow, s), True))
print(drive(lambda s: itertools.takewhile(lambda x: x < 4, s)))
print(drive(lambda s: itertools.dropwhile(lambda x: False, s)))
print(drive(lambda s: itertools.filterfalse(lambda x: False, s)))
t = itertools.takewhile(lambda x: x < 3, iter([1, 5, 2]))
print(list(t), list(t))
# ---- chain_keeps_a_failing_source
import itertools
class Boom:
    def __iter__(self):
        return self
    def __next__(self):
        raise ValueError("boom")
c = itertools.chain(Boom(), [9])
for _ in range(2):
    try:
        next(c)
    except ValueError as e:
        print("error", e)
c = itertools.chain([1], 5, [2])
print(next(c))
try:
    next(c)
except TypeError as e:
    print(e)
print(list(c))
try:
    itertools.chain.from_iterable(5)
except TypeError as e:
    print(e)
print(list(itertools.chain.from_iterable(["ab", [1]])), type(itertools.chain()).__name__)
