// The Wizer idea in numbers: what a sandbox would cost if a new flow copied a linear memory in
// which the guest runtime is already loaded, instead of evaluating the guest bundle again.
// Measures the memory a loaded guest occupies and the time to copy it into a fresh
// WebAssembly.Memory, next to evaluating the bundle. `node --import tsx bench/experiments/snapshot-cost.mjs`
import { readFileSync } from "node:fs";
import { newFlowModule } from "../../wasm/quickjs.ts";
import { median } from "../lib/stats.mjs";

const guestSource = readFileSync(new URL("../../dist/guest.js", import.meta.url), "utf8");
const flowModule = await newFlowModule({ memoryBytes: 64 * 2 ** 20 });
const runtime = flowModule.module.newRuntime();
runtime.setMaxStackSize(1 << 20);
const ctx = runtime.newContext();
const before = flowModule.memory.buffer.byteLength;
const evalSamples = [];
const start = performance.now();
ctx.unwrapResult(ctx.evalCode(guestSource, "guest.js", { type: "global" })).dispose();
evalSamples.push(performance.now() - start);
const bytes = new Uint8Array(flowModule.memory.buffer.slice(0));
const usage = runtime.computeMemoryUsage();
const heap = ctx.dump(usage);
usage.dispose();
console.log(`linear memory ${before / 2 ** 20} MiB before loading the guest, ${bytes.length / 2 ** 20} MiB after`);
console.log(`QuickJS heap after loading: ${(heap.memory_used_size / 2 ** 20).toFixed(2)} MiB in ${heap.obj_count} objects`);

// A fresh Memory reads as zeros without touching its pages: only non-zero pages need copying.
const PAGE = 65536;
const dirty = [];
for (let page = 0; page < bytes.length / PAGE; page++) {
  const view = bytes.subarray(page * PAGE, (page + 1) * PAGE);
  if (view.some((byte) => byte !== 0)) dirty.push(page);
}
console.log(`non-zero 64 KiB pages: ${dirty.length} (${((dirty.length * PAGE) / 2 ** 20).toFixed(2)} MiB)`);

function copySample(pages) {
  const t = performance.now();
  const memory = new WebAssembly.Memory({ initial: bytes.length / PAGE, maximum: 2048 });
  const target = new Uint8Array(memory.buffer);
  for (const page of pages) target.set(bytes.subarray(page * PAGE, (page + 1) * PAGE), page * PAGE);
  return performance.now() - t;
}
const all = Array.from({ length: bytes.length / PAGE }, (_, page) => page);
const whole = [];
const sparse = [];
for (let i = 0; i < 9; i++) {
  whole.push(copySample(all));
  sparse.push(copySample(dirty));
}
console.log(`evaluate the guest bundle once: ${evalSamples[0].toFixed(1)} ms`);
console.log(`new Memory + copy the whole image: median ${median(whole).toFixed(2)} ms`);
console.log(`new Memory + copy the non-zero pages: median ${median(sparse).toFixed(2)} ms`);
ctx.dispose();
runtime.dispose();
