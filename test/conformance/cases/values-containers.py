# Values: list, tuple, dict (key equality), set, frozenset, range.
# ---- list_repr_nested
print([1, [2, [3, []]], (4,), {"a": None}, True, 1.0, "s"])
# ---- list_self_ref
a = [1]
a.append(a)
print(a, len(a))
# ---- list_ops
print([1, 2] + [3], [0] * 3, [1, 2] * 0, [[1]] * 2)
# ---- list_mul_alias
grid = [[0] * 2] * 2
grid[0][0] = 1
print(grid)
# ---- list_eq_compare
print([1, 2] == [1, 2], [1, 2] < [1, 3], [1, 2] < [1, 2, 0], [] < [0], [1, "a"] == [1, "a"], [1] == [1.0])
# ---- list_cmp_type_error
[1, "a"] < [1, 2]
# ---- list_add_tuple
[1] + (2,)
# ---- tuple_repr
print((), (1,), (1, 2), ((1,),), tuple([3, 4]), type(()).__name__)
# ---- tuple_compare
print((1, 2) < (1, 3), (1, 2) == (1, 2), (2,) > (1, 9), (1, (2, 3)) < (1, (2, 4)), () < (0,))
# ---- tuple_immutable
t = (1, 2)
t[0] = 5
# ---- tuple_concat
t = (1, 2) + (3,)
print(t, t * 2, len(t), t.count(1), t.index(3))
# ---- tuple_hash_key
d = {(1, 2): "a", (1, (2, 3)): "b"}
print(d[(1, 2)], d[1, (2, 3)], (1, 2) in d)
# ---- dict_key_equality
d = {1: "int"}
d[1.0] = "float"
d[True] = "bool"
print(d, len(d))
# ---- dict_key_equality_first_key_kept
d = {True: "a", 1: "b", 1.0: "c"}
print(d)
# ---- dict_zero_false
d = {0: "zero", False: "false", 0.0: "f0"}
print(d, d.get(False), {None: 1}[None])
# ---- dict_unhashable
d = {}
d[[1, 2]] = 3
# ---- dict_unhashable_dict
{{}: 1}
# ---- dict_insertion_order
d = {"b": 1, "a": 2}
d["c"] = 3
del d["b"]
d["b"] = 4
print(d, list(d), list(d.values()))
# ---- dict_update_keeps_position
d = {"a": 1, "b": 2}
d["a"] = 9
print(d)
# ---- dict_missing_key
d = {"a": 1}
print(d["b"])
# ---- dict_missing_tuple_key
{}[(1, 2)]
# ---- dict_eq_order_insensitive
print({"a": 1, "b": 2} == {"b": 2, "a": 1}, {1: 1} == {1.0: 1.0}, {} == {})
# ---- dict_repr_keys
print({1: 2, "x": [1], (1,): None, None: True, 2.5: -0.0})
# ---- dict_compare_error
{} < {}
# ---- dict_iter_mutation
d = {"a": 1}
for k in d:
    d["b"] = 2
# ---- dict_nan_key
n = float("nan")
d = {n: 1}
print(d[n], len({float("nan"): 1, float("nan"): 2}))
# ---- set_repr_basic
print({1, 2, 3}, set(), frozenset(), frozenset({1}), {(1, 2)}, len({1, 1.0, True}))
# ---- set_dedupe_numbers
s = {1, 1.0, True, 2}
print(len(s), 1.0 in s, s)
# ---- set_unhashable
{[1]}
# ---- set_ops
a = {1, 2, 3}
b = {2, 3, 4}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b), a <= b, {2} < a, a >= {1}, a > a)
# ---- frozenset_ops
a = frozenset([1, 2])
b = a | {3}
print(type(b).__name__, sorted(b), hash(a) == hash(frozenset([2, 1])), {a: 1}[frozenset({1, 2})])
# ---- set_frozenset_eq
print({1, 2} == frozenset({1, 2}), set() == frozenset(), type({1} | frozenset({2})).__name__)
# ---- set_of_strings_sorted
print(sorted({"b", "a", "c"}), sorted(set("mississippi")))
# ---- set_iter_mutation
s = {1, 2}
for x in s:
    s.add(x + 10)
# ---- range_basics
print(range(5), range(1, 10, 2), list(range(10, 0, -3)), len(range(0, 100, 7)), range(3)[-1], range(0))
# ---- range_slicing
r = range(0, 20, 2)
print(r[2:5], r[::-1], r[1:-1:3], 6 in r, 7 in r, r.index(8), r.count(4))
# ---- range_big
r = range(10**20)
print(len(r) if False else r[-1], 10**19 in r, r[10**19])
# ---- range_len_overflow
print(len(range(10**20)))
# ---- range_eq
print(range(0) == range(5, 5), range(0, 3) == range(0, 3, 1), range(1, 4, 2) == range(1, 5, 2))
# ---- range_zero_step
range(1, 2, 0)
# ---- range_float_arg
range(1.5)
# ---- range_index_error
range(3)[3]
# ---- none_repr_eq
print(None, None == None, None is None, [None] == [None], repr(None), bool(None))
# ---- bool_repr_arith
print(True, False, True == 1, False == 0, True is True, str(True), True + 0.5, True & False, True | False, True ^ True)
# ---- nested_container_eq
print([{"a": (1, 2)}] == [{"a": (1, 2)}], {"k": [1, {2}]} == {"k": [1, {2}]}, (1, [2]) == (1, [2]))
# ---- container_is_vs_eq
a = [1]
b = [1]
print(a == b, a is b, a is not b, a is a)
# ---- containers_truthiness
print(bool([]), bool([0]), bool(()), bool({}), bool({0: 0}), bool(set()), bool(range(0)), bool(range(1)))
