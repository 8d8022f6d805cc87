# A task of a TaskGroup fails on a tool error while the others sleep: they are cancelled, and the
# flow ends with the uncaught ExceptionGroup of the failure. (When two calls fail, CPython's
# oracle raises each failure at its call and gets both; the guest's calls are all in flight
# when the first answer fails, and the group cancels the second first.)
import asyncio

async def get(i, delay):
    try:
        doc = await fetch(id=i)
        await asyncio.sleep(delay)
        print("got", i)
        return doc
    except asyncio.CancelledError:
        print("cancelled", i)
        raise

async def main():
    async with asyncio.TaskGroup() as tg:
        for i in (1, 2, 3):
            tg.create_task(get(i, 0.5))
    print("unreached")

asyncio.run(main())
