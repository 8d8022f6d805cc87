# Syntax: comparisons — chained, mixed numbers, sequences, in/not in, is.
# ---- chained_basic
x = 5
print(1 < x < 10, 1 < x > 10, 1 == 1.0 == True, 3 > 2 > 1 > 0, 1 < 2 > 0 < 5 != 4)
# ---- chained_evaluates_once
def f():
    print("called")
    return 5
print(1 < f() < 10)
# ---- chained_short_circuit
def g(v):
    print("g", v)
    return v
print(g(3) < g(2) < g(1))
# ---- mixed_numeric
print(1 == 1.0, True == 1, 0.1 + 0.2 == 0.3, 2**60 == 2.0**60, 10**30 < 1e31, -0.0 == 0)
# ---- nan_compare
n = float("nan")
print(n < 1, n > 1, n == n, [n] == [n], n in [n], (n,) == (n,))
# ---- list_tuple_compare
print([1, 2, 3] < [1, 2, 4], (1, 2) < (1, 2, 3), [2] > [1, 100], ("a", 1) < ("a", 2), [[1], [2]] < [[1], [3]])
# ---- list_vs_tuple_eq
print([1, 2] == (1, 2), [1] != (1,))
# ---- list_vs_tuple_lt
[1] < (1,)
# ---- int_str_eq
print(1 == "1", "1" != 1, None == 0, None != False)
# ---- int_str_lt
1 < "1"
# ---- none_lt
None < None
# ---- in_containers
print(1 in [1.0], "a" in {"a": 1}, 1 in {1: 2}.values(), (1, 2) in [(1, 2)], 3 not in range(3), "x" in ("x",), True in {1})
# ---- in_dict_unhashable
[1] in {}
# ---- in_str_non_str
1 in "abc"
# ---- in_set_unhashable
print([1] in {1, 2})
# ---- is_small_values
a = 1000
b = 1000
print(a == b, True is True, None is not None, [] is not [])
# ---- set_compare
print({1, 2} < {1, 2, 3}, {1} <= {1}, {1, 2} > {3}, {1} == {1.0}, {1, 2} != {2, 1})
# ---- str_ordering
print(sorted(["b", "B", "a", "A", "é", "1", " "]), "apple" < "apricot", "Z" < "a")
# ---- dict_eq
print({"a": [1]} == {"a": [1]}, {"a": 1} != {"a": 1.0}, {1: "a"} == {True: "a"})
# ---- compare_funcs_error
print(len < len)
# ---- bool_comparisons
print(True > False, False < 0.5, sorted([True, False, 0, 1, 0.5]))
# ---- max_mixed_types_error
max([1, "a"])
