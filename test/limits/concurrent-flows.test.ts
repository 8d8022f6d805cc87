// Many flows in one process, each waiting on a slow tool at once: all complete with the right
// answer, the peak memory per waiting flow is printed, and memory returns near its baseline.
// The flows run on this thread (runSandbox): a worker per flow would measure workers, not flows.
// npm test runs 100; `TOOLFLOW_CONCURRENT_FLOWS=1000 npx vitest run test/limits/concurrent-flows.test.ts`
// runs the full 1,000 (about 3 minutes on a loaded 2-core machine: each flow loads the guest runtime).
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { createRegistry, createRunFlow, defaultFlowEngine, runSandbox, type FlowRun } from "../../host/index.js";
import { buildOnce, textTool } from "./attack.js";

const FLOWS = Number(process.env.TOOLFLOW_CONCURRENT_FLOWS ?? 100);
const MiB = 1024 * 1024;

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

beforeAll(buildOnce, 120_000);

describe("concurrent flows", () => {
  it(`runs ${FLOWS} flows waiting on a slow tool at the same time`, async () => {
    const runInProcess = createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let waiting = 0;
    const slow = textTool("slow", async (args) => {
      waiting++;
      await gate;
      return `answer ${String(args.n)}`;
    });
    const registry = createRegistry([slow]);
    // Warm the transpiler and the module code, so the baseline holds what every flow shares.
    await runInProcess({ code: "1", name: "warm", tools: [] }, { registry });
    gc();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const flows = Array.from({ length: FLOWS }, (_, i) =>
      runInProcess({ code: `r = slow(n=${i})\nr["text"]`, name: `flow-${i}`, tools: ["slow"] }, { registry }),
    );
    while (waiting < FLOWS) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    release();
    const outcomes = (await Promise.all(flows)) as FlowRun[];
    expect(outcomes.map((o) => o.full.result)).toEqual(Array.from({ length: FLOWS }, (_, i) => `answer ${i}`));
    outcomes.length = 0;
    // Module instances (and their WebAssembly memories) go with the flows' objects.
    for (let i = 0; i < 3; i++) {
      gc();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const after = process.memoryUsage().rss;
    const perFlow = (peak - baseline) / FLOWS / MiB;
    console.log(
      `${FLOWS} waiting flows: peak RSS +${((peak - baseline) / MiB).toFixed(0)} MiB, ` +
        `${perFlow.toFixed(2)} MiB per waiting flow; after they ended: +${((after - baseline) / MiB).toFixed(0)} MiB over the baseline`,
    );
    expect(perFlow).toBeLessThan(8);
    // "Near the baseline": most of what the waiting flows held is gone.
    expect(after - baseline).toBeLessThan((peak - baseline) / 2);
  }, 600_000);
});
