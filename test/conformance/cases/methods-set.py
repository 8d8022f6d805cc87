# Methods: set — add, discard, remove, pop, update, union, intersection, difference,
# symmetric_difference, issubset, issuperset and operators.
# ---- add_discard_remove
s = {1, 2}
s.add(3)
s.add(1.0)
s.discard(2)
s.discard(99)
s.remove(3)
print(sorted(s), len(s))
# ---- remove_missing
s = {1}
s.remove(5)
# ---- remove_missing_tuple
{1}.remove((1, 2))
# ---- pop_all
s = {1, 2, 3}
out = []
while s:
    out.append(s.pop())
print(sorted(out), s)
# ---- update_multi
s = {1}
s.update([2], (3,), "ab", {4: 0})
print(sorted(s, key=str))
# ---- union_etc_methods
a = {1, 2, 3}
print(sorted(a.union([4], (5,))), sorted(a.intersection([2, 3, 9], {3, 2})), sorted(a.difference([1], {2})), sorted(a.symmetric_difference([3, 4])))
# ---- sub_super
a = {1, 2}
print(a.issubset([1, 2, 3]), a.issuperset([1]), a.issubset({1}), set().issubset(a), a.issuperset(a), a.isdisjoint({3}))
# ---- operators_need_sets
{1} | [2]
# ---- operators_inplace
s = {1, 2, 3}
s |= {4}
s &= {1, 2, 4}
s -= {1}
s ^= {2, 9}
print(sorted(s))
# ---- frozenset_methods
f = frozenset([1, 2])
print(sorted(f.union({3})), type(f.union({3})).__name__, f.issubset({1, 2, 5}), type(f.copy()).__name__)
# ---- frozenset_no_add
frozenset().add(1)
# ---- set_copy_clear
s = {1, 2}
c = s.copy()
s.clear()
print(s, sorted(c))
# ---- set_of_mixed_numeric
s = {1, 2.0, True, 3}
print(len(s), 2 in s, 1.0 in s)
# ---- set_unhashable_add
set().add([1])
# ---- set_dedupe_strings_sorted
words = ["b", "a", "b", "c", "a"]
print(sorted(set(words)), len(set(words)))
# ---- set_difference_update_absent
s = {1}
s.difference_update({1}) if False else s.discard(1)
print(s)
# ---- set_comparisons_ops
print({1} < {1, 2}, {1, 2} <= {1, 2}, {1, 2} > {1}, {1} == {1}, {1} != {2})
# ---- set_pop_empty_message
s = set()
s.pop()
# ---- set_repr_single_types
print({"a"}, {1.5}, {(1, 2)}, {None}, {True})
