// The guest's own share of a tool call (HostCalls' promise and record, the emitted awaitAt and
// the await), this tree's guest/ against another copy's, in one QuickJS context: a fake WIT host
// answers each call at once through answerInt (as the bench's `noop` answering 1 is answered).
// Batches of BATCH calls alternate between the two copies; per copy the minimum and the median
// of the batch times (process CPU us a call), and the median of per-pair ratios this/other.
// `node bench/experiments/call-guest-round.mjs OTHER_GUEST_DIR [PAIRS] [BATCH]`
//   (OTHER_GUEST_DIR e.g. /tmp/old/guest from `git archive main guest | tar -x -C /tmp/old`)
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { loadavg } from "node:os";
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { median } from "../lib/stats.mjs";

const dirs = { this: fileURLToPath(new URL("../../guest/", import.meta.url)), other: process.argv[2] };
if (!dirs.other) throw new Error("usage: call-guest-round.mjs OTHER_GUEST_DIR [PAIRS] [BATCH]");
const pairs = Number(process.argv[3] ?? 40);
const batch = Number(process.argv[4] ?? 2000);
const entry = (name) => `
import { HostCalls } from "./runtime/host-calls.ts";
import { createAwaitAt } from "./runtime/await-frames.ts";
import { ProgramMap } from "./runtime/traceback.ts";
import { decodeAnswer } from "./runtime/tools.ts";
let calls;
calls = new HostCalls({ callTool(call) { calls.answerInt(Number(call.slice(0, call.indexOf(" "))), 1); }, print() {} });
const awaitAt = createAwaitAt(new ProgramMap());
globalThis["round_" + ${JSON.stringify(name)}] = async (n) => {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += await awaitAt(calls.callTool("noop", '{"i": 1}', decodeAnswer), 0, 1);
  if (sum !== n) throw new Error("wrong sum");
};
`;
const runtime = (await newQuickJSWASMModuleFromVariant(variant)).newRuntime();
runtime.setMaxStackSize(1 << 20);
const ctx = runtime.newContext();
for (const [name, dir] of Object.entries(dirs)) {
  const bundle = await build({ stdin: { contents: entry(name), resolveDir: dir, loader: "ts" }, bundle: true, format: "iife", write: false, target: "es2020" });
  ctx.unwrapResult(ctx.evalCode(bundle.outputFiles[0].text, `${name}.js`)).dispose();
}
function cpuUs(name) {
  const start = process.cpuUsage();
  const result = ctx.unwrapResult(ctx.evalCode(`round_${name}(${batch})`));
  runtime.executePendingJobs(-1);
  const used = process.cpuUsage(start);
  const state = ctx.getPromiseState(result);
  if (state.type !== "fulfilled") throw new Error(JSON.stringify(state.type === "rejected" ? ctx.dump(state.error) : state));
  state.value?.dispose();
  result.dispose();
  return (used.user + used.system) / batch;
}
const load = loadavg()[0];
const times = { this: [], other: [] };
const ratios = [];
for (let pair = -2; pair < pairs; pair++) {
  const order = pair % 2 ? ["other", "this"] : ["this", "other"];
  const t = {};
  for (const name of order) t[name] = cpuUs(name);
  if (pair < 0) continue;
  times.this.push(t.this);
  times.other.push(t.other);
  ratios.push(t.this / t.other);
}
const line = (name) => `${name}: min ${Math.min(...times[name]).toFixed(2)}, median ${median(times[name]).toFixed(2)} us a call`;
console.log(`load ${load.toFixed(1)} -> ${loadavg()[0].toFixed(1)}; ${line("this")}; ${line("other")}; per-pair this/other median ${median(ratios).toFixed(3)}`);
ctx.dispose();
runtime.dispose();
