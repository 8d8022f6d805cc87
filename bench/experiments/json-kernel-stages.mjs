// The json kernel (workloads.mjs) cut into stages, each a whole in-thread flow whose script stops
// after that stage (build the rows; + json.dumps; + json.loads; + the sum), so a stage's cost is
// the difference to the one before; this thread's CPU ms per flow (Linux schedstat), medians of N,
// builds sampled in turn round by round.
// `node bench/experiments/json-kernel-stages.mjs [N] [DIST...]` (default: this tree's dist/).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { COMPUTE } from "../workloads.mjs";
import { median } from "../lib/stats.mjs";

const [nArg = "7", ...distArgs] = process.argv.slice(2);
const dists = distArgs.length > 0 ? distArgs : [new URL("../../dist", import.meta.url).pathname];
const cpuMs = () => Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
const lines = COMPUTE.json[0].trimEnd().split("\n");
// import + rows, then one more statement of the kernel per stage (the last is the whole kernel).
const STAGES = [
  ["build rows", 2],
  ["+ json.dumps", 3],
  ["+ json.loads", 4],
  ["+ sum (the kernel)", 5],
].map(([name, count]) => [name, count < lines.length ? `${lines.slice(0, count).join("\n")}\n1\n` : `${lines.join("\n")}\n`]);
const builds = [];
for (const dist of dists) {
  const lib = await import(pathToFileURL(resolve(dist, "index.js")).href);
  const run = lib.createRunFlow({ ...lib.defaultFlowEngine, sandbox: lib.runSandbox });
  const registry = lib.createRegistry([]);
  builds.push(async (code) => {
    const start = cpuMs();
    const outcome = await run({ name: "stages", tools: [], code }, { registry });
    const used = cpuMs() - start;
    if (outcome.full.status !== "ok") throw new Error(`${dist}: ${JSON.stringify(outcome.full)}`);
    return used;
  });
}
const samples = STAGES.map(() => builds.map(() => []));
for (let i = 0; i < Number(nArg) + 1; i++) {
  for (const [s, [, code]] of STAGES.entries()) {
    for (const [b, run] of builds.entries()) {
      await new Promise((r) => setTimeout(r, 30));
      const ms = await run(code);
      if (i > 0) samples[s][b].push(ms); // the first round warms each build
    }
  }
}
console.log(`json kernel by stage; CPU ms per flow, median of ${nArg}: ${dists.join(" | ")}`);
for (const [s, [name]] of STAGES.entries()) console.log(`${name.padEnd(20)} ${samples[s].map((x) => median(x).toFixed(1).padStart(7)).join(" ")}`);
process.exit(0);
