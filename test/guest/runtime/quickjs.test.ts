// The bundled guest runtime inside real QuickJS (sync build): the async tool path with a host
// promise settled later, concurrent gather, tracebacks from QuickJS stacks, stack overflow.

import { describe, expect, it } from "vitest";
import { modules } from "../../../guest/modules/index";
import { runInQuickJS } from "./quickjs-host";

const answer = (name: string, args: any) =>
  name === "fail"
    ? JSON.stringify({ error: `no ${args.path}`, type: "ToolError" })
    : `{"ok": {"text": ${JSON.stringify(`read ${args.path}`)}, "n": 1.0}}`;

describe("guest runtime in QuickJS", () => {
  it("awaits a host tool promise and returns the result", async () => {
    const r = await runInQuickJS("r = file_read(path='a.txt')\nprint(r['text'])\nr", ["file_read"], answer);
    expect(r.prints).toBe("read a.txt\n");
    expect(r.outcome).toEqual({ status: "ok", result: { text: "read a.txt", n: 1 } });
    expect(r.calls).toEqual([["file_read", '{"path": "a.txt"}']]);
  });

  it("keeps Python's float/int distinction in tool results", async () => {
    const r = await runInQuickJS("r = file_read(path='x')\nprint(r['n'], type(r['n']).__name__)", ["file_read"], answer);
    expect(r.prints).toBe("1.0 float\n");
  });

  it("runs tool calls from a function called in a comprehension, one after another", async () => {
    const src = [
      "def get(p):",
      "    return file_read(path=p)['text']",
      "print([get(p) for p in ['a', 'b']])",
    ].join("\n");
    const r = await runInQuickJS(src, ["file_read"], answer);
    expect(r.prints).toBe("['read a', 'read b']\n");
    expect(r.events).toEqual(["start file_read", "end file_read", "start file_read", "end file_read"]);
  });

  it("reports a tool error with the script line and a Python traceback", async () => {
    const src = "x = 1\n\ndef f():\n    return fail(path='p')\n\nf()";
    const r = await runInQuickJS(src, ["fail"], answer);
    expect(r.outcome.status).toBe("error");
    expect(r.outcome.error).toMatchObject({ type: "ToolError", message: "no p", line: 4 });
    expect(r.outcome.error!.traceback).toBe(
      'Traceback (most recent call last):\n  File "<flow>", line 6, in <module>\n  File "<flow>", line 4, in f\nToolError: no p\n',
    );
  });

  // The tracebacks are CPython 3.11's for the same scripts: sum/any/all step outside the
  // generator expression, so only an error in its element has a `<genexpr>` frame.
  it("shows a <genexpr> frame for a generator expression's element, none for its consumer's step", async () => {
    const cases: [string, string][] = [
      [
        "class M:\n    def __add__(self, o):\n        raise ValueError('bad add')\n    __radd__ = __add__\ndef f():\n    return sum(M() for x in [1,\n        2])\nf()",
        '  File "<flow>", line 8, in <module>\n  File "<flow>", line 6, in f\n  File "<flow>", line 3, in __add__\nValueError: bad add\n',
      ],
      ["def f():\n    return sum(x for x in [1, 'a'])\nf()", '  File "<flow>", line 3, in <module>\n  File "<flow>", line 2, in f\nTypeError: unsupported operand type(s) for +: \'int\' and \'str\'\n'],
      ["print(any(x.bad for x in [1]))", '  File "<flow>", line 1, in <module>\n  File "<flow>", line 1, in <genexpr>\nAttributeError: \'int\' object has no attribute \'bad\'\n'],
      ["class B:\n    def __bool__(self):\n        raise KeyError(1)\nprint(all(B() for _ in [1]))", '  File "<flow>", line 4, in <module>\n  File "<flow>", line 3, in __bool__\nKeyError: 1\n'],
    ];
    for (const [src, frames] of cases) {
      const r = await runInQuickJS(src, [], answer);
      expect(r.outcome.error!.traceback).toBe(`Traceback (most recent call last):\n${frames}`);
    }
  });

  it("keeps where a coroutine raised before it waits when it starts inside a handler's sure try", async () => {
    // asyncio.run inside the running loop (toolflow runs it; CPython refuses): the coroutine's
    // KeyError becomes the promise start() returns, not the LookupError handler's to drop.
    const code = [
      "import asyncio",
      "async def work():",
      "    x = {}['k']",
      "    await asyncio.sleep(0)",
      "def start():",
      "    try:",
      "        return asyncio.run(work())",
      "    except LookupError:",
      "        return None",
      "async def main():",
      "    await start()",
      "asyncio.run(main())",
    ].join("\n");
    const r = await runInQuickJS(code, [], answer);
    expect(r.outcome.error).toMatchObject({ type: "KeyError", message: "'k'", line: 3 });
    expect(r.outcome.error!.traceback).toContain('File "<flow>", line 3, in work');
  });

  it("refuses a redirect_stdout file whose write() calls a tool with a TypeError at the print", async () => {
    const src = ["from contextlib import redirect_stdout", "class Sink:", "    def write(self, s):", "        return file_read(path=s)", "with redirect_stdout(Sink()):", "    print('x')"].join("\n");
    const r = await runInQuickJS(src, ["file_read"], answer);
    expect(r.outcome.error).toMatchObject({ type: "TypeError", message: "Sink.write() calls a tool, and this operation cannot wait for it; call the method directly", line: 6 });
  });

  it("refuses a property setter that calls a tool where the store cannot wait (setattr run by map)", async () => {
    const src = [
      "class Account:",
      "    @property",
      "    def email(self):",
      "        return self._e",
      "    @email.setter",
      "    def email(self, v):",
      "        file_read(path=v)",
      "        self._e = v",
      "a = Account()",
      "a.email = 'x'",
      "print(a.email)",
      "list(map(setattr, [a], ['email'], ['y']))",
    ].join("\n");
    const r = await runInQuickJS(src, ["file_read"], answer);
    expect(r.prints).toBe("x\n");
    expect(r.outcome.error).toMatchObject({ type: "TypeError", message: "Account.email() calls a tool, and this operation cannot wait for it; call the method directly", line: 12 });
  });

  // Item.__lt__ is compiled async (its `not self.v` may reach Feed.__bool__ by name); heapq's
  // comparisons cannot wait.
  it("takes the outcome a method compiled async reached without waiting, refuses one that waited", async () => {
    const src = [
      "import heapq",
      "class Feed:",
      "    def __bool__(self):",
      "        return bool(file_read(path='b'))",
      "class Item:",
      "    def __init__(self, v):",
      "        self.v = v",
      "    def __lt__(self, other):",
      "        if not self.v:",
      "            return True",
      "        return self.v < other.v",
      "class Slow(Item):",
      "    def __lt__(self, other):",
      "        return file_read(path='x')['text'] < 'y'",
      "h = []",
      "heapq.heappush(h, Item(2))",
      "heapq.heappush(h, Item(1))",
      "print([i.v for i in h])",
      "heapq.heappush(h, Slow(0))",
    ].join("\n");
    const r = await runInQuickJS(src, ["file_read"], answer);
    expect(r.prints).toBe("[1, 2]\n");
    expect(r.outcome.error).toMatchObject({ type: "TypeError", message: "Slow.__lt__() calls a tool, and this operation cannot wait for it; call the method directly", line: 19 });
  });

  // Stack.__next__ is compiled async too, and Pages's waits: iteration steps both, each step awaited.
  it("steps an iterator whose __next__ is compiled async, waiting or not, where its consumer can wait", async () => {
    const src = [
      "class Feed:",
      "    def __bool__(self):",
      "        return bool(file_read(path='b'))",
      "class Stack:",
      "    def __init__(self, items):",
      "        self.items = items",
      "    def __iter__(self):",
      "        return self",
      "    def __next__(self):",
      "        if not self.items:",
      "            raise StopIteration",
      "        return self.items.pop()",
      "class Pages(Stack):",
      "    def __next__(self):",
      "        return file_read(path=Stack.__next__(self))['text']",
      "print(dict(enumerate(Stack([1, 2]))))",
      "print(dict(enumerate(Pages(['p']))))",
    ].join("\n");
    const r = await runInQuickJS(src, ["file_read"], answer);
    expect(r.outcome.status).toBe("ok");
    expect(r.prints).toBe("{0: 2, 1: 1}\n{0: 'read p'}\n");
  });

  it("maps a runtime error to its line through the QuickJS stack", async () => {
    const src = "d = {'a': 1}\ndef g(k):\n    return d[k]\n\nprint(g('a'))\ng(\n  'zz')";
    const r = await runInQuickJS(src, [], answer);
    expect(r.prints).toBe("1\n");
    expect(r.outcome.error).toMatchObject({ type: "KeyError", message: "'zz'", line: 3 });
    expect(r.outcome.error!.traceback).toContain('File "<flow>", line 3, in g\nKeyError: \'zz\'');
  });

  it("turns a QuickJS stack overflow into RecursionError", async () => {
    const src = "def f(n):\n    return f(n + 1) + 1\ntry:\n    f(0)\nexcept RecursionError as e:\n    print('caught', e)\nf(0)";
    const r = await runInQuickJS(src, [], answer);
    expect(r.prints).toBe("caught maximum recursion depth exceeded\n");
    expect(r.outcome.error).toMatchObject({ type: "RecursionError", line: 2 });
    expect(r.outcome.error!.traceback).toContain("[Previous line repeated");
  });

  it.skipIf(!("asyncio" in modules))("starts the tool calls of asyncio.gather before any finishes", async () => {
    const src = [
      "import asyncio",
      "async def main():",
      "    rs = await asyncio.gather(file_read(path='a'), file_read(path='b'), file_read(path='c'))",
      "    return [r['text'] for r in rs]",
      "asyncio.run(main())",
    ].join("\n");
    const r = await runInQuickJS(src, ["file_read"], answer);
    expect(r.outcome).toEqual({ status: "ok", result: ["read a", "read b", "read c"] });
    expect(r.events.slice(0, 3)).toEqual(["start file_read", "start file_read", "start file_read"]);
  });
});
