// guest/modules inside the real engine: bundles the modules with esbuild (as the guest build
// does) and runs representative operations in a QuickJS context, so engine-specific features the
// translation relies on (RegExp `v`/`d` flags, look-behind, \p{..}) are checked where they run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { execFileSync } from "node:child_process";
import { getQuickJS, type QuickJSContext } from "quickjs-emscripten";

const ENTRY = `
import { modules } from "./guest/modules/index.ts";
import { callPy, getAttr, repr, str, PyBaseException } from "./guest/values/index.ts";
import "./guest/builtins/index.ts";
globalThis.run = (name, attr, args) => {
  try {
    let f = modules[name]();
    for (const a of attr.split(".")) f = getAttr(f, a);
    return repr(callPy(f, args));
  } catch (e) {
    if (e instanceof PyBaseException) return e.type.name + ": " + str(e);
    return "JS " + String(e);
  }
};
`;

// [module, attribute path, JS arguments (strings and small ints only), CPython expression]
const CASES: [string, string, unknown[], string][] = [
  ["re", "findall", ["(?<=\\$)\\d+", "cost $10 or $20"], "re.findall(r'(?<=\\$)\\d+', 'cost $10 or $20')"],
  ["re", "findall", ["\\w+", "naïve café ٣x"], "re.findall(r'\\w+', 'naïve café ٣x')"],
  ["re", "sub", ["(?P<w>\\w+)@(\\w+)", "\\2:\\g<w>", "me@host you@there"], "re.sub(r'(?P<w>\\w+)@(\\w+)', r'\\2:\\g<w>', 'me@host you@there')"],
  ["re", "split", ["(,)|;", "a,b;c"], "re.split(r'(,)|;', 'a,b;c')"],
  ["re", "search", ["(?i:b)C", "abC aBc"], "re.search(r'(?i:b)C', 'abC aBc')"],
  ["re", "findall", ["[^\\W\\d]+", "ab12cd_3"], "re.findall(r'[^\\W\\d]+', 'ab12cd_3')"],
  ["re", "findall", ["a*+a|b", "aaab"], "re.findall(r'a*+a|b', 'aaab')"],
  ["re", "search", ["😀+", "a😀😀b"], "re.search('😀+', 'a😀😀b')"],
  ["re", "subn", ["\\d", "#", "a12 😀3𝟙"], "re.subn(r'\\d', '#', 'a12 😀3𝟙')"],
  ["re", "findall", ["(?>(a|b)+)(1)", "ab1 ba1 a2"], "re.findall(r'(?>(a|b)+)(1)', 'ab1 ba1 a2')"],
  ["re", "sub", ["(a)??|(b)", "[\\1\\2]", "ab"], "re.sub(r'(a)??|(b)', r'[\\1\\2]', 'ab')"],
  ["json", "loads", ['{"a": [1, 2.5, 123456789012345678901234567890, "\\u00e9"]}'], "json.loads('{\"a\": [1, 2.5, 123456789012345678901234567890, \"\\\\u00e9\"]}')"],
  ["json", "loads", ["[1,]"], "json.loads('[1,]')"],
  ["string", "capwords", ["hello wide world"], "string.capwords('hello wide world')"],
  ["math", "factorial", [25], "math.factorial(25)"],
  ["math", "sqrt", [2], "math.sqrt(2)"],
  ["textwrap", "fill", ["The quick brown fox jumps over the lazy dog", 15], "textwrap.fill('The quick brown fox jumps over the lazy dog', 15)"],
  ["urllib.parse", "quote", ["a b/é"], "urllib.parse.quote('a b/é')"],
  ["statistics", "median", ["cab"], "statistics.median('cab')"],
  ["datetime", "date.fromisoformat", ["2024-W01-2"], "datetime.date.fromisoformat('2024-W01-2')"],
  ["datetime", "datetime.fromisoformat", ["2024-01-02T03:04:05.5+05:30"], "datetime.datetime.fromisoformat('2024-01-02T03:04:05.5+05:30')"],
];

function pythonReprs(): string[] {
  const script = [
    "import re, json, string, math, textwrap, urllib.parse, datetime, statistics",
    "exprs = " + JSON.stringify(CASES.map((c) => c[3])),
    "out = []",
    "for e in exprs:",
    "    try: out.append(repr(eval(e)))",
    "    except Exception as x: out.append(type(x).__name__ + ': ' + str(x))",
    "import json as j; print(j.dumps(out))",
  ].join("\n");
  return JSON.parse(execFileSync("python3", ["-c", script], { encoding: "utf8" }));
}

let vm: QuickJSContext;

beforeAll(async () => {
  const root = fileURLToPath(new URL("../../../", import.meta.url));
  const out = await build({ stdin: { contents: ENTRY, resolveDir: root, loader: "ts" }, bundle: true, format: "iife", write: false, target: "es2022" });
  const QuickJS = await getQuickJS();
  vm = QuickJS.newContext();
  const r = vm.evalCode(out.outputFiles[0].text);
  if (r.error) {
    const err = vm.dump(r.error);
    r.error.dispose();
    throw new Error("guest bundle failed to load: " + JSON.stringify(err));
  }
  r.value.dispose();
});

afterAll(() => vm?.dispose());

describe("guest/modules in QuickJS", () => {
  const expected = pythonReprs();
  CASES.forEach(([mod, attr, args, expr], i) => {
    it(expr, () => {
      const r = vm.evalCode(`run(${JSON.stringify(mod)}, ${JSON.stringify(attr)}, ${JSON.stringify(args)})`);
      if (r.error) {
        const err = vm.dump(r.error);
        r.error.dispose();
        throw new Error(JSON.stringify(err));
      }
      const got = vm.dump(r.value);
      r.value.dispose();
      expect(got).toBe(expected[i]);
    });
  });
});
