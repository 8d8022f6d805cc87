// QuickJS's compile of the emitted programs, A/B (issue 17, compile-s13.md): the programs two
// transpiler bundles (transpile-bundle.mjs) emit for the seed flow, examples/*.py and test/diff's
// tool-flow cases, each evaluated (compiled, one closure made) in its own sandbox restored from the
// guest snapshot, rounds alternating A and B; per round the ratio B/A of the summed eval times.
//   node --import tsx bench/experiments/compile-ab.mjs /tmp/transpiler-old.mjs /tmp/transpiler-new.mjs [ROUNDS] [FILTER]
import { loadavg } from "node:os";
import { restoredSandboxes } from "../lib/restored-sandbox.mjs";
import { flowCorpus } from "./flow-corpus.mjs";
import { median } from "../lib/stats.mjs";

const [pathA, pathB, roundsArg = "7", filter = "."] = process.argv.slice(2);
const ROUNDS = Number(roundsArg);
const libs = [await import(pathA), await import(pathB)];
const corpus = flowCorpus();
const chosen = corpus.filter(([name]) => new RegExp(filter).test(name));
const programs = libs.map((lib) => chosen.map(([, source, tools]) => lib.transpile(source, { tools })).map((r) => (r.ok ? r.js : null)));
const chars = programs.map((list) => list.reduce((s, js) => s + (js?.length ?? 0), 0));

const { restored } = await restoredSandboxes(64 * 2 ** 20);
let sandbox = await restored();
/** One program's eval in the current sandbox, which is then dropped (each compiles in a fresh one). */
function evalOne(js) {
  const start = performance.now();
  const result = sandbox.ctx.evalCode(js);
  const ms = performance.now() - start;
  if (result.error) throw new Error(JSON.stringify(sandbox.ctx.dump(result.error)));
  result.value.dispose();
  return ms;
}
async function evalEach(list) {
  let total = 0;
  for (const js of list) {
    if (js === null) continue;
    total += evalOne(js);
    sandbox = await restored();
  }
  return total;
}
const a = [], b = [], ratio = [];
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 ? [1, 0] : [0, 1];
  const t = [];
  for (const i of order) t[i] = await evalEach(programs[i]);
  a.push(t[0]), b.push(t[1]), ratio.push(t[1] / t[0]);
}
console.log(`${chosen.length} programs, chars A ${chars[0]} B ${chars[1]}, ${ROUNDS} rounds, load ${loadavg().map((x) => x.toFixed(1)).join(" ")}`);
console.log(`eval ms per pass: A ${median(a).toFixed(2)} B ${median(b).toFixed(2)} | ${ratio.map((x) => x.toFixed(2)).join(" ")} | median ${median(ratio).toFixed(3)}`);
