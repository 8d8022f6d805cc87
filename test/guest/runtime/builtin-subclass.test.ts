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

  // Where the reader cannot wait, a dict subclass's items() that calls a tool is refused by name.
  const echoing = "class D(dict):\n    def items(self):\n        return [('a', echo(x=1))]\n";
  for (const [code, reader] of [
    ["import json\njson.dumps(D(a=1))\n", "the encoder"],
    ["import copy\ncopy.copy(D(a=1))\n", "copy"],
    ["D(a=1)\n", "the flow's result"],
  ]) {
    it(`refuses a tool in items() where ${reader} reads it`, async () => {
      const r = await runToolflow(echoing + code);
      expect(r.error).toMatchObject({ type: "TypeError", message: `D.items() calls a tool, and ${reader} cannot wait for it` });
    });
  }

  it("refuses a tool in keys() where dict.update of a subclass's instance reads it", async () => {
    const r = await runToolflow("class M:\n    def keys(self):\n        return [echo(x=1)]\n    def __getitem__(self, k):\n        return 1\nclass D(dict):\n    pass\nD().update(M())\n");
    expect(r.error).toMatchObject({ type: "TypeError", message: "M.keys() calls a tool, and this operation cannot wait for it; call the method directly" });
  });

  it("makes a dict subclass's instance a dict for the flow's result", async () => {
    const r = await runToolflow("class D(dict):\n    pass\nclass L(list):\n    pass\nD(a=L([1, 2]))\n");
    expect(r.error).toBeNull();
    expect(r.result).toEqual({ a: [1, 2] });
  });
});
