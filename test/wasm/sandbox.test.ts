// The sandbox with a stand-in guest: outcome, prints, the async tool path, limits, kill, hostile guests.
// Many flows in a row, context isolation and a failing guest bundle: sandbox-lifecycle.test.ts.
import { describe, expect, it } from "vitest";
import { runSandbox } from "../../wasm/sandbox.js";
import { FAKE_GUEST } from "./fake-guest.js";
import { MiB, outcomeOf, run, sleep } from "./sandbox-harness.js";

describe("sandbox basics", () => {
  it("returns the guest's outcome", async () => {
    const result = await run(`async () => 6 * 7`);
    expect(outcomeOf(result)).toEqual({ status: "ok", result: 42 });
  });

  it("delivers prints one call at a time, in order", async () => {
    const result = await run(`async (api) => { api.print("a\\n"); api.print("b\\n"); return null; }`);
    expect(result.harness.prints).toEqual(["a\n", "b\n"]);
  });

  it("serves a tool call through a promise and resumes the guest with the answer", async () => {
    const result = await run(`async (api) => { const r = await api.call("t", {x: 1}); return r.ok.echo.x + 1; }`, {
      tool: async (_alias, args) => {
        await sleep(20);
        return { echo: args };
      },
    });
    expect(outcomeOf(result).result).toBe(2);
    expect(result.harness.calls).toEqual([{ alias: "t", args: { x: 1 } }]);
  });

  it("runs concurrent tool calls from one flow", async () => {
    const started: number[] = [];
    const result = await run(
      `async (api) => { const rs = await Promise.all([1, 2, 3].map((i) => api.call("t", {i}))); return rs.map((r) => r.ok); }`,
      {
        tool: async (_alias, args) => {
          started.push(args.i);
          await sleep(30 - args.i * 5);
          return args.i * 10;
        },
      },
    );
    expect(started).toEqual([1, 2, 3]);
    expect(outcomeOf(result).result).toEqual([10, 20, 30]);
  });

  it("reports a script exception as the guest's error outcome", async () => {
    const result = await run(`async () => { throw new TypeError("bad") }`);
    expect(outcomeOf(result)).toMatchObject({ status: "error", error: { type: "TypeError", message: "bad" } });
  });

  it("keeps the module usable after deep recursion (stack limit)", async () => {
    const result = await run(`async () => { const f = (n) => f(n + 1) + 1; return f(0); }`);
    expect(outcomeOf(result)).toMatchObject({ status: "error", error: { type: "InternalError", message: "stack overflow" } });
    expect(outcomeOf(await run(`async () => 1`)).result).toBe(1);
  });
});

describe("lifecycle", () => {
  it("disposes the promises of tool calls still in flight when a flow stops", async () => {
    const result = await run(`async (api) => Promise.all([api.call("a", {}), api.call("b", {}), api.call("c", {})])`, {
      timeoutMs: 100,
      tool: () => new Promise(() => {}),
    });
    expect(result).toEqual({ kind: "stopped", reason: "timeout", harness: expect.anything() });
  });
});

describe("interleaving flows", () => {
  it("runs other flows while one waits on a slow tool", async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = run(`async (api) => (await api.call("slow", {})).ok`, {
      tool: async () => {
        await gate;
        return "slow done";
      },
    }).then((r) => {
      order.push("slow");
      return r;
    });
    const fast = await Promise.all(
      [1, 2, 3].map((i) =>
        run(`async () => { let s = 0; for (let k = 0; k < 100000; k++) s += k; return ${i}; }`).then((r) => {
          order.push(`fast${i}`);
          return r;
        }),
      ),
    );
    expect(fast.map((r) => outcomeOf(r).result)).toEqual([1, 2, 3]);
    release();
    expect(outcomeOf(await slow).result).toBe("slow done");
    expect(order.at(-1)).toBe("slow");
  });
});

