// Bench 2a/3a's own conditions, two builds in one run: each round samples, one flow each after a
// 150 ms idle gap as bench/sections/in-process.mjs does, this build's worker engine, another
// build's worker engine, this build in-thread, monty, pyodide and cpython (so the flows run between
// the other runners' samples, caches and cores as the bench leaves them); the two worker builds'
// order alternates by round. Per round: this build's wall over the other's, medians.
// `node bench/experiments/worker-bench-ab.mjs OTHER_DIST [warm|flow] [ROUNDS]`
import { loadavg } from "node:os";
import { createCpython } from "../peers/cpython.mjs";
import { createMonty } from "../peers/monty.mjs";
import { createPyodide } from "../peers/pyodide.mjs";
import { createToolflow } from "../peers/toolflow.mjs";
import { median } from "../lib/stats.mjs";
import { sleep, timeMs } from "../lib/time.mjs";
import { FLOW_SCRIPT, TOOL_TEXT, WARM_SCRIPT } from "../workloads.mjs";

const [otherDist, which = "warm", roundsArg = "15"] = process.argv.slice(2);
if (!otherDist) throw new Error("usage: worker-bench-ab.mjs OTHER_DIST [warm|flow] [ROUNDS]");
const other = await import(new URL(`file://${otherDist.replace(/\/$/, "")}/index.js`).href);
const registry = other.createRegistry(Object.keys(TOOL_TEXT).map((name) => ({ name, category: "custom", flowEligible: true, output: "text", handler: async () => TOOL_TEXT[name] })));
const [code, tools] = which === "warm" ? [WARM_SCRIPT, []] : [FLOW_SCRIPT, Object.keys(TOOL_TEXT)];
const otherFlow = async () => {
  const outcome = await other.runFlow({ name: "bench", tools, code }, { registry });
  if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
};
await otherFlow();
const optional = async (create) => {
  try {
    return await create();
  } catch (error) {
    console.log(`(left out: ${error.message})`);
    return undefined;
  }
};
const peers = [await createToolflow("worker"), await createToolflow("thread"), await optional(createMonty), await optional(createPyodide), await optional(createCpython)].filter(Boolean);
const runners = [
  { name: "worker, this build", sample: peers[0][which] },
  { name: "worker, other build", sample: () => timeMs(otherFlow) },
  ...peers.slice(1).map((r) => ({ name: r.name, sample: r[which] })),
];
const samples = new Map(runners.map((r) => [r.name, []]));
const load = loadavg()[0].toFixed(1);
for (let round = 0; round < Number(roundsArg); round++) {
  const order = round % 2 ? [runners[1], runners[0], ...runners.slice(2)] : runners;
  for (const runner of order) {
    await sleep(150);
    samples.get(runner.name).push(await runner.sample());
  }
}
console.log(`${which}, ${roundsArg} rounds, load ${load} -> ${loadavg()[0].toFixed(1)}; ms after 150 ms idle, median (p25/p75)`);
const q = (xs, f) => [...xs].sort((a, b) => a - b)[Math.floor(f * (xs.length - 1))];
for (const [name, xs] of samples) console.log(`${name.padEnd(24)} ${median(xs).toFixed(3)} (${q(xs, 0.25).toFixed(2)}/${q(xs, 0.75).toFixed(2)})`);
const a = samples.get("worker, this build");
const b = samples.get("worker, other build");
const ratios = a.map((x, i) => x / b[i]);
console.log(`this/other per round: ${ratios.map((r) => r.toFixed(2)).join(" ")} (median ${median(ratios).toFixed(3)})`);
for (const peer of peers) await peer.close();
process.exit(0);
