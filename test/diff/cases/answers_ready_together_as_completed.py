# as_completed over tasks whose answers come together: they finish in the order their own work
# after the answer ends, and the consumer gets each only after every task of that turn ran.
import asyncio

async def one(i, yields):
    await get(i=i)
    print("answer", i)
    for n in range(yields):
        await asyncio.sleep(0)
    print("finish", i)
    return i

async def main():
    tasks = [asyncio.create_task(one(i, y)) for i, y in enumerate([2, 0, 3, 0])]
    order = []
    for fut in asyncio.as_completed(tasks):
        i = await fut
        print("completed", i)
        order.append(i)
    return order

result = await main()
