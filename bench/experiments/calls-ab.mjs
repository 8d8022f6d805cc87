// The 10,000-call flow (bench section 4) with dist/guest.js against another guest bundle (say
// dist/guest.js saved before a change), same host, interleaved rounds, in-thread and in the
// default worker engine: wall and process CPU time per call, medians.
// `node bench/experiments/calls-ab.mjs OTHER_GUEST.js [ROUNDS]`
import { readFileSync } from "node:fs";
import { createRegistry, createRunFlow, defaultFlowEngine, runSandbox } from "../../dist/index.js";
import { median } from "../lib/stats.mjs";
import { CALL_COUNT, CALLS_SCRIPT } from "../workloads.mjs";

const other = process.argv[2];
if (!other) throw new Error("usage: calls-ab.mjs OTHER_GUEST.js [ROUNDS]");
const rounds = Number(process.argv[3] ?? 5);
const guests = { "dist/guest.js": defaultFlowEngine.guestSource, [other]: async () => readFileSync(other, "utf8") };
const registry = createRegistry([{ name: "noop", category: "custom", flowEligible: true, output: "json", handler: async () => 1 }]);
const runs = [];
for (const [label, guestSource] of Object.entries(guests)) {
  runs.push({ label: `${label}, in-thread`, run: createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox, guestSource }) });
  runs.push({ label: `${label}, worker`, run: createRunFlow({ ...defaultFlowEngine, guestSource }) });
}
const samples = new Map(runs.map((r) => [r.label, { wall: [], cpu: [] }]));
for (let round = -1; round < rounds; round++) {
  for (const { label, run } of runs) {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const outcome = await run({ name: "exp", tools: ["noop"], code: CALLS_SCRIPT }, { registry, limits: { maxCalls: CALL_COUNT + 1 } });
    const used = process.cpuUsage(cpu);
    if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
    if (round < 0) continue; // warm-up
    samples.get(label).wall.push(((performance.now() - wall) * 1000) / CALL_COUNT);
    samples.get(label).cpu.push((used.user + used.system) / CALL_COUNT);
  }
}
for (const [label, s] of samples) {
  console.log(`${label.padEnd(48)} wall ${median(s.wall).toFixed(1)} us/call, CPU ${median(s.cpu).toFixed(1)} us/call`);
}
process.exit(0);
