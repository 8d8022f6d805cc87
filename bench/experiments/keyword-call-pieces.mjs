// A keyword call of a builtin cut into pieces in a bare QuickJS context holding the guest's own
// modules: callPy with a keyword record against the same call made positionally, and the steps
// between (the keyword check, the binder); process CPU ms for 10^5 calls, median of N.
// `node bench/experiments/keyword-call-pieces.mjs [N]`.
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";
import { guestContext, timePieces } from "../lib/guest-context.mjs";
import { median } from "../lib/stats.mjs";

const N = Number(process.argv[2] ?? 5);
const entry = `
import { builtin, callPy } from "./values/callable.ts";
import { bindKeywords } from "./values/signature.ts";
const split = builtin("split", "self, /, sep=None, maxsplit=-1", (s, sep, n) => n);
const sorted = builtin("sorted", "iterable, /, *, key=None, reverse=False", (it, key, rev) => rev ? 1 : 0);
const min = builtin("min", "*args, key=?, default=?", (args, key, d) => args.length);
const sig = split.$signature();
const COUNT = 100000;
const loop = (body) => () => { let n = 0; for (let i = 0; i < COUNT; i++) n += body(i); return n; };
globalThis.pieces = {
  "empty loop": loop((i) => i),
  "split positional": loop((i) => callPy(split, ["a", ",", 1])),
  "split maxsplit=1": loop((i) => callPy(split, ["a", ","], { __proto__: null, maxsplit: 1 })),
  "  kw record only": loop((i) => ({ __proto__: null, maxsplit: 1 }).maxsplit),
  "  bindKeywords only": loop((i) => bindKeywords(sig, ["a", ","], { __proto__: null, maxsplit: 1 }).length),
  "  Object.keys": loop((i) => Object.keys({ __proto__: null, maxsplit: 1 }).length),
  "  for-in first key": loop((i) => { for (const _ in { __proto__: null, maxsplit: 1 }) return 1; return 0; }),
  "  hasOwnProperty.call": loop((i) => Object.prototype.hasOwnProperty.call({ __proto__: null, maxsplit: 1 }, "maxsplit") ? 1 : 0),
  "  'in' test": loop((i) => "maxsplit" in { __proto__: null, maxsplit: 1 } ? 1 : 0),
  "sorted reverse=True": loop((i) => callPy(sorted, ["abc"], { __proto__: null, reverse: true })),
  "sorted positional-equivalent": loop((i) => callPy(sorted, ["abc"])),
  "min(a, b, key=f)": loop((i) => callPy(min, [1, 2], { __proto__: null, key: min })),
  "min(a, b)": loop((i) => callPy(min, [1, 2])),
};
`;
const module = await newQuickJSWASMModuleFromVariant(variant);
const { ctx } = await guestContext(module, entry, []);
console.log(`keyword call pieces; CPU ms per 10^5 calls, median of ${N}`);
for (const { name, samples, result } of timePieces(ctx, N)) {
  console.log(`${name.padEnd(32)} ${median(samples).toFixed(1).padStart(8)}  (${result})`);
}
