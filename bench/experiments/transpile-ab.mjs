// Host-side transpile time A/B (issue 17, compile-s13.md): two transpiler bundles (made by
// transpile-bundle.mjs) in one process, rounds alternating, each round transpiling the same corpus
// (the seed flow, examples/*.py, test/diff's tool-flow cases) uncached; per round the ratio B/A of
// the summed thread CPU time. Also the seed flow and a typical 11-line gh_ flow alone.
//   node bench/experiments/transpile-ab.mjs /tmp/transpiler-old.mjs /tmp/transpiler-new.mjs [ROUNDS]
import { loadavg } from "node:os";
import { flowCorpus } from "./flow-corpus.mjs";
import { median } from "../lib/stats.mjs";

const [pathA, pathB, roundsArg = "9"] = process.argv.slice(2);
const ROUNDS = Number(roundsArg);
const A = await import(pathA), B = await import(pathB);
const corpus = flowCorpus();
// Same output from both (a measuring aid: a changed emitter shows how many programs differ).
let differ = 0;
for (const [, source, tools] of corpus) if (JSON.stringify(A.transpile(source, { tools })) !== JSON.stringify(B.transpile(source, { tools }))) differ++;

const cpu = () => process.cpuUsage().user + process.cpuUsage().system;
function time(lib, items, reps) {
  const start = cpu();
  for (let r = 0; r < reps; r++) for (const [, source, tools] of items) lib.transpile(source, { tools });
  return (cpu() - start) / reps / 1000;
}
const sets = { corpus: [corpus, 1], seed: [[corpus[0]], 200], gh_assignee_load: [corpus.filter(([n]) => n.endsWith("gh_assignee_load.py")), 100] };
const out = {};
for (const name in sets) out[name] = { a: [], b: [], ratio: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, [items, reps]] of Object.entries(sets)) {
    const order = round % 2 ? [B, A] : [A, B];
    const t = order.map((lib) => time(lib, items, reps));
    const [a, b] = round % 2 ? [t[1], t[0]] : t;
    out[name].a.push(a), out[name].b.push(b), out[name].ratio.push(b / a);
  }
}
console.log(`${corpus.length} scripts (${differ} emit differently), ${ROUNDS} rounds, load ${loadavg().map((x) => x.toFixed(1)).join(" ")}; CPU ms per pass, B/A per round`);
for (const [name, r] of Object.entries(out)) {
  console.log(`${name}: A ${median(r.a).toFixed(3)} B ${median(r.b).toFixed(3)} | ${r.ratio.map((x) => x.toFixed(2)).join(" ")} | median ${median(r.ratio).toFixed(3)}`);
}
