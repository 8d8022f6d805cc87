// Is QuickJS slower in toolflow's per-flow module instance (own capped WebAssembly.Memory) than
// in quickjs-emscripten's default module? The same hand-written fib(22) in both, with and without
// toolflow's guest runtime loaded in the context. `node --import tsx bench/experiments/instance-speed.mjs`
import { readFileSync } from "node:fs";
import { getQuickJS } from "quickjs-emscripten";
import { newFlowModule } from "../../wasm/quickjs.ts";
import { median } from "../lib/stats.mjs";

const FIB = "(() => { function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); } return fib(22); })()";
const guestSource = readFileSync(new URL("../../dist/guest.js", import.meta.url), "utf8");

function timeIn(module, { loadGuest = false, interrupt = false } = {}) {
  const runtime = module.newRuntime();
  runtime.setMaxStackSize(1 << 20);
  if (interrupt) runtime.setInterruptHandler(() => false);
  const ctx = runtime.newContext();
  if (loadGuest) ctx.unwrapResult(ctx.evalCode(guestSource, "guest.js", { type: "global" })).dispose();
  const samples = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    ctx.unwrapResult(ctx.evalCode(FIB)).dispose();
    samples.push(performance.now() - start);
  }
  ctx.dispose();
  runtime.dispose();
  return median(samples.slice(2)).toFixed(2);
}

const shared = await getQuickJS();
const flowModule = (await newFlowModule({ memoryBytes: 64 * 2 ** 20 })).module;
timeIn(shared); // tier-up
console.log(`default module, bare context:              fib(22) ${timeIn(shared)} ms`);
console.log(`flow module instance, bare context:        fib(22) ${timeIn(flowModule)} ms`);
console.log(`flow module instance, interrupt handler:   fib(22) ${timeIn(flowModule, { interrupt: true })} ms`);
console.log(`flow module instance, guest loaded:        fib(22) ${timeIn(flowModule, { loadGuest: true })} ms`);
console.log(`flow module, guest loaded + interrupt:     fib(22) ${timeIn(flowModule, { loadGuest: true, interrupt: true })} ms`);
