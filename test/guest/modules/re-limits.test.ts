// re's documented limit where QuickJS's regex engine has one and CPython has none: a pattern may
// have at most 254 capture groups (atomic groups' hidden captures included). Past it, re.compile
// raises re.error naming the limit, never the engine's own SyntaxError (an internal error).
import { describe, expect, it } from "vitest";
import { compile } from "../../../guest/modules/re/pattern.js";
import { matchAt } from "../../../guest/modules/re/operations.js";
import { PyBaseException } from "../../../guest/values/index.js";

/** What compile(pattern) raised: the Python exception's type name and text. */
function raised(pattern: string): string {
  try {
    compile(pattern, 0);
  } catch (error) {
    expect(error).toBeInstanceOf(PyBaseException);
    return `${(error as PyBaseException).name}: ${String(error)}`;
  }
  return "nothing";
}

describe("re capture-group limit", () => {
  it("compiles and matches 254 groups, flat or nested", () => {
    expect(matchAt(compile("(a)".repeat(254), 0), "match", "a".repeat(254))?.span(254)).toEqual([253, 254]);
    expect(matchAt(compile(`${"(".repeat(254)}a${")".repeat(254)}`, 0), "match", "a")).not.toBeNull();
  });

  it("refuses a 255th group, or nested groups past it, with re.error", () => {
    for (const pattern of ["(a)".repeat(255), `${"(".repeat(300)}a${")".repeat(300)}`, `${"(?>a)".repeat(128)}(b)`.repeat(2)]) {
      expect(raised(pattern)).toMatch(/^error: error: too many groups: a pattern in a tool flow may have at most 254 at position 0$/);
    }
  });
});
