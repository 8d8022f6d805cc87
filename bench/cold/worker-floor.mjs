// The floor of toolflow's design (issue 17): its sandbox runs in a worker thread, because the main
// thread's stack is too small for the guest's recursion limit (bench/experiments/main-thread-stack.mjs).
// A fresh process starts a worker with the limits wasm/pool-worker.ts gives its workers; the
// worker (argv[2], default ./worker-floor-thread.mjs: quickjs-emscripten and `1 + 1` in a bare
// context) posts its result back, and this thread prints it.
import { Worker } from "node:worker_threads";
import { pathToFileURL } from "node:url";

const thread = process.argv[2] ? pathToFileURL(process.argv[2]) : new URL("./worker-floor-thread.mjs", import.meta.url);
// wasm/pool-worker.ts's WORKER_STACK_MB and WORKER_YOUNG_GENERATION_MB.
const worker = new Worker(thread, { execArgv: [], resourceLimits: { stackSizeMb: 8, maxYoungGenerationSizeMb: 3 }, workerData: process.argv[3] });
worker.on("message", (result) => console.log(result));
