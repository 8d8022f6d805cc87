// What one print() costs inside the guest, piece by piece (print-s17.md): hand-written JS loops run
// as programs in sandboxes restored from the guest snapshot (no host print work: the binding's
// print does nothing), N iterations each, us per iteration. OTHER=DIST adds another build's guest,
// rounds alternating, with per-round ratios this/other.
//   node --import tsx bench/experiments/print-costs.mjs [ROUNDS] [N]
import { callWithStrings, fulfilledString, runPendingJobs } from "../../wasm/quickjs-internals.ts";
import { restoredSandboxes } from "../lib/restored-sandbox.mjs";
import { pathToFileURL } from "node:url";
import { loadavg } from "node:os";
import { median } from "../lib/stats.mjs";

const ROUNDS = Number(process.argv[2] ?? 5);
const N = Number(process.argv[3] ?? 100000);
const MEMORY = 256 * 2 ** 20;
const OPTIONS = JSON.stringify({ startTime: Date.now(), seed: 1, tools: {} });

const loop = (setup, body) =>
  `(async function $f0($rt) { const $callPy = $rt.callPy, $lenInt = $rt.lenInt, print = $rt.initial("print"), len = $rt.initial("len"), max = $rt.initial("max"); ${setup}; for (let i = 0; i < ${N}; i++) { ${body}; } return null; })`;
const VARIANTS = {
  "empty loop": loop("", ""),
  "$lenInt('x')": loop("", `$lenInt("x")`),
  "len('x') (binder)": loop("", `len("x")`),
  "print('x')": loop("", `print("x")`),
  "print(i)": loop("", `print(i)`),
  "print('x', end='') via callPy": loop("", `$callPy(print, ["x"], {__proto__: null, "end": ""})`),
  "max(1, 2)": loop("", `max(1, 2)`),
  "max(1, 2, key=None) via callPy": loop("", `$callPy(max, [1, 2], {__proto__: null, "key": null})`),
  "PrintBuffer.print('x\\n')": loop("const b = __toolflow.prints", `b.print("x\\n")`),
  "Date.now()": loop("", `Date.now()`),
  "surrogate RegExp test": loop("", `/[\\ud800-\\udfff]/.test("x\\n")`),
  "isWellFormed()": loop("", `"x\\n".isWellFormed()`),
  // VARIANTS='{"name": ["setup", "body"]}': more loops.
  ...Object.fromEntries(Object.entries(JSON.parse(process.env.VARIANTS ?? "{}")).map(([name, [setup, body]]) => [name, loop(setup, body)])),
};

const builds = [["this", undefined]];
if (process.env.OTHER) builds.push(["other", (await import(pathToFileURL(`${process.env.OTHER}/guest-source.js`).href)).default]);
const restorers = {};
for (const [build, source] of builds) restorers[build] = (await restoredSandboxes(MEMORY, source)).restored;

async function time(build, text) {
  const guest = await restorers[build]();
  const exports = guest.ctx.getProp(guest.ctx.global, "__toolflow");
  const run = guest.ctx.getProp(exports, "run");
  const t0 = performance.now();
  const called = callWithStrings(guest.ctx, run, exports, [text, OPTIONS]);
  if (called.error) throw new Error(JSON.stringify(guest.ctx.dump(called.error)));
  runPendingJobs(guest.runtime, guest.ctx);
  const outcome = fulfilledString(guest.ctx, called.value);
  const us = ((performance.now() - t0) * 1000) / N;
  if (!outcome?.includes('"ok"')) throw new Error(`${text}: ${outcome}`);
  return us;
}

const samples = {};
const ratios = {};
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, text] of Object.entries(VARIANTS)) {
    const got = {};
    for (const [build] of round % 2 ? builds.slice().reverse() : builds) {
      got[build] = await time(build, text);
      (samples[`${build}: ${name}`] ??= []).push(got[build]);
    }
    if (got.other) (ratios[name] ??= []).push(got.this / got.other);
  }
}
console.log(`N=${N}, ${ROUNDS} rounds, load ${loadavg().map((x) => x.toFixed(1)).join(" ")}; us per iteration, median (all)`);
for (const [name, xs] of Object.entries(samples)) console.log(`${name.padEnd(50)} ${median(xs).toFixed(2)}  (${xs.map((x) => x.toFixed(2)).join(" ")})`);
for (const [name, xs] of Object.entries(ratios)) console.log(`${name.padEnd(50)} this/other ${xs.map((x) => x.toFixed(2)).join(" ")} (median ${median(xs).toFixed(2)})`);
