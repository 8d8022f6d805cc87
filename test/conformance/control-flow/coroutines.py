# Coroutines: calling an `async def` makes a coroutine object that runs nothing until it is
# awaited, gathered, passed to asyncio.run or made a task; a coroutine runs once; `await` of a
# non-awaitable raises; gather's coroutines start when the script next waits, in argument order,
# and their tool calls overlap, in CPython's order.
# ---- coroutine_object_shape
async def f():
    return 1
c = f()
print(type(c).__name__, c.__name__, c.__qualname__, repr(c).startswith("<coroutine object f at 0x"))
print(await c)
# ---- coroutine_qualname_nested
class C:
    async def m(self):
        return 2
def outer():
    async def inner():
        return 3
    return inner()
a = C().m()
b = outer()
print(a.__qualname__, b.__qualname__, repr(b).split(" at ")[0])
print(await a, await b)
# ---- never_awaited_runs_nothing
# tools: {"fetch": [{"args": {"n": 1}, "output": "one"}]}
async def f():
    print("body ran")
    return await fetch(n=1)
c = f()
print("made", type(c).__name__)
# ---- never_awaited_sync_body_runs_nothing
async def f():
    print("body ran")
    return 1
for _ in range(3):
    f()
print("done")
# ---- body_runs_at_await_not_call
async def f(x):
    print("running", x)
    return x * 2
c = f(21)
print("before await")
print(await c)
# ---- double_await_raises
async def foo():
    return 1
coro = foo()
print(await coro)
await coro
# ---- double_await_caught
# tools: {"fetch": [{"args": {"n": 1}, "output": "one"}]}
async def get():
    return (await fetch(n=1))["text"]
c = get()
print(await c)
try:
    await c
except RuntimeError as e:
    print(type(e).__name__, e)
# ---- await_after_close
async def f():
    print("never")
c = f()
print(c.close())
try:
    await c
except RuntimeError as e:
    print(e)
# ---- await_int_raises
await 123
# ---- await_non_awaitables_caught
for v in [None, "x", [1], {"a": 1}, 1.5, (1,)]:
    try:
        await v
    except TypeError as e:
        print(e)
# ---- await_name_of_tool_result_raises
# tools: {"fetch": [{"args": {"n": 1}, "output": "one"}]}
r = fetch(n=1)
try:
    await r
except TypeError as e:
    print(e)
print(r)
# ---- await_tool_call_stays_a_no_op
# tools: {"fetch": [{"args": {"n": 1}, "output": "one"}]}
def helper():
    return fetch(n=1)["text"]
print(await fetch(n=1), await helper())
# ---- argument_errors_raise_at_call
async def f(a, b):
    print("never")
try:
    f(1)
except TypeError as e:
    print(e)
try:
    f(1, 2, 3)
except TypeError as e:
    print(e)
try:
    f(1, c=2)
except TypeError as e:
    print(e)
# ---- defaults_and_kwargs_bound_at_call
async def f(a, *args, b=2, **kw):
    return (a, args, b, kw)
x = 10
c = f(x, 1, 2, b=x, z=3)
x = 99
print(await c)
# ---- coroutine_through_sync_helper
# tools: {"fetch": [{"args": {"n": 1}, "output": "one"}]}
async def get(n):
    return (await fetch(n=n))["text"]
def make(n):
    return get(n)
c = make(1)
print(type(c).__name__)
print(await c)
# ---- coroutine_in_containers
async def sq(x):
    return x * x
pending = {k: sq(k) for k in range(3)}
print(sorted(type(v).__name__ for v in pending.values()))
print({k: await v for k, v in pending.items()})
# ---- coroutine_method_and_bound_call
# tools: {"fetch": [{"args": {"n": 1}, "output": "one"}, {"args": {"n": 2}, "output": "two"}]}
class Client:
    def __init__(self, n):
        self.n = n
    async def get(self):
        return (await fetch(n=self.n))["text"]
