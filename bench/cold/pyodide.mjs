// Cold start of pyodide: a fresh node process loads the WebAssembly CPython and prints `1 + 1`.
import { loadPyodide } from "pyodide";

const py = await loadPyodide();
console.log(py.runPython("1 + 1"));
