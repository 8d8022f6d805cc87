# Generator functions: yield, return values, StopIteration.value, next() with defaults, repr shape.
# ---- simple_list
def gen():
    yield 1
    yield 2
    yield 3
print(list(gen()))
# ---- type_name
def gen():
    yield 1
g = gen()
print(type(g).__name__, type(gen).__name__)
# ---- repr_shape
def countdown(n):
    yield n
r = repr(countdown(1))
print(r.startswith("<generator object countdown at 0x"), r.endswith(">"))
# ---- repr_nested_qualname
def outer():
    def inner():
        yield 1
    return inner()
print(repr(outer()).split(" at ")[0])
# ---- name_attr
def pages():
    yield 1
print(pages().__name__)
# ---- lazy_body_start
def gen():
    print("started")
    yield 1
g = gen()
print("created")
print(next(g))
# ---- next_each_step
def gen():
    print("a")
    yield 1
    print("b")
    yield 2
    print("c")
g = gen()
print(next(g))
print(next(g))
print(next(g, "end"))
# ---- stop_iteration_value
def gen():
    yield 1
    return 42
g = gen()
next(g)
try:
    next(g)
except StopIteration as e:
    print("value", e.value, e.args)
# ---- stop_iteration_no_value
def gen():
    yield 1
g = gen()
next(g)
try:
    next(g)
except StopIteration as e:
    print("value", e.value, e.args)
# ---- stop_again_empty
def gen():
    return 5
    yield
g = gen()
for _ in range(2):
    try:
        next(g)
    except StopIteration as e:
        print(repr(e.value))
# ---- return_none_explicit
def gen():
    yield 1
    return None
print(list(gen()))
# ---- uncaught_stop_iteration_outside
def gen():
    yield 1
g = gen()
next(g)
next(g)
# ---- return_in_loop
def gen(xs):
    for x in xs:
        if x < 0:
            return "neg"
        yield x
print(list(gen([1, 2, -1, 3])))
# ---- infinite_with_break
def naturals():
    n = 0
    while True:
        yield n
        n += 1
for n in naturals():
    if n > 4:
        break
    print(n)
# ---- yield_none
def gen():
    yield
    yield
print(list(gen()))
# ---- yield_expression_value_next
def gen():
    x = yield 1
    print("x is", x)
    yield 2
g = gen()
print(next(g), next(g))
# ---- yield_in_expression
def gen():
    total = 0
    while True:
        v = yield total
        if v is None:
            break
        total += v
g = gen()
next(g)
print(g.send(3), g.send(4))
# ---- yield_tuple
def pairs():
    yield 1, 2
    yield (3, 4)
print(list(pairs()))
# ---- closure_state
def counter(start):
    def gen():
        n = start
        while n < start + 3:
            yield n
            n += 1
    return gen
print(list(counter(5)()))
# ---- nested_generators
def inner(n):
    for i in range(n):
        yield i
def outer():
    for n in range(3):
        for v in inner(n):
            yield (n, v)
print(list(outer()))
# ---- recursive_generator
def walk(tree):
    if isinstance(tree, list):
        for t in tree:
            yield from walk(t)
    else:
        yield tree
print(list(walk([1, [2, [3, 4]], [[5]]])))
# ---- two_instances_independent
def gen():
    yield "a"
    yield "b"
g1 = gen()
g2 = gen()
print(next(g1), next(g2), next(g1), next(g2))
# ---- exhausted_stays_exhausted
def gen():
    yield 1
g = gen()
print(list(g), list(g))
# ---- iter_returns_self
def gen():
    yield 1
g = gen()
print(iter(g) is g)
# ---- default_args_and_kwargs
def gen(a, b=2, *rest, c, **kw):
    yield a
    yield b
    yield rest
    yield c
    yield kw
print(list(gen(1, c=3)))
print(list(gen(1, 5, 6, 7, c=3, d=4)))
# ---- argument_error_at_call
def gen(a):
    yield a
try:
    gen()
except TypeError as e:
    print(e)
# ---- argument_error_keyword
def gen(a):
    yield a
try:
    gen(b=1)
except TypeError as e:
    print(e)
# ---- exception_inside_propagates
def gen():
    yield 1
    raise ValueError("boom")
g = gen()
print(next(g))
try:
    next(g)
except ValueError as e:
    print("caught", e)
print(next(g, "closed"))
# ---- exception_uncaught
def gen():
    yield 1
    {}["k"]
for x in gen():
    print(x)
# ---- try_finally_runs_on_exhaust
def gen():
    try:
        yield 1
    finally:
        print("cleanup")
print(list(gen()))
# ---- generator_in_conditional
def evens(xs):
    for x in xs:
        if x % 2 == 0:
            yield x
print(list(evens(range(10))))
# ---- generator_local_unbound
def gen():
    if False:
        v = 1
    yield v
try:
    next(gen())
except UnboundLocalError as e:
    print(e)
# ---- nonlocal_in_generator
def make():
    count = 0
    def gen():
        nonlocal count
        for i in range(3):
            count += 1
            yield i
    return gen, lambda: count
g, get = make()
print(list(g()), get())
# ---- global_in_generator
seen = []
def gen():
    global seen
    seen = seen + ["x"]
    yield len(seen)
print(list(gen()), seen)
# ---- generator_method_on_dict_values
def gen(d):
    for k, v in d.items():
        yield f"{k}={v}"
print(", ".join(gen({"a": 1, "b": 2})))
# ---- yield_inside_try_except
def gen():
    for i in range(3):
        try:
            yield 10 // (1 - i)
        except ZeroDivisionError:
            yield "div"
print(list(gen()))
# ---- yield_inside_while_else
def gen(n):
    while n > 0:
        yield n
        n -= 1
    else:
        yield "liftoff"
print(list(gen(3)))
# ---- generator_as_argument_default
def gen(xs=(1, 2)):
    yield from xs
print(list(gen()), list(gen([3])))
# ---- pep479_runtime_error
def gen():
    yield 1
    raise StopIteration("x")
try:
    list(gen())
except RuntimeError as e:
    print(type(e).__name__, e)
# ---- pep479_next_inside
def gen(it):
    while True:
        yield next(it)
try:
    print(list(gen(iter([1, 2]))))
except RuntimeError as e:
    print("RuntimeError:", e)
# ---- pep479_caught_inside_ok
def gen(it):
    while True:
        try:
            yield next(it)
        except StopIteration:
            return
print(list(gen(iter([1, 2]))))
# ---- already_executing
def gen():
    yield next(g)
g = gen()
try:
    next(g)
except ValueError as e:
    print(e)
# ---- gi_running
def gen():
    yield g.gi_running
g = gen()
print(g.gi_running, next(g), g.gi_running)
# ---- bool_of_generator
def gen():
    return
    yield
print(bool(gen()))
# ---- len_of_generator
def gen():
    yield 1
try:
    len(gen())
except TypeError as e:
    print(e)
# ---- subscript_generator
def gen():
    yield 1
try:
    gen()[0]
except TypeError as e:
    print(e)
# ---- result_is_repr
def gen():
    yield 1
[type(gen()).__name__]
# ---- generator_is_not_function_result
def gen():
    yield 1
print(callable(gen), callable(gen()))
# ---- hasattr_methods
def gen():
    yield 1
g = gen()
print(hasattr(g, "send"), hasattr(g, "throw"), hasattr(g, "close"), hasattr(g, "append"))
# ---- generator_attribute_error
def gen():
    yield 1
try:
    gen().foo
except AttributeError as e:
    print(e)
