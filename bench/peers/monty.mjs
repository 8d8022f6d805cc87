// @pydantic/monty (native Rust addon): parse + run in a new interpreter for every sample, tools
// as synchronous external functions (Monty's fastest path; it calls them with kwargs last).
import { batchMs, timeMs } from "../lib/time.mjs";
import { CALL_COUNT, CALLS_SCRIPT, COMPUTE, FLOW_SCRIPT, TOOL_TEXT, WARM_SCRIPT } from "../workloads.mjs";

const TOOLS = Object.fromEntries(Object.entries(TOOL_TEXT).map(([name, text]) => [name, () => ({ text })]));

function check(value, expected) {
  if (expected !== undefined && String(value) !== expected) throw new Error(`wrong result ${String(value)}, expected ${expected}`);
}

export async function createMonty() {
  const { Monty } = await import("@pydantic/monty");
  const run = (code, options) => new Monty(code).run(options);
  check(run(WARM_SCRIPT), "2");
  const flowResult = run(FLOW_SCRIPT, { externalFunctions: TOOLS });
  if (!(flowResult instanceof Map) || flowResult.get("count") !== 30) throw new Error("seed-like flow gave a wrong result");
  return {
    name: "monty",
    warm: () => batchMs(500, () => run(WARM_SCRIPT)),
    flow: () => batchMs(200, () => run(FLOW_SCRIPT, { externalFunctions: TOOLS })),
    calls: async () => {
      let value;
      const ms = await timeMs(() => {
        value = run(CALLS_SCRIPT, { externalFunctions: { noop: () => 1 } });
      });
      check(value, String(CALL_COUNT));
      return ms / CALL_COUNT;
    },
    compute: async (name) => {
      let value;
      const ms = await timeMs(() => {
        value = run(COMPUTE[name][0]);
      });
      check(value, COMPUTE[name][1]);
      return ms;
    },
    close: async () => undefined,
  };
}
