// The pieces of a guest tool call's glue, alone in a bare QuickJS context (the same variant as the
// sandbox), process CPU per iteration, median of 5 rounds: what each alternative to today's
// HostCalls / argsJson / decodeAnswer steps would save. `node bench/experiments/quickjs-call-glue.mjs [N]`
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";

const runtime = (await newQuickJSWASMModuleFromVariant(variant)).newRuntime();
const ctx = runtime.newContext();
const N = Number(process.argv[2] ?? 50000);
const source = `
const waiting = new Map();
const keyMap = new Map([["i", '"i"']]);
const keyObject = { __proto__: null, i: '"i"' };
globalThis.pieces = {
  "empty loop": (n) => { for (let i = 0; i < n; i++); },
  "one call": (n) => { const c = (x) => x; for (let i = 0; i < n; i++) c(i); },
  "three nested calls": (n) => { const c = (x) => x, b = (x) => c(x), a = (x) => b(x); for (let i = 0; i < n; i++) a(i); },
  "Date.now()": (n) => { for (let i = 0; i < n; i++) Date.now(); },
  "call string, template": (n) => { let s; for (let i = 0; i < n; i++) s = \`\${i} noop {"i": 1}\`; },
  "new Promise + resolve": (n) => { for (let i = 0; i < n; i++) { let r; new Promise((resolve) => { r = resolve; }); r(i); } },
  "Promise.withResolvers + resolve": (n) => { for (let i = 0; i < n; i++) Promise.withResolvers().resolve(i); },
  "today's: promise, Waiting, $awaitSite, Map": (n) => { for (let i = 0; i < n; i++) { let w; const p = new Promise((resolve, reject) => { w = { promise: undefined, resolve, reject, decode: 1 }; }); p.$awaitSite = null; w.promise = p; waiting.set(i, w); const x = waiting.get(i); waiting.delete(i); x.resolve(i); } },
  "... without $awaitSite": (n) => { for (let i = 0; i < n; i++) { let w; const p = new Promise((resolve, reject) => { w = { promise: undefined, resolve, reject, decode: 1 }; }); w.promise = p; waiting.set(i, w); const x = waiting.get(i); waiting.delete(i); x.resolve(i); } },
  "... without the Map": (n) => { for (let i = 0; i < n; i++) { let w; const p = new Promise((resolve, reject) => { w = { promise: undefined, resolve, reject, decode: 1 }; }); p.$awaitSite = null; w.promise = p; w.resolve(i); } },
  "await of a number": async (n) => { for (let i = 0; i < n; i++) await i; },
  "keywords literal": (n) => { for (let i = 0; i < n; i++) ({ __proto__: null, i }); },
  "... + Object.keys loop": (n) => { for (let i = 0; i < n; i++) { const kw = { __proto__: null, i }; const keys = Object.keys(kw); for (let j = 0; j < keys.length; j++) kw[keys[j]]; } },
  "... + for-in loop": (n) => { for (let i = 0; i < n; i++) { const kw = { __proto__: null, i }; for (const k in kw) kw[k]; } },
  "key text, Map.get": (n) => { let s; for (let i = 0; i < n; i++) s = keyMap.get("i"); },
  "key text, object property": (n) => { let s; for (let i = 0; i < n; i++) s = keyObject["i"]; },
  "argsJson's four concatenations": (n) => { let s; for (let i = 0; i < n; i++) { let t = "{"; t += (i ? ", " : "") + '"i"' + ": " + ("" + i); s = t + "}"; } },
  "one concatenation": (n) => { let s; for (let i = 0; i < n; i++) s = '{"i": ' + i + "}"; },
  "startsWith of the by-value prefix": (n) => { const a = '{"numbers":"by-value","ok":1}'; let s; for (let i = 0; i < n; i++) s = a.startsWith('{"numbers":"by-value","ok":'); },
  "JSON.parse('1') in try": (n) => { let s; for (let i = 0; i < n; i++) { try { s = JSON.parse("1"); } catch { s = 0; } } },
};`;
ctx.unwrapResult(ctx.evalCode(source)).dispose();
const names = JSON.parse(ctx.getString(ctx.unwrapResult(ctx.evalCode("JSON.stringify(Object.keys(pieces))"))));
const times = Object.fromEntries(names.map((name) => [name, []]));
for (let round = 0; round < 5; round++) {
  for (const name of names) {
    const start = process.cpuUsage();
    ctx.unwrapResult(ctx.evalCode(`pieces[${JSON.stringify(name)}](${N})`)).dispose();
    runtime.executePendingJobs(-1);
    const used = process.cpuUsage(start);
    times[name].push((used.user + used.system) / N);
  }
}
for (const name of names) console.log(`${name.padEnd(44)} ${times[name].sort((a, b) => a - b)[2].toFixed(2)} us`);
