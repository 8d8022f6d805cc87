// The floors under the warm path, the seed flow and the host call (issue 17): the cheapest form of
// each step a flow cannot skip, measured two ways in interleaved rounds:
//  - "idle": the first time after a 150 ms sleep, as the bench samples a warm flow (its idle gap);
//    after a sleep the thread's caches and predictors hold other processes' state, and the same
//    code costs several times what it costs hot;
//  - "hot": the median of back-to-back repetitions, after a warm-up.
// Floors: a fresh runtime + context + eval of `1 + 1` in an already used QuickJS module; a trivial
// eval and the guest's own `__toolflow.run` in a sandbox restored from the guest snapshot ahead of
// time; a new module instance holding the snapshot's image; a worker round trip (postMessage, a
// MessageChannel, Atomics.wait/notify on a SharedArrayBuffer); a host function call into QuickJS
// and back with a small string (quickjs-emscripten's path, the direct FFI path toolflow takes, and
// the whole async round of a tool call: the guest's promise, the answer, its job); JSON of a small
// args object inside QuickJS. `node --import tsx bench/experiments/floors-warm.mjs [ROUNDS]`
import { Worker } from "node:worker_threads";
import { getQuickJS } from "quickjs-emscripten";
import { newFlowModule, PAGE_BYTES } from "../../wasm/quickjs.ts";
import { callDirectly, callWithNumberAndString, runPendingJobs, stringHostFunction } from "../../wasm/quickjs-internals.ts";
import { restoredSandboxes } from "../lib/restored-sandbox.mjs";
import { transpileScript } from "../../transpiler/index.ts";
import { median } from "../lib/stats.mjs";

const ROUNDS = Number(process.argv[2] ?? 15);
const IDLE_MS = 150;
const HOT_REPS = 200;
const MEMORY = 64 * 2 ** 20;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

// ---- QuickJS: a fresh context in a warm module ----
const QuickJS = await getQuickJS();
function freshContextEval() {
  const start = now();
  const runtime = QuickJS.newRuntime();
  const ctx = runtime.newContext();
  const result = ctx.evalCode("1 + 1");
  const value = ctx.getNumber(result.value);
  const ms = now() - start;
  result.value.dispose();
  ctx.dispose();
  runtime.dispose();
  if (value !== 2) throw new Error("1 + 1 != 2");
  return ms;
}

// ---- sandboxes restored from the guest snapshot, prepared off the timed path ----
const { snapshot, restored } = await restoredSandboxes(MEMORY);
let spare = await restored();
/** Runs `step` on a sandbox restored beforehand; the next is restored after timing. */
async function onRestored(step) {
  const guest = spare;
  const ms = step(guest);
  spare = await restored();
  return ms;
}
function evalInRestored({ ctx }) {
  const start = now();
  const result = ctx.evalCode("1 + 1");
  const value = ctx.getNumber(result.value);
  const ms = now() - start;
  result.value.dispose();
  if (value !== 2) throw new Error("1 + 1 != 2");
  return ms;
}
const program = await transpileScript("1 + 1", { tools: [] });
if (!program.ok) throw new Error("transpile failed");
const OPTIONS = JSON.stringify({ startTime: Date.now(), seed: 1, tools: {} });
/** The guest's own run of the warm flow's program, as wasm/sandbox.ts calls it. */
function guestRunInRestored({ runtime, ctx }) {
  const start = now();
  const exports = ctx.getProp(ctx.global, "__toolflow");
  const run = ctx.getProp(exports, "run");
  const args = [ctx.newString(program.js), ctx.newString(OPTIONS)];
  const called = ctx.unwrapResult(ctx.callFunction(run, exports, args));
  const jobError = runPendingJobs(runtime, ctx);
  if (jobError) throw new Error("job failed");
  const state = ctx.getPromiseState(called);
  const outcome = ctx.getString(state.value);
  const ms = now() - start;
  state.value.dispose();
  for (const handle of [called, ...args, run, exports]) handle.dispose();
  if (outcome !== '{"status":"ok","result":2}') throw new Error(outcome);
  return ms;
}
/** A new module instance with the snapshot's image copied in (what the instance pool saves). */
async function newImageInstance() {
  const start = now();
  const flowModule = await newFlowModule({ memoryBytes: MEMORY, initialPages: snapshot.pages });
  const memory = new Uint8Array(flowModule.memory.buffer);
  for (const page of snapshot.zeroPages) memory.fill(0, page * PAGE_BYTES, (page + 1) * PAGE_BYTES);
  snapshot.pageIndexes.forEach((page, i) => memory.set(snapshot.pageData.subarray(i * PAGE_BYTES, (i + 1) * PAGE_BYTES), page * PAGE_BYTES));
  return now() - start;
}

