// The builtins run inside QuickJS (the real sandbox engine), not only in Node: formatting and
// str-method cases are bundled, evaluated in a QuickJS context and compared with python3.
import { describe, expect, it } from "vitest";
import { build } from "esbuild";
import fc from "fast-check";
import { getQuickJS } from "quickjs-emscripten";
import { fileURLToPath } from "node:url";
import { python } from "./oracle.js";

type Encoded = ["i", string] | ["f", number | string] | ["s", string] | ["t", Encoded[]];

function pyLiteral(e: Encoded): string {
  switch (e[0]) {
    case "i":
      return e[1];
    case "f":
      return typeof e[1] === "number" ? `float(${JSON.stringify(String(e[1]))})` : `float('${e[1]}')`;
    case "s":
      return JSON.stringify(e[1]);
    case "t":
      return `(${e[1].map(pyLiteral).join(", ")}${e[1].length === 1 ? "," : ""})`;
  }
}

async function runInQuickJS(ops: unknown[]): Promise<string[]> {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL("./quickjs-entry.ts", import.meta.url))],
    bundle: true,
    format: "iife",
    write: false,
    target: "es2022",
  });
  const qjs = await getQuickJS();
  const vm = qjs.newContext();
  try {
    vm.unwrapResult(vm.evalCode(bundle.outputFiles[0].text)).dispose();
    const handle = vm.unwrapResult(vm.evalCode(`runCases(${JSON.stringify(JSON.stringify(ops))})`));
    const text = vm.getString(handle);
    handle.dispose();
    return JSON.parse(text);
  } finally {
    vm.dispose();
  }
}

describe("builtins inside QuickJS", () => {
  it("format, % and str methods give CPython's results", async () => {
    const num = fc.oneof(
      fc.integer({ min: -1e9, max: 1e9 }).map((n): Encoded => ["i", String(n)]),
      fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((n): Encoded => ["i", String(n)]),
      fc.double({ noNaN: true, noDefaultInfinity: true }).filter((v) => !Object.is(v, -0)).map((v): Encoded => ["f", v]),
      fc.integer({ min: -40000, max: 40000 }).map((n): Encoded => ["f", n / 16]),
    );
    const spec = fc.constantFrom("", ".2f", ",.3f", ">12.4e", "+.0f", "g", ".3g", "#x", "_b", "010,", "%", ".1%", "^15,", "=+10", "e", ".17g", "n", "c", ".0e");
    const fmts = fc.sample(fc.tuple(num, spec), { numRuns: 600, seed: 99 }).map(([v, s]) => ({ op: ["format", v, s], py: `format(${pyLiteral(v)}, ${JSON.stringify(s)})` }));
    const pcts = fc.sample(fc.tuple(fc.constantFrom("%s", "%r", "%d", "%5.2f", "%-8.3e|", "%+g", "%x", "%#o", "%05d", "%.10f"), num), { numRuns: 300, seed: 5 }).map(([f, v]) => ({
      op: ["percent", f, ["t", [v]]],
      py: `${JSON.stringify(f)} % (${pyLiteral(v)},)`,
    }));
    const strs = ["Hello World", "ΣΑΣ ΟΔΟΣ", "straße ǆ", "  a  b ", "x😀y😀z", "一二三 ²", "they're bill's"];
    const methods: [string, Encoded[]][] = [["title", []], ["swapcase", []], ["casefold", []], ["isidentifier", []], ["isnumeric", []], ["split", []], ["find", [["s", "y"]]], ["center", [["i", "15"], ["s", "*"]]], ["lower", []], ["upper", []], ["capitalize", []], ["istitle", []]];
    const meths = strs.flatMap((s) => methods.map(([m, args]) => ({ op: ["method", ["s", s], m, args], py: `${JSON.stringify(s)}.${m}(${args.map(pyLiteral).join(", ")})` })));
    const all = [...fmts, ...pcts, ...meths];
    const expected = python(all.map((c) => c.py));
    const actual = await runInQuickJS(all.map((c) => c.op));
    all.forEach((c, i) => expect.soft(actual[i], c.py).toBe(expected[i]));
  });
});
