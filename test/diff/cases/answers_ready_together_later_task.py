# Answers ready in one turn resume every waiting task before gather's failure reaches its caller:
# a task after the failing one prints first, and so do those that yield once more; gather's
# caller sees the failure only after them.
import asyncio

async def fetch(i, yields):
    out = await get(i=i)
    print("task", i, "answer", out["text"])
    if out["text"] == "bad":
        raise RuntimeError(f"task {i} failed")
    for n in range(yields):
        await asyncio.sleep(0)
        print("task", i, "yield", n)
    return i

async def main():
    try:
        await asyncio.gather(fetch(0, 0), fetch(1, 0), fetch(2, 1), fetch(3, 1))
    except RuntimeError as e:
        print("caught", e)
    await asyncio.sleep(0)
    print("after sleep")
    await asyncio.sleep(0)
    return "done"

result = await main()
