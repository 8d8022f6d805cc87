// Ways to make a tool call's promise and its waiting record in QuickJS (the guest's
// HostCalls.callTool, guest/runtime/host-calls.ts), each with a Map set/get/delete and a resolve:
//   closure       an executor closure per call, $awaitSite added to the promise (main before s17)
//   shared        one module-level executor, $awaitSite added to the promise
//   noSite        one executor, no property on the promise
//   siteInRecord  one executor, the site a field of the record (s17)
//   classRecord   the same as a class instance
//   withResolvers Promise.withResolvers() and $awaitSite on its promise
// and the pieces alone. `node bench/experiments/call-promise-shapes.mjs [ROUNDS]`: process CPU
// us an iteration, the median of ROUNDS (default 7) rounds of 20,000.
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { median } from "../lib/stats.mjs";

const rounds = Number(process.argv[2] ?? 7);
const runtime = (await newQuickJSWASMModuleFromVariant(variant)).newRuntime();
const ctx = runtime.newContext();
const N = 20000;
ctx.unwrapResult(
  ctx.evalCode(`
let cr, cj; function capture(a, b) { cr = a; cj = b; }
const m = new Map();
class W { constructor() { this.promise = new Promise(capture); this.resolve = cr; this.reject = cj; this.decode = null; this.site = null; } }
globalThis.pieces = {
  closure: (n) => { for (let i = 0; i < n; i++) { let w; const p = new Promise((res, rej) => { w = { promise: undefined, resolve: res, reject: rej, decode: null }; }); p.$awaitSite = null; w.promise = p; m.set(i, w); m.get(i); m.delete(i); w.resolve(i); } },
  shared: (n) => { for (let i = 0; i < n; i++) { const p = new Promise(capture); p.$awaitSite = null; const w = { promise: p, resolve: cr, reject: cj, decode: null }; m.set(i, w); m.get(i); m.delete(i); w.resolve(i); } },
  noSite: (n) => { for (let i = 0; i < n; i++) { const p = new Promise(capture); const w = { promise: p, resolve: cr, reject: cj, decode: null }; m.set(i, w); m.get(i); m.delete(i); w.resolve(i); } },
  siteInRecord: (n) => { for (let i = 0; i < n; i++) { const p = new Promise(capture); const w = { promise: p, site: null, resolve: cr, reject: cj, decode: null }; m.set(i, w); m.get(i); m.delete(i); w.resolve(i); } },
  classRecord: (n) => { for (let i = 0; i < n; i++) { const w = new W(); m.set(i, w); m.get(i); m.delete(i); w.resolve(i); } },
  withResolvers: (n) => { for (let i = 0; i < n; i++) { const w = Promise.withResolvers(); w.promise.$awaitSite = null; m.set(i, w); m.get(i); m.delete(i); w.resolve(i); } },
  justPromise: (n) => { for (let i = 0; i < n; i++) { new Promise(capture); cr(i); } },
  mapOps: (n) => { const o = {}; for (let i = 0; i < n; i++) { m.set(i, o); m.get(i); m.delete(i); } },
  template: (n) => { let s; for (let i = 0; i < n; i++) { s = \`\${i} noop {"i": 1}\`; } },
  empty: (n) => { for (let i = 0; i < n; i++) {} },
  awaitLoop: async (n) => { for (let i = 0; i < n; i++) { const p = new Promise(capture); cr(i); await p; } },
};
`),
).dispose();
function cpu(name) {
  const s = process.cpuUsage();
  const r = ctx.unwrapResult(ctx.evalCode(`pieces.${name}(${N})`));
  runtime.executePendingJobs(-1);
  r.dispose();
  const u = process.cpuUsage(s);
  return (u.user + u.system) / N;
}
const names = JSON.parse(ctx.getString(ctx.unwrapResult(ctx.evalCode("JSON.stringify(Object.keys(pieces))"))));
const samples = Object.fromEntries(names.map((n) => [n, []]));
for (let r = 0; r < rounds; r++) for (const n of names) samples[n].push(cpu(n));
for (const n of names) console.log(`${n.padEnd(14)} ${median(samples[n]).toFixed(2)} us`);
process.exit(0);
