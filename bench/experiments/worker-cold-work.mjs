// Whether work costs more CPU on a thread that slept before it (a pool worker between a tool call
// and its answer): a worker with a QuickJS context runs the same guest work W (a short loop of
// allocations, ~15-20 us) three ways, rounds alternating, process CPU (all threads) per iteration:
//   alone     W back to back on the worker, no messages;
//   bare      a ping-pong with the host thread, nothing done per message;
//   work      the ping-pong, with W run by the worker at each message before it answers.
// work - bare - alone is what a hand-off adds to W. `node bench/experiments/worker-cold-work.mjs [ITERATIONS] [ROUNDS]`
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { median } from "../lib/stats.mjs";

const WORK = "(() => { let s = 0; const a = []; for (let i = 0; i < 10; i++) { a.push({ i, t: 'x' + i }); s += a[i].i; } return s; })()";
if (isMainThread) {
  const iterations = Number(process.argv[2] ?? 5000);
  const rounds = Number(process.argv[3] ?? 5);
  const worker = new Worker(new URL(import.meta.url), { workerData: {} });
  let pending;
  worker.on("message", (message) => {
    if (message === "pong") return void worker.postMessage("ping");
    pending(message);
  });
  const ask = (mode) => new Promise((resolve) => ((pending = resolve), worker.postMessage({ mode, iterations })));
  await ask("alone");
  const times = { alone: [], bare: [], work: [] };
  for (let round = 0; round < rounds; round++) {
    for (const mode of round % 2 ? ["work", "bare", "alone"] : ["alone", "bare", "work"]) {
      const start = process.cpuUsage();
      await ask(mode);
      const used = process.cpuUsage(start);
      times[mode].push((used.user + used.system) / iterations);
    }
  }
  for (const [mode, list] of Object.entries(times)) console.log(`${mode.padEnd(6)} ${median(list).toFixed(1)} us CPU an iteration (${list.map((t) => t.toFixed(1)).join(" ")})`);
  console.log(`work - bare - alone: ${(median(times.work) - median(times.bare) - median(times.alone)).toFixed(1)} us`);
  await worker.terminate();
} else {
  const ctx = (await newQuickJSWASMModuleFromVariant(variant)).newRuntime().newContext();
  const w = () => ctx.unwrapResult(ctx.evalCode(WORK)).dispose();
  let left = 0;
  let mode;
  parentPort.on("message", (message) => {
    if (message !== "ping") {
      ({ mode } = message);
      left = message.iterations;
      if (mode === "alone") {
        for (let i = 0; i < left; i++) w();
        return void parentPort.postMessage("done");
      }
    }
    if (left-- === 0) return void parentPort.postMessage("done");
    if (mode === "work") w();
    parentPort.postMessage("pong");
  });
}
