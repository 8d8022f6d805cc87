// Cold `toolflow run` of this build (dist/cli.js) against another whole build, interleaved, the
// order alternating by round: the trivial flow (bench/cold/trivial.py) and examples/seed.py, each
// `run --yes SCRIPT --json` in a new process, as wall time (spawn -> exit) and CPU time of all its
// threads (user + system, from GNU time: Debian's `time` package). Prints medians and the median
// of the per-round new/old ratios, and both builds' trivial flow against monty's cold start
// (bench/cold/monty.mjs, in the same rounds; needs the bench's peers installed as `npm run bench`
// does). Build the other tree as builds-ab.mjs says, then:
//   node bench/experiments/cold-ab.mjs /tmp/old/dist [ROUNDS]
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { median } from "../lib/stats.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const [otherDist, roundsArg = "9"] = process.argv.slice(2);
if (!otherDist) throw new Error("usage: cold-ab.mjs OTHER_DIST [ROUNDS]");
const builds = { old: `${otherDist.replace(/\/$/, "")}/cli.js`, new: `${ROOT}dist/cli.js` };
const scripts = { trivial: "bench/cold/trivial.py", seed: "examples/seed.py" };

/** { wall, cpu } in ms of one new process running `args`; throws unless its output has `expected`. */
function timed(args, expected) {
  const start = performance.now();
  const child = spawnSync("/usr/bin/time", ["-f", "@@cpu %U %S", process.execPath, ...args], { cwd: ROOT, encoding: "utf8" });
  const wall = performance.now() - start;
  if (child.error) throw child.error;
  if (!child.stdout.includes(expected)) throw new Error(`${args.join(" ")}: ${child.stdout.slice(0, 300)} ${child.stderr.slice(0, 300)}`);
  const [user, system] = child.stderr.match(/@@cpu (\S+) (\S+)/).slice(1).map(Number);
  return { wall, cpu: (user + system) * 1000 };
}

const coldRun = (build, script) => timed([builds[build], "run", "--yes", script, "--json"], '"status":"ok"');

const rounds = Number(roundsArg);
const samples = {};
const monty = [];
for (let round = 0; round < rounds; round++) {
  const order = round % 2 ? ["new", "old"] : ["old", "new"];
  for (const [scriptName, script] of Object.entries(scripts)) {
    for (const build of order) ((samples[scriptName] ??= {})[build] ??= []).push(coldRun(build, script));
  }
  monty.push(timed([`${ROOT}bench/cold/monty.mjs`], "2"));
}
const ratio = (a, b) => median(a.map((value, i) => value / b[i])).toFixed(3);
for (const [scriptName, byBuild] of Object.entries(samples)) {
  for (const metric of ["wall", "cpu"]) {
    const old = byBuild.old.map((s) => s[metric]);
    const now = byBuild.new.map((s) => s[metric]);
    console.log(`${scriptName.padEnd(8)} ${metric.padEnd(4)} old ${median(old).toFixed(0).padStart(5)} ms  new ${median(now).toFixed(0).padStart(5)} ms  new/old ${ratio(now, old)} (n=${rounds})`);
  }
}
for (const metric of ["wall", "cpu"]) {
  const peer = monty.map((s) => s[metric]);
  const [old, now] = ["old", "new"].map((build) => samples.trivial[build].map((s) => s[metric]));
  console.log(`monty    ${metric.padEnd(4)} ${median(peer).toFixed(0).padStart(5)} ms  trivial old/monty ${ratio(old, peer)}  new/monty ${ratio(now, peer)}`);
}
