// The compute bench's json kernel (workloads.mjs) cut into pieces inside a bare QuickJS context
// holding the guest's own modules: the rows built as Python values, json.dumps' native path and
// its steps, json.loads' native path and its steps; process CPU ms per piece, median of N.
// `node bench/experiments/json-kernel-pieces.mjs [N]`.
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { guestContext, timePieces } from "../lib/guest-context.mjs";
import { JSON_KERNEL_ROWS } from "../lib/json-kernel-rows.mjs";
import { median } from "../lib/stats.mjs";

const N = Number(process.argv[2] ?? 5);
const entry = `${JSON_KERNEL_ROWS}
import { stringifyNative } from "./modules/json/native-stringify.ts";
import { parseNative } from "./modules/json/native-parse.ts";
const ROWS = rows();
const TEXT = stringifyNative(ROWS, OPTS);
const hooks = () => {
  PyDict.prototype.toJSON = function () { const o = Object.create(null); this.vals.forEach((v, k) => { o[k] = v; }); return o; };
  PyList.prototype.toJSON = function () { return this.items; };
};
const unhook = () => { delete PyDict.prototype.toJSON; delete PyList.prototype.toJSON; };
const plain = JSON.parse(TEXT);
globalThis.pieces = {
  "build rows": () => rows().items.length,
  "stringifyNative": () => stringifyNative(ROWS, OPTS).length,
  "JSON.stringify plain tree": () => JSON.stringify(plain).length,
  "JSON.stringify plain tree, space \\\\n": () => JSON.stringify(plain, null, "\\n").length,
  "hooked stringify, no space": () => { hooks(); try { return JSON.stringify(ROWS).length; } finally { unhook(); } },
  "hooked stringify, space \\\\n": () => { hooks(); try { return JSON.stringify(ROWS, null, "\\n").length; } finally { unhook(); } },
  "two replaceAll": () => { const t = JSON.stringify(plain, null, "\\n"); return t.replaceAll(",\\n", ", ").replaceAll("\\n", "").length; },
  "ALL_ASCII test": () => /^[\\x00-\\x7e]*$/.test(TEXT) ? 1 : 0,
  "parseNative": () => parseNative(TEXT).items.length,
  "JSON.parse": () => JSON.parse(TEXT).length,
  "MAYBE_FLOAT test": () => /\\d[.eE]/.test(TEXT) ? 1 : 0,
};
`;
const module = await newQuickJSWASMModuleFromVariant(variant);
const { ctx } = await guestContext(module, entry, []);
console.log(`json kernel pieces; CPU ms, median of ${N}`);
for (const { name, samples, result } of timePieces(ctx, N)) {
  console.log(`${name.padEnd(36)} ${median(samples).toFixed(1).padStart(8)}`);
}
