// The transpiler's nesting limits against CPython 3.11 compiling the same source: what CPython
// compiles, toolflow compiles; CPython's tokenizer and compiler limits give its message and line;
// nesting past MAX_NESTING is a RecursionError (CPython's answer there is RecursionError or, from
// its parser's stack, MemoryError). Where CPython's parser runs out of stack first (MemoryError:
// 199 nested `(lambda: ...)()` already), toolflow's answer is a compile error too, the tokenizer's
// or a RecursionError. No input makes transpile throw.
import { describe, expect, it } from "vitest";
import { transpile } from "../../../transpiler/index.js";
import { MAX_NESTING } from "../../../transpiler/nesting.js";
import { cpython, type CPythonAnswer } from "./cpython.js";
import { BRACKETED, UNBRACKETED } from "./deep-inputs.js";

type Verdict = { status: "ok" } | { status: "error"; type: string; message: string; line: number | null };

function toolflow(source: string): Verdict {
  const r = transpile(source, { tools: [] });
  if (r.ok) return { status: "ok" };
  return { status: "error", type: r.error.type, message: r.error.message.replace(/ \(line \d+:\d+\)$/, ""), line: r.error.line };
}

const verdict = (a: CPythonAnswer): Verdict => (a.status === "ok" ? { status: "ok" } : a);

// Nested lambdas cost the emitter the most stack per level: on a 1 MB main-thread stack (this
// test's) about 800 levels fit; deeper ends in the same RecursionError (see MAX_NESTING).
const ACCEPTED_DEPTH: Record<string, number> = { lambdas: 700 };

const indented = (n: number) =>
  Array.from({ length: n }, (_, i) => `${"    ".repeat(i)}if True:\n`).join("") + `${"    ".repeat(n)}print(${n})\n`;

/** `open(i)` nested n deep, `close(i)` after the innermost block, innermost first. */
function blocks(n: number, open: (pad: string) => string, close: (pad: string) => string = () => ""): string {
  const pad = (i: number) => "    ".repeat(i);
  const opened = Array.from({ length: n }, (_, i) => open(pad(i))).join("");
  const closed = Array.from({ length: n }, (_, i) => close(pad(n - 1 - i))).join("");
  return `${opened}${pad(n)}pass\n${closed}`;
}

const EXACT: [string, string][] = [
  ...[199, 200, 201].map((n) => [`${n} nested parentheses`, BRACKETED.parentheses(n)] as [string, string]),
  ...[200, 201].map((n) => [`${n} nested brackets and braces`, `x = ${"[{1: (".repeat(Math.ceil(n / 3))}1${")}]".repeat(Math.ceil(n / 3))}\n`] as [string, string]),
  ...[99, 100, 101].map((n) => [`${n} levels of indentation`, indented(n)] as [string, string]),
  ...[20, 21].flatMap((n): [string, string][] => [
    [`${n} nested for loops`, blocks(n, (p) => `${p}for i in []:\n`)],
    [`${n} nested while loops`, blocks(n, (p) => `${p}while False:\n`)],
    [`${n} nested try bodies`, blocks(n, (p) => `${p}try:\n`, (p) => `${p}except ValueError:\n${p}    pass\n`)],
    [`${n} nested finally bodies`, blocks(n, (p) => `${p}try:\n${p}    pass\n${p}finally:\n`)],
    [`${n} nested ifs in a loop`, `for i in []:\n${blocks(n, (p) => `    ${p}if i:\n`)}`],
  ]),
  ...[10, 11].map((n) => [`${n} nested except bodies`, blocks(n, (p) => `${p}try:\n${p}    pass\n${p}except ValueError:\n`)] as [string, string]),
  ["blocks count per function", `def f():\n${blocks(15, (p) => `    ${p}for i in []:\n`)}    def g():\n${blocks(15, (p) => `        ${p}for i in []:\n`)}`],
  ["tab after spaces", "if 1:\n        x = 1\n\ty = 2\n"],
  ["spaces after tab", "if 1:\n\tx = 1\n        y = 2\n"],
  ["4300-digit int literal", `x = ${"7".repeat(4300)}\n`],
  ["4301-digit int literal", `x = ${"7".repeat(4301)}\n`],
  ["4301 digits with underscores", `x = 1_${"0".repeat(4300)}\n`],
  ["a huge hexadecimal literal", `x = 0x${"f".repeat(20000)}\n`],
  ["... as a statement", "...\nx = 1\n"],
  ["... as a function body", "def f():\n    ...\nf()\n"],
];

describe("transpiler nesting limits (differential against CPython's compile)", () => {
  const cases: { name: string; source: string; accepts?: boolean }[] = [
    ...EXACT.map(([name, source]) => ({ name, source })),
    ...Object.entries(UNBRACKETED).flatMap(([family, make]) => [
      { name: `${family}, ${ACCEPTED_DEPTH[family] ?? 1000} deep`, source: make(ACCEPTED_DEPTH[family] ?? 1000), accepts: true },
      { name: `${family}, 3000 deep`, source: make(3000), accepts: false },
      { name: `${family}, 10000 deep`, source: make(10_000), accepts: false },
    ]),
    ...Object.entries(BRACKETED).map(([family, make]) => ({ name: `${family}, 201 deep`, source: make(201), accepts: false })),
  ];
  const answers = cpython(cases.map((c) => ({ source: c.source })));

  cases.forEach((c, i) => {
    it(c.name, () => {
      const python = verdict(answers[i]);
      const ours = toolflow(c.source);
      if (c.accepts !== undefined) expect(python.status).toBe(c.accepts ? "ok" : "error");
      if (python.status === "error" && python.type === "MemoryError") {
        expect(ours.status).toBe("error");
      } else if (python.status === "error" && python.type === "RecursionError") {
        expect(ours).toMatchObject({ status: "error", type: "RecursionError", message: "maximum recursion depth exceeded during compilation" });
      } else {
        expect(ours).toEqual(python);
      }
    });
  });

  it(`stops other nesting at ${MAX_NESTING} levels`, () => {
    expect(transpile(UNBRACKETED["not chain"](MAX_NESTING + 100), { tools: [] })).toMatchObject({ ok: false, error: { type: "RecursionError" } });
  });

  it("stops an elif chain past CPython's ~2,990 links with the line of the innermost node", () => {
    const r = transpile(UNBRACKETED["elif chain"](3100), { tools: [] });
    expect(r).toMatchObject({ ok: false, error: { type: "RecursionError" } });
    expect(!r.ok && r.error.line).toBeGreaterThan(2 * 2990 - 200);
  });
});
