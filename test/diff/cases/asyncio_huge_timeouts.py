# Timeouts and sleeps past what the clock counts in nanoseconds: a wait_for or timeout_at of
# 1e300 seconds never fires (CPython's real timer would not either), time.sleep refuses them
# with CPython's OverflowError.
import asyncio, time

async def main():
    q = asyncio.Queue()
    await q.put("item")
    got = await asyncio.wait_for(q.get(), timeout=1e300)
    async with asyncio.timeout_at(1e300):
        await asyncio.sleep(0)
    async with asyncio.timeout(float("inf")):
        await asyncio.sleep(0.5)
    return got

print(asyncio.run(main()))
for secs in [1e10, 1e300, float("inf")]:
    try:
        time.sleep(secs)
    except OverflowError as e:
        print(secs, e)
