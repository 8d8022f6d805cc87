// Inputs that once made runFlow throw (a JS stack out of the host): nesting of every kind past
// the transpiler's limits, tools named after Object.prototype's members, `...` as a statement.
// runFlow must resolve with an envelope or a rejection for each, and the host stays up.
import { beforeAll, describe, expect, it } from "vitest";
import { aliasTools } from "../../host/aliases.js";
import { MAX_NESTING } from "../../transpiler/nesting.js";
import { BROWSER_STACK_BYTES } from "../../browser/stack-limit.js";
import { BRACKETED, UNBRACKETED } from "../transpiler/limits/deep-inputs.js";
import { cpython } from "../transpiler/limits/cpython.js";
import { attack, expectHostUp, PROTOTYPE_NAMES, textTool } from "./attack.js";
import { ensureBuilt } from "../ensure-built.js";

beforeAll(ensureBuilt, 120_000);

describe("nesting past the limits ends in a Python error envelope", () => {
  for (const [family, make] of Object.entries(UNBRACKETED)) {
    // An elif chain is bounded by CPython's compiler depth (~2,990 links), the rest by MAX_NESTING.
    const depth = family === "elif chain" ? 3100 : MAX_NESTING * 2;
    it(`${family}, ${depth} deep: RecursionError`, async () => {
      const { envelope } = await attack(make(depth));
      expect(envelope).toMatchObject({ status: "error", error: { type: "RecursionError" } });
      expect(envelope.error!.message).toMatch(/^maximum recursion depth exceeded during compilation/);
    });
  }
  for (const [family, make] of Object.entries(BRACKETED)) {
    it(`${family}, 1000 deep: a compile error`, async () => {
      const { envelope } = await attack(make(1000));
      expect(envelope.status).toBe("error");
      expect(["SyntaxError", "RecursionError"]).toContain(envelope.error!.type);
    });
  }
  it("a 10,000-term + chain, 200 nested `(lambda: ...)()`; a 2,000-branch elif chain runs, as in CPython", async () => {
    for (const code of [UNBRACKETED["+ chain"](10_000), BRACKETED["lambda calls"](200)]) {
      const { envelope } = await attack(code);
      expect(envelope.status).toBe("error");
      expect(envelope.error!.type).not.toBe("InternalError");
    }
    expect((await attack(UNBRACKETED["elif chain"](2000))).envelope).toMatchObject({ status: "ok", prints: "2000\n" });
    await expectHostUp();
  });
});

describe("nesting within the limits runs in QuickJS", () => {
  // The emitted JS nests as deep as the script: QuickJS must compile and run it, not overflow.
  for (const [family, make] of Object.entries({ ...UNBRACKETED, ...BRACKETED })) {
    const depth = family === "lambdas" ? 600 : family in BRACKETED ? 150 : 1000;
    it(`${family}, ${depth} deep`, async () => {
      const { envelope } = await attack(make(depth), { timeoutSeconds: 60 });
      expect(envelope.error?.type).not.toBe("InternalError");
      expect(envelope.status).toBe("ok");
    });
  }
});

describe("nesting and chains as deep as CPython compiles them", () => {
  // Compiling a nested function recurses through QuickJS's parser on the thread's native stack.
  // A pool worker's 8 MB stack holds the deepest nesting the transpiler lets through (MAX_NESTING
  // lambdas), so CPython's 1,000 run; a browser's smaller stack is bounded by the transpiler
  // (maxFunctionNesting, test/limits/browser-attack.test.ts).
  const deep: [string, string][] = [
    ["1,000 nested lambdas", `f = ${"lambda: ".repeat(1000)}1\nprint(f.__name__, f.__qualname__.count("<locals>"))\n`],
    ["1,000 nested lambdas called through", `def g():\n    x = 7\n    return ${"lambda: ".repeat(1000)}x\nf = g()\nprint(f${"()".repeat(1000)})\n`],
    ["a decorator of 1,000 nested lambdas", `@${"lambda f: ".repeat(1000)}1\ndef g():\n    pass\nprint(g.__qualname__)\n`],
    ["a default of 1,000 nested lambdas", `def g(a=${"lambda: ".repeat(1000)}2):\n    return a\nprint(g()${"()".repeat(999)}.__name__)\n`],
    // Flat in Python's AST (a BoolOp's values), and in the emitted JS.
    ["7,000-operand and/or chains", `x = 1\nprint(${Array(7000).fill("x").join(" and ")}, ${Array(7000).fill("0").join(" or ")})\n`],
    ["500 lambdas in conditional expressions", `f = ${"lambda: 0 if 0 else ".repeat(500)}1\nprint(f()()().__qualname__)\n`],
  ];
  const answers = cpython(deep.map(([, source]) => ({ source, run: true })));
  deep.forEach(([name, source], i) => {
    it(`${name}: as CPython`, async () => {
      expect(answers[i]!.status).toBe("ok");
      const { envelope } = await attack(source, { timeoutSeconds: 60 });
      expect({ status: envelope.status, prints: envelope.prints, error: envelope.error }).toEqual({ status: "ok", prints: (answers[i] as { prints: string }).prints, error: undefined });
    });
  });

  // Past what the flow's own QuickJS stack limit compiles (a small stack_kb): CPython's error for a
  // program too deep to compile (the sandbox's refusal, QuickJS's own check), never InternalError.
  const compileError = { status: "error", error: { type: "RecursionError", message: expect.stringMatching(/^maximum recursion depth exceeded during compilation/), line: 1 } };
  it("500 nested lambdas under a 160 KiB stack: RecursionError during compilation", async () => {
    expect((await attack(UNBRACKETED.lambdas!(500), { limits: { stackBytes: BROWSER_STACK_BYTES } })).envelope).toMatchObject(compileError);
  });
  it("a 1,000-term + chain under a 48 KiB stack: QuickJS's parser overflows, RecursionError during compilation", async () => {
    expect((await attack(UNBRACKETED["+ chain"]!(1000), { limits: { stackBytes: 48 * 1024 } })).envelope).toMatchObject(compileError);
  });
});

describe("tools named after Object.prototype's members", () => {
  for (const name of PROTOTYPE_NAMES) {
    it(`a tool named ${name} keeps its name and is called`, async () => {
      const tool = textTool(name, async () => `${name} answered`);
      expect([...aliasTools([name])]).toEqual([[name, name]]);
      const { envelope } = await attack(`print(${name}())`, { tools: [tool] });
      expect(envelope).toMatchObject({ status: "ok", prints: `{'text': '${name} answered'}\n` });
      expect(envelope.calls).toMatchObject([{ tool: name, alias: name, status: "ok" }]);
    });
  }
  it("alias overrides are read from own keys only", () => {
    expect(Object.fromEntries(aliasTools(PROTOTYPE_NAMES, { toString: "to_string" }))).toMatchObject({ toString: "to_string", constructor: "constructor" });
  });
});

describe("`...`", () => {
  it("as a statement is a placeholder, as in CPython", async () => {
    const { envelope } = await attack("def f():\n    ...\n...\nprint(f())");
    expect(envelope).toMatchObject({ status: "ok", prints: "None\n" });
  });
  it("as a value is CPython's Ellipsis, and as the last line the flow's result", async () => {
    const { envelope } = await attack("x = [...]\nprint(x, x[0] is Ellipsis)\n...");
    expect(envelope).toMatchObject({ status: "ok", prints: "[Ellipsis] True\n", result: "Ellipsis" });
  });
});
