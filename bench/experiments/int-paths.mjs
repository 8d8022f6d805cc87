// Where the exact-int loop's time goes: the same loop while the sum stays a safe JS number
// (inline fast path) and once it passes 2**53 (bigint, through the guest's inplaceOp).
// `node bench/experiments/int-paths.mjs`; runs flows on this thread.
import { createRegistry, createRunFlow, defaultFlowEngine, runSandbox } from "../../dist/index.js";

const run = createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox });
const registry = createRegistry([]);
const cases = {
  "300k iterations, sum < 2**53 (number path)": "s = 0\nfor i in range(300000):\n    s += i * i\ns",
  "300k iterations, sum > 2**53 (bigint path)": "s = 2**60\nfor i in range(300000):\n    s += i * i\ns",
  "300k iterations, empty body": "s = 0\nfor i in range(300000):\n    pass\ns",
};
for (const [label, code] of Object.entries(cases)) {
  const samples = [];
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const start = performance.now();
    const outcome = await run({ name: "exp", tools: [], code }, { registry });
    samples.push(performance.now() - start);
    if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
  }
  samples.sort((a, b) => a - b);
  console.log(`${label}: median ${samples[1].toFixed(1)} ms (${samples.map((s) => s.toFixed(0)).join(", ")})`);
}
