// Whether a records answer parses and walks into PyDicts faster inside QuickJS when the host
// sends each JSON object as a flat array of its keys and values (`{"a":1}` -> `["a",1]`, the
// containers' kinds in a separate string in document order) than as objects walked by for-in.
// `node bench/experiments/large-pairs.mjs [MiB] [N]`: process CPU ms per piece, median of N.
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { guestContext } from "../lib/guest-context.mjs";
import { median } from "../lib/stats.mjs";
import { recordsJson } from "../large-output.mjs";

const MB = Number(process.argv[2] ?? 4);
const N = Number(process.argv[3] ?? 3);

/** Host side: the pair form and the kinds ("o"/"a" per container, pre-order), by a V8 pass. */
function pairForm(text) {
  const out = [];
  const kinds = [];
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i++;
      for (;;) {
        const q = text.indexOf('"', i);
        let b = q - 1;
        while (text.charCodeAt(b) === 0x5c) b--;
        i = q;
        if ((q - 1 - b) % 2 === 0) break;
        i++;
      }
    } else if (c === 0x7b) {
      kinds.push("o");
      out.push(text.slice(from, i), "[");
      from = i + 1;
    } else if (c === 0x7d) {
      out.push(text.slice(from, i), "]");
      from = i + 1;
    } else if (c === 0x3a) {
      out.push(text.slice(from, i), ",");
      from = i + 1;
    } else if (c === 0x5b) kinds.push("a");
  }
  out.push(text.slice(from));
  return { pairs: out.join(""), kinds: kinds.join("") };
}

const entry = `
import { PyDict, PyList, PyFloat } from "./values/index.ts";
import { parseNative } from "./modules/json/native.ts";
const num = (v) => ((v | 0) === v && v !== 0) ? v : v === 0 ? 0 : Number.isSafeInteger(v) ? v : new PyFloat(v);
let K = "", next = 0;
function walkPairs(v) {
  if (K.charCodeAt(next++) === 97) {
    for (let i = 0; i < v.length; i++) { const x = v[i]; if (typeof x === "object") { if (x !== null) v[i] = walkPairs(x); } else if (typeof x === "number") v[i] = num(x); }
    return new PyList(v);
  }
  const d = new PyDict(); const m = d.vals;
  for (let i = 0; i < v.length; i += 2) { const k = v[i]; let x = v[i + 1]; if (typeof x === "object") { if (x !== null) x = walkPairs(x); } else if (typeof x === "number") x = num(x); m.set(k, x); }
  return d;
}
globalThis.pieces = {
  "JSON.parse(objects)": () => JSON.parse(REC).length,
  "JSON.parse(pairs)": () => JSON.parse(PAIRS).length,
  "parseNative by value": () => parseNative(REC, true).items.length,
  "pairs parse + walk": () => { K = KINDS; next = 0; return walkPairs(JSON.parse(PAIRS)).items.length; },
};
globalThis.keep = {
  objects: () => { globalThis.KEPT = parseNative(REC, true); },
  pairs: () => { K = KINDS; next = 0; globalThis.KEPT = walkPairs(JSON.parse(PAIRS)); },
};
`;
const module = await newQuickJSWASMModuleFromVariant(variant);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const rec = recordsJson(MB);
let start = cpu();
const { pairs, kinds } = pairForm(rec);
console.log(`host pair form: ${(cpu() - start).toFixed(1)} ms, ${pairs.length} chars, ${kinds.length} containers`);
const strings = [["REC", rec], ["PAIRS", pairs], ["KINDS", kinds]];
const { runtime, ctx } = await guestContext(module, entry, strings);
const names = JSON.parse(ctx.getString(ctx.unwrapResult(ctx.evalCode("JSON.stringify(Object.keys(pieces))"))));
const samples = names.map(() => []);
for (let i = 0; i < N; i++) {
  names.forEach((name, p) => {
    start = cpu();
    ctx.unwrapResult(ctx.evalCode(`pieces[${JSON.stringify(name)}]()`)).dispose();
    samples[p].push(cpu() - start);
  });
}
console.log(`${MB} MiB of records; CPU ms, median of ${N}`);
names.forEach((name, p) => console.log(`${name.padEnd(28)} ${median(samples[p]).toFixed(1).padStart(8)}`));
ctx.dispose();
runtime.dispose();

// The heap each form leaves once walked (the result kept): a key read by for-in is the object's
// atom, shared by every record; a key in the pair form is a string of its own per member.
for (const piece of ["objects", "pairs"]) {
  const { runtime: rt, ctx: c } = await guestContext(module, entry, strings);
  const used = () => {
    const h = rt.computeMemoryUsage();
    const m = c.dump(h).memory_used_size;
    h.dispose();
    return m;
  };
  const before = used();
  c.unwrapResult(c.evalCode(`keep.${piece}(); 0`)).dispose();
  console.log(`${piece}: ${((used() - before) / 2 ** 20).toFixed(1)} MiB kept`);
}
process.exit(0);