m = Client(2).get
print(await Client(1).get(), await m())
# ---- coroutine_truthy_and_identity
async def f():
    return 0
c = f()
print(bool(c), c is c, c == c, isinstance(c, object))
print(await c)
# ---- gather_dedupes_same_coroutine
import asyncio
runs = []
async def dup():
    runs.append(1)
    return len(runs)
c = dup()
print(await asyncio.gather(c, c, c), runs)
# ---- gather_shared_across_gathers_raises
import asyncio
async def foo():
    return [1]
c = foo()
g1 = asyncio.gather(c)
g2 = asyncio.gather(c)
try:
    await asyncio.gather(g1, g2)
except RuntimeError as e:
    print(e)
# ---- gather_sequential_second_fails
import asyncio
async def foo():
    return 42
c = foo()
g1 = asyncio.gather(c)
g2 = asyncio.gather(c)
print(await g1)
try:
    await g2
except RuntimeError as e:
    print(e)
# ---- gather_after_direct_await_raises
import asyncio
async def foo():
    return 9
c = foo()
print(await c)
try:
    await asyncio.gather(c)
except RuntimeError as e:
    print(e)
# ---- gather_raises_at_await_not_call
import asyncio
async def boom():
    print("boom runs")
    raise ValueError("detonate")
g = asyncio.gather(boom())
print("gather made")
try:
    await g
except ValueError as e:
    print("caught", e)
# ---- gather_reawait_same_list
import asyncio
async def seven():
    return 7
g = asyncio.gather(seven(), seven())
a = await g
b = await g
print(a, a is b)
# ---- gather_reawait_failed_reraises
import asyncio
async def boom():
    raise KeyError("k")
g = asyncio.gather(boom())
for _ in range(2):
    try:
        await g
    except KeyError as e:
        print("again", e)
# ---- gather_starts_when_script_waits
import asyncio
async def a():
    print("a runs")
    return "a"
async def b():
    print("b runs")
    return "b"
g = asyncio.gather(a(), b())
print("between")
print(await g)
# ---- gather_interleaves_sleeps
import asyncio
async def w(name):
    print(name, 1)
    await asyncio.sleep(0)
    print(name, 2)
    return name
print(await asyncio.gather(w("a"), w("b")))
# ---- gather_non_awaitable_argument
import asyncio
try:
    await asyncio.gather(123)
except TypeError as e:
    print(e)
async def f():
    return 1
c = f()
try:
    await asyncio.gather(c, "x")
except TypeError as e:
    print(e)
print(await c)
# ---- gather_nested
import asyncio
async def one():
    return 1
inner = asyncio.gather(one(), one())
print(await asyncio.gather(inner, inner))
# ---- gather_return_exceptions_coroutines
import asyncio
async def ok():
    return "ok"
async def bad():
    raise ValueError("bad")
print(await asyncio.gather(ok(), bad(), ok(), return_exceptions=True))
# ---- gather_tool_calling_coroutines_overlap
# tools: {"fetch": [{"args": {"n": 1}, "output": "a1"}, {"args": {"n": 2}, "output": "a2"}, {"args": {"n": 3}, "output": "b1"}, {"args": {"n": 4}, "output": "b2"}]}
import asyncio
async def two(x, y):
    r1 = await fetch(n=x)
    r2 = await fetch(n=y)
    return r1["text"] + r2["text"]
print(await asyncio.gather(two(1, 2), two(3, 4)))
# ---- gather_direct_tool_call_before_coroutines
# tools: {"fetch": [{"args": {"n": 1}, "output": "c1"}, {"args": {"n": 2}, "output": "t2"}, {"args": {"n": 3}, "output": "c3"}]}
import asyncio
async def get(n):
    return (await fetch(n=n))["text"]
rs = await asyncio.gather(get(1), fetch(n=2), get(3))
print([r if isinstance(r, str) else r["text"] for r in rs])
# ---- gather_list_of_coroutines_built_earlier
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
import asyncio
async def get(n):
    print("start", n)
    return (await fetch(n=n))["text"]
