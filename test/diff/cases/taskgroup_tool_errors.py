# Two of four TaskGroup tasks fail on tool errors: CPython's tools fail at the call, so the
# second failure happens before the first one cancels anything, and the group holds both; the
# sibling whose call succeeded is cancelled where it resumes. toolflow's calls are in flight when
# the first answer fails: a cancelled task waits for its call's answer, then raises CancelledError
# (answered) or the call's ToolError (failed).
import asyncio

async def fetch_one(i):
    try:
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
