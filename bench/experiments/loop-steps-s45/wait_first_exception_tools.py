import asyncio
async def worker(i):
    r = await get(i=i)
    print("got", i)
    if i == 1:
        raise KeyError(i)
    r = await get(i=i + 10)
    print("again", i)
    return i
async def main():
    ts = [asyncio.create_task(worker(i)) for i in range(3)]
    done, pending = await asyncio.wait(ts, return_when=asyncio.FIRST_EXCEPTION)
    print("wait", len(done), len(pending))
    for f in asyncio.as_completed(pending):
        print("completed", await f)
result = await main()
