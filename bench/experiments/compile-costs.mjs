// What a new script costs before it runs (issue 17, compile-s13.md): for the seed flow, examples/*.py
// and the tool-calling cases of test/diff (gh_, agent_, gather_, fetch_, grep_ ...), the host's
// transpile (Python -> JS, uncached, hot: the median of repeated calls) and QuickJS's compile of
// the emitted text (eval of the program's function expression in a restored sandbox: the compile
// plus making one closure), with the emitted size. Prints per-script rows (SHOW=1) and totals.
//   node --import tsx bench/experiments/compile-costs.mjs [ROUNDS] [FILTER]
import { loadavg } from "node:os";
import { restoredSandboxes } from "../lib/restored-sandbox.mjs";
import { transpile } from "../../transpiler/index.ts";
import { flowCorpus } from "./flow-corpus.mjs";
import { median } from "../lib/stats.mjs";

const ROUNDS = Number(process.argv[2] ?? 5);
const FILTER = new RegExp(process.argv[3] ?? ".");
const now = () => performance.now();
const scripts = flowCorpus();
const chosen = scripts.filter(([name]) => FILTER.test(name));

const rows = [];
for (const [name, source, tools] of chosen) {
  const result = transpile(source, { tools });
  if (!result.ok) continue;
  rows.push({ name, source, tools, js: result.js, lines: source.split("\n").length, transpile: [], compile: [] });
}

const { restored } = await restoredSandboxes(64 * 2 ** 20);
let sandbox = await restored();
for (let round = 0; round < ROUNDS; round++) {
  for (const row of rows) {
    const reps = [];
    for (let i = 0; i < 5; i++) {
      const start = now();
      transpile(row.source, { tools: row.tools });
      reps.push(now() - start);
    }
    row.transpile.push(median(reps));
    const start = now();
    const result = sandbox.ctx.evalCode(row.js);
    row.compile.push(now() - start);
    if (result.error) throw new Error(`${row.name}: ${JSON.stringify(sandbox.ctx.dump(result.error))}`);
    result.value.dispose();
    // Each program compiles in a fresh sandbox, as a flow's does.
    sandbox = await restored();
  }
}
const sum = (f) => rows.reduce((s, r) => s + f(r), 0);
if (process.env.SHOW) {
  console.log("| script | py lines | js chars | transpile ms | compile ms |\n|---|---|---|---|---|");
  for (const r of rows) console.log(`| ${r.name} | ${r.lines} | ${r.js.length} | ${median(r.transpile).toFixed(3)} | ${median(r.compile).toFixed(3)} |`);
}
console.log(`${rows.length} scripts, ${ROUNDS} rounds, load ${loadavg().map((x) => x.toFixed(1)).join(" ")}`);
console.log(`total: py lines ${sum((r) => r.lines)}, js chars ${sum((r) => r.js.length)}, transpile ${sum((r) => median(r.transpile)).toFixed(2)} ms, compile ${sum((r) => median(r.compile)).toFixed(2)} ms`);
const seed = rows.find((r) => r.name === "seed");
if (seed) console.log(`seed: js ${seed.js.length} chars, transpile ${median(seed.transpile).toFixed(3)} ms, compile ${median(seed.compile).toFixed(3)} ms`);
