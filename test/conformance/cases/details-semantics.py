# BaseException subclasses, def binding time, identity before equality, list.sort's empty list,
# setattr/delattr on builtin values
# ---- systemexit_not_exception
try:
    raise SystemExit(3)
except Exception:
    print("wrong")
except BaseException as e:
    print("base", type(e).__name__, e.args)
# ---- keyboardinterrupt_not_exception
try:
    raise KeyboardInterrupt
except Exception:
    print("wrong")
except BaseException as e:
    print("base", type(e).__name__, repr(e))
# ---- generatorexit_exists
try:
    raise GeneratorExit("bye")
except Exception:
    print("wrong")
except GeneratorExit as e:
    print("ge", e)
# ---- baseexception_hierarchy
print(isinstance(SystemExit(), Exception), isinstance(SystemExit(), BaseException), isinstance(KeyboardInterrupt(), Exception), isinstance(GeneratorExit(), BaseException))
# ---- systemexit_uncaught
raise SystemExit("stop")
# ---- keyboardinterrupt_uncaught
raise KeyboardInterrupt()
# ---- systemexit_str
e = SystemExit(2)
print(str(e), e.args, repr(SystemExit()), repr(SystemExit("a", "b")))
# ---- stopasynciteration_exists
try:
    raise StopAsyncIteration
except Exception as e:
    print(type(e).__name__)
# ---- except_tuple_base
for exc in (SystemExit, KeyboardInterrupt, ValueError):
    try:
        raise exc("x")
    except (ValueError, SystemExit) as e:
        print("caught", type(e).__name__)
    except BaseException as e:
        print("base", type(e).__name__)
# ---- bare_except_catches_systemexit
try:
    raise SystemExit(1)
except:
    print("bare")
# ---- finally_with_systemexit
def f():
    try:
        raise SystemExit(0)
    finally:
        print("finally")
try:
    f()
except BaseException as e:
    print(type(e).__name__)
# ---- later_def_of_builtin_name
print(min(3, 4))
def min(a, b):
    return "mine"
print(min(3, 4))
# ---- later_def_in_function_call
def use():
    return len([1, 2])
print(use())
def len(x):
    return -1
print(use())
# ---- later_def_unbound_name
try:
    print(helper(1))
except NameError as e:
    print(e)
def helper(x):
    return x + 1
print(helper(1))
# ---- def_redefined_later
def f():
    return 1
print(f())
def f():
    return 2
print(f())
# ---- def_in_branch
if True:
    def g():
        return "if"
else:
    def g():
        return "else"
print(g())
# ---- def_in_loop_rebinds
out = []
for i in range(3):
    def h(i=i):
        return i * 10
    out.append(h())
print(out, h())
# ---- later_def_sum_in_loop
total = []
for i in range(2):
    total.append(sum([i, 1]))
    if i == 1:
        def sum(xs):
            return "custom"
print(total, sum([1]))
# ---- later_def_abs_keyword_call
print(abs(-2))
def abs(x, *, k=1):
    return x * k
print(abs(-2, k=3))
# ---- later_def_max_called_from_def_before
def pick(xs):
    return max(xs)
print(pick([1, 5, 2]))
def max(xs):
    return "shadow"
print(pick([1, 5, 2]))
# ---- later_async_def
import asyncio
async def main():
    return await work()
async def work():
    return "done"
print(asyncio.run(main()))
# ---- nan_count_index
nan = float("nan")
xs = [nan, 1.0, nan]
print(xs.count(nan), xs.index(nan), xs.index(nan, 1))
# ---- nan_in_containers
nan = float("nan")
print(nan in [nan], nan in (nan,), nan in {nan}, nan in {nan: 1}, nan in [float("nan")])
# ---- nan_remove
nan = float("nan")
xs = [1, nan, 2]
xs.remove(nan)
print(xs)
# ---- nan_tuple_methods
nan = float("nan")
t = (nan, nan, 0)
print(t.count(nan), t.index(nan), t.count(float("nan")))
# ---- nan_container_eq
nan = float("nan")
print([nan] == [nan], (nan,) == (nan,), {"a": nan} == {"a": nan}, [float("nan")] == [float("nan")], nan == nan)
# ---- nan_dict_lookup
nan = float("nan")
d = {nan: "x"}
print(d[nan], d.get(float("nan"), "missing"), len({nan, nan}))
# ---- nan_list_ne
nan = float("nan")
print([nan] != [nan], [nan, 1] < [nan, 2])
# ---- nan_index_missing
try:
    [float("nan")].index(float("nan"))
