// Many flows in one process through the default engine (the worker pool), each waiting on a slow
// tool at once: all complete with the right answer, the peak memory per waiting flow is printed
// (process RSS: the worker threads and every flow's WebAssembly memory count), and memory
// returns near its baseline once they end. `TOOLFLOW_CONCURRENT_FLOWS=N` changes the count.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
// The package's entry, as a host process that runs flows loads it, so the baseline is that
// process's: with only the modules a flow reaches loaded first, RSS after the burst stayed
// 15-32 MiB over the baseline (against -6 to +20 with the entry) and the test measured the process.
import { createRegistry, runFlow, type FlowRun } from "../../host/index.js";
import { textTool } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";

const FLOWS = Number(process.env.TOOLFLOW_CONCURRENT_FLOWS ?? 1000);
const MiB = 1024 * 1024;

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

beforeAll(ensureBuilt, 120_000);

const rss = () => process.memoryUsage().rss;
const mib = (bytes: number) => `${bytes < 0 ? "-" : "+"}${(Math.abs(bytes) / MiB).toFixed(0)} MiB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("concurrent flows", () => {
  it(`runs ${FLOWS} flows waiting on a slow tool at the same time`, async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let waiting = 0;
    const slow = textTool("slow", async (args) => {
      waiting++;
      await gate;
      return `answer ${String(args.n)}`;
    });
    const registry = createRegistry([slow, textTool("quick", async () => "warm")]);
    // Warm the transpiler, the module code and a worker, so the baseline holds what flows share.
    await runFlow({ code: "quick()", name: "warm", tools: ["quick"] }, { registry });
    gc();
    const baseline = rss();
    let peak = baseline;
    const started = performance.now();
    const flows = Array.from({ length: FLOWS }, (_, i) =>
      runFlow({ code: `r = slow(n=${i})\nr["text"]`, name: `flow-${i}`, tools: ["slow"] }, { registry }),
    );
    while (waiting < FLOWS) {
      await sleep(20);
      peak = Math.max(peak, rss());
    }
    const allWaitingMs = performance.now() - started;
    peak = Math.max(peak, rss());
    release();
    const outcomes = (await Promise.all(flows)) as FlowRun[];
    const doneMs = performance.now() - started;
    expect(outcomes.map((o) => o.full.result)).toEqual(Array.from({ length: FLOWS }, (_, i) => `answer ${i}`));
    outcomes.length = 0;
    // The module instances (and their WebAssembly memories) go with the flows' objects; a worker
    // idle after a burst is replaced, which frees what its isolate had not collected yet.
    // Until RSS stops falling (at most 5 s): a retired worker's isolate is freed as it exits.
    let after = rss();
    for (let i = 0, before = Infinity; i < 25 && after < before; i++) {
      gc();
      await sleep(200);
      [before, after] = [after, rss()];
    }
    const perFlow = (peak - baseline) / FLOWS / MiB;
    console.log(
      `${FLOWS} waiting flows (default engine, worker pool): all waiting after ${(allWaitingMs / 1000).toFixed(1)} s, ` +
        `done after ${(doneMs / 1000).toFixed(1)} s; peak RSS ${mib(peak - baseline)}, ` +
        `${perFlow.toFixed(2)} MiB per waiting flow; after they ended: ${mib(after - baseline)} from the baseline`,
    );
    expect(perFlow).toBeLessThan(8);
    // "Near the baseline": most of what the waiting flows held is gone.
    expect(after - baseline).toBeLessThan((peak - baseline) / 2);
  }, 600_000);
});
