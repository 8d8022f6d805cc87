// How many flows grow their instance's memory (an instance whose flow grew is not pooled again,
// wasm/instance-pool.ts): the bench's workloads and the flow corpus (the seed flow, examples/*.py
// and test/diff's tool-flow cases, with their fixtures), each run once in-thread through a built
// library. Counts WebAssembly.Memory grows per flow, and the largest memory any flow reached.
//   node bench/experiments/memory-grows.mjs [DIST]     (default: this tree's dist/)
// (bench/experiments/reset-s15.md). Run it for two builds to compare their memory's start size.
import { readFileSync, existsSync } from "node:fs";
import { flowCorpus } from "./flow-corpus.mjs";
import { CALLS_SCRIPT, COMPUTE, FLOW_SCRIPT, TOOL_TEXT, WARM_SCRIPT } from "../workloads.mjs";

let grows = 0;
let largest = 0;
const grow = WebAssembly.Memory.prototype.grow;
WebAssembly.Memory.prototype.grow = function (delta) {
  const previous = grow.call(this, delta);
  grows++;
  largest = Math.max(largest, this.buffer.byteLength / 65536);
  return previous;
};

const dist = (process.argv[2] ?? new URL("../../dist", import.meta.url).pathname).replace(/\/$/, "");
const toolflow = await import(`file://${dist}/index.js`);
const { parseFixtures, fixtureRegistry } = await import(new URL("../../host/fixtures.ts", import.meta.url).href).catch(() => ({}));
const run = toolflow.createRunFlow({ ...toolflow.defaultFlowEngine, sandbox: toolflow.runSandbox });
const benchTools = [
  ...Object.keys(TOOL_TEXT).map((name) => ({ name, category: "custom", flowEligible: true, output: "text", handler: async () => TOOL_TEXT[name] })),
  { name: "noop", category: "custom", flowEligible: true, output: "json", handler: async () => 1 },
];
const benchRegistry = toolflow.createRegistry(benchTools);
const flows = [
  ["bench warm", WARM_SCRIPT, [], benchRegistry],
  ["bench seed flow", FLOW_SCRIPT, Object.keys(TOOL_TEXT), benchRegistry],
  ["bench calls", CALLS_SCRIPT, ["noop"], benchRegistry],
  ...Object.entries(COMPUTE).map(([name, [source]]) => [`bench compute ${name}`, source, [], benchRegistry]),
];
const root = new URL("../../", import.meta.url).pathname;
for (const [name, source, tools] of flowCorpus().slice(1)) {
  const fixtures = root + name.replace(/\.py$/, ".tools.json");
  const registry = existsSync(fixtures) && fixtureRegistry ? fixtureRegistry(parseFixtures(readFileSync(fixtures, "utf8"))) : toolflow.createRegistry([]);
  flows.push([name, source, tools, registry]);
}
const grew = [];
let statuses = {};
for (const [name, code, tools, registry] of flows) {
  const before = grows;
  const outcome = await run({ name: "grows", tools, code }, { registry });
  if (process.env.SHOW && outcome.envelope?.status !== "ok") console.log(name, JSON.stringify(outcome.envelope.error));
  statuses[outcome.envelope?.status] = (statuses[outcome.envelope?.status] ?? 0) + 1;
  if (grows > before) grew.push(`${name} (${grows - before})`);
  await new Promise((resolve) => setTimeout(resolve, 5));
}
console.log(`${dist}: ${flows.length} flows (${JSON.stringify(statuses)}), ${grew.length} grew their memory, the largest to ${largest} pages`);
for (const line of grew) console.log(`  ${line}`);
process.exit(0);
