# Two of four TaskGroup tasks fail on tool errors: CPython's tools fail at the call, so the
# second failure happens before the first one cancels anything, and the group holds both; the
# sibling still waiting (here on the clock, before its call) is cancelled where it waits.
# toolflow's failures come as answers, with the other answers of that turn, and every task they
# resume runs before the group cancels anything (a sibling answered in that turn is not cancelled:
# docs/python-subset.md), so no answered sibling is waiting here.
import asyncio

async def fetch_one(i):
    try:
        if i == 3:
            await asyncio.sleep(1)
        doc = await fetch(id=i)
        print("got", i, doc)
        return doc
    except asyncio.CancelledError:
        print("cancelled", i)
        raise

async def main():
    try:
        async with asyncio.TaskGroup() as tg:
            tasks = [tg.create_task(fetch_one(i)) for i in range(1, 5)]
    except* ToolError as eg:
        print(str(eg))
        print(repr(eg.message), [str(e) for e in eg.exceptions])
    print([t.cancelled() for t in tasks])
    print([type(t.exception()).__name__ for t in tasks if not t.cancelled()])

async def retry_after_error(i):
    # The ToolError is raised at the call, before the group's cancel: the handler runs, and the
    # cancel comes at its next await.
    try:
        return await fetch(id=i)
    except ToolError as e:
        print("retrying", i, e)
        try:
            await asyncio.sleep(0)
            print("retried", i)
        except asyncio.CancelledError:
            print("cancelled in retry", i)
            raise

async def plain(i):
    return await fetch(id=i)

async def second():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(plain(2))
            tg.create_task(retry_after_error(4))
            tg.create_task(retry_after_error(1))
    except* ToolError as eg:
        print("tools", [str(e) for e in eg.exceptions])

asyncio.run(main())
asyncio.run(second())
