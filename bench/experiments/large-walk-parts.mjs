// The records walk (JSON.parse's tree -> PyDict / PyList / PyFloat) taken apart inside QuickJS:
// each piece walks a fresh JSON.parse of the same records, minus that parse; process CPU ms,
// median of N, pieces in turn. `node bench/experiments/large-walk-parts.mjs [MiB] [N]`.
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { guestContext } from "../lib/guest-context.mjs";
import { median } from "../lib/stats.mjs";
import { recordsJson } from "../large-output.mjs";

const MB = Number(process.argv[2] ?? 4);
const N = Number(process.argv[3] ?? 5);
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
globalThis.pieces = {
  "loop over the parsed list": (a) => a.length,
  "parseNative by value (this tree)": () => parseNative(REC, true).items.length,
  "walk as on main": (a) => new W(null, true).value(a, 0).items.length,
  "JSON.parse + walk as on main": () => new W(null, true).value(JSON.parse(REC), 0).items.length,
  "dict + for-in + Map.set": (a) => { for (const o of a) { const d = new PyDict(); const m = d.vals; for (const k in o) m.set(k, o[k]); } return 0; },
  "+ typeof, tags -> PyList": (a) => { for (const o of a) { const d = new PyDict(); const m = d.vals; for (const k in o) { let x = o[k]; if (typeof x === "object" && x !== null) x = new PyList(x); m.set(k, x); } } return 0; },
  "+ numbers typed": (a) => { for (const o of a) { const d = new PyDict(); const m = d.vals; for (const k in o) { let x = o[k]; if (typeof x === "object") { if (x !== null) x = new PyList(x); } else if (typeof x === "number") x = num(x); m.set(k, x); } } return 0; },
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
    ctx.unwrapResult(ctx.evalCode("globalThis.A = JSON.parse(REC)")).dispose();
    const start = cpu();
    ctx.unwrapResult(ctx.evalCode(`pieces[${JSON.stringify(name)}](A)`)).dispose();
    samples[p].push(cpu() - start);
  });
}
console.log(`${MB} MiB of records; CPU ms, median of ${N} (pieces taking (a) walk a fresh JSON.parse, not timed)`);
names.forEach((name, p) => console.log(`${name.padEnd(28)} ${median(samples[p]).toFixed(1).padStart(8)}`));
