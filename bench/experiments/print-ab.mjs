// print() end to end in runFlow (in-thread engine), this tree's dist/ against another build's
// (OTHER=DIST), rounds alternating: each Python line `BODY` run N times in a `for` loop, process
// CPU us per iteration, and per-round ratios this/other (print-s17.md).
//   OTHER=/tmp/old/dist N=100000 node bench/experiments/print-ab.mjs '["print(i)", "print(i, end=\"\")"]' [ROUNDS]
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { cpuUsage } from "node:process";
import { loadavg } from "node:os";
import { median } from "../lib/stats.mjs";

const N = Number(process.env.N ?? 100000);
const bodies = JSON.parse(process.argv[2]);
const ROUNDS = Number(process.argv[3] ?? 5);
const dists = { this: resolve(import.meta.dirname, "../../dist"), ...(process.env.OTHER ? { other: resolve(process.env.OTHER) } : {}) };
const runs = {};
for (const [build, dist] of Object.entries(dists)) {
  const { createRegistry, createRunFlow, defaultFlowEngine, runSandbox } = await import(pathToFileURL(`${dist}/index.js`).href);
  const registry = createRegistry([]);
  const run = createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox });
  runs[build] = (code) => run({ name: "p", tools: [], code, timeout_seconds: 600 }, { registry });
  await runs[build]("1");
}
const samples = {};
const ratios = {};
for (let round = 0; round < ROUNDS; round++) {
  for (const body of bodies) {
    const code = `for i in range(${N}):\n    ${body}\n'done'\n`;
    const got = {};
    const order = Object.keys(runs);
    for (const build of round % 2 ? order.reverse() : order) {
      const c0 = cpuUsage();
      const outcome = await runs[build](code);
      const c = cpuUsage(c0);
      if (outcome.full.status !== "ok") throw new Error(`${build} ${body}: ${JSON.stringify(outcome.full).slice(0, 300)}`);
      got[build] = (c.user + c.system) / N;
      (samples[`${build}: ${body}`] ??= []).push(got[build]);
    }
    if (got.other) (ratios[body] ??= []).push(got.this / got.other);
  }
}
console.log(`N=${N}, ${ROUNDS} rounds, load ${loadavg().map((x) => x.toFixed(1)).join(" ")}; CPU us per iteration, median (all)`);
for (const [name, xs] of Object.entries(samples)) console.log(`${name.padEnd(40)} ${median(xs).toFixed(2)}  (${xs.map((x) => x.toFixed(2)).join(" ")})`);
for (const [name, xs] of Object.entries(ratios)) console.log(`${name.padEnd(40)} this/other ${xs.map((x) => x.toFixed(2)).join(" ")} (median ${median(xs).toFixed(2)})`);
