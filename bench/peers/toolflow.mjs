// toolflow as a library user sees it: runFlow from dist/index.js, tools from a registry. The
// "worker" engine is the default (each flow in a worker thread); "thread" runs the sandbox on
// this thread, to separate the worker's cost from the sandbox's.
import { JsonText, createRegistry, createRunFlow, defaultFlowEngine, runFlow, runSandbox } from "../../dist/index.js";
import { largeOutputScript } from "../large-output.mjs";
import { CALL_COUNT, CALLS_SCRIPT, COMPUTE, FLOW_SCRIPT, TOOL_TEXT, WARM_SCRIPT } from "../workloads.mjs";
import { BACK_TO_BACK_RUNS, batchMs, flowsPerSecond, timeMs } from "../lib/time.mjs";

const registry = createRegistry([
  ...Object.keys(TOOL_TEXT).map((name) => ({
    name,
    category: "custom",
    flowEligible: true,
    output: "text",
    handler: async () => TOOL_TEXT[name],
  })),
  { name: "noop", category: "custom", flowEligible: true, output: "json", handler: async () => 1 },
  // The large-output tools answer as an API tool does: JSON text (kept as written), or text.
  { name: "records", category: "custom", flowEligible: true, output: "json", handler: async ({ mb }) => new JsonText(large.records[mb]) },
  { name: "logs", category: "custom", flowEligible: true, output: "text", handler: async ({ mb }) => large.logs[mb] },
]);

/** The large-output section's data (bench/large-output.mjs largeData), set before it runs. */
let large = { records: {}, logs: {} };
/** Room for tens of MiB of tool results as Python values (the default cap is 64 MiB). */
const LARGE_LIMITS = { memoryBytes: 2 ** 30 };

/** The default limits, except the call cap (200) that the 10,000-call loop would hit. */
const LIMITS = { maxCalls: CALL_COUNT + 10 };

export async function createToolflow(engine = "worker") {
  const run = engine === "worker" ? runFlow : createRunFlow({ ...defaultFlowEngine, sandbox: runSandbox });
  async function flow(code, tools, expected, limits = LIMITS) {
    const outcome = await run({ name: "bench", tools, code }, { registry, limits });
    if (outcome.rejected) throw new Error(`rejected: ${JSON.stringify(outcome.problems)}`);
    const { status, result, error } = outcome.full;
    if (status !== "ok") throw new Error(`${error.type}: ${error.message}`);
    if (expected !== undefined && JSON.stringify(result) !== expected) {
      throw new Error(`wrong result ${JSON.stringify(result)}, expected ${expected}`);
    }
    return result;
  }
  // The bench leaves an idle gap before each sample, in which toolflow prepares the next sandbox.
  const sampled = (code, tools, expected) => timeMs(() => flow(code, tools, expected));
  // The first flow starts the worker and compiles the WebAssembly: that is the cold path.
  await flow(WARM_SCRIPT, [], "2");
  return {
    name: engine === "worker" ? "toolflow" : "toolflow (in-thread)",
    warm: () => sampled(WARM_SCRIPT, [], "2"),
    /** Flows run one after another with no idle time: the prepared sandbox may not be ready. */
    warmBackToBack: () => batchMs(BACK_TO_BACK_RUNS, () => flow(WARM_SCRIPT, [], "2")),
    flow: () => sampled(FLOW_SCRIPT, Object.keys(TOOL_TEXT)),
    flowBackToBack: () => batchMs(BACK_TO_BACK_RUNS, () => flow(FLOW_SCRIPT, Object.keys(TOOL_TEXT))),
    calls: async () => (await sampled(CALLS_SCRIPT, ["noop"], String(CALL_COUNT))) / CALL_COUNT,
    compute: (name) => sampled(COMPUTE[name][0], [], COMPUTE[name][1]),
    /** Flows per second with `concurrency` seed-like flows in flight at all times. */
    throughput: (concurrency) => flowsPerSecond(concurrency, () => flow(FLOW_SCRIPT, Object.keys(TOOL_TEXT))),
    large: (data, sizes, expected) => {
      large = data;
      return timeMs(() => flow(largeOutputScript(sizes), ["records", "logs"], expected, LARGE_LIMITS));
    },
    close: async () => undefined,
  };
}
