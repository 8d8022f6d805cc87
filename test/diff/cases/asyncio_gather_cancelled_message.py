# gather(return_exceptions=True) reports a cancelled task as CancelledError(''): CPython 3.11's
# task keeps no cancel message once cancelled (awaiting it directly raises the message's error).
import asyncio
async def slow():
    await asyncio.sleep(10)
async def main():
    t = asyncio.create_task(slow())
    await asyncio.sleep(0)
    t.cancel("stop")
    r = await asyncio.gather(t, return_exceptions=True)
    print("running", r[0].args)
    t = asyncio.create_task(slow())
    t.cancel("early")
    r = await asyncio.gather(t, return_exceptions=True)
    print("unstarted", r[0].args)
    t = asyncio.create_task(slow())
    await asyncio.sleep(0)
    t.cancel()
    r = await asyncio.gather(t, return_exceptions=True)
    print("nomsg", r[0].args)
    async def catcher():
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            raise asyncio.CancelledError("own")
    t = asyncio.create_task(catcher())
    await asyncio.sleep(0)
    t.cancel("m")
    r = await asyncio.gather(t, return_exceptions=True)
    print("reraised", r[0].args)
    t = asyncio.create_task(slow())
    g = asyncio.gather(t, return_exceptions=True)
    await asyncio.sleep(0)
    t.cancel("inflight")
    r = await g
    print("inflight", r[0].args)
asyncio.run(main())
