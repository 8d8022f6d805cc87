// Private name mangling (transpiler/private-names.ts): CPython's symtable errors about a
// `global` or `nonlocal` declaration name a private name as written, except two that name it
// mangled (messages checked against CPython 3.11).
import { describe, expect, it } from "vitest";
import { transpile } from "../../transpiler/index.js";

const inMethod = (body: string) => `class A:\n    def f(self):\n        ${body.replace(/\n/g, "\n        ")}\n`;

// [statements in a method of class A, CPython's message]
const CASES: [string, string][] = [
  ["__x = 1\nglobal __x", "name '__x' is assigned to before global declaration"],
  ["print(__x)\nglobal __x", "name '__x' is used prior to global declaration"],
  ["def g(__x):\n    global __x", "name '__x' is parameter and global"],
  ["def g(__p):\n    nonlocal __p", "name '__p' is parameter and nonlocal"],
  ["__x = 0\ndef g():\n    __x = 1\n    nonlocal __x", "name '__x' is assigned to before nonlocal declaration"],
  ["__x = 0\ndef g():\n    print(__x)\n    nonlocal __x", "name '__x' is used prior to nonlocal declaration"],
  ["__x = 0\ndef g():\n    global __x\n    nonlocal __x", "name '_A__x' is nonlocal and global"],
  ["def g():\n    nonlocal __y", "no binding for nonlocal '_A__y' found"],
];

describe("private names in declaration errors", () => {
  for (const [body, message] of CASES) {
    it(message, () => {
      const r = transpile(inMethod(body), { tools: [] });
      expect(r.ok ? null : r.error.message.replace(/ \(line \d+:\d+\)$/, "")).toBe(message);
    });
  }
});
