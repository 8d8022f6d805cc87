// Where a warm flow's time goes, phase by phase, in-thread or in the worker engine: the gaps
// between marks that bench/experiments/warm-phases.patch puts into runFlow, the session, the
// sandbox, its restore and reset, the pool worker and the worker (a temporary build: the marks are
// not in the product), as wall time and process CPU time (this thread's marks only). The worker's
// marks come back with its `done` message, on the same clock (timeOrigin + now). Marks after the
// flow's result (the instance's reset and the next sandbox's restore, on the flow's thread) are
// listed apart. Medians of the last 40 flows, each after an idle gap (warm-s12.md).
//   git apply bench/experiments/warm-phases.patch && node build.mjs
//   node bench/experiments/warm-phases.mjs [thread|worker] [warm|flow] [FLOWS] [GAP_MS]
//   git checkout host wasm && node build.mjs
import { createRegistry, createRunFlow, defaultFlowEngine, runFlow, runSandbox } from "../../dist/index.js";
import { FLOW_SCRIPT, TOOL_TEXT, WARM_SCRIPT } from "../workloads.mjs";
import { median } from "../lib/stats.mjs";

const [engine = "thread", which = "warm", flowsArg = "60", gapArg = "150"] = process.argv.slice(2);
const FLOWS = Number(flowsArg);
const KEPT = 40;
const registry = createRegistry(Object.keys(TOOL_TEXT).map((name) => ({ name, category: "custom", flowEligible: true, output: "text", handler: async () => TOOL_TEXT[name] })));
const run = engine === "worker" ? runFlow : createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox });
const [code, tools] = which === "warm" ? [WARM_SCRIPT, []] : [FLOW_SCRIPT, Object.keys(TOOL_TEXT)];
const clock = () => performance.timeOrigin + performance.now();
/** Process CPU (all threads) in ms: in-thread, the flow's thread's plus Node's helper threads'. */
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
let marks = [];
globalThis.__tfMark = (label) => marks.push([label, clock(), cpu()]);
globalThis.__tfWorkerMarks = (workerMarks) => marks.push(...workerMarks.map(([label, at]) => [`W:${label}`, at, NaN]));

const gaps = new Map();
const cpuGaps = new Map();
const add = (key, us, cpuUs = NaN) => {
  (gaps.get(key) ?? gaps.set(key, []).get(key)).push(us);
  (cpuGaps.get(key) ?? cpuGaps.set(key, []).get(key)).push(cpuUs);
};
for (let i = 0; i < FLOWS; i++) {
  await new Promise((resolve) => setTimeout(resolve, Number(gapArg)));
  marks = [];
  const startCpu = cpu();
  const start = clock();
  const outcome = await run({ name: "phases", tools, code }, { registry });
  const end = clock();
  const endCpu = cpu();
  if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
  // The work after the result (reset, refill) reports with the next flow's marks in a worker.
  await new Promise((resolve) => setTimeout(resolve, 30));
  if (i < FLOWS - KEPT) continue;
  marks.sort((a, b) => a[1] - b[1]);
  if (!marks.some(([label]) => label === "rf.start")) throw new Error("no marks: apply warm-phases.patch and build");
  let previous = ["call", start, startCpu];
  for (const mark of marks.filter(([, at]) => at >= start && at <= end)) {
    add(`${previous[0]} -> ${mark[0]}`, (mark[1] - previous[1]) * 1000, (mark[2] - previous[2]) * 1000);
    previous = mark;
  }
  add(`${previous[0]} -> resolved`, (end - previous[1]) * 1000, (endCpu - previous[2]) * 1000);
  add("whole flow", (end - start) * 1000, (endCpu - startCpu) * 1000);
  const after = marks.filter(([, at]) => at > end || at < start);
  for (let j = 0; j + 1 < after.length; j++) add(`after the result: ${after[j][0]} -> ${after[j + 1][0]}`, (after[j + 1][1] - after[j][1]) * 1000, (after[j + 1][2] - after[j][2]) * 1000);
}
console.log(`${engine}, ${which}; load average ${(await import("node:os")).loadavg().map((x) => x.toFixed(2)).join(" ")}; microseconds, median (min) of ${KEPT}: wall, process CPU`);
for (const [key, us] of gaps) {
  if (us.length < KEPT / 2) continue;
  const cpuUs = cpuGaps.get(key);
  console.log(`${key.padEnd(46)} ${median(us).toFixed(1).padStart(8)} (${Math.min(...us).toFixed(1)})  ${median(cpuUs).toFixed(1).padStart(8)} (${Math.min(...cpuUs).toFixed(1)})`);
}
process.exit(0);
