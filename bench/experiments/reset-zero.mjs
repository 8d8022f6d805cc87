// The reset's compare split by page kind, on one instance reused as the pool reuses it: the
// snapshot's image pages, the zero pages no flow has touched since the memory was made (they map
// the kernel's zero page), and the zero pages some flow wrote and the reset zeroed again (real
// pages: the C stack a deep recursion reached, the heap above the image). From the sources:
//   node --import tsx bench/experiments/reset-zero.mjs [SAMPLES] [warm|deep|mixed]
// (bench/experiments/reset-s15.md). deep: a recursion that fills most of a flow's 2 MiB C stack;
// mixed: one deep flow first, then warm flows on the same instance. hibernationScan: captureImage
// (wasm/hibernation.ts) on the same memory; recycle: the reset as the pool does it, whole.
import { readFileSync } from "node:fs";
import { guestSnapshot } from "../../wasm/snapshot-cache.ts";
import { restoreSnapshot } from "../../wasm/snapshot.ts";
import { recycleInstance } from "../../wasm/instance-pool.ts";
import { captureImage } from "../../wasm/flow-image.ts";
import { sameBytes, ZERO_PAGE } from "../../wasm/page-compare.ts";
import { transpile } from "../../transpiler/index.ts";
import { median } from "../lib/stats.mjs";
import { WARM_SCRIPT } from "../workloads.mjs";

const samples = Number(process.argv[2] ?? 40);
const mode = process.argv[3] ?? "warm";
const PAGE = 65536;
const HEAP = 64 << 20;
const DEEP_SCRIPT = "def f(n):\n    return 0 if n == 0 else 1 + f(n - 1)\nf(700)";
const snapshot = await guestSnapshot(readFileSync(new URL("../../dist/guest.js", import.meta.url), "utf8"));
const slots = new Int32Array(snapshot.pages).fill(-1);
snapshot.pageIndexes.forEach((page, slot) => (slots[page] = slot));
const runOf = (script) => `__toolflow.run(${JSON.stringify(transpile(script, { tools: [] }).js)}, ${JSON.stringify(JSON.stringify({ startTime: 0, seed: 1, tools: {} }))})`;
const [warm, deep] = [runOf(WARM_SCRIPT), runOf(DEEP_SCRIPT)];
/** Pages some flow on this instance has written (they stay real pages after the reset zeroes them). */
const everWritten = new Set();

const times = { imagePages: [], zeroUntouched: [], zeroWritten: [], hibernationScan: [], recycle: [] };
const counts = { image: snapshot.pageIndexes.length, zeroUntouched: 0, zeroWritten: 0 };
for (let i = 0; i < samples; i++) {
  const guest = await restoreSnapshot(snapshot, HEAP);
  guest.runtime.setInterruptHandler(() => false);
  guest.runtime.setMaxStackSize(2 << 20);
  const program = mode === "deep" || (mode === "mixed" && i === 0) ? deep : warm;
  const result = guest.ctx.evalCode(program);
  if (result.error) throw new Error(JSON.stringify(guest.ctx.dump(result.error)));
  result.value.dispose();
  guest.runtime.executePendingJobs();
  const bytes = new Uint8Array(guest.flowModule.memory.buffer);
  for (let page = 0; page < snapshot.pages; page++) if (slots[page] < 0 && !sameBytes(bytes, page * PAGE, ZERO_PAGE, 0, PAGE)) everWritten.add(page);
  const untouched = [], written = [], image = [];
  for (let page = 0; page < snapshot.pages; page++) (slots[page] >= 0 ? image : everWritten.has(page) ? written : untouched).push(page);
  const time = (list, key, compare) => {
    const t = performance.now();
    for (const page of list) compare(page);
    times[key].push(performance.now() - t);
  };
  time(image, "imagePages", (page) => sameBytes(bytes, page * PAGE, snapshot.pageData, slots[page] * PAGE, PAGE));
  time(untouched, "zeroUntouched", (page) => sameBytes(bytes, page * PAGE, ZERO_PAGE, 0, PAGE));
  time(written, "zeroWritten", (page) => sameBytes(bytes, page * PAGE, ZERO_PAGE, 0, PAGE));
  [counts.zeroUntouched, counts.zeroWritten] = [untouched.length, written.length];
  // What hibernating this memory would scan (wasm/hibernation.ts captureImage), read only.
  let t = performance.now();
  captureImage(bytes, snapshot);
  times.hibernationScan.push(performance.now() - t);
  t = performance.now();
  recycleInstance(guest, snapshot, HEAP);
  times.recycle.push(performance.now() - t);
}
console.log(`mode ${mode}: memory ${snapshot.pages} pages; last sample's pages: ${JSON.stringify(counts)}`);
for (const [part, list] of Object.entries(times)) console.log(`${part.padEnd(14)} ${median(list.slice(1)).toFixed(3)} ms (median of ${list.length - 1}, first sample left out)`);
process.exit(0);
