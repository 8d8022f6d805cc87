// Where a warm flow's time goes, step by step, measured on this thread with manual timers:
// a module instance, runtime + context, evaluating the guest bundle, transpiling, the whole flow
// (in-thread and in a worker), and a bare worker message round trip.
// `node --import tsx bench/experiments/warm-breakdown.mjs` (tsx loads wasm/*.ts from source).
import { readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { createRegistry, createRunFlow, defaultFlowEngine, runFlow, runSandbox } from "../../dist/index.js";
import { newFlowModule } from "../../wasm/quickjs.ts";
import { median } from "../lib/stats.mjs";

const ROUNDS = 9;
const guestSource = readFileSync(new URL("../../dist/guest.js", import.meta.url), "utf8");
const registry = createRegistry([]);
const inThread = createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox });
const idle = () => new Promise((resolve) => setTimeout(resolve, 150));

async function sample(label, fn) {
  const samples = [];
  await fn(); // tier-up and first-use costs stay out of the median
  for (let i = 0; i < ROUNDS; i++) {
    await idle();
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  console.log(`${label.padEnd(58)} median ${median(samples).toFixed(3)} ms  (min ${Math.min(...samples).toFixed(3)})`);
}

const memoryBytes = 64 * 2 ** 20;
await sample("module instance (own capped Memory)", async () => {
  await newFlowModule({ memoryBytes });
});
const flowModule = await newFlowModule({ memoryBytes });
await sample("runtime + context", () => {
  const runtime = flowModule.module.newRuntime();
  runtime.newContext().dispose();
  runtime.dispose();
});
await sample(`evaluate the guest bundle (${(guestSource.length / 1024).toFixed(0)} KB) in a fresh context`, () => {
  const runtime = flowModule.module.newRuntime();
  runtime.setMaxStackSize(1 << 20);
  const ctx = runtime.newContext();
  ctx.unwrapResult(ctx.evalCode(guestSource, "guest.js", { type: "global" })).dispose();
  ctx.dispose();
  runtime.dispose();
});
{
  const loaded = [];
  const load = () => {
    const runtime = flowModule.module.newRuntime();
    runtime.setMaxStackSize(1 << 20);
    const ctx = runtime.newContext();
    ctx.unwrapResult(ctx.evalCode(guestSource, "guest.js", { type: "global" })).dispose();
    loaded.push({ runtime, ctx });
  };
  for (let i = 0; i <= ROUNDS; i++) load();
  await sample("dispose context + runtime holding the loaded guest", () => {
    const { runtime, ctx } = loaded.pop();
    ctx.dispose();
    runtime.dispose();
  });
}
await sample("transpile `1 + 1`", () => defaultFlowEngine.transpile("1 + 1", { tools: [] }));
const flow = (run) => async () => {
  const outcome = await run({ name: "exp", tools: [], code: "1 + 1" }, { registry });
  if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
};
await sample("runFlow `1 + 1`, in-thread, sandbox prepared while idle", flow(inThread));
await sample("runFlow `1 + 1`, worker (default), sandbox prepared", flow(runFlow));

const echo = new Worker("const { parentPort } = require('node:worker_threads'); parentPort.on('message', (m) => parentPort.postMessage(m));", { eval: true });
await sample("bare worker postMessage round trip", () => new Promise((resolve) => {
  echo.once("message", resolve);
  echo.postMessage({ type: "ping" });
}));
await echo.terminate();
process.exit(0);
