# asyncio Task objects as flows use them: done/result/exception before and after the task runs,
# names, done callbacks in order, cancel() before the task starts, while it waits on a tool call
# (its answer is dropped) and while it sleeps (its finally runs), cancelling()/uncancel(),
# Futures, and `except asyncio.TimeoutError` passed by a ToolError.
import asyncio

events = []

async def title(i):
    doc = await fetch(id=i)
    events.append(("fetched", i))
    return doc["title"]

async def sleeper():
    try:
        await asyncio.sleep(10)
    finally:
        events.append("sleeper finally")

def head(t):
    # CPython's repr ends with the coroutine's file and line: compare what precedes them.
    return repr(t).split(" coro=")[0]

async def main():
    t = asyncio.create_task(title(1), name="first")
    print(type(t).__name__, isinstance(t, asyncio.Task), isinstance(t, asyncio.Future), t.get_name(), t.done())
    print(head(t), t.cancelled())
    for method in (t.result, t.exception):
        try:
            method()
        except asyncio.InvalidStateError as e:
            print(type(e).__name__, e)
    t.add_done_callback(lambda task: events.append(("callback 1", task.get_name())))
    t.add_done_callback(lambda task: events.append(("callback 2", task.result())))
    print(await t, t.done(), t.result(), t.exception(), head(t))
    await asyncio.sleep(0)
    print(events)

    # A task that fails: its exception, raised where it is awaited.
    bad = asyncio.create_task(title(3), name="bad")
    try:
        await bad
    except ToolError as e:
        print("ToolError", e, bad.done(), bad.cancelled(), repr(bad.exception()))
    try:
        bad.result()
    except ToolError as e:
        print("result() raises", e)
    try:
        await asyncio.gather(title(3))
    except asyncio.TimeoutError:
        print("unreached")
    except ToolError as e:
        print("passed except asyncio.TimeoutError:", e)

    # Cancelled before it starts: the coroutine never runs.
    never = asyncio.create_task(title(2), name="never")
    print(never.cancel(), never.cancelling(), head(never))
    await asyncio.sleep(0)
    print(never.cancelled(), never.cancel(), head(never))
    for method in (never.result, never.exception):
        try:
            method()
        except asyncio.CancelledError as e:
            print("CancelledError", repr(e))

    # Cancelled while its tool call is in flight: the await raises CancelledError.
    inflight = asyncio.create_task(title(2), name="inflight")
    await asyncio.sleep(0)
    print(inflight.cancel("stop"), inflight.done())
    try:
        await inflight
    except asyncio.CancelledError as e:
        print("CancelledError", e.args, inflight.cancelled())

    # Cancelled while it sleeps: its finally runs.
    s = asyncio.create_task(sleeper(), name="sleeper")
    await asyncio.sleep(0)
    s.cancel()
    print(s.cancelling(), s.uncancel(), s.cancelling())
    res = await asyncio.gather(s, return_exceptions=True)
    print(res, s.cancelled(), events[-1])

    t2 = asyncio.create_task(title(2))
    t2.set_name(42)
    print(repr(t2.get_name()), t2.remove_done_callback(print))
    cb = lambda task: events.append("removed callback ran")
    t2.add_done_callback(cb)
    print(t2.remove_done_callback(cb), await t2)
    try:
        t2.set_result(1)
    except RuntimeError as e:
        print(e)

    f = asyncio.get_running_loop().create_future()
    print(repr(f), f.done())
    f.set_result([1, 2, 3, 4, 5, 6, 7, 8])
    print(repr(f), await f)
    try:
        f.set_result(0)
    except asyncio.InvalidStateError as e:
        print(repr(e))
    g = asyncio.Future()
    g.set_exception(KeyError("k"))
    print(repr(g), repr(g.exception()))
    h = asyncio.Future()
    print(h.cancel(), repr(h), h.cancelled())
    print(asyncio.TimeoutError is TimeoutError, issubclass(asyncio.CancelledError, Exception),
          issubclass(asyncio.CancelledError, BaseException), asyncio.CancelledError)
    return sorted(e for e in events if isinstance(e, str))

asyncio.run(main())