// ---- worker round trips ----
const echo = new Worker(
  `const { parentPort } = require("node:worker_threads");
   parentPort.on("message", (m) => {
     if (m.type === "channel") m.port.on("message", (x) => m.port.postMessage(x));
     else parentPort.postMessage(m);
   });`,
  { eval: true },
);
const { port1, port2 } = new MessageChannel();
echo.postMessage({ type: "channel", port: port2 }, [port2]);
const RUN_LIKE = { type: "run", flow: { flowId: 1, program: { code: "1 + 1", tools: [] }, optionsJson: OPTIONS, limits: { memoryBytes: MEMORY, stackBytes: 262144, deadline: 0 } } };
const roundTrip = (target, source, message) => () =>
  new Promise((resolve) => {
    const start = now();
    source.once("message", () => resolve(now() - start));
    target.postMessage(message);
  });
const workerRoundTrip = roundTrip(echo, echo, RUN_LIKE);
const channelRoundTrip = roundTrip(port1, port1, RUN_LIKE);
// A second worker parked in Atomics.wait; this thread blocks on the answer (a host cannot, while
// flows wait on tools: this is the floor of a wake-up, not a design).
const atomicsWorker = new Worker(
  `require("node:worker_threads").parentPort.on("message", (buffer) => {
     const f = new Int32Array(buffer);
     for (;;) { Atomics.wait(f, 0, 0); if (Atomics.load(f, 0) === 2) break; Atomics.store(f, 0, 0); Atomics.store(f, 1, 1); Atomics.notify(f, 1); }
   });`,
  { eval: true },
);
const flag = new Int32Array(new SharedArrayBuffer(8));
atomicsWorker.postMessage(flag.buffer);
await sleep(100);
function atomicsRoundTrip() {
  const start = now();
  Atomics.store(flag, 1, 0);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
  Atomics.wait(flag, 1, 0, 1000);
  return now() - start;
}

// ---- a host call, per call, in a bare context of a warm module (hot only: 10,000 calls) ----
const CALLS = 10_000;
function hostCallUs(direct) {
  const runtime = QuickJS.newRuntime();
  const ctx = runtime.newContext();
  let seen = 0;
  const fn = direct ? stringHostFunction(ctx, (arg) => (seen += arg(0).length)) : (handle) => void (seen += ctx.getString(handle).length);
  if (direct) callDirectly(runtime, ctx);
  const handle = ctx.newFunction("f", fn);
  ctx.setProp(ctx.global, "f", handle);
  handle.dispose();
  const start = now();
  ctx.unwrapResult(ctx.evalCode(`for (let i = 0; i < ${CALLS}; i++) f("1 noop {\\"i\\": " + i + "}")`)).dispose();
  const us = ((now() - start) * 1000) / CALLS;
  ctx.dispose();
  runtime.dispose();
  if (seen < CALLS) throw new Error("calls not seen");
  return us;
}
/** A tool call's whole round: the guest's promise, the host call, the answer through the FFI, the job resuming the await. */
function asyncCallUs() {
  const runtime = QuickJS.newRuntime();
  const ctx = runtime.newContext();
  const waiting = [];
  callDirectly(runtime, ctx);
  const handle = ctx.newFunction("call", stringHostFunction(ctx, (arg) => waiting.push(Number(arg(0).slice(0, arg(0).indexOf(" "))))));
  ctx.setProp(ctx.global, "call", handle);
  handle.dispose();
  ctx.unwrapResult(
    ctx.evalCode(`const pending = new Map(); let id = 0;
      globalThis.answer = (callId, text) => { const r = pending.get(callId); pending.delete(callId); r(JSON.parse(text)); };
      globalThis.done = (async () => { let n = 0; for (let i = 0; i < ${CALLS}; i++) { const callId = ++id; n += await new Promise((resolve) => { pending.set(callId, resolve); call(callId + " noop " + JSON.stringify({ i })); }); } return n; })();`),
  ).dispose();
  const answer = ctx.getProp(ctx.global, "answer");
  const start = now();
  runPendingJobs(runtime, ctx);
  while (waiting.length) {
    const error = callWithNumberAndString(ctx, answer, waiting.shift(), "1");
    if (error) throw new Error(String(ctx.dump(error)));
    const jobError = runPendingJobs(runtime, ctx);
    if (jobError) throw new Error(String(ctx.dump(jobError)));
  }
  const us = ((now() - start) * 1000) / CALLS;
  const done = ctx.getProp(ctx.global, "done");
  const state = ctx.getPromiseState(done);
  const sum = ctx.getNumber(state.value);
  state.value.dispose();
  done.dispose();
  answer.dispose();
  ctx.dispose();
  runtime.dispose();
  if (sum !== CALLS) throw new Error(`sum ${sum}`);
  return us;
}
function jsonUs() {
  const runtime = QuickJS.newRuntime();
  const ctx = runtime.newContext();
  const start = now();
  ctx.unwrapResult(ctx.evalCode(`let n = 0; for (let i = 0; i < ${CALLS}; i++) n += JSON.parse(JSON.stringify({ path: "README.md", i })).i; n`)).dispose();
  const us = ((now() - start) * 1000) / CALLS;
  ctx.dispose();
  runtime.dispose();
  return us;
}

