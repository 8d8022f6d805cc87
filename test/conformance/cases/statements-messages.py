# Statements and builtins: argument-binding errors, closures, and the CPython message of each
# common exception a script catches and prints.
# ---- too_many_positional_with_kwonly
def f(a, b=[], *, c=1, **kw):
    pass
f(1, 2, 3)
# ---- missing_two_args
def f(a, b, c):
    pass
f(1)
# ---- missing_middle_arg_kw_given
def f(a, b, c):
    pass
f(1, c=2)
# ---- missing_two_kwonly
def f(*, a, b):
    pass
f()
# ---- no_params_given_one
def f():
    pass
f(1)
# ---- kwargs_only_given_positional
def f(**kw):
    pass
f(1)
# ---- lambda_missing_arg
lambda_ = lambda x: x
lambda_()
# ---- closure_defined_after_inner
def outer():
    def inner():
        return y
    y = 5
    return inner()
print(outer())
# ---- finally_print_then_return
def f():
    try:
        return [1]
    finally:
        print("f")
x = f()
print(x)
# ---- raise_keyerror_class
try:
    raise KeyError
except KeyError as e:
    print(repr(e), str(e), e.args)
# ---- except_tuple_message_repr
try:
    int("x")
except (TypeError, ValueError) as e:
    print(e)
    print(repr(e))
# ---- exception_str_repr_forms
e = Exception("a", "b")
print(e, repr(e), Exception(), repr(Exception()), str(Exception(None)))
# ---- messages_lookup_arith
try:
    [].pop()
except IndexError as e:
    print(e)
try:
    "abc".index("z")
except ValueError as e:
    print(e)
try:
    {}["a"]
except KeyError as e:
    print(e, e.args)
try:
    None.x
except AttributeError as e:
    print(e)
try:
    int(None)
except TypeError as e:
    print(e)
try:
    len(1)
except TypeError as e:
    print(e)
try:
    [1, 2] + None
except TypeError as e:
    print(e)
try:
    1 / 0
except ZeroDivisionError as e:
    print(e)
try:
    1 % 0
except ZeroDivisionError as e:
    print(e)
try:
    1.0 / 0
except ZeroDivisionError as e:
    print(e)
try:
    1 // 0.0
except ZeroDivisionError as e:
    print(e)
# ---- messages_type_value
try:
    x = undefined
except NameError as e:
    print(e)
try:
    "a" * "b"
except TypeError as e:
    print(e)
try:
    [] < {}
except TypeError as e:
    print(e)
try:
    {"a": 1}["a"]["b"]
except TypeError as e:
    print(e)
try:
    (1, 2).append(3)
except AttributeError as e:
    print(e)
try:
    sorted([{"a": 1}, {"b": 2}])
except TypeError as e:
    print(e)
try:
    max()
except TypeError as e:
    print(e)
try:
    abs()
except TypeError as e:
    print(e)
try:
    "x".join([1])
except TypeError as e:
    print(e)
try:
    int("5", base=99)
except ValueError as e:
    print(e)
try:
    float("1.2.3")
except ValueError as e:
    print(e)
try:
    [1, 2, 3][1:2] = 5
except TypeError as e:
    print(e)
try:
    a, b = 1, 2, 3
except ValueError as e:
    print(e)
try:
    chr("a")
except TypeError as e:
    print(e)
try:
    ord("")
except TypeError as e:
    print(e)
try:
    {}.fromkeys()
except TypeError as e:
    print(e)
# ---- messages_hash_iter_format
try:
    hash({})
except TypeError as e:
    print(e)
try:
    {[]: 1}
except TypeError as e:
    print(e)
try:
    set([[1]])
except TypeError as e:
    print(e)
try:
    next(5)
except TypeError as e:
    print(e)
try:
    iter(None)
except TypeError as e:
    print(e)
try:
    for x in 5:
        pass
except TypeError as e:
    print(e)
try:
    x = 5
    x.y = 1
except AttributeError as e:
    print(e)
try:
    print(f"{1:xx}")
except ValueError as e:
    print(e)
try:
    "{:d}".format("a")
except ValueError as e:
    print(e)
try:
    "%d" % None
except TypeError as e:
    print(e)
try:
    "%s %s" % 1
except TypeError as e:
    print(e)
try:
    "%(a)s" % 1
except TypeError as e:
    print(e)
try:
    round("x")
except TypeError as e:
    print(e)
try:
    sum(1)
except TypeError as e:
    print(e)
try:
    list(zip([1], 2))
except TypeError as e:
    print(e)
try:
    enumerate(5)
except TypeError as e:
    print(e)
try:
    isinstance(1, 1)
except TypeError as e:
    print(e)
try:
    range("a")
except TypeError as e:
    print(e)
try:
    [1][1.5]
except TypeError as e:
    print(e)
try:
    "abc"["a"]
except TypeError as e:
    print(e)
try:
    {1}[0]
except TypeError as e:
    print(e)
try:
    del (1, 2)[0]
except TypeError as e:
    print(e)
try:
    "abc".startswith(1)
except TypeError as e:
    print(e)
# ---- global_in_comprehension_calls
x = 0
def f():
    global x
    x += 1
    return x
print([f() for _ in range(3)], x)
# ---- closures_independent
def make():
    total = 0
    def add(n):
        nonlocal total
        total += n
        return total
    return add
a = make()
b = make()
print(a(1), a(2), b(10), a(0))
# ---- comprehension_var_no_leak
i = 10
print([i for i in range(3)], i, list(i for i in range(2)), i)
# ---- unbound_local_conditional
def f(x):
    if x:
        y = 1
    return y
f(0)
# ---- function_identity_name
def g():
    return g
print(g() is g, g.__name__, (lambda: 0).__name__)
