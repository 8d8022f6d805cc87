import asyncio
from contextlib import aclosing, asynccontextmanager

async def stream(topic):
    cursor = 0
    try:
        while True:
            msgs = await poll(topic=topic, cursor=cursor)
            if not msgs:
                return
            for m in msgs:
                yield m
            cursor += len(msgs)
    finally:
        await ack(topic=topic, cursor=cursor)
        print("acked", cursor)

@asynccontextmanager
async def subscription(topic):
    await subscribe(topic=topic)
    try:
        yield topic
    finally:
        await unsubscribe(topic=topic)

async def main():
    seen = []
    async with subscription("jobs") as t:
        async with aclosing(stream(t)) as s:
            async for m in s:
                seen.append(m)
                if m == "stop":
                    break
    return seen

asyncio.run(main())
