// The guest's own work for a flow, phase by phase, in sandboxes restored from the guest snapshot
// ahead of time (issue 17, guest-flow-s16.md): `__toolflow.run` of the program to its first call,
// each tool answer handed in through `__toolflow.answer` as wasm/sandbox.ts does (the texts of
// bench/workloads.mjs, answered at once: no host tool, no runFlow), and the last answer to the
// outcome string. Hot (back to back: each sample a fresh sandbox, restored off the clock) or idle
// (the first thing after a 150 ms sleep). VARIANTS='{"name": "js"}' adds hand-written programs.
//   node --import tsx bench/experiments/guest-flow-phases.mjs [ROUNDS] [REPS] [idle]
import { callWithNumberAndString, callWithStrings, fulfilledString, runPendingJobs } from "../../wasm/quickjs-internals.ts";
import { restoredSandboxes } from "../lib/restored-sandbox.mjs";
import { transpileScript } from "../../transpiler/index.ts";
import { FLOW_SCRIPT, TOOL_TEXT } from "../workloads.mjs";
import { median } from "../lib/stats.mjs";

const ROUNDS = Number(process.argv[2] ?? 9);
const REPS = Number(process.argv[3] ?? 20);
const IDLE = process.argv[4] === "idle";
const MEMORY = 64 * 2 ** 20;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

const { restored: restore } = await restoredSandboxes(MEMORY);
async function restored() {
  const guest = await restore();
  guest.exports = guest.ctx.getProp(guest.ctx.global, "__toolflow");
  guest.run = guest.ctx.getProp(guest.exports, "run");
  guest.answer = guest.ctx.getProp(guest.exports, "answer");
  return guest;
}

const tools = Object.keys(TOOL_TEXT);
const js = async (source) => {
  const out = await transpileScript(source, { tools });
  if (!out.ok) throw new Error(JSON.stringify(out.error));
  return out.js;
};
const OPTIONS = JSON.stringify({ startTime: Date.now(), seed: 1, tools: {} });
const ANSWERS = tools.map((name) => `text:${TOOL_TEXT[name]}`);

/** Runs `text` to its outcome, answering its calls in order; ms per phase: start, answers, tail. */
function phases(text, expect) {
  return ({ runtime, ctx, run, exports, answer }) => {
    const marks = [now()];
    const called = callWithStrings(ctx, run, exports, [text, OPTIONS]);
    if (called.error) throw new Error(JSON.stringify(ctx.dump(called.error)));
    let outcome;
    for (let id = 1; ; id++) {
      if (runPendingJobs(runtime, ctx)) throw new Error("job failed");
      outcome = fulfilledString(ctx, called.value);
      marks.push(now());
      if (outcome !== undefined || id > ANSWERS.length) break;
      if (callWithNumberAndString(ctx, answer, id, ANSWERS[id - 1])) throw new Error("answer failed");
    }
    if (outcome === undefined) throw new Error("no outcome");
    if (expect !== undefined && outcome !== expect) throw new Error(`unexpected outcome ${outcome}`);
    const gaps = marks.slice(1).map((mark, i) => mark - marks[i]);
    return { total: marks.at(-1) - marks[0], start: gaps[0], tail: gaps.length > 1 ? gaps.at(-1) : 0 };
  };
}

const seedJs = await js(FLOW_SCRIPT);
const VARIANTS = JSON.parse(process.env.VARIANTS ?? "{}");
// PY_VARIANTS='{"name": "python"}': the seed flow's three calls, then the given lines.
const PY_VARIANTS = JSON.parse(process.env.PY_VARIANTS ?? "{}");
const CALLS = FLOW_SCRIPT.split("\n").slice(0, 3).join("\n") + "\n";
const programs = {
  "empty program `None`": [await js("None")],
  "bare `(async function () { return null; })`": ["(async function () { return null; })"],
  "warm `1 + 1`": [await js("1 + 1"), '{"status":"ok","result":2}'],
  "3 calls, result None": [await js('readme = read(path="README.md")\nhits = search(pattern="runFlow", path="host")\nfiles = list_files(pattern="src/*.ts")\nNone\n')],
  "3 calls + splitlines, result len": [await js('readme = read(path="README.md")\nhits = search(pattern="runFlow", path="host")\nfiles = list_files(pattern="src/*.ts")\nlen(hits["text"].splitlines())\n')],
  "seed flow": [seedJs],
  ...Object.fromEntries(Object.entries(VARIANTS).map(([name, text]) => [name, [text]])),
  ...Object.fromEntries(await Promise.all(Object.entries(PY_VARIANTS).map(async ([name, source]) => [name, [await js(`${CALLS}${source}\n`)]]))),
};
/** A text evaluated by itself (ctx.evalCode: a handle for its value), for the floor beside run(). */
function evalOnly(text) {
  return ({ ctx }) => {
    const start = now();
    const result = ctx.evalCode(text);
    const total = now() - start;
    if (result.error) throw new Error(JSON.stringify(ctx.dump(result.error)));
    result.value.dispose();
    return { total, start: total, tail: 0 };
  };
}
const steps = {
  "eval `1 + 1` (no run)": evalOnly("1 + 1"),
  ...Object.fromEntries(Object.entries(programs).map(([name, [text, expect]]) => [name, phases(text, expect)])),
};
// Each program's outcome once, for the record (and to check every variant ends).
for (const [name, [text]] of Object.entries(programs)) {
  const guest = await restored();
  const called = callWithStrings(guest.ctx, guest.run, guest.exports, [text, OPTIONS]);
  let outcome;
  for (let id = 1; outcome === undefined && id <= 4; id++) {
    runPendingJobs(guest.runtime, guest.ctx);
    outcome = fulfilledString(guest.ctx, called.value);
    if (outcome === undefined && id <= 3) callWithNumberAndString(guest.ctx, guest.answer, id, ANSWERS[id - 1]);
  }
  console.log(`${name}: ${text.length} chars -> ${String(outcome).slice(0, 100)}`);
}

const samples = Object.fromEntries(Object.keys(steps).map((name) => [name, []]));
let spare = await restored();
for (let round = 0; round < ROUNDS; round++) {
  const names = Object.keys(steps);
  if (round % 2) names.reverse();
  for (const name of names) {
    for (let i = 0; i < (IDLE ? 1 : REPS); i++) {
      if (IDLE) await sleep(150);
      const sample = steps[name](spare);
      if (round > 0) samples[name].push(sample);
      spare = await restored();
    }
  }
}
const ms = (xs) => median(xs).toFixed(3);
console.log(`${ROUNDS} rounds (first dropped) x ${IDLE ? "1 after 150 ms idle" : `${REPS} back to back`}, load ${(await import("node:os")).loadavg().map((x) => x.toFixed(1)).join(" ")}; ms medians`);
console.log("| program | total | run to first wait | last answer to outcome |\n|---|---|---|---|");
for (const [name, xs] of Object.entries(samples)) console.log(`| ${name} | ${ms(xs.map((x) => x.total))} | ${ms(xs.map((x) => x.start))} | ${ms(xs.map((x) => x.tail))} |`);