describe("limits and kill", () => {
  it("stops a compute loop at the deadline; the guest cannot catch it", async () => {
    const started = Date.now();
    const result = await run(`async () => { for (;;) { try { while (true) {} } catch (e) {} } }`, { timeoutMs: 200 });
    expect(result).toMatchObject({ kind: "stopped", reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("hands over the prints a stopped guest had buffered, taking only strings", async () => {
    // guest/runtime/print-buffer.ts keeps unflushed prints at __toolflow.prints.parts.
    const buffered = `async () => { globalThis.__toolflow.prints = { parts: ["buffered ", 42, "text", " a\\0b"] }; for (;;) {} }`;
    const result = await run(buffered, { timeoutMs: 200 });
    expect(result).toMatchObject({ kind: "stopped", reason: "timeout" });
    expect(result.harness.prints).toEqual(["buffered text a\0b"]);
    const hostile = await run(`async () => { globalThis.__toolflow.prints = { parts: "not a list" }; for (;;) {} }`, { timeoutMs: 200 });
    expect(hostile).toMatchObject({ kind: "stopped", reason: "timeout" });
    expect(hostile.harness.prints).toEqual([]);
  });

  it("stops a flow waiting on a tool at the deadline and drops the late answer", async () => {
    let answered = false;
    const result = await run(`async (api) => { try { await api.call("hang", {}); } catch (e) {} return "caught"; }`, {
      timeoutMs: 150,
      tool: async () => {
        await sleep(400);
        answered = true;
        return "late";
      },
    });
    expect(result).toMatchObject({ kind: "stopped", reason: "timeout" });
    await sleep(400);
    expect(answered).toBe(true);
  });

  it("is killed by its abort signal while waiting on a tool", async () => {
    const waiting = new AbortController();
    const result = await run(`async (api) => api.call("t", {})`, {
      signal: waiting.signal,
      tool: async () => {
        setTimeout(() => waiting.abort(), 20);
        return new Promise(() => {});
      },
    });
    expect(result).toMatchObject({ kind: "stopped", reason: "killed" });
  });

  it("is killed when aborted while its sandbox is still being prepared", async () => {
    const controller = new AbortController();
    const pending = run(`async () => { while (true) {} }`, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ kind: "stopped", reason: "killed" });
  });

  it("is killed by an abort raised synchronously inside a host call, though the guest keeps computing", async () => {
    // A compute loop blocks the thread, so only host calls made by the guest (print, callTool)
    // can abort it; the interrupt handler then stops it.
    const killer = new AbortController();
    const result = await runSandbox({
      guestSource: FAKE_GUEST,
      program: `async (api) => { api.print("x"); try { while (true) {} } catch (e) {} return "survived"; }`,
      optionsJson: "{}",
      host: {
        callTool: async () => "{}",
        print: () => killer.abort(),
      },
      limits: { memoryBytes: 32 * MiB, stackBytes: 256 * 1024, deadline: Date.now() + 10_000 },
      signal: killer.signal,
    });
    expect(result).toEqual({ kind: "stopped", reason: "killed" });
  });

  it("ends a flow that exhausts its memory and leaves later flows healthy", async () => {
    const result = await run(`async () => { const keep = []; for (;;) keep.push(new Array(100000).fill(keep.length)); }`, {
      limits: { memoryBytes: 8 * MiB, stackBytes: 256 * 1024, deadline: Date.now() + 20_000 },
    });
    // QuickJS's own accounting may throw out-of-memory before the capped WebAssembly.Memory is
    // full; either way the flow ends quickly instead of growing the process.
    if (result.kind === "stopped") expect(result.reason).toBe("memory");
    else expect(outcomeOf(result).error.message).toBe("out of memory");
    expect(outcomeOf(await run(`async () => "still fine"`)).result).toBe("still fine");
  });

  it("ends a flow whose tool answer cannot fit in its heap with the memory limit, not a crash", async () => {
    const result = await run(`async (api) => (await api.call("huge", {})).ok.length`, {
      limits: { memoryBytes: 8 * MiB, stackBytes: 256 * 1024, deadline: Date.now() + 20_000 },
      tool: async () => "y".repeat(50 * MiB),
    });
    expect(result).toEqual({ kind: "stopped", reason: "memory", harness: expect.anything() });
  });
});

describe("the line of a memory stop", () => {
  // Allocates until an allocation fails, catches it and reports it as the outcome `program` names.
  const guestSource = `globalThis.__toolflow = { run(program) {
    return (async () => {
      try { const keep = []; for (;;) keep.push("x".repeat(1 << 12) + keep.length); }
      catch (e) { return JSON.stringify({ status: "error", error: JSON.parse(program) }); }
    })();
  } };`;
  const stopWith = (error: unknown) =>
    run(JSON.stringify(error), { guestSource, limits: { memoryBytes: 8 * MiB, stackBytes: 256 * 1024, deadline: Date.now() + 20_000 } });

  it("is the line of the guest's own MemoryError when it settled before the host saw the limit", async () => {
    const result = await stopWith({ type: "MemoryError", message: "out of memory", line: 7, traceback: "" });
    expect(result).toEqual({ kind: "stopped", reason: "memory", line: 7, harness: expect.anything() });
  });

  it("is not taken from another error type, or when it is not a positive integer", async () => {
    for (const error of [
      { type: "InternalError", message: "internal error in the flow runtime", line: 7, traceback: "" },
      { type: "MemoryError", message: "out of memory", line: "7", traceback: "" },
      { type: "MemoryError", message: "out of memory", line: -1, traceback: "" },
    ]) {
      expect(await stopWith(error)).toEqual({ kind: "stopped", reason: "memory", harness: expect.anything() });
    }
  });
});

describe("hostile or broken guests", () => {
  it("reads the outcome from the native promise state, even with Promise.resolve and then replaced", async () => {
    const guestSource = `globalThis.__toolflow = { run() {
      const outcome = (async () => '{"status":"ok","result":5}')();
      Promise.resolve = () => new Promise(() => {});
      Promise.prototype.then = function () { return this; };
      return outcome;
    } };`;
    expect(outcomeOf(await run("", { guestSource })).result).toBe(5);
  });

  it("fails when the guest waits on nothing", async () => {
    const result = await run(`async () => new Promise(() => {})`);
    expect(result).toEqual(expect.objectContaining({ kind: "failed", message: expect.stringContaining("no tool call") }));
  });

  it("fails when the guest runtime does not load or defines no run()", async () => {
    const broken = await run(`async () => 1`, { guestSource: "syntax error (" });
    expect(broken).toEqual(expect.objectContaining({ kind: "failed", message: expect.stringContaining("failed to load") }));
    const empty = await run(`async () => 1`, { guestSource: "globalThis.__toolflow = {}" });
    expect(empty).toEqual(expect.objectContaining({ kind: "failed", message: expect.stringContaining("run()") }));
    const nothing = await run(`async () => 1`, { guestSource: "" });
    expect(nothing).toEqual(expect.objectContaining({ kind: "failed", message: expect.stringContaining("run()") }));
    expect(nothing.cleanupError).toBeUndefined();
  });

  it("rejects non-string arguments to __host with a TypeError inside the guest", async () => {
    const result = await run(`async () => { try { __host.callTool(1, {}); } catch (e) { return e.name + ": " + e.message; } }`);
    expect(outcomeOf(result).result).toBe("TypeError: __host: call must be a string");
  });

  it("refuses a malformed call string, and a call id already waiting, before the host is asked", async () => {
    const tries = ["", "t {}", "0 t {}", "01 t {}", "4294967296 t {}", "1 t", "x t {}"];
    const result = await run(
      `async () => [...${JSON.stringify(tries)}.map((call) => { try { __host.callTool(call); return "called"; } catch (e) { return e.message; } }),
        (() => { __host.callTool("7 t {}"); try { __host.callTool("7 t {}"); return "called"; } catch (e) { return e.message; } })()]`,
      { tool: () => new Promise(() => undefined) },
    );
    const malformed = "__host: call must be `<call-id> <alias> <args-json>`";
    expect(outcomeOf(result).result).toEqual([...tries.map(() => malformed), "__host: call 7 is already waiting"]);
    expect(result.harness.calls).toEqual([{ alias: "t", args: {} }]);
  });

  it("refuses oversized tool arguments from the guest", async () => {
    const result = await run(
      `async () => { try { __host.callTool("1 t " + "x".repeat((1 << 20) + 1)); } catch (e) { return e.message; } }`,
    );
    expect(outcomeOf(result).result).toBe("__host: args-json is longer than 1048576 characters");
    expect(result.harness.calls).toEqual([]);
  });

  it("does not let the guest replace __host", async () => {
    const result = await run(`async () => { "use strict"; try { __host.print = null; return "replaced"; } catch (e) { return e.name; } }`);
    expect(outcomeOf(result).result).toBe("TypeError");
  });

  it("fails the flow when the host cannot serve a call", async () => {
    const result = await run(`async (api) => api.call("t", {})`, {
      tool: async () => {
        throw new Error("registry exploded");
      },
    });
    expect(result).toEqual(
      expect.objectContaining({ kind: "failed", message: "host binding failed: registry exploded" }),
    );
  });
});

describe("a stack limit too large for the host thread", () => {
  it("stops only that flow, as its recursion (StopReason stack), when Node's own stack overflows first", async () => {
    const result = await run(`async () => { const f = (n) => [1].map(() => f(n + 1))[0] + 1; return f(0); }`, {
      limits: { memoryBytes: 32 * MiB, stackBytes: 4 * MiB, deadline: Date.now() + 10_000 },
    });
    expect(result).toEqual(expect.objectContaining({ kind: "stopped", reason: "stack" }));
    expect(outcomeOf(await run(`async () => "next"`)).result).toBe("next");
  });
});
