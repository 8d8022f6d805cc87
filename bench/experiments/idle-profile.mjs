// A CPU profile of flows each after an idle gap, as bench 2a/3a sample them, keeping only the
// samples taken while a flow ran (its window on the monotonic clock, which V8's profile shares):
// the reset and refill in the gaps, and the gaps themselves, are left out.
//   node --cpu-prof --cpu-prof-interval 25 --cpu-prof-dir /tmp/prof bench/experiments/idle-profile.mjs [warm|flow] [FLOWS] [GAP_MS] [thread|worker]
//   then: node bench/experiments/idle-profile.mjs --read /tmp/prof/FILE.cpuprofile [TOP]
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

if (process.argv[2] === "--read") {
  const [, , , file, top = "60"] = process.argv;
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const windows = JSON.parse(readFileSync(`${dirname(file)}/windows.json`, "utf8"));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  let at = profile.startTime;
  let total = 0;
  let w = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    while (w < windows.length && windows[w][1] < at) w++;
    if (w >= windows.length || at < windows[w][0]) return;
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const key = `${functionName || "(anonymous)"} ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + delta);
    total += delta;
  });
  console.log(`${windows.length} flows, ${(total / windows.length).toFixed(0)} us sampled per flow`);
  for (const [key, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
    console.log(`${((micros / total) * 100).toFixed(1).padStart(5)}%  ${(micros / windows.length).toFixed(1).padStart(7)} us/flow  ${key}`);
  }
  process.exit(0);
}

const { createRegistry, createRunFlow, defaultFlowEngine, runFlow, runSandbox } = await import("../../dist/index.js");
const { FLOW_SCRIPT, TOOL_TEXT, WARM_SCRIPT } = await import("../workloads.mjs");
const [which = "flow", flowsArg = "1000", gapArg = "40", engine = "thread"] = process.argv.slice(2);
const registry = createRegistry(Object.keys(TOOL_TEXT).map((name) => ({ name, category: "custom", flowEligible: true, output: "text", handler: async () => TOOL_TEXT[name] })));
const run = engine === "worker" ? runFlow : createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox });
const [code, tools] = which === "warm" ? [WARM_SCRIPT, []] : [FLOW_SCRIPT, Object.keys(TOOL_TEXT)];
const windows = [];
const micros = () => Number(process.hrtime.bigint() / 1000n);
for (let i = 0; i < Number(flowsArg); i++) {
  await new Promise((resolve) => setTimeout(resolve, Number(gapArg)));
  const start = micros();
  const outcome = await run({ name: "profile", tools, code }, { registry });
  const end = micros();
  if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
  if (i >= 20) windows.push([start, end]);
}
// Written beside the profile Node writes at exit (--cpu-prof-dir): the newest file there.
const dir = process.execArgv.find((arg) => arg.startsWith("--cpu-prof-dir"))?.split("=")[1] ?? process.execArgv[process.execArgv.indexOf("--cpu-prof-dir") + 1];
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}/windows.json`, JSON.stringify(windows));
