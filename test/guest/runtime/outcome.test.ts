// The outcome JSON of a run: result conversion, Python errors, and JS failures that must not
// leak runtime details.

import { describe, expect, it } from "vitest";
import { runProgram, type ProgramFn } from "../../../guest/runtime/outcome";
import { createRun } from "../../../guest/runtime/runtime";
import { modules } from "../../../guest/modules/index";
import { fakeHost, runToolflow } from "./harness";

async function outcome(program: ProgramFn) {
  const { host } = fakeHost();
  return JSON.parse(await runProgram(program, {}, host, createRun(host, modules)));
}

describe("run outcome", () => {
  it("reports a JS error inside the runtime as InternalError without its message or stack", async () => {
    const out = await outcome(async () => {
      throw new TypeError("cannot read property 'items' of undefined at /work/main/guest/x.ts");
    });
    expect(out.status).toBe("error");
    expect(out.error.type).toBe("InternalError");
    expect(JSON.stringify(out)).not.toMatch(/items|work\/main|\.ts/);
  });

  it("converts the result as json.dumps would, tuples and sets as lists, other values as repr", async () => {
    const r = await runToolflow("{'t': (1, 2), 's': {3}, 'f': 1.5, 'big': 2 ** 70, 'n': None, 'r': range(2)}");
    expect(r.result).toEqual({ t: [1, 2], s: [3], f: 1.5, big: 1180591620717411303424, n: null, r: "range(0, 2)" });
  });

  it("names a Python exception by its type and gives str(e) as the message", async () => {
    const r = await runToolflow("x = {}\nx['missing']");
    expect(r.error).toEqual({ type: "KeyError", message: "'missing'", line: 2 });
    expect(r.traceback).toBe("Traceback (most recent call last):\n  File \"<flow>\", line 2, in <module>\nKeyError: 'missing'\n");
  });

  it("reports a for loop's step errors on the for line, under either copy of a doubled body", async () => {
    // emit-loop.ts emits a loop with no for inside twice (a dict's copy first).
    const notIterable = await runToolflow("x = 5\nfor k in x:\n    y = 1\n    z = 2");
    expect(notIterable.error).toEqual({ type: "TypeError", message: "'int' object is not iterable", line: 2 });
    const shrunkOnLast = await runToolflow("d = {1: 1, 2: 2}\nfor k in d:\n    y = 1\n    if k == 2:\n        del d[1]");
    expect(shrunkOnLast.error).toEqual({ type: "RuntimeError", message: "dictionary changed size during iteration", line: 2 });
  });

  it("keeps prints made before an error", async () => {
    const r = await runToolflow("print('before')\n1 / 0\nprint('after')");
    expect(r.prints).toBe("before\n");
    expect(r.error?.type).toBe("ZeroDivisionError");
  });

  it("does not send a tool call with positional arguments to the host", async () => {
    const r = await runToolflow("echo('x')");
    expect(r.calls).toEqual([]);
    expect(r.error).toEqual({ type: "TypeError", message: "echo() takes 0 positional arguments but 1 was given", line: 1 });
  });

  it("refuses non-JSON tool arguments before calling the host", async () => {
    const r = await runToolflow("echo(s={1})");
    expect(r.calls).toEqual([]);
    expect(r.error).toEqual({ type: "TypeError", message: "Object of type set is not JSON serializable", line: 1 });
  });
});
