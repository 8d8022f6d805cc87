# Async generators (`async def` that yields), `async for`, async comprehensions and async
# generator expressions, `aiter`/`anext`, `asend`/`athrow`/`aclose`, user classes with
# `__aiter__`/`__anext__`, and contextlib's `asynccontextmanager`/`aclosing` under `async with`;
# tool calls inside them happen lazily, in CPython's order.
# ---- pages_async_for
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
import asyncio
async def pages():
    for i in range(3):
        r = await fetch(n=i)
        yield r["text"]
async def main():
    async for p in pages():
        print("got", p)
asyncio.run(main())
# ---- pages_break_stops_calls
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
import asyncio
async def pages():
    for i in range(3):
        print("asking", i)
        r = await fetch(n=i)
        yield r["text"]
async def main():
    async for p in pages():
        print("got", p)
        if p == "p1":
            break
    else:
        print("not reached")
    print("after")
asyncio.run(main())
# ---- for_else_runs
import asyncio
async def count(n):
    for i in range(n):
        yield i
async def main():
    async for i in count(2):
        print(i)
    else:
        print("else")
asyncio.run(main())
# ---- top_level_async_for
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}]}
async def pages(k):
    for i in range(k):
        yield (await fetch(n=i))["text"]
out = []
async for p in pages(2):
    out.append(p)
out
# ---- tool_without_await
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}]}
import asyncio
async def pages():
    for i in range(2):
        yield fetch(n=i)["text"]
async def main():
    return [p async for p in pages()]
asyncio.run(main())
# ---- list_comprehension
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
import asyncio
async def pages():
    for i in range(3):
        yield (await fetch(n=i))["text"]
async def main():
    xs = [p.upper() async for p in pages() if p != "p1"]
    d = {p: len(p) async for p in pages()}
    s = {p[0] async for p in pages()}
    print(xs, d, s)
asyncio.run(main())
# ---- comprehension_nested_sync_inner
import asyncio
async def rows():
    yield [1, 2]
    yield [3]
async def main():
    print([x * 10 async for row in rows() for x in row])
    print([(a, b) for a in "xy" async for b in rows()])
asyncio.run(main())
# ---- comprehension_await_inside
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}]}
import asyncio
async def ids():
    yield 0
    yield 1
async def main():
    return [(await fetch(n=i))["text"] async for i in ids()]
asyncio.run(main())
# ---- async_genexp_object
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}]}
import asyncio
async def pages():
    for i in range(2):
        print("fetching", i)
        yield (await fetch(n=i))["text"]
async def main():
    g = (p + "!" async for p in pages())
    print(type(g).__name__)
    print("made")
    print(await anext(g))
    async for x in g:
        print(x)
asyncio.run(main())
# ---- async_genexp_not_iterable
import asyncio
async def one():
    yield 1
async def main():
    g = (x async for x in one())
    try:
        list(g)
    except TypeError as e:
        print(e)
    try:
        print(sum(g))
    except TypeError as e:
        print(e)
asyncio.run(main())
# ---- anext_and_dunder
import asyncio
async def ab():
    yield "a"
    yield "b"
async def main():
    g = ab()
    print(await g.__anext__(), await anext(g))
    try:
        await g.__anext__()
    except StopAsyncIteration as e:
        print("stop", repr(e), e.args)
    print(await anext(g, "default"))
    print(aiter(g) is g, g.__aiter__() is g)
asyncio.run(main())
# ---- names_and_repr_shape
import asyncio
async def agen():
    yield 1
class K:
    async def meth(self):
        yield 2
g = agen()
print(type(g).__name__, g.__name__, g.__qualname__, g.ag_running)
h = K().meth()
print(h.__name__, h.__qualname__, repr(h).startswith("<async_generator object K.meth at 0x"))
# ---- asend_values
import asyncio
async def echo():
    got = None
    while True:
        got = yield f"got {got}"
        if got == "stop":
            return
async def main():
    g = echo()
    print(await g.asend(None))
    print(await g.asend(1))
    print(await g.asend("x"))
    try:
        await g.asend("stop")
    except StopAsyncIteration:
        print("stopped")
asyncio.run(main())
# ---- asend_non_none_first
import asyncio
async def echo():
    yield 1
async def main():
    g = echo()
    try:
        await g.asend(5)
    except TypeError as e:
        print(e)
    print(await anext(g))
asyncio.run(main())
# ---- athrow_caught_and_uncaught
import asyncio
async def g():
    while True:
        try:
            yield "ready"
        except ValueError as e:
            print("handled", e)
