// The guest's own work for a flow, phase by phase, in sandboxes restored from the guest snapshot
// ahead of time (issue 17, guest-flow-s16.md): `__toolflow.run` of the program to its first call,
// each tool answer handed in through `__toolflow.answer` as wasm/sandbox.ts does (the texts of
// bench/workloads.mjs, answered at once: no host tool, no runFlow), and the last answer to the
// outcome string. Hot (back to back: each sample a sandbox restored off the clock into the
// instance the last one used, reset as wasm/instance-pool.ts does) or idle
// (the first thing after a 150 ms sleep). VARIANTS='{"name": "js"}' adds hand-written programs.
//   node --import tsx bench/experiments/guest-flow-phases.mjs [ROUNDS] [REPS] [idle]
import { callWithNumberAndString, callWithStrings, fulfilledString, runPendingJobs } from "../../wasm/quickjs-internals.ts";
import { restoredSandboxes } from "../lib/restored-sandbox.mjs";
import { recycleInstance } from "../../wasm/instance-pool.ts";
import { pathToFileURL } from "node:url";
import { transpileScript } from "../../transpiler/index.ts";
import { FLOW_SCRIPT, TOOL_TEXT } from "../workloads.mjs";
import { median } from "../lib/stats.mjs";

const ROUNDS = Number(process.argv[2] ?? 9);
const REPS = Number(process.argv[3] ?? 20);
const IDLE = process.argv[4] === "idle";
const MEMORY = 64 * 2 ** 20;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

// As flows reuse instances (wasm/instance-pool.ts): each sample's instance, reset to the snapshot,
// is the next one's, so its memory is the same pages, as warm in the caches as a pooled flow's.
// FRESH=1 gives each sample a new instance instead.
const FRESH = process.env.FRESH === "1";
// OTHER=DIST: another build's guest (DIST/guest-source.js) too, each sample taken from both, the
// order alternating; per-round ratios this/other of the round's medians.
const OTHER = process.env.OTHER;
const builds = [["this", undefined]];
if (OTHER) builds.push(["other", (await import(pathToFileURL(`${OTHER}/guest-source.js`).href)).default]);
const guests = {};
for (const [build, source] of builds) {
  const { restored: restore, snapshot } = await restoredSandboxes(MEMORY, source);
  guests[build] = { restore, snapshot };
}
const recycle = (guest) => FRESH || recycleInstance(guest, guests[guest.build].snapshot, MEMORY);
async function restored(build = "this") {
  const guest = await guests[build].restore();
  guest.build = build;
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
/** A text evaluated by itself (ctx.evalCode: a handle for its value), then its promise jobs: the floor beside run(). */
function evalOnly(text) {
  return ({ runtime, ctx }) => {
    const start = now();
    const result = ctx.evalCode(text);
    if (runPendingJobs(runtime, ctx)) throw new Error("job failed");
    const total = now() - start;
    if (result.error) throw new Error(JSON.stringify(ctx.dump(result.error)));
    result.value.dispose();
    return { total, start: total, tail: 0 };
  };
}
const steps = {
  "eval `1 + 1` (no run)": evalOnly("1 + 1"),
  // EVALS='{"name": "js"}': more texts evaluated by themselves (their promise jobs run too).
  ...Object.fromEntries(Object.entries(JSON.parse(process.env.EVALS ?? "{}")).map(([name, text]) => [name, evalOnly(text)])),
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
  recycle(guest);
}

const samples = {};
const ratios = {};
for (const name of Object.keys(steps)) for (const [build] of builds) (samples[`${build}:${name}`] = []), (ratios[name] = []);
const spare = {};
for (const [build] of builds) spare[build] = await restored(build);
for (let round = 0; round < ROUNDS; round++) {
  const names = Object.keys(steps);
  if (round % 2) names.reverse();
  for (const name of names) {
    const round_ = {};
    for (const [build] of builds) round_[build] = [];
    for (let i = 0; i < (IDLE ? 1 : REPS); i++) {
      const order = (round + i) % 2 ? builds.slice().reverse() : builds;
      for (const [build] of order) {
        if (IDLE) await sleep(150);
        const sample = steps[name](spare[build]);
        round_[build].push(sample.total);
        if (round > 0) samples[`${build}:${name}`].push(sample);
        recycle(spare[build]);
        spare[build] = await restored(build);
      }
    }
    if (round > 0 && OTHER) ratios[name].push(median(round_.this) / median(round_.other));
  }
}
const ms = (xs) => median(xs).toFixed(3);
console.log(`${ROUNDS} rounds (first dropped) x ${IDLE ? "1 after 150 ms idle" : `${REPS} back to back`}, load ${(await import("node:os")).loadavg().map((x) => x.toFixed(1)).join(" ")}; ms medians`);
console.log("| build: program | total | run to first wait | last answer to outcome |\n|---|---|---|---|");
for (const [name, xs] of Object.entries(samples)) console.log(`| ${name} | ${ms(xs.map((x) => x.total))} | ${ms(xs.map((x) => x.start))} | ${ms(xs.map((x) => x.tail))} |`);
if (OTHER) for (const [name, xs] of Object.entries(ratios)) console.log(`${name}: total this/other per round ${xs.map((x) => x.toFixed(2)).join(" ")} (median ${median(xs).toFixed(3)})`);
