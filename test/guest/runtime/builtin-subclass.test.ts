// A script's class may derive from dict and list (test/diff/cases/subclass_*.py prove them against
// CPython); every other builtin type stays refused with one clear message.

import { describe, expect, it } from "vitest";
import { runToolflow } from "./harness";

describe("subclassing a builtin type", () => {
  for (const base of ["str", "int", "float", "tuple", "set", "frozenset", "bytes", "bool", "range"]) {
    it(`refuses ${base}`, async () => {
      const r = await runToolflow(`class C(${base}):\n    pass\n`);
      expect(r.error).toMatchObject({
        type: "TypeError",
        message: `subclassing the builtin type '${base}' is not available in tool flows; subclass object and keep a ${base} in an attribute`,
      });
    });
  }

  it("refuses a module's dict subclass (collections.defaultdict)", async () => {
    const r = await runToolflow("from collections import defaultdict\nclass C(defaultdict):\n    pass\n");
    expect(r.error?.message).toBe("subclassing the builtin type 'defaultdict' is not available in tool flows; subclass object and keep a defaultdict in an attribute");
  });

  it("makes a dict subclass's instance a dict for the flow's result", async () => {
    const r = await runToolflow("class D(dict):\n    pass\nclass L(list):\n    pass\nD(a=L([1, 2]))\n");
    expect(r.error).toBeNull();
    expect(r.result).toEqual({ a: [1, 2] });
  });
});
