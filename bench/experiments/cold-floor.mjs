// The floor of issue 17's cold-start goal (`toolflow run` <= 1.5x monty): in rounds, each a new
// process from spawn to exit, monty (bench/cold/monty.mjs), the least a QuickJS runner on Node pays
// (bench/cold/quickjs-floor.mjs), an empty Node process, and toolflow's CLI on the trivial flow.
// Per-round ratios to monty, medians. `node bench/experiments/cold-floor.mjs [rounds]`
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";

const rounds = Number(process.argv[2] ?? 9);
const at = (path) => fileURLToPath(new URL(path, import.meta.url));
const RUNNERS = {
  monty: [at("../cold/monty.mjs")],
  "node, empty": ["-e", "0"],
  "quickjs floor": [at("../cold/quickjs-floor.mjs")],
  toolflow: [at("../../dist/cli.js"), "run", "--yes", at("../cold/trivial.py"), "--json"],
};
const times = Object.fromEntries(Object.keys(RUNNERS).map((name) => [name, []]));
for (let r = 0; r < rounds; r++) {
  for (const [name, args] of Object.entries(RUNNERS)) {
    const start = performance.now();
    const out = spawnSync(process.execPath, args, { encoding: "utf8" });
    if (out.status !== 0) throw new Error(`${name}: ${out.stderr}`);
    times[name].push(performance.now() - start);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ratio = (name) => median(times[name].map((ms, i) => ms / times.monty[i]));
for (const name of Object.keys(RUNNERS)) console.log(`${name}: median ${median(times[name]).toFixed(0)} ms, per-round ratio to monty ${ratio(name).toFixed(2)}`);
console.log(JSON.stringify({ floor_cold_vs_monty: Number(ratio("quickjs floor").toFixed(2)), toolflow_cold_vs_monty: Number(ratio("toolflow").toFixed(2)), load: loadavg()[0] }));
