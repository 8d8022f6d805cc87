# Syntax: unpacking — tuples, starred, nested, in for loops, errors.
# ---- basic_tuple
a, b = 1, 2
(c, d) = [3, 4]
[e, f] = "xy"
print(a, b, c, d, e, f)
# ---- starred_forms
a, *rest = [1, 2, 3, 4]
*init, last = "abcd"
first, *mid, end = range(5)
x, *y = [1]
print(a, rest, init, last, first, mid, end, x, y)
# ---- nested
(a, b), c = [1, 2], 3
a2, (b2, (c2, d2)) = 1, (2, [3, 4])
print(a, b, c, a2, b2, c2, d2)
# ---- for_unpack
for i, (k, v) in enumerate({"a": 1, "b": 2}.items()):
    print(i, k, v)
for a, *b in [(1, 2, 3), (4,)]:
    print(a, b)
# ---- too_many_values
a, b = [1, 2, 3]
# ---- too_few_values
a, b, c = [1, 2]
# ---- starred_too_few
a, b, *c = [1]
# ---- non_iterable
a, b = 5
# ---- unpack_none
a, b = None
# ---- unpack_dict_keys
a, b = {"x": 1, "y": 2}
print(a, b)
# ---- unpack_string_len_error
a, b = "abc"
# ---- unpack_generator
a, b, c = (x * 2 for x in range(3))
print(a, b, c)
# ---- unpack_into_subscripts
d = {}
l = [0, 0]
d["a"], l[1] = 1, 2
print(d, l)
# ---- unpack_eval_order
x = [0, 0]
i = 0
i, x[i] = 1, 5
print(i, x)
# ---- for_unpack_error_mid
for a, b in [(1, 2), (3,)]:
    print(a, b)
# ---- starred_assign_list
[a, *b] = (1, 2, 3)
print(a, b, type(b).__name__)
# ---- unpack_range
a, b, c = range(3)
print(a + b + c)
# ---- unpack_swap_nested
a, (b, c) = 1, (2, 3)
a, (b, c) = c, (a, b)
print(a, b, c)
