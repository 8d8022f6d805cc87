// pyodide (CPython compiled to WebAssembly): one instance loaded once; each sample runs in a fresh
// globals dict of that instance (not isolated: a new instance costs seconds, see the cold row).
import { FLOW_SCRIPT, TOOL_TEXT, WARM_SCRIPT } from "../workloads.mjs";
import { check, inProcessRunner } from "./in-process.mjs";


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
  return inProcessRunner({ name: "pyodide", run, tools, noop: () => 1 });
}
