# `with` bodies and context managers that call tools: calls in CPython's order, none extra.
# ---- body_calls_tool
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}]}
from contextlib import nullcontext
with nullcontext("ctx") as c:
    r = fetch(url="a")
    print(c, r["text"])
# ---- contextmanager_generator_calls_tools
# tools: {"lock": [{"args": {"name": "x"}, "output": "locked"}], "unlock": [{"args": {"name": "x"}, "output": "unlocked"}], "work": [{"args": {}, "output": "done"}]}
from contextlib import contextmanager
def held(name):
    print(lock(name=name)["text"])
    try:
        yield name
    finally:
        print(unlock(name=name)["text"])
held = contextmanager(held)
with held("x") as n:
    print(work()["text"], n)
# ---- contextmanager_tool_error_in_body
# tools: {"lock": [{"args": {}, "output": "locked"}], "unlock": [{"args": {}, "output": "unlocked"}], "work": [{"args": {}, "output": {"error": "failed"}}]}
from contextlib import contextmanager
def held():
    lock()
    try:
        yield
    finally:
        unlock()
held = contextmanager(held)
try:
    with held():
        work()
        print("not reached")
except ToolError as e:
    print("error", e)
# ---- suppress_tool_error
# tools: {"fetch": [{"args": {"url": "a"}, "output": {"error": "down"}}, {"args": {"url": "b"}, "output": "B"}]}
from contextlib import suppress
for u in "ab":
    with suppress(ToolError):
        print(fetch(url=u)["text"])
# ---- exitstack_tool_callbacks
# tools: {"release": [{"args": {"id": 2}, "output": "r2"}, {"args": {"id": 1}, "output": "r1"}]}
from contextlib import ExitStack
def rel(i):
    print(release(id=i)["text"])
with ExitStack() as stack:
    for i in [1, 2]:
        stack.callback(rel, i)
    print("body")
# ---- with_in_function_tool
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
from contextlib import suppress
def get(u):
    with suppress(KeyError):
        return fetch(url=u)["text"]
print(get("a"), get("b"))
# ---- contextmanager_tool_in_function
# tools: {"begin": [{"args": {}, "output": "tx"}], "commit": [{"args": {"tx": "tx"}, "output": "ok"}], "rollback": [{"args": {"tx": "tx"}, "output": "rb"}]}
from contextlib import contextmanager
def transaction():
    tx = begin()["text"]
    try:
        yield tx
    except Exception:
        rollback(tx=tx)
        raise
    else:
        commit(tx=tx)
transaction = contextmanager(transaction)
def run():
    with transaction() as tx:
        return tx
print(run())
# ---- contextmanager_tool_rollback
# tools: {"begin": [{"args": {}, "output": "tx"}], "commit": [{"args": {"tx": "tx"}, "output": "ok"}], "rollback": [{"args": {"tx": "tx"}, "output": "rb"}]}
from contextlib import contextmanager
def transaction():
    tx = begin()["text"]
    try:
        yield tx
    except Exception:
        rollback(tx=tx)
        raise
    else:
        commit(tx=tx)
transaction = contextmanager(transaction)
try:
    with transaction() as tx:
        raise ValueError("abort " + tx)
except ValueError as e:
    print(e)
# ---- break_out_of_with_in_tool_loop
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "stop"}, {"args": {"url": "c"}, "output": "C"}]}
from contextlib import contextmanager
def step(u):
    yield u
    print("left", u)
step = contextmanager(step)
for u in "abc":
    with step(u):
        if fetch(url=u)["text"] == "stop":
            break
# ---- async_with_nullcontext
import asyncio
from contextlib import nullcontext
async def main():
    async with nullcontext("v") as v:
        print("inside", v)
    return v
print(asyncio.run(main()))
# ---- async_with_exception_passes
import asyncio
from contextlib import nullcontext
async def main():
    try:
        async with nullcontext():
            raise KeyError("k")
    except KeyError as e:
        print("caught", e)
asyncio.run(main())
# ---- async_with_tool_in_body
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}]}
import asyncio
from contextlib import nullcontext
async def main():
    async with nullcontext() as n, nullcontext(2) as m:
        return fetch(url="a")["text"], n, m
print(asyncio.run(main()))
# ---- async_with_not_async_cm
import asyncio
from contextlib import suppress
async def main():
    try:
        async with suppress(KeyError):
            pass
    except TypeError as e:
        print(e)
asyncio.run(main())
