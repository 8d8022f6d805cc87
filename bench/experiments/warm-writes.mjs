// What the reset after an in-thread warm flow (`1 + 1`) finds, per build: when it runs against
// the flow's end (inside the flow's measured window or after it), how many pages it compares,
// and which pages the flow wrote, with how many of each page's 1 KiB blocks differ from the
// snapshot's image (`z`: a page the image holds as zeros). Buffer.prototype.compare is hooked
// before the builds load, as wasm/page-compare.ts captures it at load.
//   node bench/experiments/warm-writes.mjs OTHER_DIST [MORE_DISTS...]
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { WARM_SCRIPT } from "../workloads.mjs";

const PAGE = 65536;
const BLOCK = 1024;
const compare = Buffer.prototype.compare;
let seen;
Buffer.prototype.compare = function (target, targetStart, targetEnd, sourceStart, sourceEnd) {
  const result = compare.call(this, target, targetStart, targetEnd, sourceStart, sourceEnd);
  if (seen && sourceEnd - sourceStart === PAGE) {
    seen.pages++;
    seen.last = performance.now();
    seen.first ??= seen.last;
    if (result !== 0) {
      let blocks = 0;
      for (let b = 0; b < PAGE; b += BLOCK) blocks += compare.call(this, target, targetStart + b, targetStart + b + BLOCK, sourceStart + b, sourceStart + b + BLOCK) !== 0 ? 1 : 0;
      seen.written.push(`${sourceStart / PAGE}${target.byteLength === PAGE ? "z" : ""}:${blocks}`);
    }
  }
  return result;
};

const dists = [new URL("../../dist", import.meta.url).pathname, ...process.argv.slice(2)];
for (const dist of dists) {
  const toolflow = await import(pathToFileURL(resolve(dist, "index.js")).href);
  const registry = toolflow.createRegistry([]);
  const run = toolflow.createRunFlow({ ...toolflow.defaultFlowEngine, sandbox: toolflow.runSandbox });
  const warm = () => run({ name: "warm", tools: [], code: WARM_SCRIPT }, { registry });
  for (let i = 0; i < 20; i++) await warm(), await new Promise((resolve) => setTimeout(resolve, 20));
  seen = { pages: 0, written: [] };
  const start = performance.now();
  await warm();
  const end = performance.now();
  const inWindow = seen.pages;
  await new Promise((resolve) => setTimeout(resolve, 30));
  const blocks = seen.written.reduce((sum, page) => sum + Number(page.split(":")[1]), 0);
  console.log(`${dist}: flow ${(end - start).toFixed(3)} ms; pages compared ${seen.pages} (${inWindow} before the flow's end), the reset from ${(seen.first - end).toFixed(3)} ms after it for ${(seen.last - seen.first).toFixed(3)} ms`);
  console.log(`  written: ${seen.written.length} pages, ${blocks} blocks of 1 KiB: ${seen.written.join(" ")}`);
  seen = undefined;
}
process.exit(0);
