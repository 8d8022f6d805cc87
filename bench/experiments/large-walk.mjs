// Ways to turn JSON.parse's tree of a large records answer into Python values inside QuickJS,
// with the guest's own PyDict / PyList / PyFloat: process CPU ms per way, median of N, the pieces
// sampled in turn; then main's walk (before s12) and a flat walk taken apart, on a fresh tree (`a`)
// each. `node bench/experiments/large-walk.mjs [MiB] [N]`.
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
function isArrayIndex(k) { const c = k.charCodeAt(0); return c >= 0x30 && c <= 0x39 && String(+k >>> 0) === k; }
// main's Walk (before s12) for the same tree, without tokens.
class W {
  constructor(tokens, byValue) { this.tokens = tokens; this.byValue = byValue; this.next = 0; this.members = 0; }
  value(v, depth) {
    if (typeof v === "number") return this.number(v);
    if (typeof v !== "object" || v === null) return v;
    if (++depth > 100) throw 1;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) { const x = v[i]; if (typeof x === "object") { if (x !== null) v[i] = this.value(x, depth); } else if (typeof x === "number") v[i] = this.number(x); }
      return new PyList(v);
    }
    const d = new PyDict(); let first = true;
    for (const k in v) {
      if (first) { if (isArrayIndex(k)) throw 2; first = false; }
      this.members++;
      let x = v[k];
      if (typeof x === "object") { if (x !== null) x = this.value(x, depth); } else if (typeof x === "number") x = this.number(x);
      if (k.charCodeAt(0) === 0) d.set(k, x); else d.vals.set(k, x);
    }
    return d;
  }
  number(v) {
    if (this.tokens === null) { if ((v | 0) === v && v !== 0) return v; if (v === 0) return 0; if (Number.isSafeInteger(v)) return v; if (this.byValue && !Number.isInteger(v)) return new PyFloat(v); throw 3; }
    throw 4;
  }
}
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
  "walk as on main": (a) => new W(null, true).value(a, 0).items.length,
  "JSON.parse + walk as on main": () => new W(null, true).value(JSON.parse(REC), 0).items.length,
  "dict + for-in + Map.set": (a) => { for (const o of a) { const d = new PyDict(); const m = d.vals; for (const k in o) m.set(k, o[k]); } return 0; },
  "+ typeof, tags -> PyList": (a) => { for (const o of a) { const d = new PyDict(); const m = d.vals; for (const k in o) { let x = o[k]; if (typeof x === "object" && x !== null) x = new PyList(x); m.set(k, x); } } return 0; },
  "+ numbers typed": (a) => { for (const o of a) { const d = new PyDict(); const m = d.vals; for (const k in o) { let x = o[k]; if (typeof x === "object") { if (x !== null) x = new PyList(x); } else if (typeof x === "number") x = num(x); m.set(k, x); } } return 0; },
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
    // A fresh tree for the pieces that walk one (`a`), parsed untimed: a walk changes it.
    ctx.unwrapResult(ctx.evalCode("globalThis.A = JSON.parse(REC)")).dispose();
    const start = cpu();
    ctx.unwrapResult(ctx.evalCode(`pieces[${JSON.stringify(name)}](A)`)).dispose();
    samples[p].push(cpu() - start);
  });
}
console.log(`${MB} MiB of records; CPU ms, median of ${N}`);
names.forEach((name, p) => console.log(`${name.padEnd(28)} ${median(samples[p]).toFixed(1).padStart(8)}`));
