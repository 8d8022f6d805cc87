// toolflow waiting flows: `node --expose-gc waiting/toolflow.mjs COUNT [worker|thread]`.
import { createRegistry, createRunFlow, defaultFlowEngine, runFlow, runSandbox } from "../../dist/index.js";
import { measureWaiting } from "./harness.mjs";

const [count, engine = "worker"] = process.argv.slice(2);
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
  warmUp: () => flow("wait(i=0)"),
  startFlow: (waitTool) => {
    tool = waitTool;
    return flow("wait(i=1)");
  },
});
