# A TaskGroup child fails while its siblings' answers are ready in the same turn: every sibling
# takes its answer first (as CPython resumes them all in that loop iteration); the ones that go
# on to wait for another answer are cancelled by the group.
import asyncio

async def child(i, fail, again):
    out = await get(i=i)
    print("child", i, out["text"])
    if fail:
        raise ValueError(f"child {i}")
    if again:
        try:
            await get(i=i + 10)
            print("child", i, "second answer")
        except asyncio.CancelledError:
            print("child", i, "cancelled")
            raise
    return i

async def main():
    tasks = []
    try:
        async with asyncio.TaskGroup() as tg:
            for i, (fail, again) in enumerate([(False, False), (True, False), (False, True), (False, False), (False, True)]):
                tasks.append(tg.create_task(child(i, fail, again)))
    except* ValueError as eg:
        print("group failed:", [str(e) for e in eg.exceptions])
    print([t.cancelled() for t in tasks])
    return [t.result() for t in tasks if not t.cancelled() and t.exception() is None]

result = await main()