async def h():
    yield 1
    yield 2
async def main():
    a = g()
    print(await anext(a))
    print(await a.athrow(ValueError("bad")))
    b = h()
    print(await anext(b))
    try:
        await b.athrow(KeyError("k"))
    except KeyError as e:
        print("propagated", repr(e))
    print(await anext(b, "finished"))
asyncio.run(main())
# ---- aclose_runs_finally
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 9}, "output": "cleanup"}]}
import asyncio
async def g():
    try:
        yield (await fetch(n=0))["text"]
        yield "never"
    finally:
        print((await fetch(n=9))["text"])
async def main():
    a = g()
    print(await anext(a))
    print(await a.aclose())
    print(await a.aclose())
    print(await anext(a, "closed"))
asyncio.run(main())
# ---- aclose_ignored_generatorexit
import asyncio
async def g():
    try:
        yield 1
    except GeneratorExit:
        yield 2
async def main():
    a = g()
    await anext(a)
    try:
        await a.aclose()
    except RuntimeError as e:
        print(e)
asyncio.run(main())
# ---- aclose_unstarted
import asyncio
async def g():
    print("never runs")
    yield 1
async def main():
    a = g()
    await a.aclose()
    print(await anext(a, "empty"))
asyncio.run(main())
# ---- stopiteration_inside
import asyncio
async def g():
    yield 1
    raise StopIteration("x")
async def main():
    try:
        async for x in g():
            print(x)
    except RuntimeError as e:
        print(type(e).__name__, e, type(e.__cause__).__name__)
asyncio.run(main())
# ---- stopasynciteration_inside
import asyncio
async def g():
    raise StopAsyncIteration
    yield 1
async def main():
    try:
        await anext(g())
    except RuntimeError as e:
        print(e)
asyncio.run(main())
# ---- exception_from_body_propagates
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}]}
import asyncio
async def g():
    yield (await fetch(n=0))["text"]
    raise ValueError("page broke")
async def main():
    got = []
    try:
        async for x in g():
            got.append(x)
    except ValueError as e:
        print("error", e, got)
asyncio.run(main())
# ---- uncaught_in_async_for
# tools: {"fetch": [{"args": {"n": 0}, "output": {"error": "down"}}]}
import asyncio
async def g():
    yield (await fetch(n=0))["text"]
async def main():
    async for x in g():
        print(x)
asyncio.run(main())
# ---- tool_error_caught_in_generator
# tools: {"fetch": [{"args": {"n": 0}, "output": {"error": "down"}}, {"args": {"n": 1}, "output": "p1"}]}
import asyncio
async def g():
    for i in range(2):
        try:
            yield (await fetch(n=i))["text"]
        except ToolError as e:
            yield f"failed: {e}"
async def main():
    return [x async for x in g()]
asyncio.run(main())
# ---- user_async_iterator_class
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}]}
import asyncio
class Pager:
    def __init__(self, n):
        self.i = 0
        self.n = n
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        r = await fetch(n=self.i)
        self.i += 1
        return r["text"]
async def main():
    async for p in Pager(2):
        print(p)
    print([p async for p in Pager(1)])
asyncio.run(main())
# ---- user_async_iterator_no_await
import asyncio
class Count:
    def __init__(self):
        self.i = 0
    def __aiter__(self):
        return self
    async def __anext__(self):
        self.i += 1
        if self.i > 3:
            raise StopAsyncIteration
        return self.i
async def main():
    async for i in Count():
        print(i)
asyncio.run(main())
# ---- aiter_returning_async_gen
import asyncio
class Box:
    def __init__(self, xs):
        self.xs = xs
    async def __aiter__(self):
        for x in self.xs:
            yield x
async def main():
    async for x in Box([1, 2]):
        print(x)
asyncio.run(main())
# ---- async_for_errors
import asyncio
class NoNext:
    def __aiter__(self):
        return 5
async def main():
    try:
        async for x in [1, 2]:
            pass
    except TypeError as e:
        print(e)
    try:
        async for x in NoNext():
            pass
    except TypeError as e:
        print(e)
    try:
        [x async for x in 5]
    except TypeError as e:
        print(e)
    try:
        aiter(3)
    except TypeError as e:
        print(e)
    try:
        anext([1])
    except TypeError as e:
        print(e)
asyncio.run(main())
# ---- sync_for_over_async_gen
import asyncio
async def g():
    yield 1
try:
    for x in g():
        pass