coros = [get(i) for i in range(3)]
print("built", len(coros))
print(await asyncio.gather(*coros))
# ---- gather_map_of_coroutine_function
# tools: {"fetch": [{"args": {"n": 1}, "output": "one"}, {"args": {"n": 2}, "output": "two"}]}
import asyncio
async def get(n):
    return (await fetch(n=n))["text"]
print(await asyncio.gather(*map(get, [1, 2])))
# ---- gather_failure_other_calls_still_made
# tools: {"fetch": [{"args": {"n": 1}, "output": {"error": "down"}}, {"args": {"n": 2}, "output": "two"}]}
import asyncio
async def get(n):
    return (await fetch(n=n))["text"]
try:
    await asyncio.gather(get(1), get(2))
except ToolError as e:
    print("failed", e)
# ---- create_task_runs_once_shares_result
import asyncio
async def f():
    print("task runs")
    return 5
t = asyncio.create_task(f())
print("task made")
print(await t, await t)
# ---- create_task_of_used_coroutine
import asyncio
async def f():
    return 5
c = f()
print(await c)
t = asyncio.create_task(c)
try:
    await t
except RuntimeError as e:
    print(e)
# ---- create_task_non_coroutine
import asyncio
await asyncio.sleep(0)
try:
    asyncio.create_task(5)
except TypeError as e:
    print(e)
# ---- asyncio_run_main_with_tools
# tools: {"fetch": [{"args": {"n": 1}, "output": "one"}, {"args": {"n": 2}, "output": "two"}]}
import asyncio
async def main():
    rs = await asyncio.gather(fetch(n=1), fetch(n=2))
    return [r["text"] for r in rs]
print(asyncio.run(main()))
# ---- asyncio_run_non_coroutine
import asyncio
try:
    asyncio.run(5)
except ValueError as e:
    print(e)
# ---- asyncio_function_reprs
import asyncio
print(repr(asyncio.gather).startswith("<function gather at 0x"), type(asyncio.run).__name__)
# ---- async_with_coroutine_protocol
class CM:
    async def __aenter__(self):
        print("enter")
        return "value"
    async def __aexit__(self, typ, exc, tb):
        print("exit", typ.__name__ if typ else None)
        return True
async def main():
    async with CM() as v:
        print("body", v)
        raise ValueError("swallowed")
    print("after")
await main()
# ---- async_with_tools_in_protocol
# tools: {"fetch": [{"args": {"n": 1}, "output": "open"}, {"args": {"n": 2}, "output": "close"}]}
class Conn:
    async def __aenter__(self):
        return (await fetch(n=1))["text"]
    async def __aexit__(self, *exc):
        print((await fetch(n=2))["text"])
        return False
async with Conn() as c:
    print("using", c)
# ---- async_for_coroutine_anext
class Countdown:
    def __init__(self, n):
        self.n = n
    def __aiter__(self):
        return self
    async def __anext__(self):
        if self.n == 0:
            raise StopAsyncIteration
        self.n -= 1
        return self.n
async def main():
    return [x async for x in Countdown(3)]
print(await main())
# ---- async_decorator_wrapping_coroutine
import functools
def logged(fn):
    @functools.wraps(fn)
    async def wrapper(*args):
        print("calling", fn.__name__)
        return await fn(*args)
    return wrapper
@logged
async def add(a, b):
    return a + b
c = add(1, 2)
print("made", type(c).__name__)
print(await c)
# ---- sorted_key_coroutine_function
async def key(x):
    return -x
try:
    sorted([1, 2], key=key)
except TypeError as e:
    print(e)
# ---- coroutine_raising_at_await_line
# line: check
async def bad():
    raise ValueError("inner")
c = bad()
print("made")
await c
# ---- recursion_of_coroutines
async def depth(n):
    if n == 0:
        return 0
    return 1 + await depth(n - 1)
print(await depth(50))
