# Ellipsis, NotImplemented, __debug__, the empty tuple singleton, id(), slice objects
# ---- ellipsis_body
def f(): ...
print(f())
# ---- ellipsis_statement
...
print("after")
# ---- ellipsis_expression
x = ...
print(x, repr(x), str(...), x is Ellipsis, ... is ...)
# ---- ellipsis_type
print(type(...).__name__, type(Ellipsis) is type(...))
# ---- ellipsis_in_containers
print([1, ..., 3], (...,), {...: 1}[...], ... in [...])
# ---- ellipsis_truthy
print(bool(...), not ..., ... == ..., ... != Ellipsis)
# ---- ellipsis_result
...
# ---- ellipsis_in_result_list
[..., 1]
# ---- ellipsis_stub_functions
def todo(a, b=2):
    ...
def other():
    """docstring"""
    ...
print(todo(1), other())
# ---- ellipsis_in_if_body
x = 3
if x > 2:
    ...
else:
    ...
print("ok")
# ---- ellipsis_hash_stable
print(hash(...) == hash(Ellipsis), len({..., ...}))
# ---- ellipsis_compare_error
try:
    ... < ...
except TypeError as e:
    print(e)
# ---- ellipsis_fstring
print(f"{...}", f"{...!r}", "%s" % (...,), "{}".format(...))
# ---- ellipsis_getattr_missing
try:
    ....foo
except AttributeError as e:
    print(e)
# ---- ellipsis_call_error
try:
    Ellipsis()
except TypeError as e:
    print(e)
# ---- notimplemented_repr
print(NotImplemented, repr(NotImplemented), type(NotImplemented).__name__)
# ---- notimplemented_identity
x = NotImplemented
print(x is NotImplemented, x == NotImplemented, NotImplemented is not None)
# ---- notimplemented_in_dict
d = {NotImplemented: "ni", Ellipsis: "el"}
print(d[NotImplemented], d[...], len(d))
# ---- debug_flag
print(__debug__, type(__debug__).__name__)
# ---- debug_if
if __debug__:
    print("debug on")
# ---- empty_tuple_identity
print(() is tuple([]), tuple() is (), tuple("") is (), (1, 2)[5:] is ())
# ---- empty_tuple_from_iterables
print(tuple(x for x in []) is (), tuple(range(0)) is (), tuple({}) is ())
# ---- empty_tuple_varargs
def f(*a):
    return a is ()
print(f())
# ---- empty_tuple_slice
t = (1, 2, 3)
print(t[3:] is (), t[1:1] is (), t[::-1][5:] is ())
# ---- nonempty_tuple_not_singleton
a = (1,)
b = tuple([1])
print(a == b, tuple(a) is a)
# ---- id_stable
xs = [1, 2]
a = id(xs)
xs.append(3)
print(a == id(xs), id(xs) == id(xs))
# ---- id_distinct
xs = [1]
ys = [1]
print(id(xs) != id(ys), id(xs) == id(xs), type(id(xs)).__name__)
# ---- id_is_consistent
a = {"k": 1}
b = a
print(id(a) == id(b), (a is b) == (id(a) == id(b)))
# ---- id_of_none_and_small_ints
print(id(None) == id(None), id(True) == id(True), id(5) == id(5), id("s") == id("s"))
# ---- id_arity
try:
    id()
except TypeError as e:
    print(e)
# ---- id_arity_two
try:
    id(1, 2)
except TypeError as e:
    print(e)
# ---- id_positive
print(id([]) > 0, id(None) > 0)
# ---- slice_attributes
s = slice(1, 10, 2)
print(s.start, s.stop, s.step, s)
# ---- slice_one_arg
s = slice(5)
print(s, s.start, s.stop, s.step)
# ---- slice_two_args
s = slice(2, 8)
print(s, repr(s))
# ---- slice_subscript_list
xs = list(range(10))
print(xs[slice(2, 8, 3)], xs[slice(None, None, -1)], xs[slice(-3, None)])
# ---- slice_subscript_str_tuple
print("hello world"[slice(0, 5)], (1, 2, 3, 4)[slice(1, None, 2)])
# ---- slice_assign
xs = [0, 1, 2, 3, 4]
xs[slice(1, 3)] = ["a", "b", "c"]
print(xs)
# ---- slice_delete
xs = [0, 1, 2, 3, 4, 5]
del xs[slice(None, None, 2)]
print(xs)
# ---- slice_indices
print(slice(1, 10, 2).indices(5), slice(None, None, -1).indices(4), slice(-100, 100).indices(7))
# ---- slice_indices_more
print(slice(None).indices(0), slice(3, -3).indices(10), slice(None, None, 3).indices(10))
# ---- slice_indices_negative_length
try:
    slice(1, 2).indices(-1)
except ValueError as e:
    print(e)
# ---- slice_indices_zero_step
try:
    slice(1, 2, 0).indices(5)
except ValueError as e:
    print(e)
# ---- slice_indices_bad_type
try:
    slice(1.5, 2).indices(5)
except TypeError as e:
    print(e)
# ---- slice_eq
print(slice(1, 2) == slice(1, 2), slice(1, 2) == slice(1, 3), slice(1, 2, None) == slice(1, 2))
# ---- slice_unhashable
try:
    hash(slice(1, 2))
except TypeError as e:
    print(e)
# ---- slice_type
print(type(slice(1)).__name__, isinstance(slice(1), slice))
# ---- slice_no_args
try:
    slice()
except TypeError as e:
    print(e)
# ---- slice_readonly
s = slice(1, 2)
try:
    s.foo = 5
except AttributeError as e:
    print(e)
# ---- slice_in_result
[slice(1, 2).indices(3)]
# ---- slice_float_in_subscript
try:
    [1, 2, 3][slice(1.0, 2)]
except TypeError as e:
    print(e)
