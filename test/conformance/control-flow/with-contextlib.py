# `with` over context managers found by attribute lookup: contextlib's objects here.
# ---- suppress_basic
from contextlib import suppress
with suppress(KeyError):
    {}["x"]
    print("not reached")
print("after")
# ---- suppress_not_matching
from contextlib import suppress
try:
    with suppress(KeyError):
        [][1]
except IndexError as e:
    print("escaped", e)
# ---- suppress_tuple_and_multiple
import contextlib
with contextlib.suppress(ValueError, (KeyError, IndexError)):
    [][0]
with contextlib.suppress((ValueError,)):
    int("x")
print("ok")
# ---- suppress_base_class
import contextlib
with contextlib.suppress(LookupError):
    {}["k"]
print("ok")
# ---- suppress_no_exception
import contextlib
with contextlib.suppress(Exception) as s:
    print("body", s)
print("done")
# ---- nullcontext_value
from contextlib import nullcontext
with nullcontext(42) as x:
    print(x)
with nullcontext() as y:
    print(y)
with nullcontext(enter_result="kw") as z:
    print(z)
# ---- nullcontext_exception_passes
from contextlib import nullcontext
try:
    with nullcontext():
        raise ValueError("through")
except ValueError as e:
    print(e)
# ---- multiple_items
from contextlib import nullcontext
with nullcontext(1) as a, nullcontext(2) as b:
    print(a + b)
# ---- tuple_target
from contextlib import nullcontext
with nullcontext((1, 2)) as (a, b):
    print(a, b)
# ---- list_and_subscript_target
from contextlib import nullcontext
d = {}
with nullcontext("v") as d["k"]:
    pass
print(d)
# ---- target_unpack_error_reaches_exit
from contextlib import suppress, nullcontext
with suppress(ValueError):
    with nullcontext((1, 2, 3)) as (a, b):
        print("no")
print("suppressed unpack error")
# ---- return_inside_with
from contextlib import contextmanager
def cm_gen():
    print("enter")
    yield "v"
    print("exit")
cm = contextmanager(cm_gen)
def f():
    with cm() as v:
        return v
print(f())
# ---- break_continue_inside_with
from contextlib import contextmanager
def tag(n):
    print("open", n)
    yield n
    print("close", n)
tag = contextmanager(tag)
for i in range(4):
    with tag(i):
        if i == 1:
            continue
        if i == 2:
            break
        print("body", i)
# ---- contextmanager_basic
from contextlib import contextmanager
def opened(name):
    print("open", name)
    try:
        yield name.upper()
    finally:
        print("close", name)
opened = contextmanager(opened)
with opened("a") as x:
    print("using", x)
# ---- contextmanager_exception_inside
from contextlib import contextmanager
def guard():
    try:
        yield
    except ValueError as e:
        print("handled", e)
guard = contextmanager(guard)
with guard():
    raise ValueError("bad")
print("continues")
# ---- contextmanager_exception_reraised
from contextlib import contextmanager
def guard():
    try:
        yield
    finally:
        print("cleanup")
guard = contextmanager(guard)
try:
    with guard():
        raise KeyError("k")
except KeyError as e:
    print("outer", e)
# ---- contextmanager_exception_not_caught_type
from contextlib import contextmanager
def guard():
    try:
        yield
    except ValueError:
        print("no")
guard = contextmanager(guard)
try:
    with guard():
        1 / 0
except ZeroDivisionError as e:
    print("escaped", e)
# ---- contextmanager_converts_exception
from contextlib import contextmanager
def convert():
    try:
        yield
    except KeyError as e:
        raise ValueError("converted") from e
convert = contextmanager(convert)
try:
    with convert():
        {}["missing"]
except ValueError as e:
    print(e)
# ---- contextmanager_didnt_yield
from contextlib import contextmanager
def empty():
    return
    yield
empty = contextmanager(empty)
try:
    with empty():
        pass
except RuntimeError as e:
    print(e)
# ---- contextmanager_didnt_stop
from contextlib import contextmanager
def twice():
    yield 1
    yield 2
twice = contextmanager(twice)
try:
    with twice():
        pass
except RuntimeError as e:
    print(e)
# ---- contextmanager_didnt_stop_after_throw
from contextlib import contextmanager
def stubborn():
    try:
        yield 1
    except ValueError:
        yield 2
stubborn = contextmanager(stubborn)
try:
    with stubborn():
        raise ValueError
except RuntimeError as e:
    print(e)
# ---- contextmanager_args_kwargs
from contextlib import contextmanager
def tagged(name, *, sep="-"):
    yield name + sep + name
tagged = contextmanager(tagged)
with tagged("a", sep="+") as t:
    print(t)
# ---- contextmanager_reuse_each_call
from contextlib import contextmanager
def counter():
    yield 1
counter = contextmanager(counter)
with counter() as a:
    pass
with counter() as b:
    pass
print(a, b)
# ---- contextmanager_nested_order
from contextlib import contextmanager
def level(n):
    print("enter", n)
    yield n
    print("exit", n)
level = contextmanager(level)
with level(1) as a, level(2) as b:
    print("body", a, b)
