// Which functions compile to JS async functions: only those that may reach a tool call.

import { describe, expect, it } from "vitest";
import { parse } from "../../../transpiler/parse";
import { AsyncInfo } from "../../../transpiler/analyze-async";
import { ScopeInfo } from "../../../transpiler/scope";
import { js } from "./helpers";

/** Python scope name -> compiled async? for every function scope of the script. */
function asyncness(src: string, tools: string[] = ["fetch"]): Record<string, boolean> {
  const info = new ScopeInfo(parse(src));
  const a = new AsyncInfo(info, new Set(tools));
  const out: Record<string, boolean> = { $escapes: a.escapes };
  for (const s of info.all()) if (s.kind !== "module") out[s.qualname] = s.isAsync;
  return out;
}

describe("async analysis", () => {
  it("keeps pure functions synchronous", () => {
    expect(asyncness("def fib(n):\n    return n if n < 2 else fib(n-1) + fib(n-2)\nfib(10)")).toEqual({ $escapes: false, fib: false });
  });

  it("makes a function calling a tool async, and its callers, transitively", () => {
    const src = "def a():\n    return fetch(x=1)\ndef b():\n    return a()\ndef c():\n    return 1\ndef d():\n    return b() + c()";
    expect(asyncness(src)).toEqual({ $escapes: false, a: true, b: true, c: false, d: true });
  });

  it("follows calls to functions defined later and nested functions", () => {
    const src = "def outer():\n    def inner():\n        return later()\n    return inner()\ndef later():\n    return fetch(y=2)";
    expect(asyncness(src)).toMatchObject({ later: true, "outer.<locals>.inner": true, outer: true });
  });

  it("makes await and async comprehensions async, and their enclosing function", () => {
    const src = "def f(xs):\n    return [fetch(x=x) for x in xs]\nasync def g():\n    await h()\nasync def h():\n    return 1";
    expect(asyncness(src)).toMatchObject({ f: true, "f.<locals>.<listcomp>": true, g: true, h: false });
  });

  it("treats a tool or async function used as a value as escaping", () => {
    const src = "def apply(fn, v):\n    return fn(x=v)\ndef plain(v):\n    return v\napply(fetch, 1)\nplain(2)";
    expect(asyncness(src)).toEqual({ $escapes: true, apply: true, plain: false });
  });

  it("does not treat direct calls as escapes", () => {
    expect(asyncness("def g():\n    return fetch(a=1)\ndef k(f):\n    return f(1)\ng()\nk(len)")).toEqual({ $escapes: false, g: true, k: false });
  });

  it("keeps functions that call no method of that name sync when a method calls a tool and is only called by name", () => {
    const cls = "class Api:\n    def get(self, x):\n        return fetch(x=x)\n";
    const helpers = "def clean(s):\n    return [p.strip() for p in s.split(',')]\ndef use(a):\n    return a.get(1)\ndef make():\n    return Api()\n";
    expect(asyncness(cls + helpers)).toMatchObject({ $escapes: false, "Api.get": true, clean: false, "clean.<locals>.<listcomp>": false, use: true, make: false });
    // Taken as a value, or reachable by a computed name: any dynamic call may reach it.
    for (const access of ["f = Api().get", "g = getattr(Api(), 'get')", "g = getattr(Api(), n)", "import operator\nm = operator.methodcaller('get')"]) {
      expect(asyncness(`${cls}${helpers}${access}`)).toMatchObject({ $escapes: true, clean: true, use: true, make: true });
    }
    // A method the library calls by name (contextlib.closing's close) escapes.
    expect(asyncness(`${cls}${helpers}class Conn:\n    def close(self):\n        fetch(x=2)\n`)).toMatchObject({ $escapes: true, clean: true });
    // A class whose construction calls a tool makes any call of a value that may be one wait:
    // a name not bound to a def, and any attribute (`p.strip()` too, as before this analysis).
    const init = "class Made:\n    def __init__(self):\n        self.v = fetch(x=1)\n";
    expect(asyncness(`${cls}${helpers}${init}def build(k):\n    return k()\n`)).toMatchObject({ $escapes: false, clean: true, make: true, build: true });
  });

  it("marks a lambda calling a tool and the scope creating it", () => {
    expect(asyncness("def f():\n    key = lambda p: fetch(p=p)\n    return sorted([1], key=key)")).toMatchObject({
      $escapes: true,
      f: true,
      "f.<locals>.<lambda>": true,
    });
  });

  it("emits sync functions as plain JS functions and calls them directly", () => {
    const code = js("def sq(x):\n    return x * x\ndef get():\n    return fetch(a=sq(2))\nget()", ["fetch"]);
    expect(code).toMatch(/\nfunction \$f1\(L_x\)/);
    expect(code).toMatch(/\nasync function \$f2\(\)/);
    expect(code).toContain("await $awaitAt($callTool(\"fetch\"");
    expect(code).toMatch(/await \$awaitAt\(\$f2\(\), 0, 5\)/);
    expect(code).not.toContain("$awaitAt($f1(");
  });

  it("leaves tool calls inside asyncio.gather unawaited", () => {
    const code = js("import asyncio\nasync def main():\n    return await asyncio.gather(fetch(a=1), fetch(a=2))\nasyncio.run(main())", ["fetch"]);
    expect(code).toContain('[$callTool("fetch", [], {__proto__: null, "a": 1}), $callTool("fetch", [], {__proto__: null, "a": 2})]');
    // main() is not awaited here: it makes the coroutine (through the function object) that run starts.
    expect(code).toMatch(/\$callMethod\(G_asyncio, "run", \[\(typeof G_main === "function" \? G_main : \$callable\(G_main\)\)\(\)\]\)/);
  });

  it("keeps the running task across awaits only in a program that may cancel one", () => {
    const body = "import asyncio\nasync def f():\n    await asyncio.sleep(1)\nasync def main():\n    t = asyncio.create_task(f())\n";
    const plain = js(`${body}    await t\nasyncio.run(main())`);
    expect(plain).toContain("$awaitAt(");
    expect(plain).not.toMatch(/awaitInTask|resumeTask|trackTasks/);
    for (const use of ["t.cancel()", "await asyncio.wait_for(t, 1)", "asyncio.current_task()", "async with asyncio.timeout(1):\n        await t"]) {
      const tracked = js(`${body}    ${use}\nasyncio.run(main())`);
      expect(tracked).toContain("$rt.trackTasks();");
      expect(tracked).not.toContain("$awaitAt(");
      expect(tracked).toMatch(/\(\$t\d+ = \$running\.task, \$resumeTask\(await \$t\d+, \$t\d+\)\)/);
    }
    expect(js("from asyncio import TaskGroup\nasync def main():\n    async with TaskGroup() as tg:\n        pass\n")).toContain("$awaitInTask(");
  });

  it("awaits dynamic calls only through an instanceof check", () => {
    const code = js("def apply(fn):\n    return fn(a=1)\napply(fetch)", ["fetch"]);
    expect(code).toMatch(/instanceof \$Promise \? await \$awaitAt\(/);
  });
});
