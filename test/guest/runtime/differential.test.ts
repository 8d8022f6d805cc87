// Each case runs under toolflow (transpiled, in Node, fake host) and CPython 3.11 (oracle.py);
// prints, result, error type/message/line and the ordered tool calls must match.

import { beforeAll, describe, expect, it } from "vitest";
import { flowCases, toolCases } from "./cases-flow";
import { moreCases } from "./cases-more";
import { statementCases } from "./cases-statements";
import { TOOLS, runPython, runToolflow, type Outcome } from "./harness";
import { modules } from "../../../guest/modules/index";
import { transpile } from "../../../transpiler/index";

const all: Record<string, string> = { ...statementCases, ...flowCases, ...toolCases, ...moreCases };
const names = Object.keys(all);
let expected: Record<string, Outcome>;

/** Cases whose traceback text legitimately differs from CPython's (see the reasons). */
const TRACEBACK_DIFFERS = new Set<string>([
  // The recursion limit differs (JS stack size), so "[Previous line repeated N more times]" does.
  "recursion error",
]);

beforeAll(() => {
  const outs = runPython(names.map((n) => all[n]));
  expected = Object.fromEntries(names.map((n, i) => [n, outs[i]]));
});

describe("toolflow matches CPython", () => {
  it("has at least 150 cases", () => expect(names.length).toBeGreaterThanOrEqual(150));
  for (const name of names) {
    // A case importing a module guest/modules does not provide yet is skipped, visibly.
    const t = transpile(all[name], { tools: TOOLS });
    const missing = t.ok && t.imports.some((m) => !(m in modules));
    it.skipIf(missing)(name, async () => {
      const got = await runToolflow(all[name]);
      const { traceback: tb, ...comparable } = got;
      const { traceback: pyTb, ...want } = expected[name];
      expect(comparable).toEqual(want);
      if (pyTb && !TRACEBACK_DIFFERS.has(name)) expect(tb).toBe(pyTb);
    });
  }
});
