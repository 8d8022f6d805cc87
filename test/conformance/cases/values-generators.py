# Values: generators from generator expressions — lazy, single pass, StopIteration.
# ---- genexp_lazy_next
seen = []
def p(x):
    seen.append(x)
    return x > 2
print(next(x for x in [1, 2, 3, 4, 5] if p(x)), seen)
# ---- genexp_any_short_circuit
seen = []
def big(x):
    seen.append(x)
    return x > 1
print(any(big(x) for x in range(10)), seen)
# ---- genexp_all_short_circuit
seen = []
print(all(seen.append(x) or x < 3 for x in range(10)), seen)
# ---- genexp_single_pass
g = (x * x for x in range(4))
print(list(g), list(g), sum(x for x in range(5)))
# ---- genexp_next_exhausted
g = (x for x in [1])
print(next(g), next(g, "done"))
next(g)
# ---- genexp_repr_type
g = (x for x in [])
print(type(g).__name__)
# ---- genexp_late_binding
xs = [1, 2]
g = (x for x in xs)
xs.append(3)
print(list(g))
# ---- genexp_first_iter_eager
def gen_src():
    print("source built")
    return [1, 2]
g = (x for x in gen_src())
print("after")
print(list(g))
# ---- genexp_error_lazy
g = (1 // x for x in [1, 0])
print(next(g))
print("before error")
print(next(g))
# ---- genexp_nested
print(list((i, j) for i in range(3) for j in range(i) if (i + j) % 2))
# ---- genexp_in_call_args
print(sorted((x % 3 for x in range(7)), reverse=True), max(len(w) for w in ["a", "bbb", "cc"]))
# ---- genexp_join
print(", ".join(str(i) for i in range(5)))
# ---- genexp_dict_from
print(dict((k, len(k)) for k in ["ab", "c"]))
# ---- genexp_zip_lazy
g = (x for x in range(100))
print(list(zip("abc", g)), next(g))
# ---- iter_next_list
it = iter([1, 2])
print(next(it), next(it), next(it, None))
# ---- iter_stopiteration_uncaught
it = iter([])
next(it)
# ---- map_lazy
seen = []
def f(x):
    seen.append(x)
    return x * 2
m = map(f, [1, 2, 3])
print(seen, next(m), seen, list(m))
# ---- filter_lazy_none
print(list(filter(None, [0, 1, "", "a", [], [0]])))
# ---- enumerate_iterator
e = enumerate("ab", 1)
print(next(e), list(e))
# ---- zip_iterators_partial
it = iter([1, 2, 3, 4])
print(list(zip(it, it)))
# ---- reversed_iterator
r = reversed([1, 2, 3])
print(next(r), list(r), list(reversed(range(3))), list(reversed("abc")))
# ---- dict_iter_views_live
d = {"a": 1}
k = d.keys()
d["b"] = 2
print(list(k), len(k), "b" in k)
# ---- sum_genexp_floats
print(sum(x / 10 for x in range(10)))
# ---- generator_in_membership
g = (x for x in range(10))
print(5 in g, list(g))
# ---- dict_views_reversed_print_star
d = {"b": 2, "a": 1, "c": 3}
print(list(reversed(d.items())), list(reversed(d.values())), min(d.items()), sum(d.values()))
print(*d)
print(*d.items(), sep="\n")
# ---- iterator_resume_after_break
it = iter([1, 2, 3, 4])
for x in it:
    if x == 2:
        break
print(list(it), list(enumerate(x * 2 for x in range(3))))
# ---- genexp_zip_partial_consumption
g = (x for x in range(5))
print(list(zip(g, "ab")), list(g))
# ---- map_lazy_in_membership
calls = []
def f(x):
    calls.append(x)
    return x
r = iter(map(f, range(5)))
print(next(r), calls, 3 in map(f, range(10)), calls)
# ---- filter_map_chain
print(list(filter(lambda x: x, map(lambda x: x % 3, range(7)))), sum(1 for _ in filter(None, [0, 1, 2])))
# ---- enumerate_exhaustion
e = enumerate("abc")
print(next(e), next(e), list(e), list(e))
# ---- zip_exhaustion
z = zip([1, 2, 3], [4, 5])
print(next(z), list(z), list(z))
# ---- iterator_type_names
print(type(map(str, [])).__name__, type(zip()).__name__, type(filter(None, [])).__name__, type(enumerate([])).__name__, type(reversed([])).__name__, type(iter([])).__name__, type(iter("")).__name__, type(iter({})).__name__, type({}.items()).__name__)
# ---- iterators_into_constructors
print(list(iter([3, 2, 1])), sorted(iter([3, 1])), tuple(reversed(range(3))), set(iter("aab")) == {"a", "b"})
# ---- genexp_sees_appended_items
nums = [1, 2, 3]
squares = (n * n for n in nums)
nums.append(4)
print(sum(squares), max((n for n in nums), default=0), min((), default=None))
# ---- any_all_edge_values
print(any([]), all(()), any(x for x in []), any([[]]), all([[]]), any("0"), all(range(1, 3)))
# ---- star_unpack_in_displays
def gen_like(n):
    return [i for i in range(n) if i % 2]
print(gen_like(7), [*gen_like(4), *"ab"], {**{"a": 1}, "b": 2})
# ---- list_add_vs_iadd_alias
x = [1, 2, 3]
y = x
x = x + [4]
y += [5]
print(x, y)
# ---- sort_vs_sorted
a = [3, 1, 2]
b = sorted(a)
a.sort(reverse=True)
print(a, b, sorted(a) == b, a[::-1] == b)
# ---- range_list_equality
print(list(range(3)) == [0, 1, 2], range(3) == [0, 1, 2], tuple(range(3)) == (0, 1, 2), list("") == [])
