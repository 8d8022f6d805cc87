// Long str arguments of a tool call (guest/runtime/tools.ts keeps the JSON text of the last long
// one): the host receives json.dumps' text (ensure_ascii=False, lone surrogates escaped as
// host-json.ts escapes them), the same whether the text was kept, replaced or made anew, against
// CPython.

import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { runInQuickJS } from "./quickjs-host";

// Past the length from which the guest keeps a str's JSON text (1 << 16).
const CASES = [
  "BIG",
  "BIG + '\"'",
  "'\\\\' + BIG",
  "BIG + '\\x00\\x1f\\x7f\\n\\t'",
  "BIG + 'café ÿ'",
  "'😀' + BIG + '\\U0010ffff'",
  "BIG + '\\ud800'",
  "'\\udc00' + BIG",
  "'é' * 70000",
  "'\"' * 70000",
  "''",
  "'x' * 65535",
  "[BIG, {'k': BIG + '\"'}]",
];

const SCRIPT = [
  "BIG = 'x' * 70000",
  `CASES = [${CASES.join(", ")}]`,
  // Each case twice in a row (the kept text), all again after the others (replaced), and BIG
  // built anew (an equal str that is another string in the engine).
  "for v in CASES + CASES[::-1] + [CASES[0]] + ['x' * 70000, 'x' * 69999 + 'y']:",
  "    sink(v=v)",
  "    sink(v=v)",
  "    sink(a=1, v=v, b='\"')",
].join("\n");

/** What CPython's json.dumps writes for each call, as UTF-16 hex (lone surrogates survive it). */
function expectedTexts(): string[] {
  const py = [
    "import json",
    "calls = []",
    "def sink(**kw):",
    "    calls.append(json.dumps(kw, ensure_ascii=False, allow_nan=False))",
    SCRIPT,
    "for c in calls:",
    "    print(c.encode('utf-16-le', 'surrogatepass').hex())",
  ].join("\n");
  const out = execFileSync("python3", ["-c", py], { encoding: "utf8", maxBuffer: 1 << 28 });
  const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
  return out
    .split("\n")
    .filter(Boolean)
    .map((hex) => Buffer.from(hex, "hex").toString("utf16le").replace(lone, (c) => "\\u" + c.charCodeAt(0).toString(16)));
}

describe("long str arguments of a tool call", () => {
  it("reach the host as json.dumps writes them, kept, replaced or made anew", async () => {
    const expected = expectedTexts();
    const r = await runInQuickJS(SCRIPT, ["sink"], () => '{"ok": null}');
    expect(r.outcome.status).toBe("ok");
    const sent = r.calls.map(([, argsJson]) => argsJson);
    expect(sent.length).toBe(expected.length);
    for (let i = 0; i < sent.length; i++) {
      // Compared one by one: a failure names the call, not a diff of megabytes.
      if (sent[i] !== expected[i]) expect({ call: i, head: sent[i]!.slice(0, 40), tail: sent[i]!.slice(-40) }).toEqual({ call: i, head: expected[i]!.slice(0, 40), tail: expected[i]!.slice(-40) });
      expect(sent[i] === expected[i], `call ${i}`).toBe(true);
    }
  }, 120_000);
});
