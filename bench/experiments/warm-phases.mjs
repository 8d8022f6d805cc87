// Where a warm flow's time goes, phase by phase, in-thread or in the worker engine: the gaps
// between marks that bench/experiments/warm-phases.patch puts into runFlow, the sandbox, the pool
// worker and the worker (a temporary build: the marks are not in the product). The worker's marks
// come back with its `done` message, on the same clock (timeOrigin + now). Marks after the flow's
// result (the instance's reset and the next sandbox's restore, on the flow's thread) are listed
// apart. Medians of the last 40 flows, each after an idle gap.
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
let marks = [];
globalThis.__tfMark = (label) => marks.push([label, clock()]);
globalThis.__tfWorkerMarks = (workerMarks) => marks.push(...workerMarks.map(([label, at]) => [`W:${label}`, at]));

const gaps = new Map();
const add = (key, us) => (gaps.get(key) ?? gaps.set(key, []).get(key)).push(us);
for (let i = 0; i < FLOWS; i++) {
  await new Promise((resolve) => setTimeout(resolve, Number(gapArg)));
  marks = [];
  const start = clock();
  const outcome = await run({ name: "phases", tools, code }, { registry });
  const end = clock();
  if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
  // The work after the result (reset, refill) reports with the next flow's marks in a worker.
  await new Promise((resolve) => setTimeout(resolve, 30));
  if (i < FLOWS - KEPT) continue;
  marks.sort((a, b) => a[1] - b[1]);
  if (!marks.some(([label]) => label === "rf.start")) throw new Error("no marks: apply warm-phases.patch and build");
  let previous = ["call", start];
  for (const mark of marks.filter(([, at]) => at >= start && at <= end)) {
    add(`${previous[0]} -> ${mark[0]}`, (mark[1] - previous[1]) * 1000);
    previous = mark;
  }
  add(`${previous[0]} -> resolved`, (end - previous[1]) * 1000);
  add("whole flow", (end - start) * 1000);
  const after = marks.filter(([, at]) => at > end || at < start);
  for (let j = 0; j + 1 < after.length; j++) add(`after the result: ${after[j][0]} -> ${after[j + 1][0]}`, (after[j + 1][1] - after[j][1]) * 1000);
}
console.log(`${engine}, ${which}; load average ${(await import("node:os")).loadavg().map((x) => x.toFixed(2)).join(" ")}; microseconds, median (min) of ${KEPT}`);
for (const [key, us] of gaps) if (us.length >= KEPT / 2) console.log(`${key.padEnd(46)} ${median(us).toFixed(1).padStart(8)} (${Math.min(...us).toFixed(1)})`);
process.exit(0);
