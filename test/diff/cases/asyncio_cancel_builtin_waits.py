# Cancelling a task whose coroutine is a builtin one waiting on its own (Queue.get, Event.wait,
# Lock.acquire, sleep): the wait ends at once with CancelledError, and the clock does not move.
import asyncio


async def main():
    loop = asyncio.get_running_loop()
    start = loop.time()
    # Under 1 s in all: a cancelled 5 s sleep does not move the clock (CPython's is real time).
    elapsed = lambda: loop.time() - start < 1.5
    q = asyncio.Queue()
    t = asyncio.create_task(q.get())
    await asyncio.sleep(0)
    print("cancel get", t.cancel("stop"), t.cancelled(), t.done())
    try:
        await t
    except asyncio.CancelledError as e:
        print("get cancelled", e.args, t.cancelled(), elapsed())
    t = asyncio.create_task(asyncio.sleep(5, result="late"))
    await asyncio.sleep(0)
    t.cancel()
    try:
        print(await t)
    except asyncio.CancelledError:
        print("sleep cancelled", elapsed())
    for name, make in [("queue", lambda: q.get()), ("event", lambda: asyncio.Event().wait())]:
        try:
            await asyncio.wait_for(make(), 0.3)
        except TimeoutError:
            print("timeout", name, elapsed())
    lock = asyncio.Lock()
    await lock.acquire()
    t = asyncio.create_task(lock.acquire())
    await asyncio.sleep(0)
    t.cancel()
    print("lock waiters cancelled", await asyncio.gather(t, return_exceptions=True), lock.locked())
    lock.release()
    try:
        async with asyncio.timeout(0.5):
            await q.get()
    except TimeoutError:
        print("timeout block", elapsed())

    async def later():
        await asyncio.sleep(0.1)
        await q.put("item")

    asyncio.create_task(later())
    print("got in time", await asyncio.wait_for(q.get(), 1), elapsed())
    sem = asyncio.Semaphore(0)
    waiters = [asyncio.create_task(sem.acquire()) for _ in range(3)]
    await asyncio.sleep(0)
    waiters[1].cancel()
    sem.release()
    sem.release()
    print(await asyncio.gather(*waiters, return_exceptions=True), [w.cancelled() for w in waiters], sem.locked())
    return elapsed()


print(asyncio.run(main()))
