# Timeouts on the flow's clock: asyncio.wait_for and asyncio.timeout cancel the work when the
# time it sleeps passes the limit (tool calls take no time on that clock, so a call alone never
# times out), TimeoutError chained from the CancelledError, the work's own cleanup running first;
# TaskGroup collects the failures of its tasks (cancelling the others and the block) in an
# ExceptionGroup; shield keeps the inner task running.
import asyncio

async def search(q, delay):
    try:
        r = await lookup(q=q)
        await asyncio.sleep(delay)
        return r["hits"]
    except asyncio.CancelledError:
        print("search cancelled", q)
        raise
    finally:
        print("search cleanup", q)

async def main():
    print(await asyncio.wait_for(search("fast", 0.01), timeout=1))
    print(await asyncio.wait_for(search("fast", 0), timeout=0.001))
    try:
        await asyncio.wait_for(search("slow", 5), timeout=0.5)
    except asyncio.TimeoutError as e:
        print("TimeoutError", repr(e), type(e.__cause__).__name__, e.__suppress_context__)
    try:
        await asyncio.wait_for(search("broken", 0), timeout=1)
    except ToolError as e:
        print("ToolError", e)
    print(await asyncio.wait_for(search("retry", 0.2), None))
    # A tool call waited on directly: its answer is the result (the call takes no time).
    print(await asyncio.wait_for(lookup(q="fast"), timeout=0.01))
    try:
        await asyncio.wait_for(lookup(q="broken"), timeout=1)
    except ToolError as e:
        print("direct ToolError", e)

    for limit in (0.1, 10):
        try:
            async with asyncio.timeout(limit) as cm:
                hits = await search("slow", 1)
                print("hits", hits)
        except TimeoutError:
            print("timeout block", limit, cm.expired())
        print(repr(cm).split(" when=")[0])

    # The deadline can move while the block runs.
    try:
        async with asyncio.timeout(None) as cm:
            cm.reschedule(asyncio.get_running_loop().time() + 0.05)
            try:
                await asyncio.sleep(1)
            except asyncio.CancelledError:
                print("rescheduled deadline hit")
                raise
            finally:
                print("expired", cm.expired())
    except TimeoutError:
        print("TimeoutError after reschedule")

    async with asyncio.TaskGroup() as tg:
        a = tg.create_task(search("fast", 0.1))
        b = tg.create_task(search("retry", 0.05))
    print("group", a.result(), b.result())
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(search("slow", 1))
            tg.create_task(search("broken", 0))
            await asyncio.sleep(2)
            print("unreached")
    except* ToolError as group:
        print("ExceptionGroup", group.message, [str(e) for e in group.exceptions])

    inner = asyncio.create_task(search("fast", 0.2))
    try:
        await asyncio.wait_for(asyncio.shield(inner), timeout=0.1)
    except TimeoutError:
        print("shielded timeout", inner.done(), inner.cancelled())
    print("inner", await inner)

asyncio.run(main())
