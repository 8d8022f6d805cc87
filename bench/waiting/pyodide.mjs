// pyodide waiting flows: `node --expose-gc waiting/pyodide.mjs COUNT`; all in one instance (a new
// instance per flow costs seconds and tens of MB), each with its own globals.
import { loadPyodide } from "pyodide";
import { measureWaiting } from "./harness.mjs";

const [count] = process.argv.slice(2);
const py = await loadPyodide();
const newDict = py.globals.get("dict");

async function flow(tool) {
  const globals = newDict();
  globals.set("wait", () => tool());
  try {
    return await py.runPythonAsync("await wait(i=1)", { globals });
  } finally {
    globals.destroy();
  }
}

await measureWaiting(Number(count), { startFlow: flow });
