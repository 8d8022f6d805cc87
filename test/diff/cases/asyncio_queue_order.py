# asyncio.Queue: the order of puts and gets as CPython 3.11 runs them (a woken get or put takes
# its turn as its task resumes, in wake-up order): bounded and unbounded queues, several
# producers and consumers, put_nowait mixed in, task_done and join.
import asyncio
log = []
async def producer(q, name, items, nowait=False):
    for i in items:
        if nowait and not q.full():
            q.put_nowait(i)
        else:
            await q.put(i)
        log.append(f"{name} put {i}")
async def consumer(q, name, n, done=False):
    for _ in range(n):
        x = await q.get()
        log.append(f"{name} got {x}")
        if done:
            q.task_done()
async def shape(maxsize, producers, consumers, nowait=False, join=False):
    log.clear()
    q = asyncio.Queue(maxsize)
    tasks = [consumer(q, f"c{j}", n, join) for j, n in enumerate(consumers)]
    tasks += [producer(q, f"p{j}", items, nowait) for j, items in enumerate(producers)]
    if join:
        ts = [asyncio.create_task(t) for t in tasks]
        await q.join()
        log.append("joined")
        await asyncio.gather(*ts)
    else:
        await asyncio.gather(*tasks)
    print(maxsize, " | ".join(log))
async def main():
    await shape(1, [[5, 3, 9]], [3])
    await shape(2, [[1, 2, 3, 4, 5]], [5])
    await shape(0, [[1, 2, 3]], [3])
    await shape(1, [[1, 2, 3], [10, 20, 30]], [3, 3])
    await shape(2, [[1, 2], [3, 4], [5, 6]], [2, 4])
    await shape(1, [[1, 2, 3, 4]], [2, 2], nowait=True)
    await shape(1, [[1, 2, 3]], [3], join=True)
    await shape(2, [[1, 2, 3, 4, 5, 6]], [3, 3], join=True)
    # put_nowait wakes a waiting get, and the waking code takes the first item before it resumes
    q = asyncio.Queue()
    async def waiter():
        log.append(f"waiter got {await q.get()}")
    t = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    q.put_nowait("a")
    q.put_nowait("b")
    log.append(f"main took {q.get_nowait()}")
    await t
    print(" | ".join(log), q.qsize())
    log.clear()
    # a get cancelled after it was woken passes the wake on to the next one
    async def g(name):
        try:
            log.append(f"{name} got {await q.get()}")
        except asyncio.CancelledError:
            log.append(f"{name} cancelled")
    t1 = asyncio.create_task(g("g1"))
    t2 = asyncio.create_task(g("g2"))
    await asyncio.sleep(0)
    q.put_nowait(1)
    t1.cancel()
    await asyncio.gather(t1, t2)
    print(" | ".join(log), q.qsize())


asyncio.run(main())
