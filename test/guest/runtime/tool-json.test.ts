// The JSON on the tool path inside QuickJS, against CPython: tool arguments as json.dumps writes
// them, tool answers and json.loads / json.dumps as CPython reads and writes them. Aimed at the
// edges of the native JSON fast paths (guest/modules/json/native.ts): floats that look like ints,
// ints past 2**53, -0, key conversion and order, escapes, lone surrogates, nesting past the fast
// paths' bound (CPython's own limit is json.test.ts's: this harness's QuickJS stack is small), cycles.

import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { okAnswer, textAnswer } from "../../../host/tool-answer";
import { runInQuickJS } from "./quickjs-host";

/** JSON texts read by json.loads and, when valid, answered by a tool as `{"ok": <text>}`. */
const TEXTS = [
  "1", "1.0", "-0", "-0.0", "0", "1e16", "1E2", "2e-3", "123456789012345", "-123456789012345",
  "1234567890123456", "9007199254740993", "-9007199254740993", "100000000000000000000",
  '[1, 2.5, "x", -0]', '{"a": 1, "a": 2, "b": 3}', '{"b": 1, "1": 2, "a": 3, "10": 4}',
  '{"__proto__": {"x": 1}, "constructor": 2}', '"\\ud800"', '"a\\udc00b"', '"\\ud83d\\ude00"',
  '"caf\\u00e9 \\u2028 \\/ \\b\\f\\n\\r\\t"', '"2024-01-05 v1.2 at 3e"', '"\\u00001"', '{"k": "1.5"}',
  '{"a": [true, false, null, {}], "b": [], "c": {"d": {"e": [[]]}}}', " \n[1]\t", "[NaN, Infinity, -Infinity]",
  '"caf\u00e9 \ud83d\ude00"', "[1,]", "\ufeff[1]", '"\\x41"', '"a\u0001"', "[1 2]", "01", "-", "{}", "[]", '""',
  // Numbers a by-value answer (wasm/json-scan.ts) may or may not carry, in strings and out.
  '[0.5, -2.25, 1e-7, 3, -0, 1e400, -1e400, 9007199254740991, -9007199254740991]', "[0.5, 12345678901234567890]", "[0.5, 1.5e300]",
  '{"p": 1.125, "q": [2.5, {"r": 7}], "s": "3.0 \\" 1e5 \\\\", "t": 4}', '[1.0]', '[2E3]', '[-0.0]', '{"1": 0.5}',
  // Repeated keys at each depth, "\0"-prefixed and empty keys, structural characters and
  // backslash runs inside strings, surrogates in keys, and a larger answer of records.
  '{"a": {"x": 1, "x": [2, {"y": 3}]}, "b": 4, "a": 5}', '{"": 1, "\\u0000a": 2, "\\u0000a": 3, "b": {"": []}}',
  '["a\\\\", "{\\"b\\": [1]}", {"c:d": "]", "e\\\\\\"": "}"}, [[{}]]]', '{"\\ud800": "\\udc00", "caf\u00e9": ["\ud83d\ude00", 0.5]}',
  JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, "k:{}": `v"${i}\\[`, p: i + 0.5, "": [i, {}, [], -i], "\u0000z": null, "é😀": "\ud800", id2: i % 3 ? "x" : { "1": i, "0": [] } }))),
];

/** Python expressions written with json.dumps and sent as a tool's argument. */
const VALUES = [
  "1", "1.0", "-0.0", "0.1", "1e16", "1e22", "1e-7", "5e-324", "1.5e300", "2 ** 53 + 1", "-(2 ** 53 + 1)", "2 ** 64",
  "True", "False", "None", "''", "'é😀 ünï'", "'\\ud800'", "'a\\udc00b'", "'\\x00\\x1f\\x7f\\u2028\"\\\\\\n/'",
  "[1, [2.0, [3, {'a': None}]]]", "(1, 2.5)", "{1: 'a', 2.5: 'b', True: 'c', None: 'd', False: 'e', -0.0: 'z'}",
  "{1e16: 1, 2 ** 70: 2, -5: 3}", "{'b': 1, '1': 2, 'a': 3}", "{'__proto__': [], 'é': {}}", "[[[[[]]]]]", "{}", "[]",
  "float('nan')", "[float('inf')]", "{float('-inf'): 1}", "{(1, 2): 3}", "{1, 2}", "b'x'", "cyclic", "deep",
];

/** The host reads the guest's strings as UTF-8, which lone surrogates do not survive. */
const TOOL_VALUES = VALUES.filter((v) => !v.includes("\\ud") && !v.includes("\\udc"));

