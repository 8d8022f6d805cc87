# A task cancelled while it makes a tool call: CPython's tool functions are plain ones, so the call
# is made and a failed one raises its ToolError at the call, before the cancel; the cancel comes
# at the task's next await. An answered call's task raises CancelledError where it resumes.
import asyncio

async def self_cancel(i):
    asyncio.current_task().cancel("me")
    try:
        r = await fetch(id=i)
        print("answered", i, r)
    except asyncio.CancelledError as e:
        print("cancelled", i, e.args)
    except ToolError as e:
        print("tool error", i, e)
        try:
            await asyncio.sleep(0)
            print("not cancelled", i)
        except asyncio.CancelledError as e:
            print("then cancelled", i, e.args)
            raise

async def one(i):
    try:
        return await fetch(id=i)
    finally:
        print("finally", i)

async def main():
    for i in (1, 2):
        t = asyncio.create_task(self_cancel(i))
        try:
            await t
        except asyncio.CancelledError:
            print("task cancelled")
        print(i, t.cancelled())
    for i in (3, 4):
        t = asyncio.create_task(one(i))
        await asyncio.sleep(0)
        t.cancel()
        try:
            print(await t)
        except asyncio.CancelledError:
            print("cancelled", i)
        except ToolError as e:
            print("error", i, e)

asyncio.run(main())
