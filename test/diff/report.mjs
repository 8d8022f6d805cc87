// `node test/diff/report.mjs [name-filter]`: runs every differential case under CPython and toolflow
// and prints each mismatch briefly, then the pass rate. compare.ts is bundled on the fly with esbuild.
import { build } from "esbuild";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const bundle = await build({
  entryPoints: [join(here, "compare.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  write: false,
  // The bundle runs from a data: URL, so pin the paths compare.ts derives from import.meta.url.
  define: { "import.meta.url": JSON.stringify(new URL("compare.ts", import.meta.url).href) },
});
const { closeCliSessions, compareCase, listCases, runOracleBatch, CLI } = await import(
  `data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString("base64")}`
);

const filter = process.argv[2] ?? "";
const cases = listCases().filter((c) => c.name.includes(filter));
console.log(`${cases.length} cases; toolflow CLI: ${CLI}`);
const oracle = runOracleBatch(cases);
const reports = await Promise.all(cases.map((c) => compareCase(c, oracle.then((all) => all.get(c.name)))));
closeCliSessions();
let passed = 0;
for (const r of reports) {
  if (r.differences.length === 0) {
    passed++;
    continue;
  }
  console.log(`FAIL ${r.name}`);
  for (const d of [...r.differences, ...r.notes.map((n) => `(note) ${n}`)]) console.log(`  ${d}`);
}
const notes = reports.filter((r) => r.differences.length === 0 && r.notes.length > 0);
for (const r of notes) console.log(`pass ${r.name} with notes:\n  ${r.notes.join("\n  ")}`);
console.log(`\n${passed}/${reports.length} cases pass (${((100 * passed) / Math.max(1, reports.length)).toFixed(1)}%)`);
process.exitCode = passed === reports.length ? 0 : 1;
