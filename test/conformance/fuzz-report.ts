// Fuzzer report: runs seeded random expressions on both sides and prints each mismatch.
// Usage: npx tsx test/conformance/fuzz-report.ts [SEED] [COUNT]   (does not build dist/)
import fc from "fast-check";
import { expression, fuzzScript } from "./expressions.js";
import { runCases } from "./runner.js";

const seed = Number(process.argv[2] ?? 1);
const count = Number(process.argv[3] ?? 400);
const exprs = fc.sample(expression, { seed, numRuns: count });
const cases = [];
for (let i = 0; i < exprs.length; i += 50) {
  cases.push({ name: `fuzz/${i}`, source: fuzzScript(exprs.slice(i, i + 50)), compareMessage: false, compareLine: false, file: "fuzz", line: i });
}
let bad = 0;
for (const r of await runCases(cases)) {
  const batch = exprs.slice(r.case.line, r.case.line + 50);
  if (r.python.status !== "ok" || r.toolflow.status !== "ok") {
    console.log(`BATCH ${r.case.name}: ${r.differences.join("; ")}`);
    bad += batch.length;
    continue;
  }
  const py = r.python.prints.split("\n");
  const tf = r.toolflow.prints.split("\n");
  batch.forEach((e, i) => {
    if (py[i] !== tf[i]) {
      bad++;
      console.log(`${e}\n  python   ${py[i]}\n  toolflow ${tf[i]}`);
    }
  });
}
console.log(`${exprs.length - bad}/${exprs.length} expressions agree (seed ${seed})`);
