// asyncio's default task names: CPython numbers every task it makes (gather's, ensure_future's and
// wait_for's too, a named one as well) from Task-1, the main task. The differential cases cannot
// show it (their oracle runs many flows in one CPython, whose counter keeps counting), so the
// expected names here are CPython 3.11's for this script run alone.
import { describe, expect, it } from "vitest";
import { runToolflow } from "./harness";

describe("asyncio task names", () => {
  it("count every task CPython makes", async () => {
    const src = `import asyncio
async def f():
    await asyncio.sleep(0)
    return asyncio.current_task().get_name()
async def main():
    a = asyncio.create_task(f())
    r = await asyncio.gather(f(), f())
    b = asyncio.ensure_future(f())
    c = asyncio.create_task(f(), name="x")
    w = await asyncio.wait_for(f(), 1)
    d = asyncio.create_task(f())
    return [await a, r, await b, await c, w, await d, asyncio.current_task().get_name()]
print(asyncio.run(main()))
`;
    const out = await runToolflow(src);
    expect(out.error).toBeNull();
    expect(out.prints).toBe("['Task-2', ['Task-3', 'Task-4'], 'Task-5', 'x', 'Task-7', 'Task-8', 'Task-1']\n");
  });
});
