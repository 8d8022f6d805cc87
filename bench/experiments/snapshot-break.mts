// Where the C allocator's break is in each build's guest snapshot, against the memory an instance
// restored from it gets (snapshot.pages): dlmalloc's top chunk (its state's word found as
// snapshot-parts.mts finds it, in a fresh instance of the same .wasm) read from the image.
//   npx tsx bench/experiments/snapshot-break.mts DIST...
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { newFlowModule } from "../../wasm/quickjs.js";
import { decodeSnapshot } from "../../wasm/snapshot-format.js";

const PAGE = 65536;
const { module, memory } = await newFlowModule({ memoryBytes: 128 << 20, initialPages: 0 });
const ctx = module.newRuntime().newContext();
const em = (ctx as unknown as { memory: { module: { _malloc(n: number): number; _free(p: number): void } } }).memory.module;
// A block larger than any free chunk comes from the top; freed, the top's word holds its address less its header.
const probe = em._malloc(40 << 20);
em._free(probe);
const topWord = new Uint32Array(memory.buffer, 0, 2 * 16384).indexOf(probe - 8);
if (topWord < 3) throw new Error("dlmalloc's state not found");

for (const dist of process.argv.slice(2)) {
  const snapshot = decodeSnapshot(new Uint8Array(readFileSync(join(dist, "guest.snapshot"))), readFileSync(join(dist, "guest.js"), "utf8"));
  const image = new Uint8Array(snapshot.pages * PAGE);
  snapshot.pageIndexes.forEach((page, slot) => image.set(snapshot.pageData.subarray(slot * PAGE, (slot + 1) * PAGE), page * PAGE));
  const words = new Uint32Array(image.buffer);
  // malloc_state: ..., topsize, ..., top (three words apart).
  const [top, topSize] = [words[topWord]!, words[topWord - 3]!];
  const lastStored = snapshot.pageIndexes[snapshot.pageIndexes.length - 1]!;
  console.log(`${dist}: top chunk at page ${(top / PAGE).toFixed(2)}, ${topSize} bytes; break at page ${((top + topSize) / PAGE).toFixed(2)}; last stored page ${lastStored}; memory ${snapshot.pages} pages`);
}
process.exit(0);
