// The guest's share of one tool call, inside QuickJS with no host in the way: a fake `callTool`
// answers at once, so what is timed is the guest's own work per call (argument encoding, the
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
import { createAwaitAt } from "./runtime/await-frames.ts";
import { ProgramMap } from "./runtime/traceback.ts";
import { encodeJson } from "./modules/json/encode.ts";
import { parseJSON } from "./modules/json/index.ts";
import { PyDict } from "./values/index.ts";
const ARGS = { skipkeys: false, ensureAscii: false, allowNan: false, indent: null, itemSeparator: ", ", keySeparator: ": ", sortKeys: false, default: null };
const OK_ANSWER = '{"ok":1}';
const tools = toolsModule.createTools({ callTool: () => Promise.resolve(OK_ANSWER), print() {} });
const noop = tools.tool("noop");
const awaitAt = createAwaitAt(new ProgramMap());
const loop = (f) => (n) => { for (let i = 0; i < n; i++) f(i); };
globalThis.pieces = {
  "new Error()": loop(() => new Error()),
  "PyDict {i} + encodeJson": loop((i) => { const d = new PyDict(); d.set("i", i); encodeJson(d, ARGS); }),
  "parseJSON('{\\"ok\\": 1}')": loop(() => parseJSON('{"ok": 1}')),
  "JSON.parse('{\\"ok\\": 1}')": loop(() => JSON.parse('{"ok": 1}')),
  // Pieces of the tool path, where this guest has them apart.
  ...(toolsModule.argsJson ? { "argsJson({i})": loop((i) => toolsModule.argsJson({ __proto__: null, i })) } : {}),
  ...(toolsModule.decodeAnswer ? { "decodeAnswer of an ok answer": loop(() => toolsModule.decodeAnswer(OK_ANSWER)) } : {}),
  "await a resolved promise": async (n) => { for (let i = 0; i < n; i++) await Promise.resolve(i); },
  "whole call, plain await": async (n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += await tools.callTool("noop", [], { __proto__: null, i });
    if (sum !== n) throw new Error("wrong sum " + sum);
  },
  "whole call, as emitted (awaitAt)": async (n) => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += await awaitAt(tools.callTool("noop", [], { __proto__: null, i }), 0, 1);
    if (sum !== n) throw new Error("wrong sum " + sum);
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
