# asyncio.wait(FIRST_COMPLETED) with several answers ready together: every task whose answer came
# in that turn is in `done`, as in CPython.
import asyncio

async def one(i):
    out = await get(i=i)
    print("got", i)
    return out["text"]

async def main():
    tasks = [asyncio.create_task(one(i), name=f"t{i}") for i in range(4)]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print("done", sorted(t.get_name() for t in done))
    print("pending", sorted(t.get_name() for t in pending))
    rest = await asyncio.gather(*pending)
    return sorted([t.result() for t in done] + rest)

result = await main()
