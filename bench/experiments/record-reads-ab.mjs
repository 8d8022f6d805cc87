// A loop over the records of a tool's JSON answer (bench/large-output.mjs's, ~28,000 records at
// 4 MiB), as real flows read them: the same flow with the loop run once and REPS times, in two
// builds in turn, so each build's cost of one more pass over the records is (CPU of REPS - CPU of
// 1) / (REPS - 1), with the answer's receipt and the records' first touch out of it; process CPU
// ms, medians. `node bench/experiments/record-reads-ab.mjs DIST_A DIST_B [ROUNDS] [BODY]`, BODY
// Python run once per pass with `big` the records (default: the bench's group-by loop).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { recordsJson } from "../large-output.mjs";
import { median } from "../lib/stats.mjs";

const [distA, distB, rounds = "5", body = 'by_region = {}\nfor r in big:\n    region = r["region"]\n    by_region[region] = by_region.get(region, 0) + r["amount"]'] = process.argv.slice(2);
const REPS = 11;
const records = recordsJson(4);

async function runner(dist) {
  const lib = await import(pathToFileURL(resolve(dist, "index.js")).href);
  const run = lib.createRunFlow({ ...lib.defaultFlowEngine, sandbox: lib.runSandbox });
  const registry = lib.createRegistry([{ name: "records", category: "custom", flowEligible: true, output: "json", handler: async () => new lib.JsonText(records) }]);
  return async (reps) => {
    const code = `big = records()\nfor _ in range(${reps}):\n${body.split("\n").map((l) => "    " + l).join("\n")}\nlen(big)`;
    const cpu = process.cpuUsage();
    const outcome = await run({ name: "reads", tools: ["records"], code }, { registry, limits: { memoryBytes: 2 ** 30 } });
    const used = process.cpuUsage(cpu);
    if (outcome.full.status !== "ok") throw new Error(`${dist}: ${JSON.stringify(outcome.full.error)}`);
    return (used.user + used.system) / 1000;
  };
}

const builds = [await runner(distA), await runner(distB)];
const perPass = [[], []];
for (let r = 0; r <= Number(rounds); r++) {
  for (const [b, run] of builds.entries()) {
    const once = await run(1);
    const many = await run(REPS);
    if (r > 0) perPass[b].push((many - once) / (REPS - 1)); // round 0 warms up
  }
}
const [a, b] = perPass.map(median);
const n = JSON.parse(records).length;
console.log(`one pass over ${n} records: A ${a.toFixed(1)} ms (${((a / n) * 1e6).toFixed(0)} ns a record), B ${b.toFixed(1)} ms (${((b / n) * 1e6).toFixed(0)} ns), B/A ${(b / a).toFixed(3)}`);
process.exit(0);
