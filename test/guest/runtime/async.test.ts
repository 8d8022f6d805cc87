// The async path in Node with a stand-in asyncio (gather = Promise.all of the started awaitables), independent of
// guest/modules: which calls overlap, and that awaiting works through every kind of call.

import { describe, expect, it } from "vitest";
import { PyList, PyModule, builtin, started } from "../../../guest/values/index";
import { modules } from "../../../guest/modules/index";
import { runProgram, type ProgramFn } from "../../../guest/runtime/outcome";
import { createRun } from "../../../guest/runtime/runtime";
import { transpile } from "../../../transpiler/index";

const asyncio = () =>
  new PyModule("asyncio", {
    // A coroutine (what calling an `async def` makes) runs when gathered or run.
    gather: builtin("gather", "*aws", (aws: unknown[]) => Promise.all(aws.map(started)).then((xs) => new PyList(xs))),
    run: builtin("run", "main, /", (m: unknown) => started(m)),
  });

async function run(src: string) {
  const t = transpile(src, { tools: ["fetch"] });
  if (!t.ok) throw new Error(t.error.message);
  const events: string[] = [];
  const prints: string[] = [];
  const host = {
    print: (s: string) => void prints.push(s),
    callTool: (_name: string, args: string, decode: (answer: string) => unknown) => {
      events.push(`start ${args}`);
      return new Promise((resolve) =>
        setTimeout(() => {
          events.push(`end ${args}`);
          resolve(decode(`{"ok": ${args}}`));
        }, 1),
      );
    },
  };
  const out = JSON.parse(await runProgram((0, eval)(t.js) as ProgramFn, {}, host, createRun(host, { ...modules, asyncio })));
  return { out, events, prints: prints.join("") };
}

