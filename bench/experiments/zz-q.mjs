import { getQuickJS } from "quickjs-emscripten";
const QuickJS = await getQuickJS();
const pre = `var m = new Map(); for (let j = 0; j < 1000; j++) m.set("k"+j, j);`;
const cases = {
  keysGet: `(() => { let c = 0, v; for (let r = 0; r < 300; r++) for (const k of m.keys()) { v = m.get(k); c++; } return c; })()`,
  entries: `(() => { let c = 0, v, k; for (let r = 0; r < 300; r++) for (const e of m.entries()) { k = e[0]; v = e[1]; c++; } return c; })()`,
  entriesDestr: `(() => { let c = 0; for (let r = 0; r < 300; r++) for (const [k, v] of m) { c++; } return c; })()`,
  keys: `(() => { let c = 0; for (let r = 0; r < 300; r++) for (const k of m.keys()) { c++; } return c; })()`,
};
const rt = QuickJS.newRuntime(); const ctx = rt.newContext();
ctx.unwrapResult(ctx.evalCode(pre)).dispose();
for (let r = 0; r < 3; r++) for (const [name, code] of Object.entries(cases)) {
  const t = performance.now(); ctx.unwrapResult(ctx.evalCode(code)).dispose(); if (r == 2) console.log(name.padEnd(12), ((performance.now() - t) * 1e6 / 300000).toFixed(0), "ns/step");
}
