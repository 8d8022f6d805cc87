// What a JS array copy costs in this QuickJS, by way: Array.prototype.slice and concat make their
// result through Array[Symbol.species] and fill it an element at a time, where ES2023's
// toSpliced() allocates the result at its size and copies in C. Also Map keys to an array.
// `node bench/experiments/array-copies.mjs [ROUNDS]`: ns an operation, fastest round.
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten";

const rounds = Number(process.argv[2] ?? 5);
const N = 100000;
const src = `
const a3 = [3, 1, 2];
const a100 = Array.from({ length: 100 }, (_, i) => i);
const m3 = new Map([["a", 1], ["b", 2], ["c", 3]]);
const m100 = new Map(a100.map((i) => ["k" + i, i]));
const pieces = {
  "3: slice()": () => a3.slice(),
  "3: toSpliced()": () => a3.toSpliced(),
  "3: slice(1)": () => a3.slice(1),
  "3: toSpliced(0, 1)": () => a3.toSpliced(0, 1),
  "3: concat": () => a3.concat(a3),
  "3: toSpliced + push.apply": () => { const r = a3.toSpliced(); r.push.apply(r, a3); return r; },
  "100: slice()": () => a100.slice(),
  "100: toSpliced()": () => a100.toSpliced(),
  "100: slice(10)": () => a100.slice(10),
  "100: toSpliced(0, 10)": () => a100.toSpliced(0, 10),
  "100: slice(0, 90)": () => a100.slice(0, 90),
  "100: toSpliced(90)": () => a100.toSpliced(90),
  "100: slice(10, 90)": () => a100.slice(10, 90),
  "100: toSpliced(90).toSpliced(0, 10)": () => a100.toSpliced(90).toSpliced(0, 10),
  "100: slice(40, 60)": () => a100.slice(40, 60),
  "100: toSpliced(60).toSpliced(0, 40)": () => a100.toSpliced(60).toSpliced(0, 40),
  "100: concat": () => a100.concat(a100),
  "100: toSpliced + push.apply": () => { const r = a100.toSpliced(); r.push.apply(r, a100); return r; },
  "3: [x, ...a]": () => [0, ...a3],
  "3: toSpliced(0, 0, x)": () => a3.toSpliced(0, 0, 0),
  "map 3: Array.from(keys())": () => Array.from(m3.keys()),
  "map 3: [...keys()]": () => [...m3.keys()],
  "map 3: forEach push": () => { const r = []; m3.forEach((v, k) => { r.push(k); }); return r; },
  "map 100: Array.from(keys())": () => Array.from(m100.keys()),
  "map 100: [...keys()]": () => [...m100.keys()],
  "map 100: forEach push": () => { const r = []; m100.forEach((v, k) => { r.push(k); }); return r; },
};
const empty = () => 0;
globalThis.run = (name) => {
  const f = name === "" ? empty : pieces[name];
  const t = Date.now();
  for (let i = 0; i < ${N}; i++) f();
  return Date.now() - t;
};
globalThis.names = Object.keys(pieces).join("|");
`;
const module = await newQuickJSWASMModuleFromVariant(variant);
const ctx = module.newRuntime().newContext();
ctx.unwrapResult(ctx.evalCode(src)).dispose();
const names = ctx.getString(ctx.unwrapResult(ctx.evalCode("names"))).split("|");
const best = new Map();
for (let r = 0; r < rounds; r++) {
  for (const name of ["", ...names]) {
    const t = performance.now();
    ctx.unwrapResult(ctx.evalCode(`run(${JSON.stringify(name)})`)).dispose();
    best.set(name, Math.min(best.get(name) ?? Infinity, performance.now() - t));
  }
}
const base = best.get("");
console.log(`ns an operation (the empty loop's ${((base / N) * 1e6).toFixed(0)} ns taken off), fastest of ${rounds} rounds`);
for (const name of names) console.log(`${name.padEnd(40)} ${(((best.get(name) - base) / N) * 1e6).toFixed(0).padStart(6)}`);
process.exit(0);
