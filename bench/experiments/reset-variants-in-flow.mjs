// The reset after each flow (wasm/flow-image.ts resetToSnapshot) done four ways inside real flows
// back to back in-thread, the way changing flow by flow, so each way resets the memory real seed
// and warm flows leave with the caches as a flow leaves them (bench/experiments/clean-instance-s16.md):
//   pages      as it is: every page compared with the image, changed pages copied whole
//   blocks4k1k changed pages compared in 4 KiB blocks, changed ones in 1 KiB blocks, those copied
//   blocks4k   changed pages compared in 4 KiB blocks, changed ones copied
//   copyImage  the image's pages copied unread, the zero pages compared (zeroed if written)
// It copies a build (default this tree's dist/) to a temporary folder, replaces resetToSnapshot in
// its dist/index.js by the four ways (timed with hrtime), and runs bench 2b/3b's rows against it:
//   node bench/experiments/reset-variants-in-flow.mjs [DIST] [ROWS]
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { median } from "../lib/stats.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const [dist = join(here, "../../dist"), rows = "8"] = process.argv.slice(2);
const ORIGINAL = `function resetToSnapshot(memory, snapshot) {
  forEachChangedPage(memory, snapshot, (page, slot) => {
    if (slot < 0) memory.fill(0, page * PAGE_BYTES, (page + 1) * PAGE_BYTES);
    else memory.set(snapshot.pageData.subarray(slot * PAGE_BYTES, (slot + 1) * PAGE_BYTES), page * PAGE_BYTES);
  });
}`;
const WAYS = `globalThis.__resetWays = { next: 0, names: ["pages", "blocks4k1k", "blocks4k", "copyImage"], times: [[], [], [], []] };
function resetToSnapshot(memory, snapshot) {
  const ways = globalThis.__resetWays;
  const way = ways.next;
  ways.next = (way + 1) % ways.names.length;
  const start = process.hrtime.bigint();
  const baseOf = (slot) => (slot < 0 ? [ZERO_PAGE, 0] : [snapshot.pageData, slot * PAGE_BYTES]);
  const inBlocks = (page, slot, block) => {
    const [base, from] = baseOf(slot);
    for (let at = 0; at < PAGE_BYTES; at += block) {
      const to = page * PAGE_BYTES + at;
      if (!sameBytes(memory, to, base, from + at, block)) memory.set(base.subarray(from + at, from + at + block), to);
    }
  };
  if (way === 0) {
    forEachChangedPage(memory, snapshot, (page, slot) => {
      if (slot < 0) memory.fill(0, page * PAGE_BYTES, (page + 1) * PAGE_BYTES);
      else memory.set(snapshot.pageData.subarray(slot * PAGE_BYTES, (slot + 1) * PAGE_BYTES), page * PAGE_BYTES);
    });
  } else if (way === 1) {
    forEachChangedPage(memory, snapshot, (page, slot) => {
      const [base, from] = baseOf(slot);
      for (let outer = 0; outer < PAGE_BYTES; outer += 4096) {
        if (sameBytes(memory, page * PAGE_BYTES + outer, base, from + outer, 4096)) continue;
        for (let at = outer; at < outer + 4096; at += 1024) {
          const to = page * PAGE_BYTES + at;
          if (!sameBytes(memory, to, base, from + at, 1024)) memory.set(base.subarray(from + at, from + at + 1024), to);
        }
      }
    });
  } else if (way === 2) {
    forEachChangedPage(memory, snapshot, (page, slot) => inBlocks(page, slot, 4096));
  } else {
    const slots = pageSlots(snapshot);
    for (let page = 0, pages = memory.length / PAGE_BYTES; page < pages; page++) {
      const slot = page < slots.length ? slots[page] : -1;
      if (slot >= 0) memory.set(snapshot.pageData.subarray(slot * PAGE_BYTES, (slot + 1) * PAGE_BYTES), page * PAGE_BYTES);
      else if (!sameBytes(memory, page * PAGE_BYTES, ZERO_PAGE, 0, PAGE_BYTES)) memory.fill(0, page * PAGE_BYTES, (page + 1) * PAGE_BYTES);
    }
  }
  ways.times[way].push(Number(process.hrtime.bigint() - start) / 1e6);
}`;

const root = mkdtempSync(join(tmpdir(), "reset-ways-"));
try {
  cpSync(resolve(dist), join(root, "dist"), { recursive: true });
  symlinkSync(join(here, "../../node_modules"), join(root, "node_modules"));
  const library = join(root, "dist/index.js");
  const source = readFileSync(library, "utf8");
  if (!source.includes(ORIGINAL)) throw new Error("this build's resetToSnapshot is not the one this experiment replaces");
  writeFileSync(library, source.replace(ORIGINAL, WAYS));
  const toolflow = await import(pathToFileURL(library).href);
  const { FLOW_SCRIPT, TOOL_TEXT, WARM_SCRIPT } = await import("../workloads.mjs");
  const registry = toolflow.createRegistry(Object.keys(TOOL_TEXT).map((name) => ({ name, category: "custom", flowEligible: true, output: "text", handler: async () => TOOL_TEXT[name] })));
  const run = toolflow.createRunFlow({ ...toolflow.defaultFlowEngine, sandbox: toolflow.runSandbox });
  const flows = { seed: () => run({ name: "ways", tools: Object.keys(TOOL_TEXT), code: FLOW_SCRIPT }, { registry }), warm: () => run({ name: "ways", tools: [], code: WARM_SCRIPT }, { registry }) };
  await flows.warm();
  const ways = globalThis.__resetWays;
  console.log(`load ${loadavg().map((n) => n.toFixed(2)).join(" ")}`);
  for (const kind of ["seed", "warm", "seed", "warm"]) {
    ways.times = ways.names.map(() => []);
    for (let row = 0; row < Number(rows); row++) for (let i = 0; i < 50; i++) await flows[kind]();
    console.log(`${kind} flows in a row, the reset's median ms: ${ways.names.map((name, i) => `${name} ${median(ways.times[i]).toFixed(3)}`).join(", ")} (${ways.times[0].length} each)`);
  }
  console.log(`load ${loadavg().map((n) => n.toFixed(2)).join(" ")}`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
process.exit(0);
