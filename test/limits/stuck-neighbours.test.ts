// A flow stuck in one long native operation (no interrupt poll reaches it) harms nothing but
// itself: innocent flows wait on a slow tool in the pool's only thread; a hostile flow then takes
// that thread with one operation that runs seconds past its 1 s deadline, so the pool terminates
// the thread (wasm/pool-worker.ts overdue). The hostile flow ends as Timeout; each
// innocent flow runs again elsewhere from its start (RestartedFlow) and ends with the envelope of
// an undisturbed run, each tool call made once. A pool of one thread: the flows cannot move away.
import { beforeAll, describe, expect, it } from "vitest";
import { createRegistry } from "../../host/registry.js";
import { createRunFlow, defaultFlowEngine, type FlowRun } from "../../host/run-flow.js";
import { createSandboxPool } from "../../wasm/worker-sandbox.js";
import type { Envelope } from "../../host/schema/envelope.js";
import type { PoolRequest } from "../../wasm/pool-worker.js";
import { textTool } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(() => ensureBuilt(), 120_000);

const INNOCENTS = 3;

/**
 * Single native operations that take seconds and never reach the interrupt poll: QuickJS's
 * substring search is naive (10,000 comparisons at each of 1,000,000 places). A square of a
 * 520,000-bit int (0.5 s) and a catastrophic regex (it polls) were too short to hang a thread.
 */
const HOSTILES = {
  find: 's = "a" * 1000000\nx = s.find("a" * 10000 + "b")\n',
  in: 's = "a" * 1000000\nx = ("a" * 10000 + "b") in s\n',
};

/** Each innocent prints, waits on the slow tool, computes, calls a quick tool, and prints again. */
const innocentCode = (i: number) =>
  `print("start ${i}")\ng = slow(n=${i})\ntotal = sum(range(10000))\nprint("got", g["text"])\nq = quick(n=total % 97 + ${i})\nprint("woke", g["text"], q["text"])\n[g["text"], q["text"], total]`;

/** The envelope without what depends on timing. */
function stable({ stats: _stats, ...envelope }: Envelope): Omit<Envelope, "stats"> {
  return { ...envelope, calls: envelope.calls?.map(({ ms: _ms, ...call }) => call) } as Omit<Envelope, "stats">;
}

function poolRun(awake: boolean) {
  const pool = createSandboxPool({ size: 1, maxWorkers: 1 });
  const run = (request: PoolRequest) => pool.run(awake ? { ...request, hibernateAfterMs: Infinity } : request);
  return { pool, runFlow: createRunFlow({ ...defaultFlowEngine, sandbox: Object.assign(run, { fromScript: run }) }) };
}

/** Runs the innocents; `disturb` runs once every innocent waits on the slow tool, before it answers. */
async function innocents(runFlow: ReturnType<typeof createRunFlow>, disturb: () => Promise<void>) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const calls = new Map<string, number>();
  const count = (key: string) => calls.set(key, (calls.get(key) ?? 0) + 1);
  let allWaiting!: () => void;
  const reached = new Promise<void>((resolve) => (allWaiting = resolve));
  const slow = textTool("slow", async (args) => {
    count(`slow ${String(args.n)}`);
    if ([...calls.keys()].filter((key) => key.startsWith("slow")).length === INNOCENTS) allWaiting();
    await opened;
    return `slow ${String(args.n)}`;
  });
  const quick = textTool("quick", async (args) => (count(`quick ${String(args.n)}`), `quick ${String(args.n)}`));
  const registry = createRegistry([slow, quick]);
  const runs = Array.from({ length: INNOCENTS }, (_, i) =>
    runFlow({ code: innocentCode(i), name: `innocent-${i}`, tools: ["slow", "quick"], timeout_seconds: 60 }, { registry }).then((outcome) => stable((outcome as FlowRun).full)),
  );
  await reached;
  await disturb();
  open();
  return { envelopes: await Promise.all(runs), calls: [...calls.values()] };
}

describe("a flow stuck in one native operation beside flows waiting on tools", () => {
  for (const [awake, hostile] of [[false, HOSTILES.find], [true, HOSTILES.in]] as const) {
    it(`times out alone; its neighbours run again elsewhere to their undisturbed envelopes (${awake ? "awake" : "hibernated"} while waiting)`, async () => {
      const quiet = poolRun(awake);
      const stuck = poolRun(awake);
      try {
        const undisturbed = await innocents(quiet.runFlow, async () => undefined);
        expect(undisturbed.envelopes.map((e) => e.status)).toEqual(["ok", "ok", "ok"]);
        let stuckFlow: Promise<unknown> = Promise.resolve();
        const disturbed = await innocents(stuck.runFlow, async () => {
          stuckFlow = stuck.runFlow({ code: hostile, name: "hostile", tools: [], timeout_seconds: 1 }, { registry: createRegistry([]) });
          // It holds the thread when the slow tool answers.
          await new Promise((resolve) => setTimeout(resolve, 300));
        });
        expect(disturbed.envelopes).toEqual(undisturbed.envelopes);
        expect(disturbed.calls).toEqual(Array.from({ length: 2 * INNOCENTS }, () => 1));
        expect(((await stuckFlow) as FlowRun).full.error).toMatchObject({ type: "Timeout" });
      } finally {
        await Promise.all([quiet.pool.close(), stuck.pool.close()]);
      }
    }, 120_000);
  }
});