const floors = {
  "fresh runtime + context + eval `1 + 1` (warm module)": { idle: freshContextEval, hot: freshContextEval },
  "eval `1 + 1` in a restored sandbox": { idle: () => onRestored(evalInRestored), hot: () => onRestored(evalInRestored) },
  "guest __toolflow.run of the warm program, restored sandbox": { idle: () => onRestored(guestRunInRestored), hot: () => onRestored(guestRunInRestored) },
  "new module instance + snapshot image copied in": { idle: newImageInstance, hot: newImageInstance },
  "worker postMessage round trip (a run-sized object)": { idle: workerRoundTrip, hot: workerRoundTrip },
  "MessageChannel round trip to a worker": { idle: channelRoundTrip, hot: channelRoundTrip },
  "Atomics.notify/wait round trip to a worker": { idle: atomicsRoundTrip, hot: atomicsRoundTrip },
};
const hotReps = { "eval `1 + 1` in a restored sandbox": 20, "guest __toolflow.run of the warm program, restored sandbox": 20, "new module instance + snapshot image copied in": 20 };
const samples = Object.fromEntries(Object.keys(floors).map((name) => [name, { idle: [], hot: [] }]));
for (const { hot } of Object.values(floors)) for (let i = 0; i < 5; i++) await hot();
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, { idle, hot }] of Object.entries(floors)) {
    await sleep(IDLE_MS);
    samples[name].idle.push(await idle());
    const reps = [];
    for (let i = 0; i < (hotReps[name] ?? HOT_REPS) / ROUNDS + 1; i++) reps.push(await hot());
    samples[name].hot.push(median(reps));
  }
}
const load = (await import("node:os")).loadavg().map((x) => x.toFixed(2)).join(" ");
console.log(`load average ${load}; ${ROUNDS} rounds; milliseconds, median (min)`);
for (const [name, { idle, hot }] of Object.entries(samples)) {
  console.log(`${name.padEnd(62)} idle ${median(idle).toFixed(3)} (${Math.min(...idle).toFixed(3)})   hot ${median(hot).toFixed(3)} (${Math.min(...hot).toFixed(3)})`);
}
const perCall = { "host call, quickjs-emscripten newFunction path": () => hostCallUs(false), "host call, direct FFI path (toolflow's)": () => hostCallUs(true), "tool call round: guest promise + host call + answer + job": asyncCallUs, "JSON.stringify + JSON.parse of {path, i} in QuickJS": jsonUs };
console.log(`microseconds per call, ${CALLS} calls in a loop, median of 5 (min)`);
for (const [name, fn] of Object.entries(perCall)) {
  const us = [];
  for (let i = 0; i < 5; i++) us.push(fn());
  console.log(`${name.padEnd(62)} ${median(us).toFixed(2)} (${Math.min(...us).toFixed(2)})`);
}
Atomics.store(flag, 0, 2);
Atomics.notify(flag, 0);
await Promise.all([echo.terminate(), atomicsWorker.terminate()]);
port1.close();
process.exit(0);
