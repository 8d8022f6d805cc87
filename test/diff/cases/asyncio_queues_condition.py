# asyncio.sleep is a coroutine object; PriorityQueue and LifoQueue (order, repr, QueueFull and
# QueueEmpty, task_done/join); Condition (wait, wait_for, notify, notify_all in FIFO order, the
# errors on an unheld lock, a cancelled waiter taking the lock back); BoundedSemaphore's error.
import asyncio

async def main():
    c = asyncio.sleep(0)
    print(type(c).__name__, asyncio.iscoroutine(c), c.__class__.__name__)
    print(await c)
    print(await asyncio.sleep(0.01, result="done"))
    t = asyncio.create_task(asyncio.sleep(0.01, "task"))
    print(await t)

    pq = asyncio.PriorityQueue()
    for item in [(3, "c"), (1, "a"), (2, "b"), (1, "A")]:
        await pq.put(item)
    print(pq.qsize(), pq.empty(), str(pq))
    while not pq.empty():
        print(await pq.get())
        pq.task_done()
    await pq.join()
    print(type(pq).__name__, isinstance(pq, asyncio.Queue), issubclass(asyncio.LifoQueue, asyncio.Queue))

    lq = asyncio.LifoQueue(maxsize=2)
    lq.put_nowait(1)
    lq.put_nowait(2)
    print(lq.full(), str(lq))
    try:
        lq.put_nowait(3)
    except asyncio.QueueFull:
        print("QueueFull")
    print(lq.get_nowait(), lq.get_nowait())
    try:
        lq.get_nowait()
    except asyncio.QueueEmpty:
        print("QueueEmpty")
    try:
        lq.task_done(); lq.task_done(); lq.task_done()
    except ValueError as e:
        print("ValueError", e)

    # a consumer waiting on an empty priority queue takes the lowest item put meanwhile
    bq = asyncio.PriorityQueue()
    async def producer():
        await asyncio.sleep(0)
        for n in [5, 3, 9]:
            await bq.put(n)
            print("put", n)
    async def consumer():
        got = []
        for _ in range(3):
            got.append(await bq.get())
            print("got", got[-1])
        return got
    print(await asyncio.gather(consumer(), producer()))

    # Condition: consumers wait for items, woken in FIFO order
    cond = asyncio.Condition()
    items = []
    print(cond.locked())
    async def waiter(name):
        async with cond:
            print(name, "waiting", cond.locked())
            await cond.wait_for(lambda: len(items) > 0)
            print(name, "got", items.pop(0))
    async def notifier():
        for i in range(3):
            await asyncio.sleep(0)
            async with cond:
                items.append(i)
                cond.notify()
        async with cond:
            pass
    await asyncio.gather(waiter("w1"), waiter("w2"), waiter("w3"), notifier())

    cond2 = asyncio.Condition()
    order = []
    async def w(n):
        async with cond2:
            r = await cond2.wait()
            order.append((n, r))
    tasks = [asyncio.create_task(w(i)) for i in range(3)]
    await asyncio.sleep(0)
    async with cond2:
        cond2.notify_all()
    await asyncio.gather(*tasks)
    print(order)
    try:
        await cond2.wait()
    except RuntimeError as e:
        print("RuntimeError", e)
    try:
        cond2.notify()
    except RuntimeError as e:
        print("RuntimeError", e)
    lock = asyncio.Lock()
    cond3 = asyncio.Condition(lock)
    async with lock:
        print(cond3.locked())
    print(cond3.locked())

    # a cancelled condition waiter takes the lock again before it sees the cancel
    cond4 = asyncio.Condition()
    async def stuck():
        async with cond4:
            try:
                await cond4.wait()
            except asyncio.CancelledError:
                print("cancelled, holding lock:", cond4.locked())
                raise
    st = asyncio.create_task(stuck())
    await asyncio.sleep(0)
    st.cancel()
    try:
        await st
    except asyncio.CancelledError:
        print("task cancelled", cond4.locked())

    bs = asyncio.BoundedSemaphore(2)
    async with bs:
        print(bs.locked())
    try:
        bs.release()
    except ValueError as e:
        print("ValueError:", e)

asyncio.run(main())
