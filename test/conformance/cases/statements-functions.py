# Statements: def with defaults, keyword-only, *args, **kwargs, closures, recursion, global, nonlocal, return.
# ---- defaults_and_kwonly
def f(a, b=2, *args, c, d=4, **kw):
    return (a, b, args, c, d, kw)
print(f(1, c=3), f(1, 2, 3, 4, c=5, e=6), f(a=0, c=1))
# ---- mutable_default_shared
def add(x, acc=[]):
    acc.append(x)
    return acc
print(add(1), add(2), add(3, []))
# ---- missing_arg
def f(a, b):
    return a
f(1)
# ---- missing_kwonly
def f(*, key):
    return key
f()
# ---- too_many_positional
def f(a):
    return a
f(1, 2)
# ---- unexpected_kw
def f(a):
    return a
f(b=1)
# ---- multiple_values
def f(a):
    return a
f(1, a=2)
# ---- posonly_params
def f(a, /, b):
    return a, b
print(f(1, 2), f(1, b=3))
f(a=1, b=2)
# ---- closure_counter
def counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    return inc
c = counter()
c()
c()
print(c(), counter()())
# ---- closure_cell_shared
def make():
    fs = []
    for i in range(3):
        def f():
            return i
        fs.append(f)
    return fs
print([f() for f in make()])
# ---- global_stmt
total = 0
def add(v):
    global total
    total += v
add(5)
add(7)
print(total)
# ---- global_creates
def mk():
    global created
    created = "yes"
mk()
print(created)
# ---- nonlocal_nested_two_levels
def outer():
    x = 1
    def mid():
        def inner():
            nonlocal x
            x *= 10
        inner()
        return x
    return mid()
print(outer())
# ---- recursion_fib
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print([fib(i) for i in range(15)])
# ---- recursion_deep
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(500))
# ---- mutual_recursion
def even(n):
    return True if n == 0 else odd(n - 1)
def odd(n):
    return False if n == 0 else even(n - 1)
print(even(10), odd(7))
# ---- return_none_default
def f():
    return
def g():
    pass
print(f(), g(), f() is None)
# ---- return_tuple
def f():
    return 1, [2]
a, b = f()
print(f(), a, b)
# ---- func_name_and_repr
def my_func():
    pass
print(my_func.__name__, callable(my_func), type(my_func).__name__)
# ---- kwargs_order
def f(**kw):
    return list(kw.items())
print(f(b=1, a=2, c=3))
# ---- args_is_tuple
def f(*args):
    return type(args).__name__, args
print(f(), f(1, [2]))
# ---- default_evaluated_once
calls = []
def d():
    calls.append(1)
    return 5
def f(x=d()):
    return x
f(); f()
print(len(calls))
# ---- function_as_value
def sq(x):
    return x * x
ops = {"sq": sq, "neg": lambda x: -x}
print([ops[k](3) for k in sorted(ops)], list(map(sq, [1, 2])))
# ---- higher_order_compose
def compose(*fs):
    def run(x):
        for f in reversed(fs):
            x = f(x)
        return x
    return run
print(compose(str, lambda v: v + 1, abs)(-4))
# ---- recursion_error
def forever(n):
    return forever(n + 1)
try:
    forever(0)
except RecursionError as e:
    print("recursion", type(e).__name__)
# ---- nested_def_shadow
x = "global"
def f():
    x = "local"
    def g():
        return x
    return g()
print(f(), x)
# ---- kwargs_unpack_non_str_key
def f(**kw):
    return kw
f(**{1: 2})
# ---- star_args_non_iterable
def f(*a):
    return a
f(*5)
# ---- call_non_callable
x = 5
x()
# ---- default_after_kwonly
def f(a, *, b=1, c):
    return a, b, c
print(f(0, c=2))
# ---- global_in_loop_function
count = 0
def bump():
    global count
    for _ in range(3):
        count += 1
bump()
print(count)
# ---- star_args_builtin_non_iterable
print(*5)
# ---- star_args_complex_callee_once
calls = []
def get():
    calls.append(1)
    return lambda *a: a
print(get()(*[1, 2]), len(calls))
# ---- qualname_nested_in_lambdas_and_comprehensions
def outer():
    def inner(x):
        return [lambda: (lambda y: y) for _ in range(1)][0]
    return inner
f = outer()(1)()
try:
    f()
except TypeError as e:
    print(e)
g = lambda: lambda: lambda a: a
try:
    g()()()
except TypeError as e:
    print(e)
try:
    outer()()
except TypeError as e:
    print(e)
# ---- function_and_bound_method_reprs_name_the_qualname
def outer():
    def inner():
        pass
    return inner
class C:
    def m(self):
        pass
    @classmethod
    def k(cls):
        pass
    def __repr__(self):
        return "C()"
f = lambda: lambda: 1
for x in [outer(), C.m, C().m, C.k, f(), outer]:
    print(repr(x).split(" at 0x")[0])
# ---- functions_nested_twelve_deep_read_constants
def f0(x=0.5):
    def f1(x=1.5):
        def f2(x=2.5):
            def f3(x=3.5):
                def f4(x=4.5):
                    def f5(x=5.5):
                        def f6(x=6.5):
                            def f7(x=7.5):
                                def f8(x=8.5):
                                    def f9(x=9.5):
                                        def f10(x=10.5):
                                            def f11(x=11.5):
                                                return [x * 2.5, 2**70 + 3, 'a-b'.split('-'), (lambda: 0.25)(), f'{x:.2f}', [y * 0.5 for y in range(2)]]
                                            return f11()
                                        return f10()
                                    return f9()
                                return f8()
                            return f7()
                        return f6()
                    return f5()
                return f4()
            return f3()
        return f2()
    return f1()
print(f0())
