import asyncio
async def one(i):
    print("start", i)
    r = await get(i=i)
    print("got", i, r)
    if i == 1:
        raise ValueError("boom")
    return r
async def main():
    try:
        res = await asyncio.gather(one(0), one(1), one(2))
    except ValueError as e:
        print("err", e)
    t = asyncio.create_task(one(5))
    await asyncio.sleep(0)
    print("after")
    return await t
result = await main()
