import asyncio
async def child(i):
    await asyncio.sleep(0)
    print("child", i)
    return i
def cb(t):
    print("cb", t.result())
async def main():
    ts = [asyncio.create_task(child(i)) for i in range(3)]
    for t in ts:
        t.add_done_callback(cb)
    async def waiter(t):
        r = await t
        print("waiter", r)
    ws = [asyncio.create_task(waiter(t)) for t in ts]
    await asyncio.sleep(0)
    print("main 1")
    await asyncio.sleep(0)
    print("main 2")
    await asyncio.sleep(0)
    print("main 3")
    await asyncio.gather(*ws)
    print("done")
result = await main()