/** Indices of TEXTS that CPython decodes (a tool answer must be valid JSON). */
function validTexts(): number[] {
  const script = `import json\nfor i, t in enumerate(${JSON.stringify(TEXTS)}):\n    try:\n        json.loads(t)\n        print(i)\n    except Exception:\n        pass`;
  return execFileSync("python3", ["-c", script], { encoding: "utf8" }).split("\n").filter(Boolean).map(Number);
}

/** One script for both engines; `TOOLS` lists the tool calls it makes with their arguments. */
function script(valid: number[]): string {
  return [
    "import json",
    `TEXTS = json.loads(${JSON.stringify(JSON.stringify(TEXTS))})`,
    "cyclic = [1]",
    "cyclic.append(cyclic)",
    "deep = []",
    "for _ in range(150):",
    "    deep = [deep]",
    `VALUES = [${VALUES.join(", ")}]`,
    "def depth(x):",
    "    n = 0",
    "    while isinstance(x, list):",
    "        n += 1",
    "        x = x[0] if x else None",
    "    return n",
    "def shown(v):",
    "    if type(v) is int:",
    "        return ascii((v, float(v)))  # a -0 int would show as a float",
    "    return ascii(v) if depth(v) < 50 else 'depth ' + str(depth(v))",
    "out = []",
    "for t in TEXTS + ['[' * 150 + ']' * 150, '{\"a\": ' * 150 + '1' + '}' * 150]:",
    "    try:",
    "        out.append(shown(json.loads(t)))",
    "    except Exception as e:",
    "        out.append(type(e).__name__ + ': ' + ascii(str(e)))",
    `for i in ${JSON.stringify(valid)}:`,
    "    out.append(shown(answer_as_host(i=i)))",
    "    out.append(ascii(text_answer(i=i)))",
    "for v in VALUES:",
    "    for kw in [{'ensure_ascii': False}, {}, {'separators': (',', ':')}]:",
    "        try:",
    "            out.append(ascii(json.dumps(v, **kw)))",
    "        except Exception as e:",
    "            out.append(type(e).__name__ + ': ' + ascii(str(e)))",
    `for i in ${JSON.stringify(valid)}:`,
    "    out.append(shown(answer(i=i)))",
    `for v in [${TOOL_VALUES.join(", ")}]:`,
    "    try:",
    "        out.append(ascii(echo(v=v, w=[v])))",
    // Alone as well: keywords of scalars take guest/runtime/tools.ts's shortest path.
    "        out.append(ascii(echo(v=v, n=None, t=True, i=-7, s='x')))",
    "    except Exception as e:",
    "        out.append(type(e).__name__ + ': ' + ascii(str(e)))",
    "print('\\n'.join(out))",
  ].join("\n");
}

/** CPython runs the script with the tools as functions: `echo` answers its arguments' JSON. */
function python(src: string): string {
  const prelude = [
    "import json",
    "def answer(i):",
    "    return json.loads(TEXTS[i])",
    "answer_as_host = answer",
    "def text_answer(i):",
    "    return {'text': TEXTS[i]}",
    "def echo(**kw):",
    "    return json.dumps(kw, ensure_ascii=False, allow_nan=False)",
  ].join("\n");
  // The prelude's functions look TEXTS up when called, after the script defines it.
  return execFileSync("python3", ["-c", prelude + "\n" + src], { encoding: "utf8" });
}

describe("JSON on the tool path in QuickJS (differential against CPython)", () => {
  it("reads answers and writes arguments as CPython's json does", async () => {
    const src = script(validTexts());
    const expected = python(src);
    // `echo` answers with the argument text it received, as CPython's `echo` does.
    // `answer_as_host` and `text_answer` answer as the host encodes a tool's output (host/tool-answer.ts).
    const answers: Record<string, (args: any, argsJson: string) => string> = {
      answer: (args) => `{"ok": ${TEXTS[args.i]}}`,
      answer_as_host: (args) => okAnswer(TEXTS[args.i]),
      text_answer: (args) => textAnswer(TEXTS[args.i]),
      echo: (_, argsJson) => JSON.stringify({ ok: argsJson }),
    };
    const r = await runInQuickJS(src, Object.keys(answers), (name, args, argsJson) => answers[name](args, argsJson));
    expect(r.outcome.status).toBe("ok");
    expect(r.prints).toBe(expected);
    // The by-value form is taken where it may be, and only there.
    const byValue = TEXTS.filter((t) => okAnswer(t).startsWith('{"numbers":"by-value"'));
    expect(byValue).toContain(TEXTS.find((t) => t.startsWith("[0.5, -2.25")));
    for (const t of ["1.0", "-0.0", "1e16", "9007199254740993", "[0.5, 12345678901234567890]", "[0.5, 1.5e300]", "[2E3]"]) expect(byValue).not.toContain(t);
  });
});
