// What every new sandbox worker pays before its first flow: starting the thread, and compiling
// the QuickJS WebAssembly again, against receiving the main thread's compiled WebAssembly.Module
// by postMessage (V8 shares the compiled code). `node bench/experiments/worker-wasm.mjs`
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { median } from "../lib/stats.mjs";

const wasmPath = createRequire(import.meta.url).resolve("@jitl/quickjs-wasmfile-release-sync/wasm");
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
parentPort.once("message", async (module) => {
  const start = performance.now();
  if (!module) await WebAssembly.compile(readFileSync(workerData));
  parentPort.postMessage(performance.now() - start);
});
parentPort.postMessage("up");`;

async function sample(module) {
  const start = performance.now();
  const worker = new Worker(WORKER, { eval: true, workerData: wasmPath });
  await new Promise((resolve) => worker.once("message", resolve));
  const up = performance.now() - start;
  worker.postMessage(module);
  const compile = await new Promise((resolve) => worker.once("message", resolve));
  await worker.terminate();
  return { up, compile };
}

const compiled = await WebAssembly.compile(await readFile(wasmPath));
for (const [label, module] of [["compiles the wasm itself", null], ["receives the compiled Module", compiled]]) {
  const runs = [];
  for (let i = 0; i < 7; i++) runs.push(await sample(module));
  console.log(`worker start ${median(runs.map((r) => r.up)).toFixed(1)} ms; ${label}: ${median(runs.map((r) => r.compile)).toFixed(2)} ms`);
}
