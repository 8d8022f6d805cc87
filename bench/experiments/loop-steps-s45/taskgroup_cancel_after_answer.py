import asyncio
async def worker(i):
    try:
        r = await get(i=i)
        print("got", i)
        if i == 1:
            raise KeyError(i)
        r = await get(i=i + 10)
        print("again", i)
    except asyncio.CancelledError:
        print("cancelled", i)
        raise
async def main():
    try:
        async with asyncio.TaskGroup() as tg:
            for i in range(3):
                tg.create_task(worker(i))
            r = await get(i=99)
            print("body got")
    except* KeyError as eg:
        print("eg", eg.exceptions)
result = await main()
