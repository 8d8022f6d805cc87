# send, throw, close, yield from delegation (send/throw/close pass through, the return value).
# ---- send_accumulator
def acc():
    total = 0
    while True:
        x = yield total
        total += x
g = acc()
print(next(g), g.send(1), g.send(10), g.send(100))
# ---- send_none_first
def gen():
    x = yield 1
    yield x
g = gen()
print(g.send(None), g.send("v"))
# ---- send_non_none_first
def gen():
    yield 1
try:
    gen().send(5)
except TypeError as e:
    print(e)
# ---- send_after_exhaust
def gen():
    yield 1
g = gen()
next(g)
try:
    g.send(1)
except StopIteration as e:
    print("stop", e.value)
try:
    g.send(1)
except StopIteration as e:
    print("stop again", e.value)
# ---- send_return_value
def gen():
    x = yield
    return x * 2
g = gen()
next(g)
try:
    g.send(21)
except StopIteration as e:
    print(e.value)
# ---- send_no_argument
def gen():
    yield 1
try:
    gen().send()
except TypeError as e:
    print(type(e).__name__)
# ---- throw_caught_inside
def gen():
    while True:
        try:
            yield "ok"
        except ValueError as e:
            print("caught", e)
g = gen()
next(g)
print(g.throw(ValueError("bad")))
print(g.throw(ValueError, "worse"))
# ---- throw_class_only
def gen():
    try:
        yield 1
    except KeyError as e:
        yield repr(e)
g = gen()
next(g)
print(g.throw(KeyError))
# ---- throw_uncaught_propagates
def gen():
    yield 1
    yield 2
g = gen()
next(g)
try:
    g.throw(RuntimeError("x"))
except RuntimeError as e:
    print("out", e)
print(next(g, "closed"))
# ---- throw_before_start
def gen():
    print("never")
    yield 1
g = gen()
try:
    g.throw(ValueError("early"))
except ValueError as e:
    print("raised", e)
print(list(g))
# ---- throw_after_exhaust
def gen():
    yield 1
g = gen()
list(g)
try:
    g.throw(TypeError("late"))
except TypeError as e:
    print("raised", e)
# ---- throw_not_exception
def gen():
    yield 1
g = gen()
try:
    g.throw(5)
except TypeError as e:
    print(e)
# ---- throw_instance_with_value
def gen():
    yield 1
g = gen()
try:
    g.throw(ValueError("a"), "b")
except TypeError as e:
    print(e)
# ---- throw_returns_stop
def gen():
    try:
        yield 1
    except ValueError:
        return "handled"
g = gen()
next(g)
try:
    g.throw(ValueError)
except StopIteration as e:
    print("stop", e.value)
# ---- throw_finally_runs
def gen():
    try:
        yield 1
    finally:
        print("finally")
g = gen()
next(g)
try:
    g.throw(IndexError("i"))
except IndexError as e:
    print("got", e)
# ---- close_runs_finally
def gen():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
g = gen()
print(next(g))
print(g.close())
print(next(g, "done"))
# ---- close_unstarted
def gen():
    try:
        yield 1
    finally:
        print("never")
g = gen()
g.close()
print(list(g))
# ---- close_twice
def gen():
    try:
        yield 1
    finally:
        print("once")
g = gen()
next(g)
g.close()
g.close()
print("ok")
# ---- close_catches_generator_exit
def gen():
    try:
        yield 1
    except GeneratorExit:
        print("exit seen")
        raise
g = gen()
next(g)
g.close()
# ---- close_ignored
def gen():
    try:
        yield 1
    except GeneratorExit:
        print("ignoring")
    yield 2
g = gen()
next(g)
try:
    g.close()
except RuntimeError as e:
    print(e)
# ---- close_return_in_handler
def gen():
    try:
        yield 1
    except GeneratorExit:
        return "bye"
g = gen()
next(g)
print(g.close())
# ---- close_raises_other
def gen():
    try:
        yield 1
    except GeneratorExit:
        raise ValueError("in close")
g = gen()
next(g)
try:
    g.close()
except ValueError as e:
    print(e)
# ---- close_exhausted
def gen():
    yield 1
g = gen()
list(g)
print(g.close())
# ---- generator_exit_not_exception
def gen():
    try:
        yield 1
    except Exception:
        print("not here")
    finally:
        print("fin")
