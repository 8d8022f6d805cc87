// The floor of handing each flow, back to back on one thread, a memory that provably holds the
// guest snapshot's image (issue 17; bench/experiments/clean-instance-s16.md). One process, rounds
// alternating the ways below, each on the memory a real seed flow leaves (captured once, as the
// reset after that flow reads it):
//   reset      this tree's wasm/flow-image.ts resetToSnapshot
//   mainReset  another checkout's (OTHER_CHECKOUT, e.g. main's: every page compared, changed ones copied whole)
//   blocks     every page compared, then only the 1 KiB blocks that differ inside changed pages copied
//   twoLevel   as blocks, but changed pages compared in 4 KiB blocks first (fewer compare calls)
//   copyImage  the zero pages compared (and zeroed if written), the image's pages copied unread
//   fresh      a new instance per flow: WebAssembly.Memory + Emscripten's and quickjs-emscripten's glue
//              (newFlowModule), the fresh instance's own writes zeroed, the image copied in, toolflow's
//              wrappers (wrapGuest); its cost per flow over a batch, with the old instances' GC
//   freshRaw   the fresh instance's floor: a bare WebAssembly.Memory with the image copied in, no glue
//   helper     the reset done by another thread on a shared memory: what the flow's thread pays (post,
//              then find it done) and the helper's time per reset
// From the sources:
//   node --import tsx bench/experiments/clean-instance-floor.mjs [ROUNDS] [PER_ROUND] [OTHER_CHECKOUT]
import { loadavg } from "node:os";
import { Worker } from "node:worker_threads";

// Capture the memory the reset after a seed flow reads: its first page compare's `this`.
const compare = Buffer.prototype.compare;
let capture;
Buffer.prototype.compare = function (...args) {
  if (capture && this.byteLength === capture.bytes) (capture.got = this.slice()), (capture = undefined);
  return compare.apply(this, args);
};
const toolflow = await import("../../host/index.ts");
const { guestSnapshot } = await import("../../wasm/snapshot-cache.ts");
const { resetToSnapshot } = await import("../../wasm/flow-image.ts");
const { newFlowModule } = await import("../../wasm/quickjs.ts");
const { wrapGuest } = await import("../../wasm/snapshot.ts");
const { median } = await import("../lib/stats.mjs");
const { FLOW_SCRIPT, TOOL_TEXT } = await import("../workloads.mjs");

const [rounds, perRound, other] = [Number(process.argv[2] ?? 7), Number(process.argv[3] ?? 40), process.argv[4]];
const otherImage = other && (await import(`file://${other.replace(/\/$/, "")}/wasm/flow-image.ts`));
const PAGE = 65536;
const BLOCK = 1024;
const MEMORY_BYTES = 64 << 20;

const registry = toolflow.createRegistry(Object.keys(TOOL_TEXT).map((name) => ({ name, category: "custom", flowEligible: true, output: "text", handler: async () => TOOL_TEXT[name] })));
const run = toolflow.createRunFlow({ ...toolflow.defaultFlowEngine, sandbox: toolflow.runSandbox });
const seed = () => run({ name: "floor", tools: Object.keys(TOOL_TEXT), code: FLOW_SCRIPT }, { registry });
const snapshot = await guestSnapshot(await toolflow.defaultFlowEngine.guestSource());
for (let i = 0; i < 5; i++) await seed();
await new Promise((resolve) => setTimeout(resolve, 20));
const captured = { bytes: snapshot.pages * PAGE };
capture = captured;
await seed();
await new Promise((resolve) => setTimeout(resolve, 20));
Buffer.prototype.compare = compare;
if (!captured.got) throw new Error("no reset was seen after the seed flow");
const flowMemory = captured.got;

const slots = new Int32Array(snapshot.pages).fill(-1);
snapshot.pageIndexes.forEach((page, slot) => (slots[page] = slot));
const ZERO = new Uint8Array(PAGE);
const base = (page) => (slots[page] < 0 ? [ZERO, 0] : [snapshot.pageData, slots[page] * PAGE]);
const same = (a, at, b, bAt, length) => compare.call(a, b, bAt, bAt + length, at, at + length) === 0;
const changedPages = [];
for (let page = 0; page < snapshot.pages; page++) {
  const [bytes, at] = base(page);
  if (!same(flowMemory, page * PAGE, bytes, at, PAGE)) changedPages.push(page);
}
let changedBlocks = 0;
for (const page of changedPages) {
  const [bytes, at] = base(page);
  for (let block = 0; block < PAGE; block += BLOCK) if (!same(flowMemory, page * PAGE + block, bytes, at + block, BLOCK)) changedBlocks++;
}

