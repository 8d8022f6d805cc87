// Splits a warm in-thread runFlow into its engine phases (transpile, guest source, sandbox) and
// the rest (validation, session, envelope), by wrapping the engine with timers.
// `node bench/experiments/flow-phases.mjs ["python code"]`
import { createRegistry, createRunFlow, defaultFlowEngine, runSandbox } from "../../dist/index.js";
import { median } from "../lib/stats.mjs";

const code = process.argv[2] ?? "1 + 1";
const phases = { transpile: [], guestSource: [], sandbox: [], total: [] };
const timed = (name, fn) => async (...args) => {
  const start = performance.now();
  try {
    return await fn(...args);
  } finally {
    phases[name].push(performance.now() - start);
  }
};
const run = createRunFlow({
  transpile: timed("transpile", defaultFlowEngine.transpile),
  guestSource: timed("guestSource", defaultFlowEngine.guestSource),
  sandbox: timed("sandbox", runSandbox),
});
const registry = createRegistry([]);
for (let i = 0; i < 12; i++) {
  await new Promise((resolve) => setTimeout(resolve, 200));
  const start = performance.now();
  const outcome = await run({ name: "exp", tools: [], code }, { registry });
  phases.total.push(performance.now() - start);
  if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
}
for (const [name, samples] of Object.entries(phases)) {
  const warm = samples.slice(2); // the first flows load the transpiler and compile the module
  console.log(`${name.padEnd(12)} median ${median(warm).toFixed(3)} ms  min ${Math.min(...warm).toFixed(3)} ms`);
}
