import asyncio
def cb(t):
    print("callback", t.get_name())
async def worker(i):
    r = await get(i=i)
    print("got", i)
    return i
async def main():
    ts = []
    for i in range(3):
        t = asyncio.create_task(worker(i), name=f"w{i}")
        t.add_done_callback(cb)
        ts.append(t)
    async def watch(t):
        await t
        print("watched", t.get_name())
    ws = [asyncio.create_task(watch(t)) for t in ts]
    await asyncio.gather(*ws)
    print("all")
result = await main()
