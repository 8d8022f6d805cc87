// Where an in-thread flow's time goes, mark by mark, after an idle gap as bench 3a samples: the
// gaps between the marks seed-marks.patch puts into runFlow, its callTool, the host binding and the
// sandbox (a temporary build: the marks are not in the product), medians in us. A mark met again
// in the same flow (the second and third tool call) is numbered (`ct.start#2`).
//   git apply bench/experiments/seed-marks.patch && node build.mjs
//   node bench/experiments/seed-marks.mjs [seed|three|one|warm] [FLOWS] [GAP_MS]
//   git checkout host wasm && node build.mjs
import { createRegistry, createRunFlow, defaultFlowEngine, runSandbox } from "../../dist/index.js";
import { FLOW_SCRIPT, TOOL_TEXT, WARM_SCRIPT } from "../workloads.mjs";
import { median } from "../lib/stats.mjs";

const [which = "seed", flowsArg = "40", gapArg = "150"] = process.argv.slice(2);
const tool = (name, text) => ({ name, category: "custom", flowEligible: true, output: "text", handler: async () => text });
const names = Object.keys(TOOL_TEXT);
// "one" and "three" answer tiny texts; "seed" is bench 3's flow.
const registry = createRegistry(names.map((name) => tool(name, which === "seed" ? TOOL_TEXT[name] : "a\nb")));
const run = createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox });
const code = { one: `read(path="README.md")`, warm: WARM_SCRIPT, seed: FLOW_SCRIPT, three: `${FLOW_SCRIPT.split("\n").slice(0, 3).join("\n")}\nNone` }[which];
const tools = which === "warm" ? [] : which === "one" ? ["read"] : names;
let marks = [];
globalThis.__tfMark = (label) => marks.push([label, performance.now()]);
const gaps = new Map();
for (let i = -5; i < Number(flowsArg); i++) {
  await new Promise((resolve) => setTimeout(resolve, Number(gapArg)));
  marks = [];
  const start = performance.now();
  const outcome = await run({ name: "marks", tools, code }, { registry });
  const end = performance.now();
  if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
  if (i < 0) continue;
  if (!marks.length) throw new Error("no marks: apply seed-marks.patch and build");
  let previous = ["call", start];
  const seen = new Map();
  for (const [label, at] of [...marks.filter(([, at]) => at <= end), ["return", end]]) {
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    const name = n > 1 ? `${label}#${n}` : label;
    const key = `${previous[0]} -> ${name}`;
    (gaps.get(key) ?? gaps.set(key, []).get(key)).push((at - previous[1]) * 1000);
    previous = [name, at];
  }
}
let sum = 0;
for (const [key, us] of gaps) {
  if (us.length < Number(flowsArg) / 2) continue; // a mark most flows did not pass
  sum += median(us);
  console.log(`${median(us).toFixed(0).padStart(6)} us  ${key}`);
}
console.log(`sum of medians ${sum.toFixed(0)} us`);
process.exit(0);
