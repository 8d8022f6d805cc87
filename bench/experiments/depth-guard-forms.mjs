// The recursion-depth guard's cost in QuickJS by its form (no guest runtime): fib(22) as plain
// functions, with the emitted guard (a counter, try/finally), with try/catch and a decrement
// before each return, and with the counter saved and restored (which would heal on the caller's
// return what an exception leaked): ms per fib(22), rounds 4 and 5 of 5. Session 26: every form
// costs the same ~2 ms over none (the counter's reads and writes, not the try), so the guard stays.
// `node bench/experiments/depth-guard-forms.mjs`.
import { getQuickJS } from "quickjs-emscripten";
const Q = await getQuickJS();
const cases = {
  none: `function fib(n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2); }`,
  tryFinally: `var d = 0, dm = 1000; function fib(n) { if (++d > dm) throw 1; try { if (n < 2) return n; return fib(n - 1) + fib(n - 2); } finally { d--; } }`,
  tryCatch: `var d = 0, dm = 1000; function fib(n) { if (++d > dm) throw 1; try { if (n < 2) { d--; return n; } const r = fib(n - 1) + fib(n - 2); d--; return r; } catch (e) { d--; throw e; } }`,
  restore: `var d = 0, dm = 1000; function fib(n) { var d0 = d; if ((d = d0 + 1) > dm) throw 1; if (n < 2) { d = d0; return n; } const r = fib(n - 1) + fib(n - 2); d = d0; return r; }`,
};
for (let r = 0; r < 5; r++) for (const [name, def] of Object.entries(cases)) {
  const vm = Q.newContext();
  const t = performance.now();
  vm.unwrapResult(vm.evalCode(`(() => { ${def} let s = 0; for (let i = 0; i < 5; i++) s += fib(22); return s; })()`)).dispose();
  const ms = performance.now() - t;
  if (r >= 3) console.log(name.padEnd(12), (ms / 5).toFixed(2), "ms per fib(22)");
  vm.dispose();
}
