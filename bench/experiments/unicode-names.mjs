// What the Unicode name table costs a flow (issue 13). Warm: runFlow (library, worker pool
// started) wall time per flow, interleaved by round, for a flow that does not use the table, one
// that imports unicodedata only to normalize (its program carries nothing), one calling
// unicodedata.name (its program carries the table's data), one or three lookups (each indexes
// the names sharing its first word), one with a `\N{}` escape (resolved at compile time; the
// program carries nothing; the first flow of each pool worker loads the table). Cold, given
// another build's dist: `toolflow run` in a new process, old and new alternating, for the plain
// flow (CPU of all threads and wall), and for the new build the `\N{}` and name() flows. Sizes.
//   node build.mjs && node bench/experiments/unicode-names.mjs [ROUNDS] [OTHER_DIST]
import { spawnSync } from "node:child_process";
import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { summarize } from "../lib/stats.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const { runFlow, createRegistry } = await import(`${ROOT}dist/index.js`);
const flows = {
  plain: 'print("a")',
  imports: 'import unicodedata\nprint(unicodedata.normalize("NFC", "a"))',
  name: 'import unicodedata\nprint(unicodedata.name("a"))',
  lookup: 'import unicodedata\nprint(unicodedata.lookup("SNOWMAN"))',
  lookup3: 'import unicodedata\nprint([unicodedata.lookup(n) for n in ("SNOWMAN", "EM DASH", "latin small letter a")])',
  escape: 'print("\\N{SNOWMAN}")',
};
const registry = createRegistry([]);
const rounds = Number(process.argv[2] ?? 7);
const samples = Object.fromEntries(Object.keys(flows).map((k) => [k, []]));
for (let round = -1; round < rounds; round++) {
  const names = Object.keys(flows);
  if (round % 2) names.reverse();
  for (const name of names) {
    const start = performance.now();
    const outcome = await runFlow({ name, code: flows[name], tools: [] }, { registry, decide: () => ({ allow: true }) });
    const ms = performance.now() - start;
    if (outcome.rejected || outcome.full.status !== "ok") throw new Error(`${name}: ${JSON.stringify(outcome).slice(0, 400)}`);
    if (round >= 0) samples[name].push(ms);
  }
}
for (const [name, ms] of Object.entries(samples)) {
  const s = summarize(ms);
  console.log(`${name.padEnd(8)} median ${s.median} ms (min ${s.min}, max ${s.max}, n ${s.n})`);
}
for (const file of ["unicode-names/data.ts", "dist/unicode-names.js", "dist/guest.js", "dist/guest.snapshot"]) {
  console.log(`${file}: ${statSync(`${ROOT}${file}`).size} bytes`);
}

/** { wall, cpu } in ms of `node CLI run --yes SCRIPT --json` in a new process. */
function cold(cli, script) {
  const start = performance.now();
  const child = spawnSync("/usr/bin/time", ["-f", "@@cpu %U %S %M", process.execPath, cli, "run", "--yes", script, "--json"], { encoding: "utf8" });
  const wall = performance.now() - start;
  if (!child.stdout.includes('"status":"ok"')) throw new Error(`${cli} ${script}: ${child.stdout.slice(0, 300)} ${child.stderr.slice(0, 300)}`);
  const [user, system, kb] = child.stderr.match(/@@cpu (\S+) (\S+) (\S+)/).slice(1).map(Number);
  return { wall, cpu: (user + system) * 1000, rssMb: kb / 1024 };
}

const other = process.argv[3];
if (other) {
  const dir = mkdtempSync(join(tmpdir(), "toolflow-names-"));
  const scripts = Object.fromEntries(["plain", "escape", "name"].map((k) => [k, join(dir, `${k}.py`)]));
  for (const k of Object.keys(scripts)) writeFileSync(scripts[k], flows[k]);
  const runs = { "old plain": [], "new plain": [], "new escape": [], "new name": [] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? ["new", "old"] : ["old", "new"];
    for (const build of order) runs[`${build} plain`].push(cold(build === "old" ? join(other, "cli.js") : `${ROOT}dist/cli.js`, scripts.plain));
    runs["new escape"].push(cold(`${ROOT}dist/cli.js`, scripts.escape));
    runs["new name"].push(cold(`${ROOT}dist/cli.js`, scripts.name));
  }
  for (const [name, samples] of Object.entries(runs)) {
    const med = (key) => summarize(samples.map((x) => x[key])).median.toFixed(0);
    console.log(`cold ${name.padEnd(10)} cpu ${med("cpu")} ms, wall ${med("wall")} ms, max RSS ${med("rssMb")} MB (medians of ${samples.length})`);
  }
  const ratio = summarize(runs["new plain"].map((x, i) => x.cpu / runs["old plain"][i].cpu)).median;
  console.log(`cold plain new/old CPU, median of per-round ratios: ${ratio.toFixed(3)}`);
}
process.exit(0);
