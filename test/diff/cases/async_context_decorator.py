# AsyncContextDecorator and @asynccontextmanager functions used as decorators of async functions:
# the decorated function is a coroutine function whose call runs as `async with cm: return await f()`.
import asyncio
from contextlib import AsyncContextDecorator, asynccontextmanager

class Span(AsyncContextDecorator):
    def __init__(self, name):
        self.name = name
    async def __aenter__(self):
        print("open", self.name)
        await fetch(q=self.name)
        return self
    async def __aexit__(self, typ, exc, tb):
        print("close", self.name, typ.__name__ if typ else None)
        return typ is ValueError

@Span("s")
async def work(x):
    r = await fetch(q=str(x))
    if x < 0:
        raise ValueError("negative")
    if x == 0:
        raise KeyError("zero")
    return r["text"]

@asynccontextmanager
async def guard(label):
    print("guard in", label)
    try:
        yield label
    except ZeroDivisionError:
        print("guard swallowed")
    finally:
        print("guard out", label)

@guard("g")
async def divide(a, b):
    await fetch(q="div")
    return a / b

async def main():
    print(await work(1))
    print(await work(-1))
    try:
        await work(0)
    except KeyError as e:
        print("key", e)
    c = work(2)
    print(type(c).__name__, asyncio.iscoroutine(c))
    print(await c)
    print(await divide(6, 3))
    print(await divide(1, 0))
    print(work.__name__, divide.__name__, asyncio.iscoroutinefunction(work), asyncio.iscoroutinefunction(divide))
    print(await asyncio.gather(work(1), work(2)))
    return "done"

result = await main()
