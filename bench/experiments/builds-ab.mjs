// This build (dist/) against another whole build, in one process, interleaved, the order
// alternating by round: the warm flow, the seed-like flow, the 10,000-call flow and a burst of 5
// warm flows back to back (per flow), 50 warm or seed-like flows in a row as bench 2b/3b runs them
// (`row`, `flowrow`: per flow; their CPU also counts a 30 ms idle tail after the row, so work a
// build defers past the row is not left out), a flow of 500 asyncio.gathers of 4 calls and one of
// 200 gathers of 10 (`gather10`) (per call),
// each as wall time and process CPU time (all threads), medians. For host-path changes (worker protocol,
// runFlow, envelope), where a guest-bundle A/B (calls-ab.mjs) does not reach. `newflow` and `newmix`
// send a script the transpile cache has not seen each time (the seed flow; a flow with module-level
// arithmetic, f-strings and a loop), so they count the transpile as a model's new script pays it.
// The other build must sit in a folder named `dist` (its library finds its worker at
// ../dist/worker.js), next to a node_modules, e.g.:
//   git archive HEAD~3 | tar -x -C /tmp/old && ln -s "$PWD/node_modules" /tmp/old/ && (cd /tmp/old && node build.mjs)
//   node bench/experiments/builds-ab.mjs /tmp/old/dist [warm,flow,newflow,newmix,calls,burst,row,flowrow,gather,gather10] [ROUNDS] [thread]
import { loadavg } from "node:os";
import { importBuilds, perRoundLine, sampleAlternating } from "../lib/alternating-builds.mjs";
import { median } from "../lib/stats.mjs";
import { CALL_COUNT, CALLS_SCRIPT, FLOW_SCRIPT, gatherScript, TOOL_TEXT, WARM_SCRIPT } from "../workloads.mjs";

const [otherDist, sectionsArg = "warm,flow,calls", roundsArg = "7", engine = "worker"] = process.argv.slice(2);
if (!otherDist) throw new Error("usage: builds-ab.mjs OTHER_DIST [warm,flow,newflow,newmix,calls,burst,row,flowrow,gather,gather10] [ROUNDS] [thread]");
const sections = sectionsArg.split(",");
const builds = await importBuilds(otherDist);
/** Flows of a section per round: the short ones are repeated to steady their median. */
const REPEAT = { warm: 10, flow: 10, newflow: 10, newmix: 10, calls: 1, burst: 3, row: 1, flowrow: 1, gather: 1, gather10: 1 };
const BURST = 5;
/** Flows in a row, as bench/lib/time.mjs BACK_TO_BACK_RUNS. */
const ROW = 50;
const ROW_TAIL_MS = 30;
/** The gather flows: how many gathers, each of how many calls. */
const GATHERS = { gather: [500, 4], gather10: [200, 10] };
/** The idle gap before each flow (AB_GAP_MS; bench 2a/3a leave 150). */
const GAP_MS = Number(process.env.AB_GAP_MS ?? 60);
const gatherCalls = (section) => GATHERS[section][0] * GATHERS[section][1];

/** A flow as models write them (module-level arithmetic, f-strings, a loop over a tool's answer). */
const MIX_SCRIPT = `readme = read(path="README.md")
hits = search(pattern="runFlow", path="host")
lines = hits["text"].splitlines()
done = len(lines)
todo = len(readme["text"]) // 100
pct = done / (done + todo) if done + todo else 0
counts = {}
for line in lines:
    word = line.split(":")[0]
    counts[word] = counts.get(word, 0) + 1
print(f"{done}/{done + todo} done ({pct:.0%}), {len(counts)} files")
{"done": done, "todo": todo, "top": sorted(counts.items(), key=lambda kv: -kv[1])[:3]}
`;
/** A script the transpile cache has not seen (a model sends a new one each time): `# n` appended. */
let fresh = 0;
const unseen = (script) => `${script}# ${fresh++}\n`;

/** ROW runs of `one` in a row; the last one's outcome, and when the row ended (before the tail). */
function inRow(one) {
  return async () => {
    for (let i = 1; i < ROW; i++) await one();
    const outcome = await one();
    const ended = performance.now();
    await new Promise((resolve) => setTimeout(resolve, ROW_TAIL_MS));
    return { ...outcome, ended };
  };
}

function runners(toolflow) {
  const registry = toolflow.createRegistry([
    ...Object.keys(TOOL_TEXT).map((name) => ({ name, category: "custom", flowEligible: true, output: "text", handler: async () => TOOL_TEXT[name] })),
    { name: "noop", category: "custom", flowEligible: true, output: "json", handler: async () => 1 },
  ]);
  const run = engine === "thread" ? toolflow.createRunFlow({ ...toolflow.defaultFlowEngine, sandbox: toolflow.runSandbox }) : toolflow.runFlow;
  const flow = (code, tools, limits) => () => run({ name: "ab", tools, code: typeof code === "function" ? code() : code }, { registry, limits });
  return {
    warm: flow(WARM_SCRIPT, []),
    flow: flow(FLOW_SCRIPT, Object.keys(TOOL_TEXT)),
    newflow: flow(() => unseen(FLOW_SCRIPT), Object.keys(TOOL_TEXT)),
    newmix: flow(() => unseen(MIX_SCRIPT), Object.keys(TOOL_TEXT)),
    calls: flow(CALLS_SCRIPT, ["noop"], { maxCalls: CALL_COUNT + 1 }),
    gather: flow(gatherScript(...GATHERS.gather), ["noop"], { maxCalls: gatherCalls("gather") + 1 }),
    gather10: flow(gatherScript(...GATHERS.gather10), ["noop"], { maxCalls: gatherCalls("gather10") + 1 }),
    burst: async () => {
      const warm = flow(WARM_SCRIPT, []);
      for (let i = 1; i < BURST; i++) await warm();
      return warm();
    },
    row: inRow(flow(WARM_SCRIPT, [])),
    flowrow: inRow(flow(FLOW_SCRIPT, Object.keys(TOOL_TEXT))),
  };
}

const loadStart = loadavg().map((l) => l.toFixed(1)).join(" ");
const runs = Object.fromEntries(Object.entries(builds).map(([label, toolflow]) => [label, runners(toolflow)]));
const per = (section) => (section === "calls" ? CALL_COUNT / 1000 : section in GATHERS ? gatherCalls(section) / 1000 : section === "burst" ? BURST : section.endsWith("row") ? ROW : 1);
const samples = await sampleAlternating({ runs, sections, rounds: Number(roundsArg), repeat: REPEAT, gapMs: GAP_MS, per });
console.log(`engine: ${engine}; gap ${GAP_MS} ms; warm and flow in ms, calls and gather in us per call; load average ${loadStart} -> ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
const quartiles = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return [0.25, 0.75, 0.9].map((q) => s[Math.floor(q * (s.length - 1))].toFixed(2)).join("/");
};
for (const [key, { wall, cpu }] of samples) console.log(`${key.padEnd(22)} wall ${median(wall).toFixed(3)} (p25/p75/p90 ${quartiles(wall)})  CPU ${median(cpu).toFixed(3)}`);
// Per round: this build's median over the other's, from the same round's samples.
for (const section of sections) console.log(`${perRoundLine(samples, section, "cpu")}\n${perRoundLine(samples, section, "wall")}`);
process.exit(0);
