// The in-thread seed flow (bench 3a) taken apart by subtraction: flows that differ from it by one
// piece each (its compute, its answers' size, its calls), sampled in rounds after an idle gap as
// bench 3a does, each variant in turn (order rotating by round). Wall and process CPU, medians.
//   node bench/experiments/seed-phases.mjs [ROUNDS] [GAP_MS] [DIST]
import { loadavg } from "node:os";
import { median } from "../lib/stats.mjs";
import { FLOW_SCRIPT, TOOL_TEXT, WARM_SCRIPT } from "../workloads.mjs";

const [roundsArg = "30", gapArg = "150", dist = "../../dist"] = process.argv.slice(2);
const toolflow = await import(new URL(`${dist}/index.js`, import.meta.url).href);
const tool = (name, text) => ({ name, category: "custom", flowEligible: true, output: "text", handler: async () => text });
const names = Object.keys(TOOL_TEXT);
const real = toolflow.createRegistry(names.map((name) => tool(name, TOOL_TEXT[name])));
const tiny = toolflow.createRegistry(names.map((name) => tool(name, "a\nb")));
const run = toolflow.createRunFlow({ ...toolflow.defaultFlowEngine, sandbox: toolflow.runSandbox });
const CALLS = FLOW_SCRIPT.split("\n").slice(0, 3).join("\n");
const variants = {
  warm: [WARM_SCRIPT, [], real],
  "one call, tiny answer": [`read(path="README.md")`, ["read"], tiny],
  "3 calls, tiny answers": [`${CALLS}\nNone`, names, tiny],
  "3 calls, seed answers": [`${CALLS}\nNone`, names, real],
  "seed flow, tiny answers": [FLOW_SCRIPT, names, tiny],
  "seed flow": [FLOW_SCRIPT, names, real],
};
const samples = Object.fromEntries(Object.keys(variants).map((name) => [name, { wall: [], cpu: [] }]));
const order = Object.keys(variants);
const load = loadavg()[0].toFixed(1);
for (let round = -3; round < Number(roundsArg); round++) {
  for (let i = 0; i < order.length; i++) {
    const name = order[(i + round + 3) % order.length];
    const [code, tools, registry] = variants[name];
    await new Promise((resolve) => setTimeout(resolve, Number(gapArg)));
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const outcome = await run({ name: "phases", tools, code }, { registry });
    const used = process.cpuUsage(cpu);
    const ms = performance.now() - wall;
    if (outcome.full.status !== "ok") throw new Error(`${name}: ${JSON.stringify(outcome.full.error)}`);
    if (round < 0) continue;
    samples[name].wall.push(ms);
    samples[name].cpu.push((used.user + used.system) / 1000);
  }
}
console.log(`rounds ${roundsArg}, gap ${gapArg} ms, load ${load} -> ${loadavg()[0].toFixed(1)}; ms, medians`);
for (const [name, { wall, cpu }] of Object.entries(samples)) console.log(`${name.padEnd(26)} wall ${median(wall).toFixed(3)}  CPU ${median(cpu).toFixed(3)}`);
process.exit(0);
