// Ways to turn JSON.parse's tree of a large records answer into Python values inside QuickJS,
// with the guest's own PyDict / PyList / PyFloat: process CPU ms per way, median of N, the pieces
// sampled in turn. `node bench/experiments/large-walk.mjs [MiB] [N]`.
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { guestContext } from "../lib/guest-context.mjs";
import { median } from "../lib/stats.mjs";
import { recordsJson } from "../large-output.mjs";

const MB = Number(process.argv[2] ?? 4);
const N = Number(process.argv[3] ?? 3);
const entry = `
import { PyDict, PyList, PyFloat } from "./values/index.ts";
import { parseNative } from "./modules/json/native.ts";
const num = (v) => ((v | 0) === v && v !== 0) ? v : v === 0 ? 0 : Number.isSafeInteger(v) ? v : new PyFloat(v);
function newDict() { const d = Object.create(PyDict.prototype); d.vals = new Map(); d.origKeys = null; return d; }
function walkKeys(v) {
  if (typeof v === "number") return num(v);
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) { for (let i = 0; i < v.length; i++) { const x = v[i]; if (typeof x === "object") { if (x !== null) v[i] = walkKeys(x); } else if (typeof x === "number") v[i] = num(x); } return new PyList(v); }
  const d = new PyDict(); const m = d.vals; const keys = Object.keys(v);
  for (let i = 0; i < keys.length; i++) { const k = keys[i]; let x = v[k]; if (typeof x === "object") { if (x !== null) x = walkKeys(x); } else if (typeof x === "number") x = num(x); m.set(k, x); }
  return d;
}
function walkForIn(v, mk) {
  if (typeof v === "number") return num(v);
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) { for (let i = 0; i < v.length; i++) { const x = v[i]; if (typeof x === "object") { if (x !== null) v[i] = walkForIn(x, mk); } else if (typeof x === "number") v[i] = num(x); } return new PyList(v); }
  const d = mk(); const m = d.vals;
  for (const k in v) { let x = v[k]; if (typeof x === "object") { if (x !== null) x = walkForIn(x, mk); } else if (typeof x === "number") x = num(x); m.set(k, x); }
  return d;
}
function walkEntries(v) {
  if (typeof v === "number") return num(v);
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) { for (let i = 0; i < v.length; i++) { const x = v[i]; if (typeof x === "object") { if (x !== null) v[i] = walkEntries(x); } else if (typeof x === "number") v[i] = num(x); } return new PyList(v); }
  const e = Object.entries(v);
  for (let i = 0; i < e.length; i++) { const p = e[i]; const x = p[1]; if (typeof x === "object") { if (x !== null) p[1] = walkEntries(x); } else if (typeof x === "number") p[1] = num(x); }
  const d = newDict(); d.vals = new Map(e); return d;
}
const plainNew = () => new PyDict();
let PARSED = null;
globalThis.pieces = {
  "(parse once)": () => (PARSED = JSON.parse(REC)).length,
  "JSON.parse": () => JSON.parse(REC).length,
  "parseNative by value": () => parseNative(REC, true).items.length,
  "for-in, new PyDict": () => walkForIn(JSON.parse(REC), plainNew).items.length,
  "for-in, Object.create": () => walkForIn(JSON.parse(REC), newDict).items.length,
  "Object.keys, new PyDict": () => walkKeys(JSON.parse(REC)).items.length,
  "Object.entries + new Map": () => walkEntries(JSON.parse(REC)).items.length,
  "for-in only": () => { let n = 0; for (const o of PARSED) for (const k in o) n++; return n; },
  "for-in + get": () => { let n = 0; for (const o of PARSED) for (const k in o) if (o[k] !== undefined) n++; return n; },
  "for-in + get + Map.set": () => { let n = 0; for (const o of PARSED) { const m = new Map(); for (const k in o) m.set(k, o[k]); n += m.size; } return n; },
  "Object.keys + get + Map.set": () => { let n = 0; for (const o of PARSED) { const m = new Map(); const ks = Object.keys(o); for (let i = 0; i < ks.length; i++) { const k = ks[i]; m.set(k, o[k]); } n += m.size; } return n; },
  "new PyDict x N only": () => { let n = 0; for (let i = 0; i < 22000; i++) n += new PyDict().size; return n; },
  "Object.create x N only": () => { let n = 0; for (let i = 0; i < 22000; i++) n += newDict().size; return n; },
};
`;
const module = await newQuickJSWASMModuleFromVariant(variant);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const { ctx } = await guestContext(module, entry, [["REC", recordsJson(MB)]]);
const names = JSON.parse(ctx.getString(ctx.unwrapResult(ctx.evalCode("JSON.stringify(Object.keys(pieces))"))));
const samples = names.map(() => []);
for (let i = 0; i < N; i++) {
  names.forEach((name, p) => {
    const start = cpu();
    ctx.unwrapResult(ctx.evalCode(`pieces[${JSON.stringify(name)}]()`)).dispose();
    samples[p].push(cpu() - start);
  });
}
console.log(`${MB} MiB of records; CPU ms, median of ${N}`);
names.forEach((name, p) => console.log(`${name.padEnd(28)} ${median(samples[p]).toFixed(1).padStart(8)}`));
