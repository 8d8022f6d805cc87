// The guest's share of one tool call, inside QuickJS with no host in the way: a fake WIT host
// answers each call at once through HostCalls.answer, so what is timed is the guest's own work per call (argument encoding, the
// promise, answer decoding, the awaits), next to its pieces on their own. Process CPU time per
// iteration (steadier than wall time on a shared machine), median of 5 rounds.
// `node bench/experiments/guest-call-path.mjs [ITERATIONS] [GUEST_DIR]` bundles guest/ (or another
// copy of it, say `git archive HEAD guest | tar -x -C /tmp/old` -> /tmp/old/guest) with esbuild.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { median } from "../lib/stats.mjs";

const guest = process.argv[3] ?? fileURLToPath(new URL("../../guest/", import.meta.url));
const entry = `
import * as toolsModule from "./runtime/tools.ts";
import { HostCalls } from "./runtime/host-calls.ts";
import { PrintBuffer } from "./runtime/print-buffer.ts";
import { createAwaitAt } from "./runtime/await-frames.ts";
import { ProgramMap } from "./runtime/traceback.ts";
import { encodeJson } from "./modules/json/encode.ts";
import { parseJSON } from "./modules/json/index.ts";
import { PyDict } from "./values/index.ts";
const ARGS = { skipkeys: false, ensureAscii: false, allowNan: false, indent: null, itemSeparator: ", ", keySeparator: ": ", sortKeys: false, default: null };
const OK_ANSWER = '{"numbers":"by-value","ok":1}';
// The WIT host, answering each call at once through the guest's own answer export.
let calls;
const host = { callTool(call) { calls.answer(Number(call.slice(0, call.indexOf(" "))), OK_ANSWER); }, print() {} };
calls = new HostCalls(host);
const prints = new PrintBuffer(calls.binding());
const tools = toolsModule.createTools(prints.binding());
const awaitAt = createAwaitAt(new ProgramMap());
const loop = (f) => (n) => { for (let i = 0; i < n; i++) f(i); };
globalThis.pieces = {
  "the keywords literal {i}": loop((i) => ({ __proto__: null, i })),
  "Date.now()": loop(() => Date.now()),
  "new Promise, resolved": loop((i) => { let r; new Promise((resolve) => { r = resolve; }); r(i); }),
  "PyDict {i} + encodeJson": loop((i) => { const d = new PyDict(); d.set("i", i); encodeJson(d, ARGS); }),
  "parseJSON('{\\"ok\\": 1}')": loop(() => parseJSON('{"ok": 1}')),
  "argsJson({i})": loop((i) => toolsModule.argsJson({ __proto__: null, i })),
  "argsJson({path, i})": loop((i) => toolsModule.argsJson({ __proto__: null, path: "README.md", i })),
  "decodeAnswer of a by-value 1": loop(() => toolsModule.decodeAnswer(OK_ANSWER)),
  "await a resolved promise": async (n) => { for (let i = 0; i < n; i++) await Promise.resolve(i); },
  "HostCalls round, arguments given": async (n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += await calls.callTool("noop", '{"i": 1}', toolsModule.decodeAnswer);
    if (sum !== n) throw new Error("wrong sum");
  },
  "... and awaitAt": async (n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += await awaitAt(calls.callTool("noop", '{"i": 1}', toolsModule.decodeAnswer), 0, 1);
    if (sum !== n) throw new Error("wrong sum");
  },
  "... and the print flush": async (n) => {
    let sum = 0;
    const binding = prints.binding();
    for (let i = 0; i < n; i++) sum += await awaitAt(binding.callTool("noop", '{"i": 1}', toolsModule.decodeAnswer), 0, 1);
    if (sum !== n) throw new Error("wrong sum");
  },
  "whole call, as emitted (awaitAt)": async (n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += await awaitAt(tools.callTool("noop", [], { __proto__: null, i }), 0, 1);
    if (sum !== n) throw new Error("wrong sum");
  },
};
`;
const bundle = await build({ stdin: { contents: entry, resolveDir: guest, loader: "ts" }, bundle: true, format: "iife", write: false, target: "es2020" });
const runtime = (await newQuickJSWASMModuleFromVariant(variant)).newRuntime();
runtime.setMaxStackSize(1 << 20);
const ctx = runtime.newContext();
ctx.unwrapResult(ctx.evalCode(bundle.outputFiles[0].text, "guest.js")).dispose();
const N = Number(process.argv[2] ?? 10000);
const names = JSON.parse(ctx.getString(ctx.unwrapResult(ctx.evalCode("JSON.stringify(Object.keys(pieces))"))));

function cpuUs(name) {
  const start = process.cpuUsage();
  const result = ctx.unwrapResult(ctx.evalCode(`pieces[${JSON.stringify(name)}](${N})`));
  runtime.executePendingJobs(-1);
  const used = process.cpuUsage(start);
  if (ctx.typeof(result) === "object") {
    const state = ctx.getPromiseState(result);
    if (state.type !== "fulfilled") throw new Error(JSON.stringify(state.type === "rejected" ? ctx.dump(state.error) : state));
    if (state.value) state.value.dispose();
  }
  result.dispose();
  return (used.user + used.system) / N;
}

const samples = Object.fromEntries(names.map((n) => [n, []]));
for (let round = 0; round < 5; round++) for (const n of names) samples[n].push(cpuUs(n));
for (const n of names) console.log(`${n.padEnd(36)} ${median(samples[n]).toFixed(2)} us`);
ctx.dispose();
runtime.dispose();
