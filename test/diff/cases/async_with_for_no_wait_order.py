# Gathered tasks whose `async with` (an `async def __aenter__`/`__aexit__` that never waits) and
# `async for` over a class's `async def __anext__` that never waits run on without a turn of the
# event loop, as CPython's do: each task's steps stay together.
import asyncio

log = []

async def noop():
    return 1

class CM:
    async def __aenter__(self):
        return self
    async def __aexit__(self, *exc):
        return False

class Count:
    def __init__(self):
        self.i = 0
    def __aiter__(self):
        return self
    async def __anext__(self):
        self.i += 1
        if self.i > 2:
            raise StopAsyncIteration
        return self.i

async def job(tag):
    log.append((tag, "a"))
    await noop()
    async with CM():
        log.append((tag, "in"))
    async for x in Count():
        log.append((tag, x))
    return tag

async def main():
    return await asyncio.gather(job("A"), job("B"))

out = asyncio.run(main())
print(log)
out
