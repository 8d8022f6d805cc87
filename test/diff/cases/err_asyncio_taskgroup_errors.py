# A task of a TaskGroup fails on a tool error while the others sleep: they are cancelled, and the
# flow ends with the uncaught ExceptionGroup of the failure. The cancelled tasks are printed
# sorted: CPython's TaskGroup cancels its tasks in the order of a set of tasks (by address).
import asyncio

async def get(i, delay):
    try:
        doc = await fetch(id=i)
        await asyncio.sleep(delay)
        print("got", i)
        return doc
    except asyncio.CancelledError:
        cancelled.append(i)
        raise

cancelled = []

async def main():
    try:
        async with asyncio.TaskGroup() as tg:
            for i in (1, 2, 3):
                tg.create_task(get(i, 0.5))
        print("unreached")
    finally:
        print("cancelled", sorted(cancelled))

asyncio.run(main())
