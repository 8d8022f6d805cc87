// The engine's own speed, without toolflow's guest runtime: hand-written JS in a fresh QuickJS
// context (the sync release build toolflow uses). Compare with int-paths.mjs to see the guest's
// overhead. `node bench/experiments/quickjs-raw.mjs`
import { getQuickJS } from "quickjs-emscripten";

const QuickJS = await getQuickJS();
const cases = {
  "300k, number sum (safe-range checks as emitted)":
    "(() => { let s = 0, t; for (let i = 0; i < 300000; i++) { t = i * i; s = (t <= 9007199254740991 ? s + t : 0); } return s; })()",
  "300k, bigint sum, BigInt(i*i) each step":
    "(() => { let s = 2n ** 60n; for (let i = 0; i < 300000; i++) s += BigInt(i * i); return String(s); })()",
  "10k native JSON.stringify + JSON.parse of a one-key object (the tool-call encoding)":
    "(() => { let n = 0; for (let i = 0; i < 10000; i++) n += JSON.parse(JSON.stringify({ ok: i })).ok - i + 1; return n; })()",
  "fib(22), plain JS functions": "function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); } fib(22)",
};
// V8 first runs the WebAssembly on its baseline tier: warm it up before timing anything.
{
  const vm = QuickJS.newContext();
  for (const code of Object.values(cases)) vm.unwrapResult(vm.evalCode(code)).dispose();
  vm.dispose();
}
for (const [label, code] of Object.entries(cases)) {
  const samples = [];
  for (let i = 0; i < 3; i++) {
    const vm = QuickJS.newContext();
    const start = performance.now();
    const result = vm.evalCode(code);
    samples.push(performance.now() - start);
    vm.unwrapResult(result).dispose();
    vm.dispose();
  }
  samples.sort((a, b) => a - b);
  console.log(`${label}: median ${samples[1].toFixed(1)} ms`);
}
