// Bench 6a's toolflow child with the pieces of its RSS delta named: the threads, the WebAssembly
// memories alive (bench/lib/process-memory.mjs), the main isolate's heap, and each pool worker's
// own isolate (its JS heap and ArrayBuffers: the hibernated images are there) from a copy of DIST
// whose worker.js also writes its `process.memoryUsage()` every 50 ms. Prints one line per run.
//   node --expose-gc bench/experiments/waiting-pieces.mjs COUNT [DIST] [RUNS] [WARM_UP_FLOWS]
// Each run is a child process of its own (so a run's memory never carries into the next).
// WARM_UP_FLOWS as in bench/waiting/toolflow.mjs (default 1).
import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getHeapStatistics } from "node:v8";

const MiB = 2 ** 20;
const [count = "200", distArg = "dist", runs = "1", warmUpFlows = "1"] = process.argv.slice(2);
const here = fileURLToPath(import.meta.url);

// Appended to the copy's worker.js: each pool worker reports its isolate's memory in a file.
const WORKER_PROBE = `
import { renameSync as __probeRename, writeFileSync as __probeWrite } from "node:fs";
import { getHeapSpaceStatistics as __probeSpaces, getHeapStatistics as __probeHeap } from "node:v8";
import { threadId as __probeThread } from "node:worker_threads";
setInterval(() => {
  const file = process.env.WAITING_PROBE_DIR + "/worker-" + __probeThread + ".json";
  __probeWrite(file + ".tmp", JSON.stringify({ ...process.memoryUsage(), heapPhysical: __probeHeap().total_physical_size, spaces: Object.fromEntries(__probeSpaces().map((space) => [space.space_name, space.physical_space_size])) }));
  __probeRename(file + ".tmp", file);
}, 50).unref();
`;

// The child is told by its environment (its probe directory), never by its arguments.
if (!process.env.WAITING_PROBE_DIR) {
  for (let run = 0; run < Number(runs); run++) {
    const root = mkdtempSync(join(tmpdir(), "waiting-pieces-"));
    const dist = resolve(distArg);
    cpSync(dist, join(root, "dist"), { recursive: true });
    symlinkSync(resolve(dist, "../node_modules"), join(root, "node_modules"));
    appendFileSync(join(root, "dist/worker.js"), WORKER_PROBE);
    const load = loadavg()[0].toFixed(1);
    try {
      const out = execFileSync(process.execPath, ["--expose-gc", here, count, join(root, "dist"), "1", warmUpFlows], { env: { ...process.env, WAITING_PROBE_DIR: root }, encoding: "utf8" });
      report(JSON.parse(out.trim().split("\n").filter((line) => line.startsWith("{")).pop()), load);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
} else {
  const { measureWaiting } = await import(pathToFileURL(join(dirname(here), "../waiting/harness.mjs")).href);
  const { createRegistry, runFlow } = await import(pathToFileURL(join(distArg, "index.js")).href);
  const probeDir = process.env.WAITING_PROBE_DIR;
  const workerFiles = () => readdirSync(probeDir).filter((name) => name.startsWith("worker-") && name.endsWith(".json"));
  const probe = () => {
    const workers = workerFiles().map((name) => JSON.parse(readFileSync(join(probeDir, name), "utf8")));
    const sum = (key) => workers.reduce((total, worker) => total + worker[key], 0);
    return { mainHeap: getHeapStatistics().total_physical_size, workers: workers.length, workerHeap: sum("heapPhysical"), perWorkerHeap: workers.map((worker) => +(worker.heapPhysical / MiB).toFixed(1)), perWorkerNew: workers.map((worker) => +(worker.spaces.new_space / MiB).toFixed(1)), perWorkerOld: workers.map((worker) => +(worker.spaces.old_space / MiB).toFixed(1)), workerBuffers: sum("arrayBuffers"), workerExternal: sum("external") };
  };
  let tool = async () => 1;
  const registry = createRegistry([{ name: "wait", category: "custom", flowEligible: true, output: "json", handler: () => tool() }]);
  const flow = (code) => runFlow({ name: "waiting", tools: ["wait"], code }, { registry }).then((outcome) => outcome.full.result);
  await measureWaiting(Number(count), {
    warmUpFlows: Number(warmUpFlows),
    startFlow: (waitTool) => ((tool = waitTool), flow("wait(i=1)")),
    probe,
  });
}

function report(result, load) {
  const { before, after, settled } = result.pieces;
  const d = (at, key) => ((at[key] - before[key]) / MiB).toFixed(1);
  const line = (name, at, perFlow) =>
    `${name} MiB/flow ${(perFlow.rss / MiB).toFixed(3)}` +
    ` | threads +${at.threads - before.threads} workers ${before.workers}->${at.workers} | wasm memories ${before.wasmMemories}->${at.wasmMemories} rss +${d(at, "wasmRss")}` +
    ` | anon +${d(at, "anonRss")} (worker heaps ${before.perWorkerHeap.join("+")} -> ${at.perWorkerHeap.join("+")}; new space ${before.perWorkerNew.join("+")} -> ${at.perWorkerNew.join("+")}; old ${before.perWorkerOld.join("+")} -> ${at.perWorkerOld.join("+")}): main heap +${d(at, "mainHeap")}, worker heaps +${d(at, "workerHeap")} (buffers +${d(at, "workerBuffers")}), rest +${((at.anonRss - before.anonRss - (at.mainHeap - before.mainHeap) - (at.workerHeap - before.workerHeap) - (at.workerBuffers - before.workerBuffers)) / MiB).toFixed(1)}`;
  console.log(`load ${load} count ${result.count} warm-up flows ${result.warmUpFlows} all waiting ${(result.waitingMs / 1000).toFixed(1)} s`);
  console.log("  " + line("after", after, result.perFlow));
  console.log("  " + line("settled", settled, result.perFlowSettled));
}
