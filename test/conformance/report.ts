// Conformance report for a person fixing mismatches: runs case folders (default: cases/) on both
// sides and prints the pass rate and one block per mismatch. Does not build dist/.
// Usage: npx tsx test/conformance/report.ts [DIR...] [--filter SUBSTRING]
import { fileURLToPath } from "node:url";
import { loadCases, runCases } from "./runner.js";

const args = process.argv.slice(2);
const f = args.indexOf("--filter");
const filter = f === -1 ? "" : args.splice(f, 2)[1];
const dirs = args.length ? args : [fileURLToPath(new URL("./cases", import.meta.url))];
const cases = dirs.flatMap((d) => loadCases(d)).filter((c) => c.name.includes(filter));
const started = Date.now();
const results = await runCases(cases);
const failed = results.filter((r) => r.differences.length);
for (const r of failed) console.log(`FAIL ${r.case.name} (${r.case.file}:${r.case.line})\n  ${r.differences.join("\n  ")}`);
const skipped = cases.length - results.length;
console.log(`${results.length - failed.length}/${results.length} agree with CPython, ${skipped} skipped, ${Date.now() - started} ms`);
