// The host's own work per flow and per tool result, this build (dist/) against another, with the
// sandbox replaced by a stand-in that makes the seed flow's three calls (or none, for the warm
// flow) through the real host imports and returns the outcome the guest returns for it: runFlow's
// validation, session, calls (records, redaction, caps, tails), record and envelope, without
// QuickJS's share and its noise. One process, rounds alternating, each flow after an idle gap,
// process CPU time per flow (us), per-round medians of this build over the other's. `calls`: a
// flow of CALL_COUNT sequential `noop(i=i)` calls (a JSON tool answering 1) through the same
// imports, CPU per call: runFlow's per-call work alone, without the sandbox's binding and FFI.
//   node bench/experiments/host-work-ab.mjs OTHER_DIST [warm,flow,calls] [ROUNDS] [GAP_MS]
import { loadavg } from "node:os";
import { median } from "../lib/stats.mjs";
import { CALL_COUNT, TOOL_TEXT } from "../workloads.mjs";

const [otherDist, sectionsArg = "warm,flow", roundsArg = "15", gapArg = "60"] = process.argv.slice(2);
if (!otherDist) throw new Error("usage: host-work-ab.mjs OTHER_DIST [warm,flow,calls] [ROUNDS] [GAP_MS]");
const builds = {
  this: await import(new URL("../../dist/index.js", import.meta.url).href),
  other: await import(new URL(`file://${otherDist.replace(/\/$/, "")}/index.js`).href),
};
const REPEAT = { warm: 10, flow: 10, calls: 1 };
/** What the seed flow (FLOW_SCRIPT) calls, and the outcome its guest returns. */
const SEED_CALLS = [
  ["read", '{"path": "README.md"}'],
  ["search", '{"pattern": "runFlow", "path": "host"}'],
  ["list_files", '{"pattern": "src/*.ts"}'],
];
const lines = (text) => text.split("\n");
const SEED_OUTCOME = JSON.stringify({
  status: "ok",
  result: { readme: TOOL_TEXT.read.slice(0, 200), count: lines(TOOL_TEXT.search).length, first: lines(TOOL_TEXT.search).slice(0, 3), files: lines(TOOL_TEXT.list_files).slice(-5) },
});
const WARM_OUTCOME = '{"status":"ok","result":2}';

function runners(toolflow) {
  const registry = toolflow.createRegistry([
    ...Object.keys(TOOL_TEXT).map((name) => ({ name, category: "custom", flowEligible: true, output: "text", handler: async () => TOOL_TEXT[name] })),
    { name: "noop", category: "custom", flowEligible: true, output: "json", handler: async () => 1 },
  ]);
  const engine = (calls, outcomeJson) => ({
    transpile: () => ({ ok: true, js: "", imports: [] }),
    guestSource: async () => "guest",
    sandbox: async (request) => {
      for (const [alias, argsJson] of calls) await request.host.callTool(alias, argsJson);
      return { kind: "returned", outcomeJson };
    },
  });
  const warm = toolflow.createRunFlow(engine([], WARM_OUTCOME));
  const flow = toolflow.createRunFlow(engine(SEED_CALLS, SEED_OUTCOME));
  const calls = toolflow.createRunFlow(engine(Array.from({ length: CALL_COUNT }, (_, i) => ["noop", `{"i": ${i}}`]), `{"status":"ok","result":${CALL_COUNT}}`));
  return {
    warm: () => warm({ name: "ab", tools: [], code: "1 + 1" }, { registry }),
    flow: () => flow({ name: "ab", tools: Object.keys(TOOL_TEXT), code: "seed" }, { registry }),
    calls: () => calls({ name: "ab", tools: ["noop"], code: "calls" }, { registry, limits: { maxCalls: CALL_COUNT + 1 } }),
  };
}

const sections = sectionsArg.split(",");
const loadStart = loadavg().map((l) => l.toFixed(1)).join(" ");
const runs = Object.fromEntries(Object.entries(builds).map(([label, toolflow]) => [label, runners(toolflow)]));
const samples = new Map();
for (let round = -1; round < Number(roundsArg); round++) {
  for (const section of sections) {
    for (let i = 0; i < REPEAT[section]; i++) {
      for (const label of round % 2 ? ["other", "this"] : ["this", "other"]) {
        await new Promise((resolve) => setTimeout(resolve, Number(gapArg)));
        const cpu = process.cpuUsage();
        const outcome = await runs[label][section]();
        const used = process.cpuUsage(cpu);
        if (outcome.full.status !== "ok") throw new Error(`${label} ${section}: ${JSON.stringify(outcome.full.error)}`);
        if (round < 0) continue;
        const key = `${section}, ${label} build`;
        if (!samples.has(key)) samples.set(key, { cpu: [], rounds: [] });
        const sample = samples.get(key);
        const cpuUs = (used.user + used.system) / (section === "calls" ? CALL_COUNT : 1);
        sample.cpu.push(cpuUs);
        (sample.rounds[round] ??= []).push(cpuUs);
      }
    }
  }
}
console.log(`host work with a stand-in sandbox, CPU us per flow (calls: per call); load average ${loadStart} -> ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
for (const [key, { cpu }] of samples) console.log(`${key.padEnd(22)} CPU ${median(cpu).toFixed(key.startsWith("calls") ? 2 : 1)}`);
for (const section of sections) {
  const mine = samples.get(`${section}, this build`).rounds;
  const other = samples.get(`${section}, other build`).rounds;
  const ratios = mine.map((cpu, round) => median(cpu) / median(other[round]));
  console.log(`${section} CPU this/other per round: ${ratios.map((r) => r.toFixed(2)).join(" ")} (median ${median(ratios).toFixed(3)})`);
}
process.exit(0);
