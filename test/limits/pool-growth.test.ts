// When the worker pool grows past its size (wasm/worker-sandbox.ts): only for flows that compute
// long, never for a burst of flows that compute a few milliseconds each and then wait on a tool
// (each worker costs about 18 MiB, so that burst took 8 workers and about 1 MiB per waiting flow).
// Workers are counted as the process's threads (Linux's /proc/self/task): one per worker.
import { readdirSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { createRegistry } from "../../host/registry.js";
import { createRunFlow, defaultFlowEngine, type FlowRun } from "../../host/run-flow.js";
import { createSandboxPool } from "../../wasm/worker-sandbox.js";
import { textTool } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(ensureBuilt, 120_000);

const threads = () => readdirSync("/proc/self/task").length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.platform === "linux")("the worker pool's growth", () => {
  it("serves a burst of flows that wait on a tool with its size's workers, and grows for long computations", async () => {
    const pool = createSandboxPool({ size: 2, maxWorkers: 8 });
    const run = createRunFlow({ ...defaultFlowEngine, sandbox: (request) => pool.run(request) });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let waiting = 0;
    const registry = createRegistry([
      textTool("slow", async (args) => {
        waiting++;
        await gate;
        return `answer ${String(args.n)}`;
      }),
    ]);
    try {
      // One worker up and warm, as after any first flow.
      await run({ code: "1", name: "warm", tools: [] }, { registry });
      const before = threads();
      const burst = 100;
      const flows = Array.from({ length: burst }, (_, i) => run({ code: `r = slow(n=${i})\nr["text"]`, name: `flow-${i}`, tools: ["slow"] }, { registry }));
      let most = before;
      while (waiting < burst) {
        await sleep(10);
        most = Math.max(most, threads());
      }
      // The pool's second worker at most (size 2), not one per flow computing at once.
      expect(most - before).toBeLessThanOrEqual(1);

      // Every thread taken by a busy loop: the pool grows, so the innocent flow still gets a thread.
      const cancel = new AbortController();
      const busy = Array.from({ length: 2 }, (_, i) => run({ code: "while True:\n    pass\n", name: `busy-${i}`, tools: [], timeout_seconds: 120 }, { registry, signal: cancel.signal }));
      const innocent = (await run({ code: "sum(range(1000))", name: "innocent", tools: [], timeout_seconds: 60 }, { registry })) as FlowRun;
      expect(innocent.full).toMatchObject({ status: "ok", result: 499500 });
      expect(threads() - before).toBeGreaterThanOrEqual(2);
      cancel.abort();
      await Promise.all(busy);
      release();
      const outcomes = (await Promise.all(flows)) as FlowRun[];
      expect(outcomes.map((outcome) => outcome.full.result)).toEqual(Array.from({ length: burst }, (_, i) => `answer ${i}`));
    } finally {
      release();
      await pool.close();
    }
  }, 120_000);
});