describe("async tool calls", () => {
  it("overlaps the tool calls passed to asyncio.gather", async () => {
    const r = await run("import asyncio\nasync def main():\n    return await asyncio.gather(fetch(i=1), fetch(i=2))\nasyncio.run(main())");
    expect(r.out).toEqual({ status: "ok", result: [{ i: 1 }, { i: 2 }] });
    expect(r.events).toEqual(['start {"i": 1}', 'start {"i": 2}', 'end {"i": 1}', 'end {"i": 2}']);
  });

  it("overlaps async helpers gathered from a starred comprehension", async () => {
    const src = [
      "import asyncio",
      "async def get(i):",
      "    r = await fetch(i=i)",
      "    return r['i'] * 10",
      "async def main():",
      "    return await asyncio.gather(*[get(i) for i in range(3)])",
      "asyncio.run(main())",
    ].join("\n");
    const r = await run(src);
    expect(r.out).toEqual({ status: "ok", result: [0, 10, 20] });
    expect(r.events.slice(0, 3)).toEqual(['start {"i": 0}', 'start {"i": 1}', 'start {"i": 2}']);
  });

  it("runs tool calls one after another outside gather", async () => {
    const r = await run("a = fetch(i=1)\nb = fetch(i=2)\n[a['i'], b['i']]");
    expect(r.out.result).toEqual([1, 2]);
    expect(r.events).toEqual(['start {"i": 1}', 'end {"i": 1}', 'start {"i": 2}', 'end {"i": 2}']);
  });

  it("awaits results through dynamic calls, methods and builtins", async () => {
    const src = [
      "def twice(f, **kw):",
      "    return [f(**kw)['i'], f(**kw)['i']]",
      "ops = {'get': fetch}",
      "print(twice(fetch, i=3), ops['get'](i=4)['i'])",
      "print(sorted([2, 1], key=lambda v: fetch(i=v)['i']))",
    ].join("\n");
    const r = await run(src);
    expect(r.out.status).toBe("ok");
    expect(r.prints).toBe("[3, 3] 4\n[1, 2]\n");
  });

  it("awaits an __init_subclass__ that calls a tool where the class statement can wait, and refuses it where it cannot", async () => {
    const src = [
      "class Base:",
      "    def __init_subclass__(cls):",
      "        cls.got = fetch(i=1)['i']",
      "class Sub(Base):",
      "    pass",
      "def local():",
      "    class Inner(Base):",
      "        pass",
      "    return Inner",
      "try:",
      "    local()",
      "except TypeError as e:",
      "    print(e)",
      "Sub.got",
    ].join("\n");
    const r = await run(src);
    expect(r.out.status).toBe("ok");
    expect(r.prints).toBe("Inner.__init_subclass__() calls a tool, and this class statement cannot wait for it\n");
    expect(r.out.result).toBe(1);
    expect(r.events).toEqual(['start {"i": 1}', 'end {"i": 1}', 'start {"i": 1}']);
  });

  it("refuses a tool-calling generator at itertools.chain.from_iterable's and tee's first step, with no call made", async () => {
    const src = [
      "import itertools",
      "def g():",
      "    for i in range(3):",
      "        yield fetch(i=i)['i']",
      "for make in (lambda it: itertools.chain.from_iterable([it]), lambda it: itertools.tee(it)[0]):",
      "    try:",
      "        list(make(g()))",
      "    except TypeError as e:",
      "        print(e)",
    ].join("\n");
    const r = await run(src);
    expect(r.out.status).toBe("ok");
    expect(r.prints).toBe("this 'generator' object calls tools on each step; consume it with a for loop, list(), tuple() or next()\n".repeat(2));
    expect(r.events).toEqual([]);
  });

  it("refuses a script iterator whose __next__ calls a tool at itertools.chain.from_iterable's and tee's first step, with no call made", async () => {
    const src = [
      "import itertools",
      "class Pages:",
      "    def __init__(self):",
      "        self.i = 0",
      "    def __iter__(self):",
      "        return self",
      "    def __next__(self):",
      "        self.i += 1",
      "        return fetch(i=self.i)['i']",
      "for make in (lambda it: itertools.chain.from_iterable([it]), lambda it: itertools.tee(it)[0]):",
      "    try:",
      "        list(make(Pages()))",
      "    except TypeError as e:",
      "        print(e)",
    ].join("\n");
    const r = await run(src);
    expect(r.out.status).toBe("ok");
    expect(r.prints).toBe("this 'Pages' object calls tools on each step; consume it with a for loop, list(), tuple() or next()\n".repeat(2));
    expect(r.events).toEqual([]);
  });

  it("refuses a json.loads hook that calls a tool with a TypeError the flow catches", async () => {
    const r = await run(["import json", "try:", "    json.loads('[{}]', object_hook=lambda d: fetch(i=1))", "except TypeError as e:", "    print(e)", "fetch(i=2)['i']"].join("\n"));
    expect(r.out.status).toBe("ok");
    expect(r.prints).toBe("json.loads(object_hook=...) calls a tool, and the decoder cannot wait for it\n");
    expect(r.out.result).toBe(2);
  });

  /** Runs `probes` (lambdas) after `prelude`, printing the TypeError each raises; the flow goes on. */
  async function refusals(prelude: string[], probes: string[]) {
    const r = await run([...prelude, `for probe in [${probes.join(", ")}]:`, "    try:", "        probe()", "    except TypeError as e:", "        print(e)", "fetch(i=2)['i']"].join("\n"));
    expect(r.out.status).toBe("ok");
    expect(r.out.result).toBe(2);
    return r.prints;
  }

  it("refuses the callbacks that cannot wait (json.dumps' default, defaultdict's factory, bisect's and heapq.merge's key) with a TypeError the flow catches", async () => {
    const prints = await refusals(["import json, bisect, heapq", "from collections import defaultdict"], [
      "lambda: json.dumps({'x': {1}}, default=lambda o: fetch(i=1))",
      "lambda: defaultdict(lambda: fetch(i=1))['q']",
      "lambda: bisect.insort([1, 2], 1, key=lambda x: fetch(i=1))",
      "lambda: list(heapq.merge([1], [2], key=lambda x: fetch(i=1)))",
    ]);
    expect(prints).toBe([
      "json.dumps(default=...) calls a tool, and the encoder cannot wait for it",
      "defaultdict's default_factory calls a tool, and a subscript cannot wait for it; set the key first",
      "bisect(key=...) calls a tool, and the search cannot wait for it; use sorted() or a loop",
      "heapq.merge(key=...) calls a tool, and the merge cannot wait for it; use sorted()",
      "",
    ].join("\n"));
  });

  it("keeps those callbacks plain where tools are used as values, refusing one whose dynamic call answers a promise", async () => {
    const prelude = [
      "import json",
      "from collections import defaultdict",
      "class S:",
      "    def __init__(self, f):",
      "        self.f = f",
      "s = S(fetch)",
      "print(json.dumps({'x': {1}}, default=lambda o: o.copy().pop()), json.loads('{\"A\": 1}', object_hook=lambda d: {k.lower(): v for k, v in d.items()}))",
    ];
    const prints = await refusals(prelude, [
      "lambda: json.dumps({1}, default=lambda o: s.f(i=1))",
      "lambda: json.dumps({'a': {3}}, default=lambda o: [s.f(i=x) for x in o])",
      "lambda: json.loads('{}', object_hook=lambda d: s.f(i=1))",
      "lambda: defaultdict(lambda: s.f(i=1))['k']",
    ]);
    expect(prints).toBe([
      '{"x": 1} {\'a\': 1}',
      "json.dumps(default=...) calls a tool, and the encoder cannot wait for it",
      "json.dumps(default=...) calls a tool, and the encoder cannot wait for it",
      "json.loads(object_hook=...) calls a tool, and the decoder cannot wait for it",
      "defaultdict's default_factory calls a tool, and a subscript cannot wait for it; set the key first",
      "",
    ].join("\n"));
  });
});
