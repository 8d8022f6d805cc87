// Exclusive wall time per host step of an in-thread call, from a build with enter/exit marks
// (`(globalThis as any).__m?.e("name")` / `__m?.x()`) placed around each step of the call path
// in a scratch copy of the tree (call-path-s13.md lists where). A step's time excludes the marked
// steps nested in it (the guest's jobs run the next call's crossing out). Each mark pair costs
// ~0.1 us of its own (two performance.now()), charged partly to the enclosing step.
// `node bench/experiments/call-marks.mjs MARKED_DIST [FLOWS]`
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { CALL_COUNT, CALLS_SCRIPT } from "../workloads.mjs";

const [dist, flows = "6"] = process.argv.slice(2);
const lib = await import(pathToFileURL(resolve(dist, "index.js")).href);
const stack = [];
let totals = new Map();
const marks = {
  e(name) {
    stack.push([name, performance.now(), 0]);
  },
  x() {
    const [name, start, nested] = stack.pop();
    const spent = performance.now() - start;
    totals.set(name, (totals.get(name) ?? 0) + spent - nested);
    if (stack.length) stack[stack.length - 1][2] += spent;
  },
};
const run = lib.createRunFlow({ ...lib.defaultFlowEngine, sandbox: lib.runSandbox });
const registry = lib.createRegistry([{ name: "noop", category: "custom", flowEligible: true, output: "json", handler: async () => 1 }]);
const rows = [];
for (let i = 0; i < Number(flows); i++) {
  // The first flows warm up unmarked, then every other flow is marked (the unmarked one gives the CPU without marks).
  const marked = i >= 2 && i % 2 === 0;
  globalThis.__m = marked ? marks : undefined;
  totals = new Map();
  const cpu = process.cpuUsage();
  const outcome = await run({ name: "marks", tools: ["noop"], code: CALLS_SCRIPT }, { registry, limits: { maxCalls: CALL_COUNT + 1 } });
  const used = process.cpuUsage(cpu);
  if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
  const perCall = (used.user + used.system) / CALL_COUNT;
  if (!marked) { if (i >= 2) console.log(`unmarked flow: ${perCall.toFixed(2)} us CPU a call`); continue; }
  rows.push(totals);
  const sum = [...totals.values()].reduce((a, b) => a + b, 0) * 1000 / CALL_COUNT;
  console.log(`marked flow: ${perCall.toFixed(2)} us CPU a call, ${sum.toFixed(2)} us in marked steps`);
}
const names = [...rows[0].keys()].sort((a, b) => rows[0].get(b) - rows[0].get(a));
for (const name of names) {
  const each = rows.map((t) => ((t.get(name) ?? 0) * 1000) / CALL_COUNT);
  // The least over the flows: wall-clock marks on a loaded machine only ever gain time.
  console.log(`${name.padEnd(30)} min ${Math.min(...each).toFixed(2).padStart(6)}  (${each.map((v) => v.toFixed(2)).join(" ")}) us a call`);
}
process.exit(0);
