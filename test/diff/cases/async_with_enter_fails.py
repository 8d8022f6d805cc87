# A context manager whose __aenter__ (or __enter__) fails after it waited on a tool call: the
# block never starts, so __aexit__ is not called (it was, releasing what was never taken). The
# same for a lock's acquire cancelled inside `async with`: the lock stays with its holder.
import asyncio

class Session:
    def __init__(self, host):
        self.host = host

    async def __aenter__(self):
        await connect(host=self.host)
        print("entered", self.host)
        return self

    async def __aexit__(self, *exc):
        print("exit", self.host, exc[0])

class SyncSession:
    def __init__(self, host):
        self.host = host

    def __enter__(self):
        connect(host=self.host)
        return self

    def __exit__(self, *exc):
        print("sync exit", self.host)

async def holder(lock, name):
    try:
        async with lock:
            print(name, "holds the lock")
            await asyncio.sleep(0.1)
        print(name, "released it")
    except asyncio.CancelledError:
        print(name, "cancelled while waiting", lock.locked())
        raise

async def main():
    for host in ("up", "down"):
        try:
            async with Session(host) as s:
                print("body", s.host)
        except ToolError as e:
            print("ToolError", e)
    try:
        with SyncSession("down"):
            print("unreached")
    except ToolError as e:
        print("sync ToolError", e)
    lock = asyncio.Lock()
    tasks = [asyncio.create_task(holder(lock, n)) for n in "abc"]
    await asyncio.sleep(0.05)
    tasks[1].cancel()
    print(await asyncio.gather(*tasks, return_exceptions=True), lock.locked())

asyncio.run(main())