# ---- contextmanager_suppress_by_return
from contextlib import contextmanager
def swallow():
    try:
        yield
    except Exception:
        return
swallow = contextmanager(swallow)
with swallow():
    raise RuntimeError("gone")
print("swallowed")
# ---- contextmanager_stop_iteration_in_body
from contextlib import contextmanager
def cm():
    yield
cm = contextmanager(cm)
try:
    with cm():
        raise StopIteration("stop")
except StopIteration as e:
    print("StopIteration passes", e)
# ---- closing_calls_close
from contextlib import contextmanager, closing
def gen():
    try:
        yield 1
        yield 2
    finally:
        print("gen closed")
with closing(gen()) as g:
    print(next(g))
print("after")
# ---- exitstack_lifo
from contextlib import ExitStack, contextmanager
def res(n):
    print("acquire", n)
    yield n
    print("release", n)
res = contextmanager(res)
with ExitStack() as stack:
    xs = [stack.enter_context(res(i)) for i in range(3)]
    print(xs)
# ---- exitstack_callback
from contextlib import ExitStack
with ExitStack() as stack:
    stack.callback(print, "first registered")
    stack.callback(print, "second", "registered", sep="|")
    print("body")
# ---- exitstack_close
from contextlib import ExitStack
stack = ExitStack()
stack.callback(print, "closed")
print("before close")
stack.close()
stack.close()
print("after close")
# ---- exitstack_pop_all
from contextlib import ExitStack
with ExitStack() as stack:
    stack.callback(print, "moved")
    later = stack.pop_all()
print("stack exited")
later.close()
# ---- exitstack_exception_passes_through
from contextlib import ExitStack, contextmanager
def res(n):
    try:
        yield n
    finally:
        print("release", n)
res = contextmanager(res)
try:
    with ExitStack() as stack:
        stack.enter_context(res(1))
        stack.enter_context(res(2))
        raise ValueError("boom")
except ValueError as e:
    print("caught", e)
# ---- exitstack_suppress_inside
from contextlib import ExitStack, suppress
with ExitStack() as stack:
    stack.enter_context(suppress(KeyError))
    {}["k"]
print("suppressed by inner")
# ---- exitstack_push_exit
from contextlib import ExitStack
def exit_fn(t, v, tb):
    print("exit saw", t.__name__ if t else None)
    return True
with ExitStack() as stack:
    stack.push(exit_fn)
    raise IndexError
print("after")
# ---- exitstack_callback_raises
from contextlib import ExitStack
def bad():
    raise KeyError("cb")
try:
    with ExitStack() as stack:
        stack.callback(bad)
        stack.callback(print, "runs first")
except KeyError as e:
    print("raised", e)
# ---- exitstack_enter_context_bad
from contextlib import ExitStack
try:
    with ExitStack() as stack:
        stack.enter_context(5)
except TypeError as e:
    print(e)
# ---- exitstack_callback_returns_fn
from contextlib import ExitStack
with ExitStack() as stack:
    f = stack.callback(len, "x")
print(f is len)
# ---- with_not_context_manager
try:
    with 5:
        pass
except TypeError as e:
    print(e)
# ---- with_list_not_cm
try:
    with [1, 2] as xs:
        pass
except TypeError as e:
    print(e)
# ---- with_manager_expr_error
def boom():
    raise ValueError("in expr")
try:
    with boom():
        print("no")
except ValueError as e:
    print(e)
# ---- with_in_generator
from contextlib import contextmanager
def res():
    print("open")
    yield
    print("close")
res = contextmanager(res)
def gen():
    with res():
        yield 1
        yield 2
print(list(gen()))
# ---- with_in_generator_closed_early
from contextlib import contextmanager
def res():
    try:
        yield
    finally:
        print("released")
res = contextmanager(res)
def gen():
    with res():
        yield 1
        yield 2
g = gen()
print(next(g))
g.close()
print("closed")
# ---- with_exception_uncaught
from contextlib import nullcontext
with nullcontext():
    raise ValueError("final")
# ---- with_nested_statements
from contextlib import suppress
total = 0
for i in range(5):
    with suppress(ZeroDivisionError):
        total += 10 // (i - 2)
print(total)
# ---- with_return_value_of_finally_order
from contextlib import contextmanager
def cm():
    try:
        yield
    finally:
        print("exit")
cm = contextmanager(cm)
def f():
    try:
        with cm():
            return "body"
    finally:
        print("outer finally")
print(f())
# ---- with_while_loop_break
from contextlib import contextmanager
def cm(n):
    yield
    print("exit", n)
cm = contextmanager(cm)
n = 0
while True:
    with cm(n):
        n += 1
        if n == 2:
            break
print(n)
# ---- with_exit_raises_replaces
from contextlib import contextmanager
def cm():
    try:
        yield
    except ValueError:
        raise TypeError("from exit")
cm = contextmanager(cm)
try:
    with cm():
        raise ValueError("body")
except TypeError as e:
    print(e)
# ---- with_reraise_in_body_handler
from contextlib import suppress
try:
    with suppress(KeyError):
        try:
            raise ValueError("inner")
        except ValueError:
            raise
except ValueError as e:
    print("escaped", e)
