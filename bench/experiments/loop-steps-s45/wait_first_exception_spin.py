import asyncio
async def bad():
    await asyncio.sleep(0)
    raise KeyError("k")
async def spin(n):
    for i in range(5):
        print("spin", n, i)
        await asyncio.sleep(0)
async def main():
    ts = [asyncio.create_task(bad()), asyncio.create_task(spin(1))]
    done, pending = await asyncio.wait(ts, return_when=asyncio.FIRST_EXCEPTION)
    print("wait returned", len(done), len(pending))
    await asyncio.sleep(0)
    print("after")
    await asyncio.gather(*pending)
result = await main()
