// The compute kernels in-thread (no worker), each next to a trivial flow, so the per-kernel cost
// is visible without the other runners: `node bench/experiments/compute-kernels.mjs [name...]`.
import { createRegistry, createRunFlow, defaultFlowEngine, runSandbox } from "../../dist/index.js";
import { COMPUTE } from "../workloads.mjs";

const run = createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox });
const registry = createRegistry([]);
const names = process.argv.slice(2);
const cases = { trivial: ["1 + 1", "2"], ...COMPUTE };
for (const [name, [code, expected]] of Object.entries(cases)) {
  if (names.length && name !== "trivial" && !names.includes(name)) continue;
  const samples = [];
  for (let i = 0; i < 5; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const start = performance.now();
    const outcome = await run({ name: "exp", tools: [], code }, { registry });
    samples.push(performance.now() - start);
    if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
    if (JSON.stringify(outcome.full.result) !== expected) throw new Error(`${name}: ${JSON.stringify(outcome.full.result)}`);
  }
  samples.sort((a, b) => a - b);
  console.log(`${name}: median ${samples[2].toFixed(1)} ms, min ${samples[0].toFixed(1)}`);
}
