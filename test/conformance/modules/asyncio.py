# Modules: asyncio — async def / await / asyncio.run(main()) / asyncio.gather over tool calls, as a
# model writes them. Tools answer from fixtures; calls are compared in order.
# ---- run_main
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": {"id": 1, "v": "a"}}}, {"args": {"id": 2}, "output": {"json": {"id": 2, "v": "b"}}}]}
import asyncio
async def main():
    a = await fetch(id=1)
    b = await fetch(id=2)
    return [a["v"], b["v"]]
print(asyncio.run(main()))
# ---- gather_tools
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": 10}}, {"args": {"id": 2}, "output": {"json": 20}}, {"args": {"id": 3}, "output": {"json": 30}}]}
import asyncio
async def main():
    r = await asyncio.gather(fetch(id=1), fetch(id=2), fetch(id=3))
    return sum(r), r
asyncio.run(main())
# ---- gather_star_comprehension
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": 10}}, {"args": {"id": 2}, "output": {"json": 20}}, {"args": {"id": 3}, "output": {"json": 30}}]}
import asyncio
async def main():
    return await asyncio.gather(*[fetch(id=i) for i in [1, 2, 3]])
print(asyncio.run(main()))
# ---- gather_helpers
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": {"n": "one"}}}, {"args": {"id": 2}, "output": {"json": {"n": "two"}}}]}
import asyncio
async def name_of(i):
    r = await fetch(id=i)
    return r["n"].upper()
async def main():
    names = await asyncio.gather(*(name_of(i) for i in (1, 2)))
    print(names)
    return len(names)
asyncio.run(main())
# ---- top_level_await
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": 1}}, {"args": {"id": 2}, "output": {"json": 2}}]}
import asyncio
a, b = await asyncio.gather(fetch(id=1), fetch(id=2))
x = await fetch(id=1)
a + b + x
# ---- await_tool_plain
# tools: {"fetch": [{"args": {"id": 1}, "output": "text one"}]}
r = await fetch(id=1)
print(r["text"])
# ---- gather_error_propagates
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": 1}}, {"args": {"id": 2}, "output": {"error": "boom"}}]}
import asyncio
async def main():
    return await asyncio.gather(fetch(id=1), fetch(id=2))
try:
    asyncio.run(main())
except ToolError as e:
    print("caught", e)
# ---- gather_return_exceptions
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": 1}}, {"args": {"id": 2}, "output": {"error": "boom"}}]}
import asyncio
async def main():
    rs = await asyncio.gather(fetch(id=1), fetch(id=2), return_exceptions=True)
    return [type(r).__name__ for r in rs], str(rs[1])
print(asyncio.run(main()))
# ---- gather_uncaught_tool_error
# tools: {"fetch": [{"args": {"id": 2}, "output": {"error": "not found"}}]}
import asyncio
async def main():
    await asyncio.gather(fetch(id=2))
asyncio.run(main())
# ---- async_helper_try_except
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": 1}}, {"args": {"id": 9}, "output": {"error": "missing"}}]}
import asyncio
async def safe(i):
    try:
        return await fetch(id=i)
    except ToolError as e:
        return f"err: {e}"
async def main():
    return await asyncio.gather(safe(1), safe(9))
print(asyncio.run(main()))
# ---- gather_plain_values_and_sleep
import asyncio
async def double(x):
    await asyncio.sleep(0)
    return x * 2
async def main():
    return await asyncio.gather(double(1), double(2), asyncio.sleep(0, result="r"))
print(asyncio.run(main()))
# ---- async_recursion
# tools: {"children": [{"args": {"n": "r"}, "output": {"json": ["a", "b"]}}, {"args": {"n": "a"}, "output": {"json": ["c"]}}, {"args": {"n": "b"}, "output": {"json": []}}, {"args": {"n": "c"}, "output": {"json": []}}]}
async def walk(n, depth=0):
    out = ["  " * depth + n]
    for c in await children(n=n):
        out += await walk(c, depth + 1)
    return out
import asyncio
print("\n".join(asyncio.run(walk("r"))))
# ---- async_def_returns_coroutine_gathered_later
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": 1}}, {"args": {"id": 2}, "output": {"json": 2}}]}
import asyncio
async def get(i):
    return await fetch(id=i)
async def main():
    jobs = [get(i) for i in (1, 2)]
    return await asyncio.gather(*jobs)
print(asyncio.run(main()))
# ---- tool_positional_arg
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": 1}}]}
fetch(1)
# ---- tool_in_comprehension_no_async
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": 1}}, {"args": {"id": 2}, "output": {"json": 4}}]}
vals = [fetch(id=i) for i in [1, 2]]
print(vals, sum(fetch(id=i) for i in [1, 2]))
# ---- await_in_fstring_and_condition
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": 5}}]}
import asyncio
async def main():
    if await fetch(id=1) > 3:
        return f"big {await fetch(id=1)}"
    return "small"
asyncio.run(main())
# ---- gather_no_args
import asyncio
async def main():
    return await asyncio.gather()
print(asyncio.run(main()))
# ---- gather_mixed_sync_async_values
# tools: {"fetch": [{"args": {"id": 1}, "output": {"json": "a"}}]}
import asyncio
async def const():
    return "c"
async def main():
    return await asyncio.gather(fetch(id=1), const(), asyncio.sleep(0))
print(asyncio.run(main()))
# ---- await_in_loop_accumulate
# tools: {"page": [{"args": {"n": 1}, "output": {"json": {"items": [1, 2], "next": 2}}}, {"args": {"n": 2}, "output": {"json": {"items": [3], "next": null}}}]}
import asyncio
async def all_items():
    items, n = [], 1
    while n is not None:
        p = await page(n=n)
        items.extend(p["items"])
        n = p["next"]
    return items
print(asyncio.run(all_items()))
# ---- gather_dict_zip
# tools: {"size": [{"args": {"f": "a"}, "output": {"json": 10}}, {"args": {"f": "b"}, "output": {"json": 20}}]}
import asyncio
files = ["a", "b"]
async def main():
    sizes = await asyncio.gather(*(size(f=f) for f in files))
    return dict(zip(files, sizes))
asyncio.run(main())
