# The common real use of asyncio's locks: a semaphore limiting concurrent tool calls gathered
# together (`async with sem:` around the call), a lock guarding shared state between awaited
# calls, and a PriorityQueue of work that workers drain, calling a tool for each item. How the
# gathered calls interleave depends on when tools answer, so only the peak concurrency prints.
import asyncio

active = 0
peak = 0
log = []

async def fetch(i, sem):
    global active, peak
    async with sem:
        active += 1
        peak = max(peak, active)
        log.append(("start", i))
        page = await fetch_page(n=i)
        active -= 1
        log.append(("end", i))
        return page["title"]

async def main():
    sem = asyncio.Semaphore(2)
    titles = await asyncio.gather(*(fetch(i, sem) for i in range(1, 6)))
    print(titles)
    print("peak", peak, "locked after", sem.locked())
    print(sorted(log))

    # A bounded semaphore around a failing call: the permit comes back, the error propagates.
    bs = asyncio.BoundedSemaphore(1)
    async def guarded(i):
        async with bs:
            return (await fetch_page(n=i))["title"]
    results = await asyncio.gather(guarded(2), guarded(99), return_exceptions=True)
    print([r if isinstance(r, str) else f"{type(r).__name__}: {r}" for r in results], bs.locked())

    # A lock keeps a read-modify-write around an awaited call whole.
    lock = asyncio.Lock()
    totals = {"words": 0}
    async def count(i):
        async with lock:
            before = totals["words"]
            page = await fetch_page(n=i)
            totals["words"] = before + page["words"]
    await asyncio.gather(*(count(i) for i in [1, 2, 3]))
    print(totals, lock.locked())

    # Workers drain a priority queue, lowest priority first.
    pq = asyncio.PriorityQueue()
    for prio, n in [(3, 5), (1, 4), (2, 3)]:
        pq.put_nowait((prio, n))
    done = []
    async def worker(name):
        while True:
            try:
                prio, n = pq.get_nowait()
            except asyncio.QueueEmpty:
                return
            page = await fetch_page(n=n)
            done.append((name, prio, page["title"]))
            pq.task_done()
    await asyncio.gather(worker("a"), worker("b"))
    await pq.join()
    print(done)

asyncio.run(main())