g = gen()
next(g)
g.close()
print(isinstance(GeneratorExit(), Exception), isinstance(GeneratorExit(), BaseException))
# ---- yield_from_list
def gen():
    yield from [1, 2]
    yield from "ab"
    yield from range(2)
print(list(gen()))
# ---- yield_from_return_value
def inner():
    yield 1
    return "inner-done"
def outer():
    r = yield from inner()
    yield r
print(list(outer()))
# ---- yield_from_no_return
def inner():
    yield 1
def outer():
    r = yield from inner()
    yield r
print(list(outer()))
# ---- yield_from_send_passes
def inner():
    x = yield "first"
    print("inner got", x)
    y = yield "second"
    return x + y
def outer():
    r = yield from inner()
    print("result", r)
    yield "after"
g = outer()
print(next(g))
print(g.send(1))
print(g.send(2))
# ---- yield_from_throw_passes
def inner():
    try:
        yield 1
    except ValueError as e:
        print("inner caught", e)
        yield "recovered"
def outer():
    yield from inner()
    yield "outer-next"
g = outer()
next(g)
print(g.throw(ValueError("x")))
print(next(g))
# ---- yield_from_throw_uncaught_inner
def inner():
    yield 1
def outer():
    try:
        yield from inner()
    except KeyError as e:
        yield "outer caught " + str(e)
g = outer()
next(g)
print(g.throw(KeyError("k")))
# ---- yield_from_close_closes_inner
def inner():
    try:
        yield 1
    finally:
        print("inner closed")
def outer():
    try:
        yield from inner()
    finally:
        print("outer closed")
g = outer()
next(g)
g.close()
# ---- yield_from_not_iterable
def gen():
    yield from 5
try:
    list(gen())
except TypeError as e:
    print(e)
# ---- yield_from_send_to_list_iterator
def gen():
    yield from [1, 2]
g = gen()
next(g)
try:
    g.send(5)
except AttributeError as e:
    print(e)
# ---- yield_from_nested_three
def a():
    yield 1
    return "a"
def b():
    r = yield from a()
    yield r
    return "b"
def c():
    r = yield from b()
    yield r
print(list(c()))
# ---- yield_from_generator_expression
def gen():
    yield from (x * x for x in range(4))
print(list(gen()))
# ---- yield_from_iterator_shared
def gen(it):
    yield from it
it = iter([1, 2, 3, 4])
g = gen(it)
print(next(g), next(it), next(g))
# ---- yield_from_stop_in_inner_pep479
def inner():
    yield 1
    raise StopIteration
def outer():
    yield from inner()
try:
    list(outer())
except RuntimeError as e:
    print(e)
# ---- yield_from_exception_inner
def inner():
    yield 1
    raise ValueError("inner")
def outer():
    try:
        yield from inner()
    except ValueError as e:
        yield "outer saw " + str(e)
print(list(outer()))
# ---- yield_from_dict
def gen():
    yield from {"a": 1, "b": 2}
print(list(gen()))
# ---- send_through_two_levels
def inner():
    total = 0
    while True:
        v = yield total
        if v is None:
            return total
        total += v
def outer():
    r = yield from inner()
    yield "total=" + str(r)
g = outer()
next(g)
g.send(5)
g.send(6)
print(next(g))
# ---- coroutine_style_pipeline
def printer():
    while True:
        line = yield
        print("line:", line)
def upper(target):
    while True:
        s = yield
        target.send(s.upper())
p = printer()
next(p)
u = upper(p)
next(u)
u.send("hello")
u.send("world")
# ---- already_executing_send
def gen():
    x = yield 1
    g.send(x)
g = gen()
next(g)
try:
    g.send(2)
except ValueError as e:
    print(e)
# ---- genexp_close
g = (x for x in range(3))
print(next(g))
g.close()
print(list(g))
# ---- genexp_send_none
g = (x * 2 for x in range(3))
print(g.send(None), next(g))
# ---- genexp_throw
g = (x for x in range(3))
next(g)
try:
    g.throw(KeyError("k"))
except KeyError as e:
    print("raised", e)
print(list(g))
# ---- genexp_repr
g = (x for x in [])
print(repr(g).split(" at ")[0])
def f():
    return (y for y in [])
print(repr(f()).split(" at ")[0])
