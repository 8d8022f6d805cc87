// The measurements shared by the peers that run Python in this process through one synchronous
// `run(code, functions)` (monty, pyodide): only their setup and batch sizes differ.
import { BACK_TO_BACK_RUNS, batchMs, timeMs } from "../lib/time.mjs";
import { CALL_COUNT, CALLS_SCRIPT, COMPUTE, FLOW_SCRIPT, WARM_SCRIPT } from "../workloads.mjs";

export function check(value, expected) {
  if (expected !== undefined && String(value) !== expected) throw new Error(`wrong result ${String(value)}, expected ${expected}`);
}

/** A value from a peer (Maps for dicts) as JSON text, checked against `expected` JSON text. */
export function checkJson(value, expected) {
  const plain = (v) => (v instanceof Map ? Object.fromEntries([...v].map(([k, x]) => [k, plain(x)])) : Array.isArray(v) ? v.map(plain) : v);
  const text = JSON.stringify(plain(value));
  if (expected !== undefined && text !== expected) throw new Error(`wrong result ${text.slice(0, 200)}, expected ${expected.slice(0, 200)}`);
}

/**
 * A runner over `run`; `tools` answer the seed-like flow, `noop` the host-call loop. Warm and flow
 * are sampled as one run (after the bench's idle gap) and as a mean of runs in a row.
 */
export function inProcessRunner({ name, run, tools, noop }) {
  const timedRun = async (code, functions, expected) => {
    let value;
    const ms = await timeMs(() => {
      value = run(code, functions);
    });
    check(value, expected);
    return ms;
  };
  return {
    name,
    warm: () => timedRun(WARM_SCRIPT, undefined, "2"),
    warmBackToBack: () => batchMs(BACK_TO_BACK_RUNS, () => run(WARM_SCRIPT)),
    flow: () => timedRun(FLOW_SCRIPT, tools),
    flowBackToBack: () => batchMs(BACK_TO_BACK_RUNS, () => run(FLOW_SCRIPT, tools)),
    calls: async () => (await timedRun(CALLS_SCRIPT, { noop }, String(CALL_COUNT))) / CALL_COUNT,
    compute: (kernel) => timedRun(COMPUTE[kernel][0], undefined, COMPUTE[kernel][1]),
    close: async () => undefined,
  };
}