except TypeError as e:
    print(e)
# ---- async_for_unpacking_target
import asyncio
async def pairs():
    yield 1, "a"
    yield 2, "b"
async def main():
    async for n, (c, *rest) in pairs():
        print(n, c, rest)
asyncio.run(main())
# ---- nested_async_generators
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
import asyncio
async def pages():
    for i in range(3):
        print("page", i)
        yield (await fetch(n=i))["text"]
async def upper(src):
    async for p in src:
        print("upper", p)
        yield p.upper()
async def main():
    async for x in upper(pages()):
        print("main", x)
        if x == "P1":
            break
asyncio.run(main())
# ---- gather_async_gens
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}]}
import asyncio
async def one(i):
    async def g():
        yield (await fetch(n=i))["text"]
    return [x async for x in g()]
async def main():
    return await asyncio.gather(one(0), one(1))
asyncio.run(main())
# ---- async_gen_with_async_with_inside
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}]}
import asyncio
class Conn:
    async def __aenter__(self):
        print("enter")
        return self
    async def __aexit__(self, *exc):
        print("exit", exc[0])
        return False
async def g():
    async with Conn():
        for i in range(2):
            yield (await fetch(n=i))["text"]
async def main():
    async for x in g():
        print(x)
asyncio.run(main())
# ---- asynccontextmanager_basic
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}]}
import asyncio
from contextlib import asynccontextmanager
@asynccontextmanager
async def session(name):
    r = await fetch(n=0)
    print("open", name, r["text"])
    try:
        yield name.upper()
    finally:
        await fetch(n=1)
        print("close", name)
async def main():
    async with session("a") as s:
        print("body", s)
    print(type(session("x")).__name__)
asyncio.run(main())
# ---- asynccontextmanager_suppresses
import asyncio
import contextlib
@contextlib.asynccontextmanager
async def catching():
    try:
        yield
    except KeyError as e:
        print("caught", repr(e))
async def main():
    async with catching():
        raise KeyError("k")
    print("after")
    try:
        async with catching():
            raise ValueError("v")
    except ValueError as e:
        print("outer", e)
asyncio.run(main())
# ---- asynccontextmanager_errors
import asyncio
from contextlib import asynccontextmanager
@asynccontextmanager
async def no_yield():
    if False:
        yield
@asynccontextmanager
async def two_yields():
    yield 1
    yield 2
@asynccontextmanager
async def keeps_going():
    try:
        yield
    except ValueError:
        yield
async def main():
    try:
        async with no_yield():
            pass
    except RuntimeError as e:
        print(e)
    try:
        async with two_yields():
            pass
    except RuntimeError as e:
        print(e)
    try:
        async with keeps_going():
            raise ValueError
    except RuntimeError as e:
        print(e)
asyncio.run(main())
# ---- asynccontextmanager_return_in_body
# tools: {"fetch": [{"args": {"n": 1}, "output": "done"}]}
import asyncio
from contextlib import asynccontextmanager
@asynccontextmanager
async def cm():
    print("in")
    yield 5
    print("out", (await fetch(n=1))["text"])
async def f():
    async with cm() as v:
        return v * 2
asyncio.run(f())
# ---- asynccontextmanager_uncaught
# tools: {"fetch": [{"args": {"n": 0}, "output": {"error": "cannot open"}}]}
import asyncio
from contextlib import asynccontextmanager
@asynccontextmanager
async def cm():
    yield (await fetch(n=0))["text"]
async def main():
    async with cm() as v:
        print(v)
asyncio.run(main())
# ---- aclosing_closes_early
import asyncio
from contextlib import aclosing
async def g():
    try:
        yield 1
        yield 2
    finally:
        print("finally")
async def main():
    async with aclosing(g()) as a:
        async for x in a:
            print(x)
            break
    print("after")
asyncio.run(main())
# ---- async_gen_method_and_property
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}]}
import asyncio
class Source:
    def __init__(self, k):
        self.k = k
    async def items(self):
        for i in range(self.k):
            yield (await fetch(n=i))["text"]
async def main():
    src = Source(2)
    out = []
    async for x in src.items():
        out.append(x)
    return out
asyncio.run(main())
# ---- async_gen_decorated
import asyncio
import functools
def logged(f):
    @functools.wraps(f)
    def wrapper(*a):
        print("call", f.__name__)
        return f(*a)
    return wrapper
@logged
async def nums(n):
    for i in range(n):
        yield i
async def main():
    return [i async for i in nums(3)]
asyncio.run(main())
