// The floor of issue 17's cold-start goal (`toolflow run` <= 1.5x monty): in rounds, each a new
// process from spawn to exit, monty (bench/cold/monty.mjs), the least a QuickJS runner on Node pays
// (bench/cold/quickjs-floor.mjs), the same in a worker thread with the pool's limits, as toolflow
// runs its sandbox (bench/cold/worker-floor.mjs), that worker restoring toolflow's guest snapshot
// (dist/guest.snapshot) instead of a bare context, an empty Node process, and toolflow's CLI on the
// trivial flow. Wall time and the CPU of all threads (GNU time); per-round ratios to monty, medians.
//   node bench/experiments/cold-floor.mjs [rounds] [DIST: another build's dist/ for toolflow's row]
import { spawnSync } from "node:child_process";
import { build } from "esbuild";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { median } from "../lib/stats.mjs";

const rounds = Number(process.argv[2] ?? 9);
const at = (path) => fileURLToPath(new URL(path, import.meta.url));
const dist = process.argv[3]?.replace(/\/$/, "") ?? at("../../dist");
// Beside the installed packages (kept external, as quickjs-floor.mjs imports them), not in git.
const snapshotThread = at("../../node_modules/.cache/toolflow-floor/snapshot-floor-thread.mjs");
await build({ entryPoints: [at("../cold/snapshot-floor-thread.ts")], bundle: true, platform: "node", format: "esm", packages: "external", outfile: snapshotThread, logLevel: "error" });
const RUNNERS = {
  monty: [at("../cold/monty.mjs")],
  "node, empty": ["-e", "console.log(2)"],
  "quickjs floor": [at("../cold/quickjs-floor.mjs")],
  "worker floor": [at("../cold/worker-floor.mjs")],
  "worker + snapshot floor": [at("../cold/worker-floor.mjs"), snapshotThread, `${dist}/guest.snapshot`],
  toolflow: [`${dist}/cli.js`, "run", "--yes", at("../cold/trivial.py"), "--json"],
};
const times = Object.fromEntries(Object.keys(RUNNERS).map((name) => [name, { wall: [], cpu: [] }]));
for (let r = 0; r < rounds; r++) {
  for (const [name, args] of Object.entries(RUNNERS)) {
    const start = performance.now();
    const out = spawnSync("/usr/bin/time", ["-f", "@@cpu %U %S", process.execPath, ...args], { encoding: "utf8" });
    const wall = performance.now() - start;
    if (out.status !== 0 || !out.stdout.includes("2")) throw new Error(`${name}: ${out.stdout} ${out.stderr}`);
    const [user, system] = out.stderr.match(/@@cpu (\S+) (\S+)/).slice(1).map(Number);
    times[name].wall.push(wall);
    times[name].cpu.push((user + system) * 1000);
  }
}
const ratio = (name, metric = "wall") => median(times[name][metric].map((ms, i) => ms / times.monty[metric][i]));
for (const name of Object.keys(RUNNERS)) {
  const { wall, cpu } = times[name];
  console.log(`${name.padEnd(24)} wall ${median(wall).toFixed(0).padStart(4)} ms, ${ratio(name).toFixed(2)}x monty; CPU ${median(cpu).toFixed(0).padStart(4)} ms, ${ratio(name, "cpu").toFixed(2)}x`);
}
const summary = { load: loadavg()[0] };
for (const [key, name] of [["floor", "quickjs floor"], ["worker_floor", "worker floor"], ["snapshot_floor", "worker + snapshot floor"], ["toolflow", "toolflow"]]) {
  summary[`${key}_cold_vs_monty`] = Number(ratio(name).toFixed(2));
}
console.log(JSON.stringify(summary));
