import asyncio
async def bad():
    await asyncio.sleep(0)
    print("bad raises")
    raise ValueError("x")
async def spin(n):
    for i in range(6):
        print("spin", n, i)
        await asyncio.sleep(0)
async def main():
    try:
        await asyncio.gather(bad(), spin(1), spin(2))
    except ValueError:
        print("caught")
    await asyncio.sleep(0)
    print("end")
result = await main()