function resetBlocks(memory) {
  for (let page = 0; page < snapshot.pages; page++) {
    const [bytes, at] = base(page);
    if (same(memory, page * PAGE, bytes, at, PAGE)) continue;
    for (let block = 0; block < PAGE; block += BLOCK) {
      const start = page * PAGE + block;
      if (!same(memory, start, bytes, at + block, BLOCK)) memory.set(bytes.subarray(at + block, at + block + BLOCK), start);
    }
  }
}

/** Changed pages split in 4 KiB blocks, changed blocks compared in 1 KiB ones, changed ones copied. */
function resetTwoLevel(memory) {
  for (let page = 0; page < snapshot.pages; page++) {
    const [bytes, at] = base(page);
    if (same(memory, page * PAGE, bytes, at, PAGE)) continue;
    for (let outer = 0; outer < PAGE; outer += 4 * BLOCK) {
      if (same(memory, page * PAGE + outer, bytes, at + outer, 4 * BLOCK)) continue;
      for (let block = outer; block < outer + 4 * BLOCK; block += BLOCK) {
        const start = page * PAGE + block;
        if (!same(memory, start, bytes, at + block, BLOCK)) memory.set(bytes.subarray(at + block, at + block + BLOCK), start);
      }
    }
  }
}

function copyImage(memory) {
  for (let page = 0; page < snapshot.pages; page++) {
    if (slots[page] >= 0) memory.set(snapshot.pageData.subarray(slots[page] * PAGE, (slots[page] + 1) * PAGE), page * PAGE);
    else if (!same(memory, page * PAGE, ZERO, 0, PAGE)) memory.fill(0, page * PAGE, (page + 1) * PAGE);
  }
}

function holdsImage(memory) {
  for (let page = 0; page < snapshot.pages; page++) {
    const [bytes, at] = base(page);
    if (!same(memory, page * PAGE, bytes, at, PAGE)) return false;
  }
  return true;
}

async function freshInstance() {
  const flowModule = await newFlowModule({ memoryBytes: MEMORY_BYTES, initialPages: snapshot.pages });
  const memory = new Uint8Array(flowModule.memory.buffer);
  for (const page of snapshot.zeroPages) memory.fill(0, page * PAGE, (page + 1) * PAGE);
  snapshot.pageIndexes.forEach((page, slot) => memory.set(snapshot.pageData.subarray(slot * PAGE, (slot + 1) * PAGE), page * PAGE));
  return wrapGuest(flowModule, snapshot);
}

function freshRaw() {
  const memory = new WebAssembly.Memory({ initial: snapshot.pages, maximum: 256 + MEMORY_BYTES / PAGE + 16 });
  const bytes = new Uint8Array(memory.buffer);
  snapshot.pageIndexes.forEach((page, slot) => bytes.set(snapshot.pageData.subarray(slot * PAGE, (slot + 1) * PAGE), page * PAGE));
  return memory;
}

// The helper thread: resets a shared memory to the image when told, and sets a flag.
const shared = new WebAssembly.Memory({ initial: snapshot.pages, maximum: snapshot.pages + 64, shared: true });
const sharedBytes = new Uint8Array(shared.buffer);
const flag = new Int32Array(new SharedArrayBuffer(8));
const helper = new Worker(
  `const { parentPort } = require("node:worker_threads");
  let state;
  parentPort.on("message", (message) => {
    if (message.setup) return void (state = message.setup);
    const { memory, pageData, slots, flag } = state;
    const bytes = new Uint8Array(memory.buffer);
    const zero = new Uint8Array(65536);
    const compare = Buffer.prototype.compare;
    const start = process.hrtime.bigint();
    for (let page = 0; page < slots.length; page++) {
      const slot = slots[page];
      const [b, at] = slot < 0 ? [zero, 0] : [pageData, slot * 65536];
      if (compare.call(bytes, b, at, at + 65536, page * 65536, (page + 1) * 65536) !== 0) bytes.set(b.subarray(at, at + 65536), page * 65536);
    }
    flag[1] = Number(process.hrtime.bigint() - start);
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  });`,
  { eval: true },
);
const sharedPageData = new Uint8Array(new SharedArrayBuffer(snapshot.pageData.length));
sharedPageData.set(snapshot.pageData);
helper.postMessage({ setup: { memory: shared, pageData: sharedPageData, slots, flag } });
sharedBytes.set(flowMemory);

/** Writes the seed flow's changes over a memory that holds the image (untimed: the flow did it). */
function dirty(memory) {
  for (const page of changedPages) memory.set(flowMemory.subarray(page * PAGE, (page + 1) * PAGE), page * PAGE);
}

