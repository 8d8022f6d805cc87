// Times JS expressions inside a restored guest sandbox (QuickJS work only), each over a 1 MB
// str `s` (ASCII) and `w` (wide): how much a native scan or encoding of a large argument costs.
// node --import tsx bench/experiments/large-args-probe.mjs 'JSON.stringify(s)' 's.isWellFormed()' ...
import { restoredSandboxes } from "../lib/restored-sandbox.mjs";

const { restored } = await restoredSandboxes(512 * 1024 * 1024);
const { ctx } = await restored();
const run = (code) => {
  const r = ctx.evalCode(code);
  if (r.error) {
    const e = ctx.dump(r.error);
    r.error.dispose();
    throw new Error(JSON.stringify(e));
  }
  r.value.dispose();
};
run(`globalThis.k = 0; globalThis.s = "x".repeat(1000000); globalThis.w = "\u0101".repeat(1000000); 0`);
const N = 10;
for (const code of process.argv.slice(2)) {
  const t0 = performance.now();
  run(`for (let i = 0; i < ${N}; i++) ${code}; 0`);
  console.log(((performance.now() - t0) / N).toFixed(2), "ms", code);
}
