// The cost of a fresh sandbox's guest runtime: a new runtime + context with a guest bundle
// evaluated in it, then disposed (median of 20 after a warm-up, bundles interleaved per round),
// plus the heap the loaded guest occupies and what a first `import` costs on top.
// `node --import tsx bench/experiments/guest-load.mjs [OTHER_GUEST.js]`: compares dist/guest.js
// with another build of it (for example a copy saved before a change).
import { readFileSync } from "node:fs";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { transpile } from "../../transpiler/index.ts";
import { median } from "../lib/stats.mjs";

const ROUNDS = 20;
const bundles = { "dist/guest.js": readFileSync(new URL("../../dist/guest.js", import.meta.url), "utf8") };
if (process.argv[2]) bundles[process.argv[2]] = readFileSync(process.argv[2], "utf8");
const quickjs = await newQuickJSWASMModuleFromVariant(variant);

/** A fresh runtime + context with `source` loaded; `then(ctx, runtime)` runs before disposal. */
function withGuest(source, then = () => undefined) {
  const runtime = quickjs.newRuntime();
  runtime.setMaxStackSize(256 * 1024);
  const ctx = runtime.newContext();
  try {
    // The guest captures __host at load; these flows call no tool and print nothing.
    ctx.unwrapResult(ctx.evalCode("globalThis.__host = { print() {}, callTool() {} }", "host.js")).dispose();
    ctx.unwrapResult(ctx.evalCode(source, "guest.js", { type: "global" })).dispose();
    return then(ctx, runtime);
  } finally {
    ctx.dispose();
    runtime.dispose();
  }
}

function memoryUsed(ctx, runtime) {
  return Number(/memory used\s+\d+\s+(\d+)/.exec(runtime.dumpMemoryUsage())?.[1] ?? NaN);
}

/** Runs a flow's JS to completion in the loaded context (no tools). */
function runProgram(ctx, runtime, js) {
  const promise = ctx.unwrapResult(ctx.evalCode(`__toolflow.run(${JSON.stringify(js)}, "{}")`, "flow.js"));
  runtime.executePendingJobs();
  const state = ctx.getPromiseState(promise);
  promise.dispose();
  if (state.type !== "fulfilled") throw new Error(`flow did not finish: ${state.type}`);
  const out = ctx.getString(state.value);
  state.value.dispose();
  if (!out.includes('"ok"')) throw new Error(out);
}

const cases = {
  "runtime + context + guest eval": (source) => withGuest(source),
  "  ... + run `1 + 1`": (source) => withGuest(source, (ctx, rt) => runProgram(ctx, rt, transpile("1 + 1", { tools: [] }).js)),
  "  ... + run `import re; re.sub(...)`": (source) =>
    withGuest(source, (ctx, rt) => runProgram(ctx, rt, transpile("import re\nre.sub('a', 'b', 'aa')", { tools: [] }).js)),
  "  ... + run `import datetime; ...`": (source) =>
    withGuest(source, (ctx, rt) => runProgram(ctx, rt, transpile("import datetime\nstr(datetime.date(2024, 1, 2))", { tools: [] }).js)),
};

for (const [label, fn] of Object.entries(cases)) {
  const samples = Object.fromEntries(Object.keys(bundles).map((name) => [name, []]));
  for (const source of Object.values(bundles)) fn(source); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, source] of Object.entries(bundles)) {
      const start = performance.now();
      fn(source);
      samples[name].push(performance.now() - start);
    }
  }
  for (const [name, values] of Object.entries(samples)) {
    console.log(`${label.padEnd(42)} ${name.padEnd(24)} median ${median(values).toFixed(2)} ms (min ${Math.min(...values).toFixed(2)}, max ${Math.max(...values).toFixed(2)})`);
  }
}
for (const [name, source] of Object.entries(bundles)) {
  const bytes = withGuest(source, memoryUsed);
  console.log(`heap in use with the guest loaded: ${name.padEnd(24)} ${(bytes / 1024).toFixed(0)} KiB (bundle ${(source.length / 1024).toFixed(0)} KiB)`);
}

// Whole flows through the library on this thread, each bundle as the engine's guest runtime, in
// blocks that alternate between bundles: back to back (every flow loads its sandbox on its
// critical path) and with an idle gap (the next sandbox is prepared while idle).
const { createRegistry, createRunFlow, defaultFlowEngine, runSandbox } = await import("../../dist/index.js");
const registry = createRegistry([]);
const idle = () => new Promise((resolve) => setTimeout(resolve, 150));
for (const [label, gap] of [["runFlow `1 + 1` in-thread, back to back", false], ["runFlow `1 + 1` in-thread, idle 150 ms first", true]]) {
  const samples = Object.fromEntries(Object.keys(bundles).map((name) => [name, []]));
  for (let block = 0; block < 4; block++) {
    for (const [name, source] of Object.entries(bundles)) {
      const run = createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox, guestSource: async () => source });
      const flow = () => run({ name: "exp", tools: [], code: "1 + 1" }, { registry });
      await flow(); // the first flow of a block loads its sandbox with no preparation
      for (let i = 0; i < 5; i++) {
        if (gap) await idle();
        const start = performance.now();
        const outcome = await flow();
        samples[name].push(performance.now() - start);
        if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
      }
    }
  }
  for (const [name, values] of Object.entries(samples)) {
    console.log(`${label.padEnd(42)} ${name.padEnd(24)} median ${median(values).toFixed(2)} ms (min ${Math.min(...values).toFixed(2)}, max ${Math.max(...values).toFixed(2)})`);
  }
}
process.exit(0);
