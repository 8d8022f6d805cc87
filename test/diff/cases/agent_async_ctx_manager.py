import asyncio

class Lock:
    def __init__(self, name):
        self.name = name
    async def __aenter__(self):
        r = await lock_acquire(name=self.name)
        print("acquired", self.name, r["token"])
        self.token = r["token"]
        return self
    async def __aexit__(self, et, ev, tb):
        await lock_release(token=self.token)
        print("released", self.name, et.__name__ if et else None)
        return False

async def update(name, value):
    async with Lock(name) as lk:
        if value < 0:
            raise ValueError(f"negative value for {name}")
        await kv_put(key=name, value=value)
        return lk.token

async def main():
    toks = []
    for name, v in [("a", 1), ("b", -1), ("c", 3)]:
        try:
            toks.append(await update(name, v))
        except ValueError as e:
            print("error:", e)
    return toks

asyncio.run(main())
