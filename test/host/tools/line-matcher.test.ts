// grep's worker-thread matcher: answers batches, and a runaway regex ends at the match budget
// with a ToolError instead of blocking the host.
import { describe, expect, it } from "vitest";
import { LineMatcher } from "../../../host/tools/line-matcher.js";
import { ToolError } from "../../../host/registry.js";

describe("LineMatcher", () => {
  it("returns the indexes of matching lines, batch after batch", async () => {
    const matcher = new LineMatcher(/b+/i, "b+", new AbortController().signal);
    try {
      expect(await matcher.match(["abc", "xyz", "BB"])).toEqual([0, 2]);
      expect(await matcher.match([])).toEqual([]);
      expect(await matcher.match(["b"])).toEqual([0]);
    } finally {
      matcher.close();
    }
  });

  it("gives up on a catastrophic pattern when the budget is spent", async () => {
    const matcher = new LineMatcher(/^(a+)+$/, "^(a+)+$", new AbortController().signal, 300);
    const started = performance.now();
    try {
      await expect(matcher.match([`${"a".repeat(5000)}b`])).rejects.toThrow(ToolError);
      await expect(matcher.match(["a"])).rejects.toThrow('the pattern "^(a+)+$" took more than 0.3 s to match');
    } finally {
      matcher.close();
    }
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
