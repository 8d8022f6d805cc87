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
import { importBuilds, perRoundLine, sampleAlternating } from "../lib/alternating-builds.mjs";
import { median } from "../lib/stats.mjs";
import { CALL_COUNT, TOOL_TEXT } from "../workloads.mjs";

const [otherDist, sectionsArg = "warm,flow", roundsArg = "15", gapArg = "60"] = process.argv.slice(2);
if (!otherDist) throw new Error("usage: host-work-ab.mjs OTHER_DIST [warm,flow,calls] [ROUNDS] [GAP_MS]");
const builds = await importBuilds(otherDist);
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
// In us: per flow, or per call of the calls section.
const per = (section) => (section === "calls" ? CALL_COUNT : 1) / 1000;
const samples = await sampleAlternating({ runs, sections, rounds: Number(roundsArg), repeat: REPEAT, gapMs: Number(gapArg), per });
console.log(`host work with a stand-in sandbox, CPU us per flow (calls: per call); load average ${loadStart} -> ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
for (const [key, { cpu }] of samples) console.log(`${key.padEnd(22)} CPU ${median(cpu).toFixed(key.startsWith("calls") ? 2 : 1)}`);
for (const section of sections) console.log(perRoundLine(samples, section, "cpu"));
process.exit(0);
