// Where an in-thread call's CPU goes, layer by layer, in one process, rounds alternating:
//   full    the 10,000-call flow through runFlow (every host step per call);
//   sandbox the same flow with runFlow's per-call host replaced by a stub that answers at once
//           with the answer runFlow would give (runFlow's once-per-flow steps kept; the sandbox's
//           pump, delivery and FFI kept);
// full - sandbox is runFlow's per-call work (records, checks, tracing, encoding, the handler).
// `node bench/experiments/call-layers.mjs [ROUNDS] [thread|worker]` (process CPU per call, medians per
// layer); `worker` runs both layers in the worker engine (the stub answers on the host's thread, so
// the sandbox layer keeps the channel's round trip per call).
import { createRegistry, createRunFlow, defaultFlowEngine, runSandbox } from "../../dist/index.js";
import { median } from "../lib/stats.mjs";
import { CALL_COUNT, CALLS_SCRIPT } from "../workloads.mjs";

const rounds = Number(process.argv[2] ?? 7);
const worker = process.argv[3] === "worker";
const ANSWER = '{"numbers":"by-value","ok":1}';
const stub = (request) => ({ ...request, host: { callTool: () => Promise.resolve(ANSWER), print: request.host.print } });
const inWorker = defaultFlowEngine.sandbox;
const layers = worker
  ? {
      full: createRunFlow(defaultFlowEngine),
      sandbox: createRunFlow({ ...defaultFlowEngine, sandbox: Object.assign((request) => inWorker(stub(request)), { fromScript: (request) => inWorker.fromScript(stub(request)) }) }),
    }
  : {
      full: createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox }),
      sandbox: createRunFlow({ ...defaultFlowEngine, sandbox: (request) => runSandbox(stub(request)) }),
    };
const registry = createRegistry([{ name: "noop", category: "custom", flowEligible: true, output: "json", handler: async () => 1 }]);
const times = Object.fromEntries(Object.keys(layers).map((name) => [name, []]));
for (let round = 0; round < rounds + 1; round++) {
  const order = round % 2 ? Object.keys(layers).reverse() : Object.keys(layers);
  for (const name of order) {
    const cpu = process.cpuUsage();
    const outcome = await layers[name]({ name: "layers", tools: ["noop"], code: CALLS_SCRIPT }, { registry, limits: { maxCalls: CALL_COUNT + 1 } });
    const used = process.cpuUsage(cpu);
    if (outcome.full.status !== "ok") throw new Error(JSON.stringify(outcome.full.error));
    // Round 0 warms up (module loading, the first transpile, tier-up).
    if (round > 0) times[name].push(((used.user + used.system) / CALL_COUNT));
  }
}
for (const [name, list] of Object.entries(times)) console.log(`${name.padEnd(8)} ${median(list).toFixed(2)} us CPU a call  (${list.map((t) => t.toFixed(1)).join(" ")})`);
console.log(`full - sandbox: ${(median(times.full) - median(times.sandbox)).toFixed(2)} us`);
process.exit(0);
