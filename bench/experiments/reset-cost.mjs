// What a warm flow leaves changed in its instance's memory, and what resetting it to the guest
// snapshot's image costs (wasm/instance-pool.ts recycleInstance -> flow-image.ts resetToSnapshot),
// split into its parts: comparing the snapshot's zero pages, comparing its image pages, copying
// the pages that differ. From the sources:
//   node --import tsx bench/experiments/reset-cost.mjs [SAMPLES]
// (bench/experiments/back-to-back-s11.md). Each sample restores an instance, runs the warm
// program through `__toolflow.run` as a flow does, and times each part on that memory.
import { readFileSync } from "node:fs";
import { guestSnapshot } from "../../wasm/snapshot-cache.ts";
import { restoreSnapshot } from "../../wasm/snapshot.ts";
import { resetToSnapshot } from "../../wasm/flow-image.ts";
import { sameBytes, ZERO_PAGE } from "../../wasm/page-compare.ts";
import { transpile } from "../../transpiler/index.ts";
import { median } from "../lib/stats.mjs";
import { WARM_SCRIPT } from "../workloads.mjs";

const samples = Number(process.argv[2] ?? 40);
const PAGE = 65536;
const snapshot = await guestSnapshot(readFileSync(new URL("../../dist/guest.js", import.meta.url), "utf8"));
const slots = new Int32Array(snapshot.pages).fill(-1);
snapshot.pageIndexes.forEach((page, slot) => (slots[page] = slot));
const program = transpile(WARM_SCRIPT, { tools: [] }).js;
const run = `__toolflow.run(${JSON.stringify(program)}, ${JSON.stringify(JSON.stringify({ startTime: 0, seed: 1, tools: {} }))})`;
const usage = (guest) => {
  const handle = guest.runtime.computeMemoryUsage();
  const dumped = guest.ctx.dump(handle);
  handle.dispose();
  return dumped;
};

const times = { zeroCompare: [], imageCompare: [], copyChanged: [], resetToSnapshot: [] };
let changedPages = 0;
let changedWords = 0;
let freed;
for (let i = 0; i < samples; i++) {
  const guest = await restoreSnapshot(snapshot, 64 << 20);
  guest.runtime.setInterruptHandler(() => false);
  const before = new Int32Array(guest.flowModule.memory.buffer.slice(0));
  const usageBefore = usage(guest);
  const result = guest.ctx.evalCode(run);
  if (result.error) throw new Error(JSON.stringify(guest.ctx.dump(result.error)));
  result.value.dispose();
  guest.runtime.executePendingJobs();
  const bytes = new Uint8Array(guest.flowModule.memory.buffer);
  if (i === 0) {
    const words = new Int32Array(bytes.buffer);
    const pages = new Set();
    for (let w = 0; w < before.length; w++) if (before[w] !== words[w]) (changedWords++, pages.add(w >> 14));
    changedPages = pages.size;
    const after = usage(guest);
    freed = Object.fromEntries(Object.keys(after).filter((key) => after[key] !== usageBefore[key]).map((key) => [key, after[key] - usageBefore[key]]));
  }
  const changed = [];
  let t = performance.now();
  for (let page = 0; page < snapshot.pages; page++) if (slots[page] < 0 && !sameBytes(bytes, page * PAGE, ZERO_PAGE, 0, PAGE)) changed.push(page);
  times.zeroCompare.push(performance.now() - t);
  t = performance.now();
  for (let page = 0; page < snapshot.pages; page++) if (slots[page] >= 0 && !sameBytes(bytes, page * PAGE, snapshot.pageData, slots[page] * PAGE, PAGE)) changed.push(page);
  times.imageCompare.push(performance.now() - t);
  const copy = bytes.slice();
  t = performance.now();
  for (const page of changed) slots[page] < 0 ? copy.fill(0, page * PAGE, (page + 1) * PAGE) : copy.set(snapshot.pageData.subarray(slots[page] * PAGE, (slots[page] + 1) * PAGE), page * PAGE);
  times.copyChanged.push(performance.now() - t);
  t = performance.now();
  resetToSnapshot(bytes, snapshot);
  times.resetToSnapshot.push(performance.now() - t);
}
console.log(`memory ${snapshot.pages} pages, ${snapshot.pageIndexes.length} of them the image's (the rest zero)`);
console.log(`the warm flow changed ${changedWords} words on ${changedPages} pages; QuickJS memory usage change: ${JSON.stringify(freed)}`);
for (const [part, list] of Object.entries(times)) console.log(`${part.padEnd(16)} ${median(list).toFixed(3)} ms (median of ${list.length})`);
process.exit(0);
