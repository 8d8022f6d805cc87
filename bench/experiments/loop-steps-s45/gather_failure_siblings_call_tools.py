import asyncio
async def worker(i):
    r = await get(i=i)
    print("first", i)
    if i == 1:
        raise ValueError("boom")
    r2 = await get(i=i + 10)
    print("second", i)
    r3 = await get(i=i + 20)
    print("third", i)
    return i
async def main():
    try:
        await asyncio.gather(worker(0), worker(1), worker(2))
    except ValueError as e:
        print("caught", e)
    r = await get(i=99)
    print("main after")
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    print("end")
result = await main()
