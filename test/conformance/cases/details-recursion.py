# CPython's recursion limit (1000 frames): depth 990 runs, 1100 raises RecursionError
# ---- depth_990_ok
def f(n):
    return 0 if n == 0 else 1 + f(n - 1)
print(f(990))
# ---- depth_1100_raises
def f(n):
    return 0 if n == 0 else 1 + f(n - 1)
try:
    f(1100)
except RecursionError as e:
    print("RecursionError:", e)
# ---- depth_1100_uncaught
def f(n):
    return 0 if n == 0 else 1 + f(n - 1)
f(1100)
# ---- recovers_after_recursion_error
def f(n):
    return 0 if n == 0 else 1 + f(n - 1)
for i in range(3):
    try:
        f(5000)
    except RecursionError:
        print("again")
print(f(990))
# ---- mutual_recursion_limit
def even(n):
    return True if n == 0 else odd(n - 1)
def odd(n):
    return False if n == 0 else even(n - 1)
print(even(980))
try:
    even(1200)
except RecursionError as e:
    print(type(e).__name__, isinstance(e, RuntimeError))
# ---- exceptions_do_not_leak_depth
def g(n):
    if n == 0:
        raise ValueError("bottom")
    return g(n - 1)
for i in range(5):
    try:
        g(900)
    except ValueError as e:
        print(e)
def f(n):
    return 0 if n == 0 else 1 + f(n - 1)
print(f(990))
# ---- deep_frames_with_locals
def deep(n, a=1, b=2, c=3, d=4):
    x = [a, b, c, d]
    y = {"k": x, "n": n}
    s = sorted(x, key=lambda v: -v)
    return 0 if n == 0 else 1 + deep(n - 1, *s)
print(deep(990))
# ---- recursion_through_map
def viamap(n):
    return 0 if n == 0 else 1 + sum(map(viamap, [n - 1]))
print(viamap(800))
# ---- recursion_through_sorted_key
def r(n):
    return n if n == 0 else sorted([n], key=lambda v: r(v - 1))[0]
print(r(300))
# ---- recursion_error_is_catchable_as_runtime
def f():
    return f()
try:
    f()
except RuntimeError as e:
    print("caught", type(e).__name__)
# ---- recursion_in_finally_cleanup
depth = [0]
def f(n):
    depth[0] += 1
    try:
        return f(n + 1)
    finally:
        depth[0] -= 1
try:
    f(0)
except RecursionError:
    print("depth back to", depth[0])
# ---- recursion_error_message_in_handler
def f(n):
    return f(n + 1)
try:
    f(0)
except Exception as e:
    print(repr(e))
# ---- nested_function_recursion
def outer(n):
    def inner(k):
        return 0 if k == 0 else 1 + inner(k - 1)
    return inner(n)
print(outer(900))
# ---- recursive_flatten
def flatten(x):
    if isinstance(x, list):
        out = []
        for y in x:
            out.extend(flatten(y))
        return out
    return [x]
v = 1
for i in range(500):
    v = [v, i]
print(len(flatten(v)))
# ---- recursion_then_result
def f(n):
    return 0 if n == 0 else 1 + f(n - 1)
[f(500), f(990)]
# ---- exception_chain_3000_deep_uncaught
e = None
for i in range(3000):
    try:
        try:
            raise ValueError(i)
        except ValueError:
            raise KeyError(i) from e
    except KeyError as k:
        e = k
print(repr(e))
raise RuntimeError("top") from e
# ---- exception_context_chain_deep
def f(n):
    try:
        raise ValueError(n)
    finally:
        if n:
            f(n - 1)
try:
    f(300)
except ValueError as e:
    print(repr(e))
f(200)
# ---- deep_list_printed_raises_the_repr_message
x = []
for i in range(100000):
    x = [x]
print(x)
# ---- deep_dict_str_raises_the_repr_message
x = {}
for i in range(100000):
    x = {"k": x}
s = str(x)
# ---- deep_tuple_repr_error_is_caught_and_the_flow_goes_on
x = ()
for i in range(100000):
    x = (x, 1)
try:
    repr(x)
except RecursionError as e:
    print("caught", e)
y = [[1, [2]], (3,)]
print(repr(y), f"{y}")
# ---- iterator_chains_20000_deep_run_as_in_cpython
# (CPython runs these 100,000 deep, map 50,000; bench/experiments/attack-sweep.mjs tries 100,000)
for make in (lambda it: filter(None, it), lambda it: zip(it), lambda it: enumerate(it), lambda it: map(abs, it)):
    it = iter([1, 0, -2])
    for _ in range(20000):
        it = make(it)
    print(len(list(it)))
it = iter([3, -1])
for _ in range(20000):
    it = map(abs, it)
print(list(it))
# ---- iterator_chains_mixed_and_shared_stages
base = iter(range(10))
inner = enumerate(base, 100)
it = filter(lambda t: t[1] % 2 == 0, inner)
for _ in range(3000):
    it = map(lambda t: t, zip(it))
    it = map(lambda t: t[0], it)
print(next(it), next(inner), next(it), list(it), list(inner))
z = zip(iter([1]))
chain = map(str, z)
print(list(chain), list(z), list(chain))
it = iter([1, 2, 3, 4, 5, 6])
for _ in range(2000):
    it = filter(lambda x: x != 3, map(lambda x: x, it))
print(list(it))
def boom(x):
    if x == 2:
        raise ValueError("at 2")
    return x
it = map(boom, iter([1, 2, 3]))
for _ in range(5000):
    it = zip(enumerate(it))
out = []
try:
    for v in it:
        out.append(v)
except ValueError as e:
    print("raised", e, len(out), list(it)[:1] != [])
