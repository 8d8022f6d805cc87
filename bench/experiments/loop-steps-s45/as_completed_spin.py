import asyncio
async def c(i, n):
    for k in range(n):
        await asyncio.sleep(0)
    print("end", i)
    return i
async def spin():
    for i in range(8):
        print("spin", i)
        await asyncio.sleep(0)
async def main():
    s = asyncio.create_task(spin())
    for f in asyncio.as_completed([c(0, 3), c(1, 1), c(2, 2)]):
        print("got", await f)
    await s
result = await main()
