// The 10,000-call flow on this thread, for profiling the host-call path:
// `node --cpu-prof --cpu-prof-dir=/tmp/tf-prof bench/experiments/host-calls.mjs [thread|worker] [FLOWS]`, then
// `node bench/experiments/profile-top.mjs /tmp/tf-prof/*.cpuprofile`.
import { createRegistry, createRunFlow, defaultFlowEngine, runFlow, runSandbox } from "../../dist/index.js";
import { CALL_COUNT, CALLS_SCRIPT } from "../workloads.mjs";

const run = process.argv[2] === "worker" ? runFlow : createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox });
const registry = createRegistry([{ name: "noop", category: "custom", flowEligible: true, output: "json", handler: async () => 1 }]);
// More flows than the default 3 make start-up (module loading, the first transpile) a small share.
const flows = Number(process.argv[3] ?? 3);
for (let i = 0; i < flows; i++) {
  const start = performance.now();
  const outcome = await run({ name: "exp", tools: ["noop"], code: CALLS_SCRIPT }, { registry, limits: { maxCalls: CALL_COUNT + 1 } });
  if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
  console.log(`${(((performance.now() - start) / CALL_COUNT) * 1000).toFixed(1)} us per call`);
}
process.exit(0);
