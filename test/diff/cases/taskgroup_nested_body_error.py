# The body of `async with TaskGroup()` raises while nested groups' tasks have tool calls in
# flight: the inner groups are cancelled, their tasks cancelled where they resume (answered) or
# failed with their calls' ToolErrors, and each inner group's ExceptionGroup joins the body's
# error in the outer one. What the cancelled tasks print is kept and printed sorted: CPython's
# TaskGroup cancels its tasks in the order of a set of tasks (by address).
import asyncio

seen = []

async def leaf(i):
    try:
        r = await fetch(id=i)
        print("leaf", i, r)
    except asyncio.CancelledError:
        seen.append(f"leaf cancelled {i}")
        raise

async def inner(base):
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(leaf(base))
            tg.create_task(leaf(base + 1))
    except asyncio.CancelledError:
        seen.append(f"inner cancelled {base}")
        raise

async def main():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(inner(1))
            tg.create_task(inner(3))
            await asyncio.sleep(0)
            print("body")
            raise KeyError("body")
    except* KeyError as eg:
        print("key", repr(eg.exceptions))
    except* ToolError as eg:
        print("tools", sorted(f"{e}: {[str(x) for x in e.exceptions]}" for e in eg.exceptions))
    print(sorted(seen))

asyncio.run(main())
