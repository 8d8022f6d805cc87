// QuickJS compiling N nested functions that each read a constant hoisted to the outermost
// function: by name ($kI, what the emitter wrote before) or through one shared array ($K[I],
// Emitter.constantRef). Usage: N=1000 node --stack-size=7000 bench/experiments/nested-function-constants.mjs
// Measured 08:27 UTC, load average 16: N=1000 named 1457 ms / 20.8 MB, shared 380 ms / 17.9 MB;
// N=500 named 619 ms, shared 170 ms.
import { getQuickJS } from "quickjs-emscripten";
const QJS = await getQuickJS();
const n = Number(process.env.N ?? 1000);
const consts = Array.from({ length: n }, (_, i) => `$k${i} = {a: ${i}}`).join(", ");
let named = "1", shared = "1";
for (let i = n - 1; i >= 0; i--) { named = `m(function() { return ${named}; }, $k${i})`; shared = `m(function() { return ${shared}; }, $K[${i}])`; }
const progs = {
  named: `(function(){ const m = (f) => f; const ${consts}; return ${named}; })`,
  shared: `(function(){ const m = (f) => f; const ${consts}, $K = [${Array.from({ length: n }, (_, i) => `$k${i}`)}]; return ${shared}; })`,
};
for (const [k, js] of Object.entries(progs)) {
  const rt = QJS.newRuntime(); rt.setMaxStackSize(0); rt.setMemoryLimit(1 << 30);
  const ctx = rt.newContext();
  const t = performance.now();
  const res = ctx.evalCode(js, "x.js", { compileOnly: true });
  console.log(k, (performance.now() - t).toFixed(0), "ms", res.error ? ctx.dump(res.error) : "ok", ctx.dump(rt.computeMemoryUsage()).memory_used_size);
}
