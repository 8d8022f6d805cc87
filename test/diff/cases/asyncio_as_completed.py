# asyncio.as_completed and asyncio.wait over tasks that call tools and sleep (asyncio.sleep waits
# on the flow's clock, which tool calls do not move): results come in the order the tasks end,
# a failed task's exception is raised by its turn, and a timeout leaves the rest pending.
import asyncio

async def process(i):
    doc = await fetch(id=i)
    print("fetched", i)
    await asyncio.sleep(doc["pages"] / 40)
    s = await summarize(pages=doc["pages"])
    print("summarized", i)
    return i, s["text"]

async def main():
    tasks = [asyncio.create_task(process(i), name=f"p{i}") for i in (1, 2, 3)]
    order = []
    for next_done in asyncio.as_completed(tasks):
        i, text = await next_done
        order.append(i)
        print("done", i, text, sorted(t.get_name() for t in tasks if t.done()))
    print("order", order)

    tasks = [asyncio.create_task(process(i), name=f"q{i}") for i in (4, 2, 1)]
    results = []
    for c in asyncio.as_completed(tasks):
        try:
            results.append(await c)
        except ToolError as e:
            results.append(f"error: {e}")
    print(results)

    tasks = [asyncio.create_task(process(i), name=f"r{i}") for i in (1, 3)]
    try:
        for c in asyncio.as_completed(tasks, timeout=0.25):
            print("in time", await c)
    except asyncio.TimeoutError:
        print("timed out", [t.done() for t in tasks])

    tasks = [asyncio.create_task(process(i), name=f"s{i}") for i in (1, 2, 3)]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print("first", sorted(t.get_name() for t in done), sorted(t.get_name() for t in pending))
    done, pending = await asyncio.wait(pending, timeout=0.05)
    print("timeout", sorted(t.get_name() for t in done), sorted(t.get_name() for t in pending))
    done, pending = await asyncio.wait(pending, timeout=0.15)
    print("timeout", sorted(t.get_name() for t in done), sorted(t.get_name() for t in pending))
    done, pending = await asyncio.wait(tasks)
    print("all", sorted(t.result() for t in done), pending)

    bad = [asyncio.create_task(process(i), name=f"b{i}") for i in (1, 4)]
    done, pending = await asyncio.wait(bad, return_when=asyncio.FIRST_EXCEPTION)
    print("first exception", [t.get_name() for t in done], [repr(t.exception()) for t in done])
    for t in pending:
        t.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    print([t.cancelled() for t in bad])

asyncio.run(main())
