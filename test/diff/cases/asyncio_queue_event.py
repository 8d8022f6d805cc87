# The worker-pool pattern with asyncio.Queue: a producer that waits while the bounded queue is
# full (the queue's size seen as each put returns depends on how the tasks interleave within one
# turn of the loop, which the guest's promise jobs do not follow exactly, so only the first two are
# printed), workers that call a tool per item and mark it done, join(), then the workers cancelled
# at their get(); an Event that holds the workers until the producer says go; QueueEmpty and
# QueueFull from the non-waiting calls.
import asyncio

log = []

async def worker(name, queue, results, go):
    await go.wait()
    log.append(f"{name} starts")
    try:
        while True:
            url = await queue.get()
            try:
                page = await crawl(url=url)
                results[url] = page["links"]
            except ToolError as e:
                results[url] = str(e)
            finally:
                queue.task_done()
    except asyncio.CancelledError:
        log.append(f"{name} cancelled")
        raise

async def producer(queue, urls, sizes):
    for url in urls:
        await queue.put(url)
        sizes.append(queue.qsize())

async def main():
    queue = asyncio.Queue(maxsize=2)
    print(queue.maxsize, queue.qsize(), queue.empty(), queue.full(), str(queue))
    go = asyncio.Event()
    results = {}
    workers = [asyncio.create_task(worker(f"w{i}", queue, results, go)) for i in range(2)]
    urls = await list_urls()
    sizes = []
    prod = asyncio.create_task(producer(queue, urls, sizes))
    await asyncio.sleep(0)
    print("before go", go.is_set(), queue.qsize(), queue.full(), str(queue))
    go.set()
    await prod
    print("produced", sizes[:2], len(sizes))
    await queue.join()
    print("joined", queue.empty(), sorted(results.items()))
    for w in workers:
        w.cancel()
    outcome = await asyncio.gather(*workers, return_exceptions=True)
    print([type(o).__name__ for o in outcome], [w.cancelled() for w in workers])
    for line in log:
        print(line)

    q = asyncio.Queue(1)
    try:
        q.get_nowait()
    except asyncio.QueueEmpty as e:
        print("QueueEmpty", repr(e))
    q.put_nowait("x")
    try:
        q.put_nowait("y")
    except asyncio.QueueFull as e:
        print("QueueFull", repr(e))
    print(await q.get(), q.empty())
    try:
        q.task_done()
        q.task_done()
    except ValueError as e:
        print(e)
    ev = asyncio.Event()
    waiter = asyncio.create_task(ev.wait())
    await asyncio.sleep(0)
    print(waiter.done(), ev.is_set())
    ev.set()
    print(await waiter, ev.is_set(), await ev.wait())
    ev.clear()
    print(ev.is_set())

asyncio.run(main())
