// The compute kernels (bench/workloads.mjs) as whole in-thread flows of two builds, sampled in
// turn round by round: this thread's CPU ms per flow (Linux schedstat, nanoseconds; process CPU
// elsewhere), medians, per-round ratios B/A and the geometric mean of their medians.
// `node bench/experiments/compute-ab.mjs DIST_A DIST_B [ROUNDS] [kernel,...]`, each DIST a built dist/ folder
// (the kernels may name lib/narrow-kernels.mjs's too, json_loads say)
// (say this tree built with another guest target, in a copy of its own).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { COMPUTE } from "../workloads.mjs";
import { NARROW } from "../lib/narrow-kernels.mjs";
import { readFileSync } from "node:fs";
import { geomean, median, roundRatios } from "../lib/stats.mjs";

/** CPU ms of this thread (the flow's QuickJS runs on it), or of the process where /proc has no schedstat. */
function cpuMs() {
  try {
    return Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
  } catch {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  }
}

const [distA, distB, rounds = "5", only] = process.argv.slice(2);
async function runner(dist) {
  const lib = await import(pathToFileURL(resolve(dist, "index.js")).href);
  const run = lib.createRunFlow({ ...lib.defaultFlowEngine, sandbox: lib.runSandbox });
  const registry = lib.createRegistry([]);
  return async (code, expected) => {
    const start = cpuMs();
    const outcome = await run({ name: "ab", tools: [], code }, { registry });
    const used = cpuMs() - start;
    if (outcome.full.status !== "ok" || JSON.stringify(outcome.full.result) !== expected) throw new Error(`${dist}: ${JSON.stringify(outcome.full)}`);
    return used;
  };
}
const builds = [await runner(distA), await runner(distB)];
const ratios = [];
for (const [name, [code, expected]] of Object.entries({ ...COMPUTE, ...NARROW })) {
  if (only ? !only.split(",").includes(name) : !(name in COMPUTE)) continue;
  const samples = [[], []];
  for (let i = 0; i < Number(rounds) + 1; i++) {
    for (const [b, run] of builds.entries()) {
      await new Promise((r) => setTimeout(r, 100));
      const ms = await run(code, expected);
      if (i > 0) samples[b].push(ms); // the first round warms each build
    }
  }
  const [a, b] = samples.map(median);
  const perRound = roundRatios(samples[1], samples[0]);
  ratios.push(perRound.median);
  const each = samples[0].map((x, i) => (samples[1][i] / x).toFixed(2)).join(" ");
  console.log(`${name.padEnd(10)} A ${a.toFixed(1).padStart(7)} ms  B ${b.toFixed(1).padStart(7)} ms  B/A per round: median ${perRound.median.toFixed(3)} (${each})`);
}
console.log(`geomean of the per-round medians B/A ${geomean(ratios).toFixed(3)}`);
process.exit(0);
