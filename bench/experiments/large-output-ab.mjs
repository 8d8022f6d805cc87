// The large-output flow (bench/large-output.mjs, `MiB` of JSON records and of log text) as whole
// in-thread flows of two builds, sampled in turn round by round: wall and process CPU ms per flow,
// medians, and B/A. `node bench/experiments/large-output-ab.mjs DIST_A DIST_B [MiB] [ROUNDS]`.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { largeOutputScript, logText, recordsJson } from "../large-output.mjs";
import { median } from "../lib/stats.mjs";

const [distA, distB, mbArg = "1", rounds = "3"] = process.argv.slice(2);
const mb = Number(mbArg);
const data = { records: { 0: "[]", [mb]: recordsJson(mb) }, logs: { [mb]: logText(mb) } };
const code = largeOutputScript({ small: 0, big: mb, text: mb });

async function runner(dist) {
  const lib = await import(pathToFileURL(resolve(dist, "index.js")).href);
  const run = lib.createRunFlow({ ...lib.defaultFlowEngine, sandbox: lib.runSandbox });
  const registry = lib.createRegistry([
    { name: "records", category: "custom", flowEligible: true, output: "json", handler: async (args) => new lib.JsonText(data.records[args.mb]) },
    { name: "logs", category: "custom", flowEligible: true, output: "text", handler: async (args) => data.logs[args.mb] },
  ]);
  return async () => {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const outcome = await run({ name: "ab", tools: ["records", "logs"], code }, { registry, limits: { memoryBytes: 2 ** 30 } });
    const used = process.cpuUsage(cpu);
    if (outcome.full.status !== "ok") throw new Error(`${dist}: ${JSON.stringify(outcome.full.error)}`);
    return { wall: performance.now() - wall, cpu: (used.user + used.system) / 1000, result: JSON.stringify(outcome.full.result) };
  };
}
const builds = [await runner(distA), await runner(distB)];
const samples = [[], []];
const results = new Set();
for (let i = 0; i < Number(rounds); i++) {
  for (const [b, run] of builds.entries()) {
    await new Promise((r) => setTimeout(r, 200));
    const sample = await run();
    samples[b].push(sample);
    results.add(sample.result);
  }
}
if (results.size !== 1) throw new Error(`the builds disagree: ${[...results].join(" / ")}`);
const show = (clock) => {
  const [a, b] = samples.map((list) => median(list.map((s) => s[clock])));
  return `${clock} A ${a.toFixed(0)} ms, B ${b.toFixed(0)} ms, B/A ${(b / a).toFixed(3)}`;
};
console.log(`${mb} MiB json + ${mb} MiB text, ${rounds} rounds: ${show("wall")}; ${show("cpu")}`);
process.exit(0);
