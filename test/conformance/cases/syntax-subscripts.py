# Syntax: subscripts, slices with steps, slice assignment and del.
# ---- negative_index
a = [10, 20, 30]
print(a[-1], a[-3], (1, 2)[-2], "xyz"[-2])
# ---- index_error_list
a = [1]
a[-2]
# ---- index_error_message_tuple
(1, 2)[2]
# ---- index_type_error
[1, 2]["a"]
# ---- index_float_error
[1, 2][1.0]
# ---- index_bool
print([10, 20][True], "ab"[False])
# ---- slices_all_forms
a = list(range(10))
print(a[2:5], a[:3], a[7:], a[::3], a[::-1], a[-3:], a[:-7], a[8:2:-2], a[100:], a[-100:2], a[5:5])
# ---- slice_none_parts
a = [1, 2, 3]
print(a[None:None], a[None:2], a[::None])
# ---- slice_bigint_bounds
a = [1, 2, 3]
print(a[-2**70:2**70], a[2**70:], "abc"[:10**20])
# ---- slice_step_zero
[1, 2][::0]
# ---- slice_assign_grow_shrink
a = [0, 1, 2, 3, 4]
a[1:3] = ["a", "b", "c", "d"]
print(a)
a[2:] = []
print(a)
a[:0] = [9]
print(a)
a[len(a):] = [7, 8]
print(a)
# ---- slice_assign_extended
a = list(range(6))
a[::2] = "xyz"
print(a)
# ---- slice_assign_extended_wrong_size
a = list(range(6))
a[::2] = [1, 2]
# ---- slice_assign_iterable
a = [1, 2, 3]
a[1:2] = (x * 10 for x in range(3))
print(a)
a[:] = range(2)
print(a)
# ---- slice_assign_non_iterable
a = [1, 2]
a[0:1] = 5
# ---- slice_assign_self
a = [1, 2, 3]
a[1:] = a
print(a)
# ---- slice_assign_negative_step
a = [1, 2, 3, 4]
a[::-1] = [10, 20, 30, 40]
print(a)
# ---- del_index_slice
a = list(range(10))
del a[0]
del a[-1]
del a[::2]
print(a)
del a[1:3]
print(a)
# ---- del_dict_key
d = {"a": 1, "b": 2}
del d["a"]
print(d)
del d["zz"]
# ---- del_name
x = 1
del x
print(x)
# ---- del_multiple
a = [1, 2, 3]
b = {"k": 1}
del a[0], b["k"]
print(a, b)
# ---- setitem_index_error
a = [1]
a[5] = 2
# ---- nested_subscript_assign
m = [[0] * 3 for _ in range(2)]
m[1][2] = 5
m[-1][0] += 1
print(m)
# ---- dict_tuple_subscript
d = {}
d[1, 2] = "x"
print(d, d[(1, 2)])
# ---- slice_of_tuple_and_str
t = tuple(range(8))
print(t[1:6:2], t[::-3], "hello world"[::2], "hello"[1:-1])
# ---- list_copy_slice
a = [[1], 2]
b = a[:]
b[0].append(9)
b[1] = 3
print(a, b)
# ---- subscript_none
None[0]
# ---- subscript_int
x = 5
x[0]
# ---- str_subscript_on_dict_keys
d = {"a": 1}
d.keys()[0]
# ---- subscript_assign_evaluation_order
log = []
def f(x):
    log.append(x)
    return x
d = {}
d[f("k")] = f("v")
xs = [0, 0]
xs[f(1)] = f(2)
d[f("a")] = d[f("b")] = f("c")
d[f("k")] += f(5) if False else f("w")
print(log, d, xs)
class_ = {"\0x": 1, "": 2, 1: "i"}
class_[1.0] = "f"
class_[True] = "t"
print(class_, class_["\0x"], class_[""], d["k"], {"k": 1}["k"])
try:
    print({}["missing"])
except KeyError as e:
    print(repr(e))
