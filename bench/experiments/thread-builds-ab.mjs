// Several whole builds' in-thread flows in one process, interleaved, the order rotating each
// round and each flow: process CPU per flow, each round's median, and each build's per-round
// ratio to the first build's. builds-ab.mjs takes two builds; this takes any number, e.g. a build
// whose dist/guest.snapshot was captured another way beside the one it came from. Each DIST is
// a build's dist/ folder next to a node_modules and package.json (as builds-ab.mjs wants them).
//   node bench/experiments/thread-builds-ab.mjs warm|flow ROUNDS DIST DIST...   (GAP=ms idle before each flow, default 30)
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { median } from "../lib/stats.mjs";
import { FLOW_SCRIPT, TOOL_TEXT, WARM_SCRIPT } from "../workloads.mjs";

const [section, roundsArg, ...dists] = process.argv.slice(2);
if (!["warm", "flow"].includes(section) || dists.length < 2) throw new Error("usage: thread-builds-ab.mjs warm|flow ROUNDS DIST DIST...");
/** Flows per build and round, and the idle gap before each (a model's turn). */
const REPEAT = 15;
const GAP_MS = Number(process.env.GAP ?? 30);

const runs = [];
for (const dist of dists) {
  const toolflow = await import(pathToFileURL(resolve(dist, "index.js")).href);
  const registry = toolflow.createRegistry(Object.keys(TOOL_TEXT).map((name) => ({ name, category: "custom", flowEligible: true, output: "text", handler: async () => TOOL_TEXT[name] })));
  const run = toolflow.createRunFlow({ ...toolflow.defaultFlowEngine, sandbox: toolflow.runSandbox });
  const [code, tools] = section === "warm" ? [WARM_SCRIPT, []] : [FLOW_SCRIPT, Object.keys(TOOL_TEXT)];
  runs.push(() => run({ name: "ab", tools, code }, { registry }));
}

const load = loadavg()[0].toFixed(1);
const rounds = runs.map(() => []);
for (let round = -1; round < Number(roundsArg); round++) {
  const samples = runs.map(() => []);
  for (let i = 0; i < REPEAT; i++) {
    for (let k = 0; k < runs.length; k++) {
      const build = (k + Math.max(round, 0) + i) % runs.length;
      await new Promise((done) => setTimeout(done, GAP_MS));
      const cpu = process.cpuUsage();
      const outcome = await runs[build]();
      const used = process.cpuUsage(cpu);
      if (outcome.full.status !== "ok") throw new Error(`${dists[build]}: ${JSON.stringify(outcome.full.error)}`);
      samples[build].push((used.user + used.system) / 1000);
    }
  }
  if (round >= 0) samples.forEach((values, build) => rounds[build].push(median(values)));
}
console.log(`${section}, in-thread: CPU ms per flow; load average ${load} -> ${loadavg()[0].toFixed(1)}`);
const quartile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))].toFixed(3);
rounds.forEach((medians, build) => {
  const ratios = medians.map((value, round) => value / rounds[0][round]);
  console.log(`${dists[build].padEnd(32)} ${median(medians).toFixed(3)}  /first per round ${median(ratios).toFixed(3)} (p25 ${quartile(ratios, 0.25)}, p75 ${quartile(ratios, 0.75)})`);
});
process.exit(0);
