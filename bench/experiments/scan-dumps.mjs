// Scanning real flow memories against the guest snapshot, as hibernation (captureImage) and
// recycling (resetToSnapshot) do: this tree's wasm/flow-image.ts against another checkout's,
// CPU ms per scan. The memories are dumps of a flow's 256 pages (a pool worker's memory when it
// recycled an instance after bench 6b's flow returned), loaded into a WebAssembly.Memory
// leaving zero 4 KiB pages untouched as a real instance does.
// `node --import tsx bench/experiments/scan-dumps.mjs OTHER_CHECKOUT DUMP...`
import { readFileSync } from "node:fs";
import { guestSnapshot } from "../../wasm/snapshot-cache.ts";
import { median } from "../lib/stats.mjs";

const [other, ...dumps] = process.argv.slice(2);
const trees = { other: `file://${other.replace(/\/$/, "")}/wasm/flow-image.ts`, this: new URL("../../wasm/flow-image.ts", import.meta.url).href };
const images = Object.fromEntries(await Promise.all(Object.entries(trees).map(async ([name, at]) => [name, await import(at)])));
const snapshot = await guestSnapshot(readFileSync(new URL("../../dist/guest.js", import.meta.url), "utf8"));
const cpu = (fn) => {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
for (const dump of dumps) {
  const bytes = readFileSync(dump);
  const memory = new Uint8Array(new WebAssembly.Memory({ initial: bytes.length / 65536 }).buffer);
  const load = () => {
    for (let at = 0; at < bytes.length; at += 4096) {
      const chunk = bytes.subarray(at, at + 4096);
      if (chunk.some((b) => b !== 0) || memory.subarray(at, at + 4096).some((b) => b !== 0)) memory.set(chunk, at);
    }
  };
  load();
  const samples = {};
  let words;
  for (let round = -5; round < 40; round++) {
    for (const [name, image] of Object.entries(images)) {
      load();
      let captured;
      const c = cpu(() => (captured = image.captureImage(memory, snapshot)));
      const r = cpu(() => image.resetToSnapshot(memory, snapshot));
      if (round < 0) continue;
      (samples[`${name} capture`] ??= []).push(c);
      (samples[`${name} reset`] ??= []).push(r);
      words ??= captured.runs.length;
      if (captured.runs.length !== words) throw new Error(`${name} captured ${captured.runs.length} words, not ${words}`);
    }
  }
  console.log(dump, `image ${words} words`, Object.entries(samples).map(([k, v]) => `${k} ${median(v).toFixed(2)}`).join(", "));
}
