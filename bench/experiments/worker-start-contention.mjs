// How long a new worker thread (the sandbox pool's limits) takes to reach its first line while
// the main thread is idle, and while it computes for 150 ms (as a cold `toolflow run` compiles
// and evaluates its run path after creating the worker): wall time from `new Worker` and the
// worker's own CPU (/proc/thread-self/schedstat, Linux), in alternating new processes.
//   node bench/experiments/worker-start-contention.mjs [rounds]
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { median } from "../lib/stats.mjs";

const FIRST_LINE = `const { parentPort } = require("node:worker_threads");
const cpu = Number(require("node:fs").readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
parentPort.postMessage([performance.timeOrigin + performance.now(), cpu]);`;

if (process.argv[2] === "--child") {
  const created = performance.timeOrigin + performance.now();
  // wasm/pool-worker.ts's WORKER_STACK_MB and WORKER_YOUNG_GENERATION_MB.
  const worker = new Worker(FIRST_LINE, { eval: true, execArgv: [], resourceLimits: { stackSizeMb: 8, maxYoungGenerationSizeMb: 3 } });
  if (process.argv[3] === "busy") for (const end = performance.now() + 150; performance.now() < end; );
  worker.on("message", ([at, cpu]) => console.log(JSON.stringify({ wall: at - created, cpu })));
} else {
  const rounds = Number(process.argv[2] ?? 11);
  const samples = { idle: [], busy: [] };
  const load = loadavg()[0];
  for (let round = 0; round < rounds; round++) {
    for (const mode of round % 2 ? ["busy", "idle"] : ["idle", "busy"]) {
      const out = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "--child", mode], { encoding: "utf8" });
      samples[mode].push(JSON.parse(out.stdout));
    }
  }
  console.log(`load ${load.toFixed(1)} -> ${loadavg()[0].toFixed(1)}, ${rounds} rounds; median ms from new Worker to its first line`);
  for (const [mode, rows] of Object.entries(samples)) {
    console.log(`main thread ${mode}: wall ${median(rows.map((r) => r.wall)).toFixed(1)}, worker CPU ${median(rows.map((r) => r.cpu)).toFixed(1)}`);
  }
}
