# Methods: list — append, extend, insert, pop, remove, index, count, sort, reverse, copy, clear.
# ---- append_extend
a = [1]
a.append([2])
a.extend((3, 4))
a.extend("ab")
a.extend(range(2))
a.extend({"k": 1})
print(a, a.append(0))
# ---- extend_self
a = [1, 2]
a.extend(a)
print(a)
# ---- extend_non_iterable
[].extend(5)
# ---- insert_forms
a = [1, 2, 3]
a.insert(0, "s")
a.insert(-1, "m")
a.insert(100, "e")
a.insert(-100, "b")
print(a)
# ---- pop_forms
a = list(range(6))
print(a.pop(), a.pop(0), a.pop(-2), a)
# ---- pop_out_of_range
[1].pop(5)
# ---- remove_first_only
a = [1, 2, 1, 2]
a.remove(2)
print(a)
# ---- remove_by_equality
a = [1.0, True, 1]
a.remove(1)
print(a)
# ---- index_forms
a = ["a", "b", "a", "c"]
print(a.index("a"), a.index("a", 1), a.index("c", -2), a.index("b", 0, 2))
# ---- index_range_miss
["a", "b"].index("a", 1)
# ---- count_equality
print([1, 1.0, True, "1"].count(1), [[1], [1]].count([1]), [None].count(None))
# ---- sort_key_reverse
a = ["bb", "a", "ccc", "dd"]
a.sort(key=len)
print(a)
a.sort(key=len, reverse=True)
print(a)
a.sort()
print(a)
# ---- sort_returns_none
a = [3, 1]
print(a.sort(), a)
# ---- sort_stability_many
data = [(i % 3, i) for i in range(12)]
data.sort(key=lambda t: t[0])
print(data)
# ---- sort_positional_error
[1].sort(len)
# ---- sort_mixed_error
a = [1, None]
a.sort()
# ---- sort_key_error_propagates
a = [1, 0]
a.sort(key=lambda x: 1 / x)
# ---- sort_tuples_with_none_tie
print(sorted([(1, None), (0, None)]))
# ---- reverse_copy_clear
a = [1, 2, 3]
b = a.copy()
a.reverse()
c = a
a.clear()
print(a, b, c, b.copy() == b, b.copy() is b)
# ---- list_methods_wrong_arity
[].append(1, 2)
# ---- list_append_no_args
[].append()
# ---- list_mutation_in_comprehension
a = [1, 2, 3]
b = [a.pop() for _ in range(2)]
print(a, b)
# ---- list_index_float
[1, 2].index(2.0)
print([1, 2].index(2.0))
# ---- list_sort_floats_nan
print(sorted([3.0, 1.0, 2.0]), sorted([-0.0, 0.0, -1e-300]))
# ---- list_eq_after_ops
a = [1, 2]
a += [3]
a *= 2
print(a, a == [1, 2, 3, 1, 2, 3])
# ---- list_sort_reverse_kw_int
a = [1, 3, 2]
a.sort(reverse=1)
print(a)
# ---- list_clear_no_args
[1].clear(0)
# ---- list_sort_str_key_upper
a = ["b", "C", "a"]
a.sort(key=str.upper)
print(a)
