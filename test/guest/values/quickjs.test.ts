// The value layer must run inside QuickJS (the sandbox engine), not only in Node: bundle it
// and evaluate representative operations there, comparing with the Node results.
import { describe, expect, it } from "vitest";
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { getQuickJS } from "quickjs-emscripten";

const ENTRY = fileURLToPath(new URL("../../../guest/values/index.ts", import.meta.url));

// Each probe is a JS expression over `V` (the values API) that returns a string.
const PROBES = [
  `V.repr(V.binaryOp("Pow", 3, 200))`,
  `V.repr(V.binaryOp("Div", V.binaryOp("Pow", 10, 30), 7))`,
  `V.repr(V.binaryOp("Pow", new V.PyFloat(1.1), 10))`,
  `V.repr(new V.PyList(["it's", "\\u0378\\u200b\\x85é😀", "\\ud800", new V.PyFloat(1e16), new V.PyFloat(-0)]))`,
  `V.repr(V.callPy(V.T.set, [new V.PyList([20, 3, 100, -1, 2 ** 40, "a"])]).size)`,
  `V.repr(V.callPy(V.T.set, [new V.PyList([20, 3, 100, -1, 2 ** 40])]))`,
  `V.repr(V.callPy(V.T.int, ["  ٣_4 "]))`,
  `V.repr(V.callPy(V.T.float, ["-InFinity"]))`,
  `V.repr(V.getItem("héllo😀x", new V.PySlice(null, null, -2)))`,
  `V.repr(V.pyHash(new V.PyTuple([1, new V.PyFloat(2.5), V.binaryOp("Pow", 2, 70)])))`,
  `V.repr(V.richCompare("\\uffff", "\\u{1F600}", "Lt"))`,
  `V.repr(V.utf8Decode(V.utf8Encode("zé😀")))`,
  `(() => { try { V.binaryOp("Add", "a", 1) } catch (e) { return V.repr(e) + " " + (e instanceof Error) } })()`,
  `(() => { try { V.utf8Decode(new Uint8Array([0x61, 0xff])) } catch (e) { return V.str(e) } })()`,
  `V.repr(V.toArray(V.makeIterator([1, 2], "map")))`,
  `V.repr(V.callPy(V.T.dict, [new V.PyList([new V.PyTuple([1, 2])])], { a: 3 }))`,
  // floatRepr relies on the engine's shortest round-trip Number#toExponential().
  // (The doubles are written as literals: Math functions differ between engines.)
  `[${[5e-324, 1.7976931348623157e308, 0.1 + 0.2, 1e16, 123456789012345680, 2.5e-7, 1 / 3, 1e22, 4.35, 2 ** -1074 * 3]
    .concat(Array.from({ length: 300 }, (_, i) => Math.sin(i + 1) * 10 ** ((i % 40) - 20)))
    .map(String)
    .join(", ")}].map(V.floatRepr).join(" ")`,
];

describe("guest/values inside QuickJS", () => {
  it("gives the same results as in Node", async () => {
    const bundle = await build({ entryPoints: [ENTRY], bundle: true, format: "iife", globalName: "V", write: false, target: "es2020" });
    const code = bundle.outputFiles[0].text;
    const V = await import("../../../guest/values/index.js");
    const expected = PROBES.map((p) => String(new Function("V", `return ${p}`)(V)));
    const qjs = await getQuickJS();
    const vm = qjs.newContext();
    try {
      const loaded = vm.evalCode(code);
      vm.unwrapResult(loaded).dispose();
      const got = PROBES.map((p) => {
        const h = vm.unwrapResult(vm.evalCode(`String(${p})`));
        const s = vm.getString(h);
        h.dispose();
        return s;
      });
      expect(got).toEqual(expected);
    } finally {
      vm.dispose();
    }
  });
});
