// The worker engine's 10,000-call flow with a stub host that answers each call after a busy spin
// of D us on the host's thread (what a tool's host-side work takes), D = 0, 5, 10, 20, 40: CPU (all
// threads) per call minus D, rounds alternating. If the worker thread were costed only by its own
// work, the figure would not depend on D; it rises when the answer finds the worker asleep.
// `node bench/experiments/worker-answer-delay.mjs [ROUNDS]`
import { createRegistry, createRunFlow, defaultFlowEngine } from "../../dist/index.js";
import { median } from "../lib/stats.mjs";
import { CALL_COUNT, CALLS_SCRIPT } from "../workloads.mjs";

const rounds = Number(process.argv[2] ?? 5);
const ANSWER = '{"numbers":"by-value","ok":1}';
const inWorker = defaultFlowEngine.sandbox;
const delays = [0, 5, 10, 20, 40];
const runners = Object.fromEntries(
  delays.map((delayUs) => {
    const callTool = () => {
      const until = performance.now() + delayUs / 1000;
      while (performance.now() < until);
      return Promise.resolve(ANSWER);
    };
    const stub = (request) => ({ ...request, host: { callTool, print: request.host.print } });
    return [delayUs, createRunFlow({ ...defaultFlowEngine, sandbox: Object.assign((request) => inWorker(stub(request)), { fromScript: (request) => inWorker.fromScript(stub(request)) }) })];
  }),
);
const registry = createRegistry([{ name: "noop", category: "custom", flowEligible: true, output: "json", handler: async () => 1 }]);
const cpu = Object.fromEntries(delays.map((d) => [d, []]));
const wall = Object.fromEntries(delays.map((d) => [d, []]));
for (let round = 0; round <= rounds; round++) {
  for (const delayUs of round % 2 ? [...delays].reverse() : delays) {
    const start = process.cpuUsage();
    const at = performance.now();
    const outcome = await runners[delayUs]({ name: "delay", tools: ["noop"], code: CALLS_SCRIPT }, { registry, limits: { maxCalls: CALL_COUNT + 1 } });
    const used = process.cpuUsage(start);
    if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
    if (round === 0) continue;
    cpu[delayUs].push((used.user + used.system) / CALL_COUNT - delayUs);
    wall[delayUs].push(((performance.now() - at) * 1000) / CALL_COUNT - delayUs);
  }
}
for (const d of delays) console.log(`D ${String(d).padStart(2)} us: CPU - D ${median(cpu[d]).toFixed(1)} us a call (${cpu[d].map((t) => t.toFixed(0)).join(" ")}), wall - D ${median(wall[d]).toFixed(1)}`);
process.exit(0);
