# contextlib.AsyncExitStack as agent code uses it to hold several connections open: async
# context managers entered in a loop, async and plain callbacks, LIFO unwinding, suppression,
# pop_all and aclose, and CPython's errors for a manager without the async protocol.
import asyncio
from contextlib import AsyncExitStack, asynccontextmanager


@asynccontextmanager
async def session(name):
    info = await connect(name=name)
    print("open", name, info["id"])
    try:
        yield info["id"]
    finally:
        await disconnect(name=name)
        print("close", name)


class Lease:
    def __init__(self, name):
        self.name = name

    async def __aenter__(self):
        print("lease", self.name)
        return self

    async def __aexit__(self, typ, exc, tb):
        print("release", self.name, typ.__name__ if typ else None)
        return typ is KeyError


async def note(msg):
    await asyncio.sleep(0)
    print("note", msg)


async def main():
    async with AsyncExitStack() as stack:
        ids = [await stack.enter_async_context(session(n)) for n in ["db", "cache"]]
        stack.push_async_callback(note, "first pushed")
        stack.callback(print, "plain callback")
        print("ids", ids)
    async with AsyncExitStack() as stack:
        await stack.enter_async_context(Lease("a"))
        raise KeyError("suppressed by the lease")
    print("after suppression")
    try:
        async with AsyncExitStack() as stack:
            await stack.enter_async_context(Lease("b"))
            raise ValueError("kept")
    except ValueError as e:
        print("caught", e)
    stack = AsyncExitStack()
    await stack.enter_async_context(session("db"))
    moved = stack.pop_all()
    await stack.aclose()
    print("nothing closed yet")
    await moved.aclose()
    try:
        await AsyncExitStack().enter_async_context(open_file := object())
    except TypeError as e:
        print("TypeError:", e)
    print(type(open_file).__name__)


asyncio.run(main())
