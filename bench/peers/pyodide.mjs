// pyodide (CPython compiled to WebAssembly): one instance loaded once; each sample runs in a fresh
// globals dict of that instance (not isolated: a new instance costs seconds, see the cold row).
import { batchMs, timeMs } from "../lib/time.mjs";
import { CALL_COUNT, CALLS_SCRIPT, COMPUTE, FLOW_SCRIPT, TOOL_TEXT, WARM_SCRIPT } from "../workloads.mjs";

function check(value, expected) {
  if (expected !== undefined && String(value) !== expected) throw new Error(`wrong result ${String(value)}, expected ${expected}`);
}

export async function createPyodide() {
  const { loadPyodide } = await import("pyodide");
  const py = await loadPyodide();
  const newDict = py.globals.get("dict");
  // Tools are JS functions; Python's keyword arguments arrive as a last object argument.
  const tools = Object.fromEntries(Object.keys(TOOL_TEXT).map((name) => [name, () => py.toPy({ text: TOOL_TEXT[name] })]));

  /** Runs code in fresh globals with these JS functions; returns the result as a JS value. */
  function run(code, functions = {}) {
    const globals = newDict();
    try {
      for (const [name, fn] of Object.entries(functions)) globals.set(name, fn);
      const value = py.runPython(code, { globals });
      if (value && typeof value.toJs === "function") {
        const converted = value.toJs({ dict_converter: Object.fromEntries });
        value.destroy();
        return converted;
      }
      return value;
    } finally {
      globals.destroy();
    }
  }
  check(run(WARM_SCRIPT), "2");
  if (run(FLOW_SCRIPT, tools).count !== 30) throw new Error("seed-like flow gave a wrong result");
  return {
    name: "pyodide",
    warm: () => batchMs(200, () => run(WARM_SCRIPT)),
    flow: () => batchMs(50, () => run(FLOW_SCRIPT, tools)),
    calls: async () => {
      let value;
      const ms = await timeMs(() => {
        value = run(CALLS_SCRIPT, { noop: () => 1 });
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
