// dir(): its table of CPython's names (guest/builtins/dir-names.ts) against the python3 the test
// runs with, and dir() of builtin values: never a name CPython does not list, every public name
// CPython lists, and every name it lists readable.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { PyType, callPy, findAttr } from "../../../guest/values/index.js";
import { builtins } from "../../../guest/builtins/index.js";
import { DIR_NAMES } from "../../../guest/builtins/dir-names.js";
import { python } from "./oracle.js";

/** Public names the runtime does not give: an exception's traceback is not kept. */
const LACKS = new Set(["with_traceback"]);

const pyList = (s: string): string[] => JSON.parse(s.slice(3).replaceAll("'", '"'));

describe("dir()", () => {
  it("its table is CPython's", () => {
    const rows = JSON.parse(execFileSync("python3", ["scripts/gen-dir-names.py", "--json"]).toString("utf8"));
    expect(DIR_NAMES).toEqual(rows);
  });

  it("lists of builtin values are CPython's, less the names the runtime does not give them", () => {
    const samples: [string, unknown][] = [
      ...["list", "str", "dict", "int", "float", "bool", "bytes", "bytearray", "tuple", "set", "frozenset", "object"].map(
        (t): [string, unknown] => [`${t}()`, callPy(builtins[t], [])],
      ),
      ["None", null], ["range(3)", callPy(builtins.range, [3])], ["slice(1)", callPy(builtins.slice, [1])], ["len", builtins.len],
      ["ValueError('x')", callPy(builtins.ValueError, ["x"])], ["StopIteration(1)", callPy(builtins.StopIteration, [1])],
      ["iter([])", callPy(builtins.iter, [callPy(builtins.list, [])])], ["int", builtins.int], ["KeyError", builtins.KeyError], ["type", builtins.type],
    ];
    const expected = python(samples.map(([py]) => `dir(${py})`)).map(pyList);
    samples.forEach(([py, value], i) => {
      const listed: string[] = (callPy(builtins.dir, [value]) as { items: string[] }).items;
      const cpython = new Set(expected[i]);
      expect(listed.filter((n) => !cpython.has(n)), py).toEqual([]);
      // A builtin type itself lacks its instances' data descriptors (`int.real`, `KeyError.args`).
      if (!(value instanceof PyType)) expect(listed.filter((n) => !n.startsWith("__")), py).toEqual(expected[i].filter((n) => !n.startsWith("__") && !LACKS.has(n)));
      expect(listed.filter((n) => findAttr(value, n) === undefined), py).toEqual([]);
    });
  });
});
