// Cold `toolflow run` of the trivial flow (bench/cold/trivial.py) from several dist/ folders, in
// rounds whose order alternates: wall (spawn -> exit), CPU of all threads (GNU time: Debian's
// `time` package) and the main thread's own CPU at exit (a preload reads
// /proc/thread-self/schedstat, Linux). Medians, and per-round ratios to the first folder. For
// variants of one build made by hand (a copy of dist/ with one chunk edited, or minified):
//   node bench/experiments/cli-dists-ab.mjs ROUNDS DIST_A DIST_B [DIST_C...]
// Each folder needs a node_modules and package.json beside it (cp -r dist /tmp/x/dist;
// ln -s "$PWD/node_modules" /tmp/x/; cp package.json /tmp/x/).
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { median } from "../lib/stats.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const [roundsArg, ...dists] = process.argv.slice(2);
if (dists.length < 2) throw new Error("usage: cli-dists-ab.mjs ROUNDS DIST_A DIST_B [DIST_C...]");
const PRELOAD = `data:text/javascript,${encodeURIComponent(
  'import { readFileSync, writeSync } from "node:fs"; process.on("exit", () => writeSync(2, `@@main ${Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6}\\n`));',
)}`;
const samples = Object.fromEntries(dists.map((dist) => [dist, []]));
const loadBefore = loadavg()[0];
for (let round = 0; round < Number(roundsArg); round++) {
  for (const dist of round % 2 ? [...dists].reverse() : dists) {
    const start = performance.now();
    const child = spawnSync("/usr/bin/time", ["-f", "@@cpu %U %S", process.execPath, "--import", PRELOAD, `${dist}/cli.js`, "run", "--yes", "bench/cold/trivial.py", "--json"], { cwd: ROOT, encoding: "utf8" });
    const wall = performance.now() - start;
    if (!child.stdout.includes('"status":"ok"')) throw new Error(`${dist}: ${child.stderr.slice(0, 500)}`);
    const [user, system] = child.stderr.match(/@@cpu (\S+) (\S+)/).slice(1).map(Number);
    samples[dist].push({ wall, cpu: (user + system) * 1000, main: Number(child.stderr.match(/@@main (\S+)/)[1]) });
  }
}
console.log(`load ${loadBefore.toFixed(1)} -> ${loadavg()[0].toFixed(1)}, ${roundsArg} rounds`);
for (const dist of dists) {
  const cells = ["wall", "cpu", "main"].map((metric) => {
    const values = samples[dist].map((s) => s[metric]);
    const ratio = median(values.map((v, i) => v / samples[dists[0]][i][metric]));
    return `${metric} ${median(values).toFixed(0).padStart(4)} ms (${ratio.toFixed(3)})`;
  });
  console.log(`${dist.padEnd(24)} ${cells.join("  ")}`);
}
