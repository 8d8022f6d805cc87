# Sync generators consumed by every builtin that takes an iterable; prints show how far each ran.
# ---- list_tuple_set
def gen():
    yield 3
    yield 1
    yield 3
print(list(gen()), tuple(gen()), sorted(set(gen())))
# ---- sum_min_max
def gen():
    yield from [4, 9, 2]
print(sum(gen()), min(gen()), max(gen()), sum(gen(), 10))
# ---- sorted_key_reverse
def gen():
    yield from ["bb", "a", "ccc"]
print(sorted(gen(), key=len, reverse=True))
# ---- zip_stops_at_shortest
def gen(tag, n):
    for i in range(n):
        print(tag, i)
        yield i
print(list(zip(gen("a", 3), gen("b", 1))))
# ---- enumerate_start
def gen():
    yield "x"
    yield "y"
print(list(enumerate(gen(), 1)))
# ---- dict_from_pairs
def gen():
    yield ("a", 1)
    yield ["b", 2]
print(dict(gen()))
# ---- dict_comprehension_over_gen
def gen():
    yield from range(3)
print({k: k * k for k in gen()})
# ---- join
def gen():
    yield "a"
    yield "b"
print("-".join(gen()), "".join(gen()))
# ---- join_non_str
def gen():
    yield "a"
    yield 1
try:
    ",".join(gen())
except TypeError as e:
    print(e)
# ---- unpacking
def gen():
    yield 1
    yield 2
a, b = gen()
print(a, b)
# ---- unpacking_star
def gen():
    yield from range(5)
first, *mid, last = gen()
print(first, mid, last)
# ---- unpacking_too_many
def gen():
    yield from range(3)
try:
    a, b = gen()
except ValueError as e:
    print(e)
# ---- unpacking_too_few
def gen():
    yield 1
try:
    a, b = gen()
except ValueError as e:
    print(e)
# ---- in_stops_early
def gen():
    for i in range(5):
        print("step", i)
        yield i
print(2 in gen())
# ---- not_in
def gen():
    yield from "abc"
print("z" not in gen())
# ---- for_else
def gen():
    yield 1
for x in gen():
    pass
else:
    print("else ran", x)
# ---- for_break_no_else
def gen():
    yield 1
    yield 2
for x in gen():
    break
else:
    print("no")
print(x)
# ---- any_short_circuit
def gen():
    for i in range(5):
        print("check", i)
        yield i > 1
print(any(gen()))
# ---- all_short_circuit
def gen():
    for i in range(5):
        print("check", i)
        yield i < 1
print(all(gen()))
# ---- map_filter_over_gen
def gen():
    yield from range(6)
print(list(map(str, filter(lambda x: x % 2, gen()))))
# ---- reversed_needs_sequence
def gen():
    yield 1
try:
    reversed(gen())
except TypeError as e:
    print(e)
# ---- star_args_call
def gen():
    yield 1
    yield 2
def add(a, b):
    return a + b
print(add(*gen()))
# ---- star_in_list_display
def gen():
    yield 1
    yield 2
print([0, *gen(), 3], (*gen(),), {*gen()})
# ---- iter_next_mix
def gen():
    yield from range(4)
it = iter(gen())
next(it)
print(list(it))
# ---- itertools_islice_lazy
import itertools
def naturals():
    n = 0
    while True:
        yield n
        n += 1
print(list(itertools.islice(naturals(), 3, 6)))
# ---- itertools_chain_takewhile
import itertools
def gen(xs):
    yield from xs
print(list(itertools.chain(gen([1]), gen([2, 3]))), list(itertools.takewhile(lambda x: x < 3, gen(range(10)))))
# ---- generator_pipeline
def read(lines):
    for line in lines:
        yield line.strip()
def nonempty(lines):
    for line in lines:
        if line:
            yield line
def numbered(lines):
    for i, line in enumerate(lines, 1):
        yield f"{i}: {line}"
print(list(numbered(nonempty(read([" a ", "", "b", "  "])))))
# ---- str_of_generator_in_fstring
def gen():
    yield 1
print(f"{type(gen()).__name__}")
# ---- functools_reduce_over_gen
import functools
def gen():
    yield from [1, 2, 3, 4]
print(functools.reduce(lambda a, b: a * b, gen()))
# ---- collections_counter_over_gen
import collections
def words():
    yield from "a b a c a".split()
print(collections.Counter(words()).most_common(1))
# ---- sum_with_floats
def gen():
    yield 0.1
    yield 0.2
print(sum(gen()))
# ---- list_extend_with_gen
def gen():
    yield 1
    yield 2
xs = [0]
xs.extend(gen())
xs += gen()
print(xs)
# ---- set_update_with_gen
def gen():
    yield 1
s = {0}
s.update(gen())
print(s)
# ---- dict_update_with_gen
def gen():
    yield ("k", 1)
d = {}
d.update(gen())
print(d)
# ---- min_default_empty
def gen():
    return
    yield
print(min(gen(), default="none"))
# ---- generator_result_value
def gen():
    yield from range(3)
list(gen())