const pooled = new Uint8Array(new WebAssembly.Memory({ initial: snapshot.pages, maximum: 256 + MEMORY_BYTES / PAGE + 16 }).buffer);
pooled.set(flowMemory);
resetToSnapshot(pooled, snapshot);
const ns = () => process.hrtime.bigint();
const msSince = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const inPlace = { reset: (m) => resetToSnapshot(m, snapshot), ...(otherImage && { mainReset: (m) => otherImage.resetToSnapshot(m, snapshot) }), blocks: resetBlocks, twoLevel: resetTwoLevel, copyImage };
for (const [name, reset] of Object.entries(inPlace)) {
  dirty(pooled);
  reset(pooled);
  if (!holdsImage(pooled)) throw new Error(`${name} did not restore the image`);
}

const results = {};
const add = (name, value) => (results[name] ??= []).push(value);
const gcMs = { total: 0 };
const { PerformanceObserver } = await import("node:perf_hooks");
new PerformanceObserver((list) => list.getEntries().forEach((entry) => (gcMs.total += entry.duration))).observe({ entryTypes: ["gc"] });

const ways = {
  ...Object.fromEntries(
    Object.entries(inPlace).map(([name, reset]) => [
      name,
      async () => {
        const [times, cpuTimes] = [[], []];
        for (let i = 0; i < perRound; i++) {
          dirty(pooled);
          const [cpu, start] = [process.cpuUsage(), ns()];
          reset(pooled);
          times.push(msSince(start));
          const used = process.cpuUsage(cpu);
          cpuTimes.push((used.user + used.system) / 1000);
        }
        add(name, median(times));
        add(`${name} CPU`, median(cpuTimes));
      },
    ]),
  ),
  fresh: async () => {
    let keep;
    const [gcBefore, cpu, start] = [gcMs.total, process.cpuUsage(), ns()];
    for (let i = 0; i < perRound; i++) keep = await freshInstance();
    const wall = msSince(start) / perRound;
    add("fresh", wall);
    add("fresh CPU", process.cpuUsage(cpu).user / 1000 / perRound + process.cpuUsage(cpu).system / 1000 / perRound);
    add("fresh GC", (gcMs.total - gcBefore) / perRound);
    keep = undefined;
  },
  freshRaw: async () => {
    let keep;
    const [cpu, start] = [process.cpuUsage(), ns()];
    for (let i = 0; i < perRound; i++) keep = freshRaw();
    add("freshRaw", msSince(start) / perRound);
    const used = process.cpuUsage(cpu);
    add("freshRaw CPU", (used.user + used.system) / 1000 / perRound);
    keep = undefined;
  },
  helper: async () => {
    const [post, wait, helperMs] = [[], [], []];
    for (let i = 0; i < perRound; i++) {
      dirty(sharedBytes);
      Atomics.store(flag, 0, 0);
      let start = ns();
      helper.postMessage(0);
      post.push(msSince(start));
      // The next flow runs on another ready instance meanwhile; then this one is wanted.
      const until = performance.now() + 1;
      while (performance.now() < until);
      start = ns();
      Atomics.wait(flag, 0, 0, 50);
      wait.push(msSince(start));
      helperMs.push(flag[1] / 1e6);
    }
    if (!holdsImage(sharedBytes)) throw new Error("the helper did not restore the image");
    add("helper post", median(post));
    add("helper wait", median(wait));
    add("helper's reset", median(helperMs));
  },
};

console.log(`load ${loadavg().map((n) => n.toFixed(2)).join(" ")}; memory ${snapshot.pages} pages, image ${snapshot.pageIndexes.length}; the seed flow changed ${changedPages.length} pages (${changedPages.filter((p) => slots[p] < 0).length} zero pages), ${changedBlocks} 1 KiB blocks of them`);
const order = Object.keys(ways);
for (let round = 0; round < rounds; round++) {
  for (const name of round % 2 ? [...order].reverse() : order) await ways[name]();
}
for (const [name, values] of Object.entries(results)) {
  console.log(`${name.padEnd(16)} median ${median(values).toFixed(3)} ms per flow (rounds: ${values.map((v) => v.toFixed(3)).join(" ")})`);
}
const ratio = (a, b) => median(results[a].map((v, i) => v / results[b][i])).toFixed(2);
console.log(`per-round ratio to reset, wall: ${["mainReset", "blocks", "twoLevel", "copyImage", "fresh", "freshRaw", "helper's reset"].filter((a) => results[a]).map((a) => `${a} ${ratio(a, "reset")}`).join(", ")}`);
console.log(`per-round ratio to reset, CPU: ${["mainReset", "blocks", "twoLevel", "copyImage", "fresh", "freshRaw"].filter((a) => results[a]).map((a) => `${a} ${ratio(`${a} CPU`, "reset CPU")}`).join(", ")}`);
await helper.terminate();
process.exit(0);
