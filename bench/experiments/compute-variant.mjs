// A compute kernel as the transpiler emits it against a hand edit of that JavaScript, as in-thread
// flows in turn (CPU ms, medians, per-round ratios): tries an emission before changing the
// transpiler. `node bench/experiments/emitted.mjs fib > /tmp/fib.js`, edit it (drop the last line),
// then `node bench/experiments/compute-variant.mjs fib /tmp/fib.js [ROUNDS]`.
import { readFileSync } from "node:fs";
import { createRegistry, createRunFlow, defaultFlowEngine, runSandbox } from "../../dist/index.js";
import { COMPUTE } from "../workloads.mjs";
import { median } from "../lib/stats.mjs";

const [kernel, file, rounds = "7"] = process.argv.slice(2);
const [code, expected] = COMPUTE[kernel];
const edited = readFileSync(file, "utf8");
const engine = { ...defaultFlowEngine, sandbox: runSandbox };
const runs = [createRunFlow(engine), createRunFlow({ ...engine, transpile: () => ({ ok: true, js: edited }) })];
const registry = createRegistry([]);
const samples = [[], []];
for (let r = 0; r <= Number(rounds); r++) {
  for (const [b, run] of runs.entries()) {
    await new Promise((ok) => setTimeout(ok, 50));
    const cpu = process.cpuUsage();
    const outcome = await run({ name: "variant", tools: [], code }, { registry });
    const used = process.cpuUsage(cpu);
    if (outcome.full.status !== "ok" || JSON.stringify(outcome.full.result) !== expected) throw new Error(JSON.stringify(outcome.full));
    if (r > 0) samples[b].push((used.user + used.system) / 1000); // round 0 warms up
  }
}
const [a, b] = samples.map(median);
console.log(`${kernel}: emitted ${a.toFixed(1)} ms, edited ${b.toFixed(1)} ms, B/A ${(b / a).toFixed(3)}; rounds ${samples[0].map((x, i) => (samples[1][i] / x).toFixed(2)).join(" ")}`);
process.exit(0);
