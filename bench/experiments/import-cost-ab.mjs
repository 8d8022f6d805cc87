// A flow's first import of each module, this build (dist/) against another whole build, in-thread,
// in turn: `import NAME` and one attribute read per flow (every flow a new sandbox, so each pays
// whatever its module costs a flow: nothing if the snapshot holds it, its chunk's evaluation if
// not), wall and process CPU per flow, medians, and the trivial flow `1 + 1` beside them.
//   node bench/experiments/import-cost-ab.mjs OTHER_DIST [ROUNDS] [module,module,...]
import { loadavg } from "node:os";
import { importBuilds, perRoundLine, sampleAlternating } from "../lib/alternating-builds.mjs";
import { median } from "../lib/stats.mjs";

const RARE = "logging,calendar,difflib,unicodedata,struct,warnings,graphlib,numbers,shlex,zoneinfo,secrets,fnmatch,traceback,pprint,hmac,html";
const [otherDist, roundsArg = "5", namesArg = RARE] = process.argv.slice(2);
if (!otherDist) throw new Error("usage: import-cost-ab.mjs OTHER_DIST [ROUNDS] [module,...]");
const names = namesArg.split(",");
const builds = await importBuilds(otherDist);
const scripts = { trivial: "1 + 1", ...Object.fromEntries(names.map((name) => [name, `import ${name}\nlen(dir(${name}))`])) };
const runs = Object.fromEntries(
  Object.entries(builds).map(([label, toolflow]) => {
    const run = toolflow.createRunFlow({ ...toolflow.defaultFlowEngine, sandbox: toolflow.runSandbox });
    const registry = toolflow.createRegistry([]);
    return [label, Object.fromEntries(Object.entries(scripts).map(([key, code]) => [key, () => run({ name: "imp", tools: [], code }, { registry })]))];
  }),
);
const sections = Object.keys(scripts);
const repeat = Object.fromEntries(sections.map((s) => [s, 5]));
const loadStart = loadavg()[0].toFixed(1);
const samples = await sampleAlternating({ runs, sections, rounds: Number(roundsArg), repeat, gapMs: 20 });
console.log(`in-thread, a new sandbox per flow; ms per flow, medians; load ${loadStart} -> ${loadavg()[0].toFixed(1)}`);
for (const section of sections) {
  const mine = samples.get(`${section}, this build`);
  const other = samples.get(`${section}, other build`);
  console.log(`${section.padEnd(12)} this wall ${median(mine.wall).toFixed(2)} CPU ${median(mine.cpu).toFixed(2)}   other wall ${median(other.wall).toFixed(2)} CPU ${median(other.cpu).toFixed(2)}   ${perRoundLine(samples, section, "cpu").replace(/^.*\(median/, "CPU ratio (median")}`);
}
process.exit(0);
