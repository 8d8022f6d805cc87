// json.dumps' native path (guest/modules/json/native-stringify.ts) for the json kernel's rows, as
// built and in variants, in a bare QuickJS context holding the guest's modules: bare hooks (no
// key test, no depth bookkeeping: a lower bound), the dict hook's key test alone, the layout's
// cost (a newline indent and two replaceAlls against the compact text), the compact text with its
// separators counted, and a dict by Object.fromEntries. CPU ms, median of N (session 45,
// json-s45.md). `node bench/experiments/json-dumps-variants.mjs [N]`.
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { guestContext, timePieces } from "../lib/guest-context.mjs";
import { JSON_KERNEL_ROWS } from "../lib/json-kernel-rows.mjs";
import { median } from "../lib/stats.mjs";

const N = Number(process.argv[2] ?? 7);
const entry = `${JSON_KERNEL_ROWS}
import { stringifyNative } from "./modules/json/native-stringify.ts";
const ROWS = rows();
let commas = 0, colons = 0;
function bareList() { return this.items; }
function bareDict() { const o = Object.create(null); this.vals.forEach((v, k) => { o[k] = v; }); return o; }
function fromEntriesDict() { return Object.fromEntries(this.vals); }
function keyTestedDict() {
  const o = Object.create(null);
  this.vals.forEach((v, k) => {
    if (typeof k !== "string" || k.charCodeAt(0) <= 0x39 || k === "toJSON") throw 1;
    o[k] = v;
  });
  return o;
}
function countingList() { const n = this.items.length; if (n > 0) commas += n - 1; return this.items; }
function countingDict() {
  const o = Object.create(null);
  const n = this.vals.size;
  if (n > 0) { commas += n - 1; colons += n; }
  this.vals.forEach((v, k) => { o[k] = v; });
  return o;
}
function hooked(list, dict, space) {
  PyList.prototype.toJSON = list; PyDict.prototype.toJSON = dict;
  try { return JSON.stringify(ROWS, null, space); } finally { delete PyList.prototype.toJSON; delete PyDict.prototype.toJSON; }
}
globalThis.pieces = {
  "stringifyNative (as built)": () => stringifyNative(ROWS, OPTS).length,
  "bare hooks, indent \\\\n + 2 replaceAll": () => hooked(bareList, bareDict, "\\n").replaceAll(",\\n", ", ").replaceAll("\\n", "").length,
  "bare hooks, indent \\\\n": () => hooked(bareList, bareDict, "\\n").length,
  "bare hooks, compact": () => hooked(bareList, bareDict, undefined).length,
  "key-tested dict (charCodeAt), indent \\\\n": () => hooked(bareList, keyTestedDict, "\\n").length,
  "fromEntries dict, indent \\\\n": () => hooked(bareList, fromEntriesDict, "\\n").length,
  "counted compact + 2 replaceAll": () => {
    commas = colons = 0;
    const t = hooked(countingList, countingDict, undefined);
    const u = t.replaceAll(",", ", ");
    const v = u.replaceAll(":", ": ");
    return u.length - t.length === commas && v.length - u.length === colons ? v.length : -1;
  },
};
`;
const module = await newQuickJSWASMModuleFromVariant(variant);
const { ctx } = await guestContext(module, entry, []);
console.log(`json.dumps variants on the json kernel's rows; CPU ms, median of ${N}`);
for (const { name, samples, result } of timePieces(ctx, N)) {
  console.log(`${name.padEnd(44)} ${median(samples).toFixed(1).padStart(8)}  (${result})`);
}
