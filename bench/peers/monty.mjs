// @pydantic/monty (native Rust addon): parse + run in a new interpreter for every sample, tools
// as synchronous external functions (Monty's fastest path; it calls them with kwargs last).
import { FLOW_SCRIPT, TOOL_TEXT, WARM_SCRIPT } from "../workloads.mjs";
import { largeOutputScript } from "../large-output.mjs";
import { timeMs } from "../lib/time.mjs";
import { check, checkJson, inProcessRunner } from "./in-process.mjs";

const TOOLS = Object.fromEntries(Object.entries(TOOL_TEXT).map(([name, text]) => [name, () => ({ text })]));

export async function createMonty() {
  const { Monty } = await import("@pydantic/monty");
  const run = (code, functions) => new Monty(code).run(functions ? { externalFunctions: functions } : undefined);
  check(run(WARM_SCRIPT), "2");
  const flowResult = run(FLOW_SCRIPT, TOOLS);
  if (!(flowResult instanceof Map) || flowResult.get("count") !== 30) throw new Error("seed-like flow gave a wrong result");
  return {
    ...inProcessRunner({ name: "monty", run, tools: TOOLS, noop: () => 1 }),
    // The tools parse the JSON text as an API client would; monty converts the value on return.
    large: async (data, sizes, expected) => {
      const tools = { records: ({ mb }) => JSON.parse(data.records[mb]), logs: ({ mb }) => ({ text: data.logs[mb] }) };
      let value;
      const ms = await timeMs(() => {
        value = run(largeOutputScript(sizes), tools);
      });
      checkJson(value, expected);
      return ms;
    },
  };
}
