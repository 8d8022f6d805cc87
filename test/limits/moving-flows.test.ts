// A flow waiting on a tool is never stuck behind another flow's computation while a thread is
// free (wasm/moving-flow.ts): innocent flows wait on a slow tool, each in its own worker; then
// hostile busy loops take two of those workers (the pool is at its maximum, so they join them).
// When the slow tool answers, each innocent flow moves to the free worker and finishes, with the
// envelope it has when nothing disturbs it, while the busy loops still run. The bound is
// ordering (before the busy loops are cancelled, a quarter of their deadline), not speed.
import { beforeAll, describe, expect, it } from "vitest";
import { createRegistry } from "../../host/registry.js";
import { createRunFlow, defaultFlowEngine, type FlowRun } from "../../host/run-flow.js";
import { createSandboxPool } from "../../wasm/worker-sandbox.js";
import type { Envelope } from "../../host/schema/envelope.js";
import type { PoolRequest } from "../../wasm/pool-worker.js";
import { textTool } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(() => ensureBuilt(), 120_000);

const HOSTILE_TIMEOUT_S = 120;
const BOUND_MS = (HOSTILE_TIMEOUT_S * 1000) / 4;
const INNOCENTS = 3;

/** Each innocent prints, waits on the slow tool, computes, calls a quick tool, and prints again. */
const innocentCode = (i: number) =>
  `print("start ${i}")\ng = slow(n=${i})\ntotal = sum(range(10000))\nq = quick(n=total % 97 + ${i})\nprint("woke", g["text"], q["text"])\n[g["text"], q["text"], total]`;

/** The envelope without what depends on timing. */
function stable({ stats: _stats, ...envelope }: Envelope): Omit<Envelope, "stats"> {
  return { ...envelope, calls: envelope.calls?.map(({ ms: _ms, ...call }) => call) } as Omit<Envelope, "stats">;
}

/** A pool of `workers` threads at most, and runFlow over it; `awake` keeps waiting flows from hibernating. */
function poolRun(workers: number, awake: boolean) {
  const pool = createSandboxPool({ size: workers, maxWorkers: workers });
  const run = (request: PoolRequest) => pool.run(awake ? { ...request, hibernateAfterMs: Infinity } : request);
  return { pool, run: createRunFlow({ ...defaultFlowEngine, sandbox: Object.assign(run, { fromScript: run }) }) };
}

/** Runs the innocents; `disturb` runs once every innocent waits on the slow tool, before it answers. */
async function innocents(runFlow: ReturnType<typeof createRunFlow>, disturb: () => Promise<void>) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let waiting = 0;
  let allWaiting!: () => void;
  const reached = new Promise<void>((resolve) => (allWaiting = resolve));
  const slow = textTool("slow", async (args) => {
    if (++waiting === INNOCENTS) allWaiting();
    await opened;
    return `slow ${String(args.n)}`;
  });
  const quick = textTool("quick", async (args) => `quick ${String(args.n)}`);
  const registry = createRegistry([slow, quick]);
  const runs = Array.from({ length: INNOCENTS }, (_, i) =>
    runFlow({ code: innocentCode(i), name: `innocent-${i}`, tools: ["slow", "quick"], timeout_seconds: 30 }, { registry }).then((outcome) => ({
      full: (outcome as FlowRun).full,
      at: performance.now(),
    })),
  );
  await reached;
  await disturb();
  const openedAt = performance.now();
  open();
  const done = await Promise.all(runs);
  return { envelopes: done.map(({ full }) => stable(full)), slowestMs: Math.max(...done.map(({ at }) => at - openedAt)) };
}

describe("a flow waiting on a tool whose worker a busy loop then takes", () => {
  for (const awake of [false, true]) {
    it(`wakes in a free worker with the envelope of an undisturbed run (${awake ? "awake" : "hibernated"} while waiting)`, async () => {
      const quiet = poolRun(INNOCENTS, awake);
      const busy = poolRun(INNOCENTS, awake);
      const cancel = new AbortController();
      try {
        const undisturbed = await innocents(quiet.run, async () => undefined);
        expect(undisturbed.envelopes.map((e) => e.status)).toEqual(["ok", "ok", "ok"]);
        let hostiles: Promise<unknown>[] = [];
        let hostileEnded = false;
        const disturbed = await innocents(busy.run, async () => {
          // Every thread holds an innocent flow: each busy loop joins one of them.
          hostiles = [0, 1].map((i) =>
            busy.run({ code: "while True:\n    pass\n", name: `hostile-${i}`, tools: [], timeout_seconds: HOSTILE_TIMEOUT_S }, { registry: createRegistry([]), signal: cancel.signal }),
          );
          void Promise.race(hostiles).then(() => (hostileEnded = true));
          // Both loops are computing before the slow tool answers.
          await new Promise((resolve) => setTimeout(resolve, 300));
        });
        console.log(`innocent flows done ${Math.round(disturbed.slowestMs)} ms after the slow tool answered (undisturbed: ${Math.round(undisturbed.slowestMs)} ms)`);
        expect(disturbed.envelopes).toEqual(undisturbed.envelopes);
        expect(hostileEnded).toBe(false);
        expect(disturbed.slowestMs).toBeLessThan(BOUND_MS);
        cancel.abort();
        for (const outcome of (await Promise.all(hostiles)) as FlowRun[]) expect(outcome.full.error?.type).toBe("Cancelled");
      } finally {
        cancel.abort();
        await Promise.all([quiet.pool.close(), busy.pool.close()]);
      }
    }, 120_000);
  }
});
