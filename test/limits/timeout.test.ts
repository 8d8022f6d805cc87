// Limit: the wall-clock timeout. It stops a busy loop and a tool that never settles alike, aborts
// the in-flight tool through its AbortSignal, cannot be caught, and keeps earlier prints and calls.
import { beforeAll, describe, expect, it } from "vitest";
import { createRegistry } from "../../host/registry.js";
import { createRunFlow, defaultFlowEngine, type FlowRun } from "../../host/run-flow.js";
import { createSandboxPool } from "../../wasm/worker-sandbox.js";
import { MAX_CODE_BYTES } from "../../host/schema/request.js";
import { TranspileInterrupted, transpile } from "../../transpiler/index.js";
import { programOf } from "../../wasm/flow-script.js";
import type { PoolRequest } from "../../wasm/pool-worker.js";
import { attack, expectHostUp, textTool } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(async () => {
  ensureBuilt();
  // The budget covers transpiling too: load the transpiler and start a worker before timing.
  await expectHostUp();
}, 120_000);

describe("timeout", () => {
  it("stops `while True: pass`, even under try/except, keeping the prints before it", async () => {
    const started = performance.now();
    const { envelope } = await attack("print('before')\ntry:\n    while True:\n        pass\nexcept BaseException:\n    print('caught')\n", {
      timeoutSeconds: 2,
    });
    const overrun = performance.now() - started - 2000;
    // The promise is 100 ms + 5% (200 ms here); a loaded CI machine gets a looser assertion.
    console.log(`timeout overrun for a 2 s busy loop: ${Math.round(overrun)} ms (flow ms ${envelope.stats.ms})`);
    expect(envelope).toMatchObject({ status: "error", prints: "before\n", error: { type: "Timeout", message: "the flow did not finish within 2 seconds" } });
    expect(overrun).toBeLessThan(5000);
    await expectHostUp();
  });

  it("covers waiting on a tool that never settles and aborts it", async () => {
    let aborted = false;
    const never = textTool("never", (_args, context) => {
      context.signal.addEventListener("abort", () => (aborted = true));
      return new Promise<string>(() => undefined);
    });
    const quick = textTool("quick", async () => "ok");
    const { envelope } = await attack("quick()\nprint('waiting')\nnever()\n", { tools: [quick, never], timeoutSeconds: 2 });
    expect(envelope).toMatchObject({ status: "error", prints: "waiting\n", error: { type: "Timeout" } });
    expect(envelope.calls.map((c) => [c.tool, c.status])).toEqual([
      ["quick", "ok"],
      ["never", "error"],
    ]);
    expect(envelope.calls[1]!.error).toBe("the flow ended before the tool answered");
    expect(aborted).toBe(true);
  });

  it("is clamped to maxTimeoutSeconds", async () => {
    const { envelope } = await attack("while True:\n    pass\n", { timeoutSeconds: 600, limits: { maxTimeoutSeconds: 1 } });
    expect(envelope.error).toMatchObject({ type: "Timeout", message: "the flow did not finish within 1 seconds" });
  });
});

describe("timeout while the script is transpiled in its worker", () => {
  it("ends a huge script at its deadline without terminating the worker that a waiting flow shares", async () => {
    // One thread: the waiting flow and the huge script share it.
    const pool = createSandboxPool({ size: 1, maxWorkers: 1 });
    const run = createRunFlow({ ...defaultFlowEngine, sandbox: Object.assign((request: PoolRequest) => pool.run(request), { fromScript: (request: PoolRequest) => pool.run(request) }) });
    let open!: () => void;
    let reached!: () => void;
    const called = new Promise<void>((resolve) => (reached = resolve));
    const gate = textTool("gate", () => (reached(), new Promise((resolve) => (open = () => resolve("opened")))));
    const registry = createRegistry([gate]);
    try {
      const waiter = run({ code: 'g = gate()\nprint("woke")\ng["text"]', name: "waiter", tools: ["gate"], timeout_seconds: 60 }, { registry });
      await called;
      // The largest script a request may hold: transpiling it takes longer than its deadline.
      const huge = `y = 1\n${"x = 1 + 2 * y\n".repeat(Math.floor((MAX_CODE_BYTES - 6) / 14))}`;
      const started = performance.now();
      const hostile = (await run({ code: huge, name: "huge", tools: [], timeout_seconds: 0.02 }, { registry })) as FlowRun;
      console.log(`a huge script's timeout while transpiling: ended after ${Math.round(performance.now() - started)} ms (deadline 20 ms)`);
      expect(hostile.full.error?.type).toBe("Timeout");
      open();
      // Before transpiling was interruptible the worker was terminated, failing this flow.
      expect(((await waiter) as FlowRun).full).toMatchObject({ status: "ok", prints: "woke\n", result: "opened" });
    } finally {
      await pool.close();
    }
  }, 120_000);

  it("stops the transpiler when its interrupt says so, and the flow as a timeout", async () => {
    const huge = `y = 1\n${"x = 1 + 2 * y\n".repeat(1000)}`;
    let asked = 0;
    expect(() => transpile(huge, { tools: [], interrupt: () => ++asked > 3 })).toThrow(TranspileInterrupted);
    expect(asked).toBe(4);
    // An interrupted run leaves nothing behind: the next transpile of it completes.
    expect(transpile(huge, { tools: [], interrupt: () => false }).ok).toBe(true);
    expect(await programOf({ code: huge, tools: [] }, transpile, () => "timeout")).toEqual({ outcome: { kind: "stopped", reason: "timeout" } });
  });
});
