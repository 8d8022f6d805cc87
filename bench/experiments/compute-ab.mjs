// The compute kernels (bench/workloads.mjs) as whole in-thread flows of two builds, sampled in
// turn round by round: process CPU ms per flow, medians, and the geometric mean of B/A.
// `node bench/experiments/compute-ab.mjs DIST_A DIST_B [ROUNDS]`, each DIST a built dist/ folder
// (say this tree built with another guest target, in a copy of its own).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { COMPUTE } from "../workloads.mjs";
import { geomean, median } from "../lib/stats.mjs";

const [distA, distB, rounds = "5"] = process.argv.slice(2);
async function runner(dist) {
  const lib = await import(pathToFileURL(resolve(dist, "index.js")).href);
  const run = lib.createRunFlow({ ...lib.defaultFlowEngine, sandbox: lib.runSandbox });
  const registry = lib.createRegistry([]);
  return async (code, expected) => {
    const cpu = process.cpuUsage();
    const outcome = await run({ name: "ab", tools: [], code }, { registry });
    const used = process.cpuUsage(cpu);
    if (outcome.full.status !== "ok" || JSON.stringify(outcome.full.result) !== expected) throw new Error(`${dist}: ${JSON.stringify(outcome.full)}`);
    return (used.user + used.system) / 1000;
  };
}
const builds = [await runner(distA), await runner(distB)];
const ratios = [];
for (const [name, [code, expected]] of Object.entries(COMPUTE)) {
  const samples = [[], []];
  for (let i = 0; i < Number(rounds) + 1; i++) {
    for (const [b, run] of builds.entries()) {
      await new Promise((r) => setTimeout(r, 100));
      const ms = await run(code, expected);
      if (i > 0) samples[b].push(ms); // the first round warms each build
    }
  }
  const [a, b] = samples.map(median);
  ratios.push(b / a);
  console.log(`${name.padEnd(10)} A ${a.toFixed(1).padStart(7)} ms  B ${b.toFixed(1).padStart(7)} ms  B/A ${(b / a).toFixed(3)}`);
}
console.log(`geomean B/A ${geomean(ratios).toFixed(3)}`);
process.exit(0);
