# asyncio's Lock, Semaphore and BoundedSemaphore (a semaphore limiting gathered jobs: who starts
# when, locked() at each step, the FIFO hand-off on release, the errors) and to_thread, whose
# gathered tool calls overlap in argument order.
import asyncio

log = []

async def job(i, sem):
    async with sem:
        log.append(("start", i, sem.locked()))
        r = i * 10
        await asyncio.sleep(0)
        log.append(("end", i))
        return r

async def main():
    sem = asyncio.Semaphore(2)
    print(repr(sem).split(" at ")[0], sem.locked())
    out = await asyncio.gather(*(job(i, sem) for i in range(1, 6)))
    lock = asyncio.Lock()
    async with lock:
        print("held", lock.locked())
    print(lock.locked())
    try:
        lock.release()
    except RuntimeError as e:
        print("RuntimeError", e)
    b = asyncio.BoundedSemaphore(1)
    await b.acquire()
    b.release()
    try:
        b.release()
    except ValueError as e:
        print("ValueError", e)
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print("ValueError", e)
    t = await asyncio.gather(*(asyncio.to_thread(rank, x=i) for i in [4, 5]))
    co = asyncio.to_thread(len, "ab")
    print(type(co).__name__, await asyncio.to_thread(len, "abc"))
    co.close()
    return out, t

async def worker(name, sem, events):
    await sem.acquire()
    events.append(("got", name, sem.locked()))
    sem.release()

async def fair():
    # A release hands the permit to the waiter: the releasing task queues behind it.
    sem = asyncio.Semaphore(1)
    events = []
    await sem.acquire()
    t = asyncio.create_task(worker("w", sem, events))
    await asyncio.sleep(0)
    sem.release()
    events.append(("released", sem.locked(), repr(sem).split(" [")[1]))
    await sem.acquire()
    events.append(("got", "main", sem.locked()))
    sem.release()
    await t
    return events

print(asyncio.run(fair()))
res = asyncio.run(main())
print(log)
res
