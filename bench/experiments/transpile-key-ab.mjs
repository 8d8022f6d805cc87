// The transpile cache's lookup on a hit, this build (dist/) against another, in one process,
// rounds alternating: `defaultFlowEngine.transpile` (the in-thread engine's cache; the worker's
// is the same function) for a script it has seen, each call after an idle gap, the script a fresh
// string each time as a request parsed from JSON gives it. CPU us per lookup, per-round medians.
//   node bench/experiments/transpile-key-ab.mjs OTHER_DIST [ROUNDS] [GAP_MS] [REPEAT_LINES]
import { loadavg } from "node:os";
import { importBuilds } from "../lib/alternating-builds.mjs";
import { median } from "../lib/stats.mjs";
import { FLOW_SCRIPT, TOOL_TEXT } from "../workloads.mjs";

const [otherDist, roundsArg = "15", gapArg = "20", repeatArg = "1"] = process.argv.slice(2);
if (!otherDist) throw new Error("usage: transpile-key-ab.mjs OTHER_DIST [ROUNDS] [GAP_MS] [REPEAT_LINES]");
const builds = await importBuilds(otherDist);
/** The seed flow's script, or that many copies of its lines (a longer script). */
const script = Array.from({ length: Number(repeatArg) }, () => FLOW_SCRIPT).join("");
const tools = Object.keys(TOOL_TEXT);
/** A copy that shares nothing with `script` (no cached hash, not a slice). */
const fresh = () => JSON.parse(JSON.stringify(script));
const PER_ROUND = 10;
const cpu = { this: [], other: [] };
for (const toolflow of Object.values(builds)) await toolflow.defaultFlowEngine.transpile(fresh(), { tools });
for (let round = 0; round < Number(roundsArg); round++) {
  for (const label of round % 2 ? ["other", "this"] : ["this", "other"]) {
    const times = [];
    for (let i = 0; i < PER_ROUND; i++) {
      await new Promise((resolve) => setTimeout(resolve, Number(gapArg)));
      const source = fresh();
      const start = process.cpuUsage();
      const result = await builds[label].defaultFlowEngine.transpile(source, { tools });
      const used = process.cpuUsage(start);
      if (!result.ok) throw new Error("the script did not transpile");
      times.push(used.user + used.system);
    }
    cpu[label].push(median(times));
  }
}
console.log(`transpile cache hit, ${script.length} characters; load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
for (const label of ["this", "other"]) console.log(`${label} build: CPU ${median(cpu[label]).toFixed(1)} us per lookup (${cpu[label].map((t) => t.toFixed(0)).join(" ")})`);
const ratios = cpu.this.map((t, i) => t / cpu.other[i]);
console.log(`this/other per round: ${ratios.map((r) => r.toFixed(2)).join(" ")} (median ${median(ratios).toFixed(3)})`);
process.exit(0);