except ValueError as e:
    print(e)
# ---- nan_deque
from collections import deque
nan = float("nan")
d = deque([nan, 1])
print(d.count(nan), d.index(nan), nan in d)
d.remove(nan)
print(d)
# ---- nan_iter_sentinel
nan = float("nan")
vals = [1, nan, 2]
def nxt():
    return vals.pop(0)
print(list(iter(nxt, nan)))
# ---- identity_before_eq_counts_calls
xs = [[1], [2]]
inner = xs[1]
print(xs.index(inner), xs.count(inner), inner in xs)
# ---- sort_key_sees_empty
xs = [3, 1, 2]
def k(x):
    print(len(xs), xs)
    return x
xs.sort(key=k)
print(xs)
# ---- sort_modified_by_key
ys = [3, 1, 2]
def k2(x):
    ys.append(x)
    return x
try:
    ys.sort(key=k2)
except ValueError as e:
    print("VE", e)
print(ys)
# ---- sort_key_clears
zs = [2, 1]
def k3(x):
    zs.clear()
    return x
zs.sort(key=k3)
print(zs)
# ---- sort_key_raises_restores
ws = [3, 1, 2]
def k4(x):
    if x == 2:
        raise KeyError(x)
    return x
try:
    ws.sort(key=k4)
except KeyError as e:
    print("KE", e)
print(ws)
# ---- sort_compare_error_keeps_items
vs = [3, "a", 1]
try:
    vs.sort()
except TypeError as e:
    print(e)
print(sorted(vs, key=str), len(vs))
# ---- sort_key_inserts_then_removes
us = [2, 1]
def k5(x):
    us.insert(0, x)
    return x
try:
    us.sort(key=k5)
except ValueError as e:
    print(e)
print(us)
# ---- sort_key_extend
ts = [1, 2]
def k6(x):
    ts.extend([9])
    return -x
try:
    ts.sort(key=k6, reverse=True)
except ValueError as e:
    print(e)
print(ts)
# ---- sorted_key_sees_original
xs = [3, 1, 2]
def k(x):
    return (len(xs), x)
print(sorted(xs, key=k), xs)
# ---- sort_key_reads_other_list
a = [3, 1, 2]
b = [10, 20, 30]
a.sort(key=lambda x: b[x - 1])
print(a)
# ---- setattr_dict_refused
d = {}
try:
    setattr(d, "x", 1)
except AttributeError as e:
    print(e)
# ---- setattr_int
try:
    setattr(5, "real", 1)
except AttributeError as e:
    print(type(e).__name__)
# ---- setattr_bad_name
try:
    setattr([], 5, 1)
except TypeError as e:
    print(e)
# ---- delattr_list
try:
    delattr([], "append")
except AttributeError as e:
    print(type(e).__name__)
# ---- delattr_bad_name
try:
    delattr({}, None)
except TypeError as e:
    print(e)
# ---- setattr_arity
try:
    setattr({}, "a")
except TypeError as e:
    print(e)
# ---- delattr_arity
try:
    delattr({})
except TypeError as e:
    print(e)
# ---- getattr_setattr_names_shadowed
def setattr(a, b, c):
    return "own"
print(setattr(1, 2, 3))
# ---- del_builtin_at_module_level_is_a_name_error
try:
    del print
except NameError as e:
    print("caught", e)
del len
# ---- del_shadowing_global_shows_the_builtin_again
len = 5
print(len)
del len
print(len([1, 2]))
try:
    del len
except NameError as e:
    print(e)
# ---- del_builtin_in_function_is_unbound_local
def f():
    del abs
f()
# ---- del_builtin_through_global_statement
def g():
    global max
    del max
try:
    g()
except NameError as e:
    print(e)
def h():
    global print
    print = lambda *a: None
    del print
h()
print("builtin print again", max(1, 2))
