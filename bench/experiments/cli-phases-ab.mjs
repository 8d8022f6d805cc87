// cli-phases.mjs's milestones for two builds, in rounds whose order alternates: each round runs
// `cli-phases.mjs 1 bench/cold/trivial.py DIST` for both dist/ folders, then prints the medians
// (wall ms since spawn, thread CPU ms) and the median per-round ratios of the second to the first,
// and the worker's spans from its first line (they leave out the noise of what came before).
//   node bench/experiments/cli-phases-ab.mjs ROUNDS DIST_A DIST_B
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { median } from "../lib/stats.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const [roundsArg, ...dists] = process.argv.slice(2);
if (dists.length !== 2) throw new Error("usage: cli-phases-ab.mjs ROUNDS DIST_A DIST_B");
const MILESTONES = [["worker", "loaded worker.c?js"], ["worker", "restore starts"], ["worker", "snapshot read"], ["worker", "sandbox ready"], ["worker", "ran"], ["main", "runLocal: run path loaded"], ["main", "outcome"]];
const samples = dists.map(() => []);
const loadBefore = loadavg()[0];
for (let round = 0; round < Number(roundsArg); round++) {
  for (const k of round % 2 ? [1, 0] : [0, 1]) {
    const out = spawnSync(process.execPath, [`${ROOT}bench/experiments/cli-phases.mjs`, "1", "bench/cold/trivial.py", dists[k]], { cwd: ROOT, encoding: "utf8" }).stdout;
    const row = {};
    for (const [who, what] of MILESTONES) {
      const found = out.match(new RegExp(`^  ${who} +([\\d.]+) +([\\d.]+)  ${what}$`, "m"));
      row[what] = found ? [Number(found[1]), Number(found[2])] : [NaN, NaN];
    }
    row.gone = [Number(out.match(/process gone at ([\d.]+)/)[1]), NaN];
    samples[k].push(row);
  }
}
const med = (values) => median(values.filter(Number.isFinite));
const ratio = (a, b) => med(b.map((value, i) => value / a[i])).toFixed(3);
console.log(`load ${loadBefore.toFixed(1)} -> ${loadavg()[0].toFixed(1)}, ${roundsArg} rounds; ${dists.join(" | ")}`);
for (const what of [...MILESTONES.map(([, what]) => what), "gone"]) {
  const [a, b] = samples.map((rows) => rows.map((row) => row[what]));
  const cells = [a, b].map((rows) => `wall ${med(rows.map((r) => r[0])).toFixed(1)} cpu ${med(rows.map((r) => r[1])).toFixed(1)}`);
  console.log(`${what.padEnd(18)} ${cells.join(" | ")}  wall ratio ${ratio(a.map((r) => r[0]), b.map((r) => r[0]))} cpu ratio ${ratio(a.map((r) => r[1]), b.map((r) => r[1]))}`);
}
for (const what of ["restore starts", "snapshot read", "sandbox ready", "ran"]) {
  const [a, b] = samples.map((rows) => rows.map((row) => row[what][0] - row["loaded worker.c?js"][0]));
  console.log(`worker's first line -> ${what}`.padEnd(38), `${med(a).toFixed(1)} | ${med(b).toFixed(1)} ms  ratio ${ratio(a, b)}`);
}
