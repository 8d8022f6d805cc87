// The guest's synchronous start, step by step, in sandboxes restored from the guest snapshot ahead
// of time (issue 17): eval of `1 + 1` (the floor), eval of the emitted program's text (its compile),
// and `__toolflow.run` of it to the outcome, for the warm script and the seed flow; plus any
// hand-written variants of the program text given in VARIANTS (a measuring aid: they need not keep
// tracebacks). Each step runs in its own restored sandbox, "idle" (the first thing after a 150 ms
// sleep, as the bench samples) and "hot" (the median of back-to-back sandboxes), rounds interleaved.
//   node --import tsx bench/experiments/guest-start.mjs [ROUNDS]
import { callWithStrings, runPendingJobs } from "../../wasm/quickjs-internals.ts";
import { restoredSandboxes } from "../lib/restored-sandbox.mjs";
import { transpileScript } from "../../transpiler/index.ts";
import { FLOW_SCRIPT, TOOL_TEXT } from "../workloads.mjs";
import { median } from "../lib/stats.mjs";

const ROUNDS = Number(process.argv[2] ?? 15);
const IDLE_MS = 150;
const HOT_REPS = 30;
const MEMORY = 64 * 2 ** 20;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

const { restored: restore } = await restoredSandboxes(MEMORY);
async function restored() {
  const guest = await restore();
  guest.exports = guest.ctx.getProp(guest.ctx.global, "__toolflow");
  guest.run = guest.ctx.getProp(guest.exports, "run");
  return guest;
}

const warm = await transpileScript("1 + 1", { tools: [] });
const flow = await transpileScript(FLOW_SCRIPT, { tools: Object.keys(TOOL_TEXT) });
if (!warm.ok || !flow.ok) throw new Error("transpile failed");
const OPTIONS = JSON.stringify({ startTime: Date.now(), seed: 1, tools: {} });

function evalText(text) {
  return ({ ctx }) => {
    const start = now();
    const result = ctx.evalCode(text);
    const ms = now() - start;
    if (result.error) throw new Error(JSON.stringify(ctx.dump(result.error)));
    result.value.dispose();
    return ms;
  };
}
/** `__toolflow.run` as wasm/sandbox.ts calls it, to its first wait (the flow) or its outcome. */
function guestRun(js, expect) {
  return ({ runtime, ctx, run, exports }) => {
    const start = now();
    const called = callWithStrings(ctx, run, exports, [js, OPTIONS]);
    if (called.error) throw new Error(JSON.stringify(ctx.dump(called.error)));
    const jobError = runPendingJobs(runtime, ctx);
    const ms = now() - start;
    if (jobError) throw new Error("job failed");
    if (expect) {
      const state = ctx.getPromiseState(called.value);
      const outcome = ctx.getString(state.value);
      if (outcome !== expect) throw new Error(outcome);
    }
    return ms;
  };
}

const VARIANTS = JSON.parse(process.env.VARIANTS ?? "{}");
const steps = {
  "eval `1 + 1`": evalText("1 + 1"),
  "eval warm program text": evalText(warm.js),
  "run warm program": guestRun(warm.js, '{"status":"ok","result":2}'),
  "eval flow program text": evalText(flow.js),
  "run flow program to its first call": guestRun(flow.js),
  ...Object.fromEntries(Object.entries(VARIANTS).map(([name, text]) => [name, name.startsWith("run") ? guestRun(text) : evalText(text)])),
};
const idle = {}, hot = {};
for (const name of Object.keys(steps)) (idle[name] = []), (hot[name] = []);
let spare = await restored();
for (let round = 0; round < ROUNDS; round++) {
  const names = Object.keys(steps);
  if (round % 2) names.reverse();
  for (const name of names) {
    await sleep(IDLE_MS);
    idle[name].push(steps[name](spare));
    spare = await restored();
    const reps = [];
    for (let i = 0; i < (round < 2 ? 3 : HOT_REPS / ROUNDS + 1); i++) {
      reps.push(steps[name](spare));
      spare = await restored();
    }
    hot[name].push(median(reps));
  }
}
const fmt = (xs) => `${median(xs).toFixed(3)} (${Math.min(...xs).toFixed(3)})`;
console.log(`${ROUNDS} rounds, load ${(await import("node:os")).loadavg().map((x) => x.toFixed(1)).join(" ")}; ms median (min)`);
console.log("| step | idle | hot |\n|---|---|---|");
for (const name of Object.keys(steps)) console.log(`| ${name} | ${fmt(idle[name])} | ${fmt(hot[name])} |`);
