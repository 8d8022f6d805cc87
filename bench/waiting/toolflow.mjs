// toolflow waiting flows: `node --expose-gc waiting/toolflow.mjs COUNT [worker|thread] [WARM_UP_FLOWS]`.
// WARM_UP_FLOWS (default 1) flows wait at once before the baseline: with the pool's size (2 here)
// every thread the pool keeps is in the baseline, and the delta is what the waiting flows add to
// those threads (bench/experiments/waiting-memory-s13.md; the bench keeps 1: see bench/README.md).
import { createRegistry, createRunFlow, defaultFlowEngine, runFlow, runSandbox } from "../../dist/index.js";
import { measureWaiting } from "./harness.mjs";

const [count, engine = "worker", warmUpFlows = 1] = process.argv.slice(2);
const run = engine === "worker" ? runFlow : createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox });
// The registry is made once; its handler forwards to the harness's current tool.
let tool = async () => 1;
const registry = createRegistry([
  { name: "wait", category: "custom", flowEligible: true, output: "json", handler: () => tool() },
]);

async function flow(code) {
  const outcome = await run({ name: "waiting", tools: ["wait"], code }, { registry });
  if (outcome.rejected) throw new Error(JSON.stringify(outcome.problems));
  if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
  return outcome.full.result;
}

await measureWaiting(Number(count), {
  warmUpFlows: Number(warmUpFlows),
  startFlow: (waitTool) => {
    tool = waitTool;
    return flow("wait(i=1)");
  },
});
