// 6. Flows waiting on a tool: memory per waiting flow, and 1,000 concurrent flows. Each runner
// runs in its own child process (node --expose-gc) so the memory deltas are its own; toolflow's
// child is watched, so a regression that cannot hold 1,000 flows is reported, not waited out.
import { fileURLToPath } from "node:url";
import { runWatched } from "../lib/child.mjs";

const at = (path) => fileURLToPath(new URL(path, import.meta.url));
const MiB = 2 ** 20;
const WATCH = { timeoutMs: 30_000, maxRssBytes: 4 * 1024 * MiB, nodeArgs: ["--expose-gc"] };
/** 1,000 flows each start a sandbox in the worker pool: about 10-30 s on a busy 2-core machine. */
const WATCH_CONCURRENT = { ...WATCH, timeoutMs: 120_000 };

const CHILDREN = [
  // The default engine: a pool of worker threads, many flows in each (its threads are in the baseline).
  { name: "toolflow", script: "../waiting/toolflow.mjs", args: ["worker"], count: 200 },
  { name: "toolflow (in-thread)", script: "../waiting/toolflow.mjs", args: ["thread"], count: 50 },
  { name: "monty", script: "../waiting/monty.mjs", count: 1000 },
  { name: "pyodide", script: "../waiting/pyodide.mjs", count: 1000 },
];

async function watched(child, count, watch = WATCH) {
  return runWatched(at(child.script), [String(count), ...(child.args ?? [])], watch);
}

/** `cpython` (optional) answers `waiting(count)` with asyncio tasks in its own process. */
export async function waitingFlows(cpython) {
  const memoryRows = [];
  const concurrentRows = [];
  const add = (name, count, result) => {
    if (result.stopped) {
      memoryRows.push({ name, missing: `stopped ${result.stopped}, ${result.waiting ?? 0} of ${count} flows waiting` });
      return;
    }
    const { rss, external, arrayBuffers, heapUsed } = result.perFlow;
    // What the delta holds besides the flows (bench/lib/process-memory.mjs): threads started, instances alive.
    const pieces = result.pieces && `; threads +${result.pieces.after.threads - result.pieces.before.threads}, WebAssembly memories ${result.pieces.before.wasmMemories} -> ${result.pieces.after.wasmMemories}`;
    memoryRows.push({
      name,
      samples: [rss / MiB],
      note: `${count} flows all waiting after ${(result.waitingMs / 1000).toFixed(1)} s; ${(result.perFlowSettled.rss / MiB).toFixed(3)} MiB per flow after ${result.settleMs / 1000} s more waiting; js heap ${(heapUsed / 1024).toFixed(1)} KiB, external+arrayBuffers ${((external + arrayBuffers) / 1024).toFixed(1)} KiB per flow${pieces || ""}`,
    });
    if (count === 1000) concurrentRows.push({ name, samples: [result.totalMs / 1000] });
  };
  for (const child of CHILDREN) {
    try {
      add(child.name, child.count, await watched(child, child.count));
    } catch (error) {
      memoryRows.push({ name: child.name, missing: error.message });
    }
  }
  if (cpython?.waiting) {
    try {
      const result = await cpython.waiting(1000);
      memoryRows.push({ name: "cpython", samples: [result.per_flow_bytes / MiB], note: "1000 asyncio tasks, not isolated; tracemalloc" });
      concurrentRows.push({ name: "cpython", samples: [result.total_ms / 1000], note: "asyncio tasks" });
    } catch (error) {
      memoryRows.push({ name: "cpython", missing: error.message });
    }
  }
  // The default engine at the full count, under the watchdog.
  const [toolflow] = CHILDREN;
  let concurrent;
  try {
    concurrent = await watched(toolflow, 1000, WATCH_CONCURRENT);
  } catch (error) {
    concurrent = { stopped: error.message };
  }
  concurrentRows.unshift(
    concurrent.stopped
      ? { name: "toolflow", missing: `stopped ${concurrent.stopped}; ${concurrent.waiting ?? 0} of 1000 flows waiting at its last report${concurrent.ms === undefined ? " (none came)" : ` (${(concurrent.ms / 1000).toFixed(1)} s)`}` }
      : { name: "toolflow", samples: [concurrent.totalMs / 1000] },
  );
  return [
    { title: "6a. memory per waiting flow (RSS delta of the process, all threads)", unit: "MiB", rows: memoryRows },
    { title: "6b. 1,000 concurrent flows each waiting on a tool: start -> all released and done", unit: "s", rows: concurrentRows },
  ];
}
