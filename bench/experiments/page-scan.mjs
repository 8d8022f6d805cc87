// Scanning a flow's memory against the guest snapshot (wasm/flow-image.ts), as recycling an
// instance after a flow (resetToSnapshot) and hibernating one (captureImage) do: this tree's code
// against another checkout's, on the real snapshot with a few KiB changed, CPU time per scan.
// `node --import tsx bench/experiments/page-scan.mjs [OTHER_CHECKOUT] [ROUNDS]`
import { readFileSync } from "node:fs";
import { guestSnapshot } from "../../wasm/snapshot-cache.ts";
import { PAGE_BYTES } from "../../wasm/quickjs.ts";
import { median } from "../lib/stats.mjs";

const [other, roundsArg = "30"] = process.argv.slice(2);
const trees = { this: "../../wasm/flow-image.ts", ...(other ? { other: `file://${other.replace(/\/$/, "")}/wasm/flow-image.ts` } : {}) };
const images = Object.fromEntries(await Promise.all(Object.entries(trees).map(async ([name, at]) => [name, await import(new URL(at, import.meta.url).href)])));
const snapshot = await guestSnapshot(readFileSync(new URL("../../dist/guest.js", import.meta.url), "utf8"));
const memory = new Uint8Array(snapshot.pages * PAGE_BYTES);
snapshot.pageIndexes.forEach((page, i) => memory.set(snapshot.pageData.subarray(i * PAGE_BYTES, (i + 1) * PAGE_BYTES), page * PAGE_BYTES));
/** A flow's writes: a few hundred words spread over the heap, and a page past the snapshot's. */
function dirty() {
  for (let i = 0; i < 400; i++) memory[(i * 7919 * 4) % (64 * PAGE_BYTES)] ^= 0x5a;
  memory[100 * PAGE_BYTES + 8] = 1;
}
const samples = Object.fromEntries(Object.keys(images).flatMap((name) => [[`${name} reset`, []], [`${name} capture`, []]]));
const cpu = (fn) => {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
for (let round = -3; round < Number(roundsArg); round++) {
  for (const [name, image] of Object.entries(images)) {
    dirty();
    const capture = cpu(() => image.captureImage(memory, snapshot));
    const reset = cpu(() => image.resetToSnapshot(memory, snapshot));
    if (round < 0) continue;
    samples[`${name} capture`].push(capture);
    samples[`${name} reset`].push(reset);
  }
}
console.log(`memory ${snapshot.pages} pages, snapshot ${snapshot.pageIndexes.length} non-zero`);
for (const [label, s] of Object.entries(samples)) console.log(`${label.padEnd(16)} CPU median ${median(s).toFixed(3)} ms`);
