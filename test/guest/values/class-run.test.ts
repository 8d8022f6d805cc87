// isRunOf (guest/values/class-run.ts) answers as the regex over the whole string does, for strings
// longer than its slices, with surrogate pairs (and lone halves) on the slices' edges.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRunOf } from "../../../guest/values/class-run.js";

const RUNS = [/^[\x00-\x7f]*$/, /^\p{L}*$/u, /^[\p{L}\p{N}]*$/u, /^\p{XID_Continue}*$/u, /^[ \t]*$/];
const PIECES = ["a", "b", "1", " ", "\t", "é", "𝒜", "\ud835", "\udc9c", "!", "a".repeat(4095), "𝒜".repeat(2047), " ".repeat(4096)];

describe("isRunOf", () => {
  it("answers as the whole-string regex", () => {
    fc.assert(
      fc.property(fc.constantFrom(...RUNS), fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }), (run, pieces) => {
        const s = pieces.join("");
        expect(isRunOf(run, s)).toBe(run.test(s));
      }),
      { numRuns: 400 },
    );
  });

  it("keeps a surrogate pair whole across the 4,096-unit slice edge", () => {
    const s = "a".repeat(4095) + "𝒜".repeat(3);
    expect(s.charCodeAt(4095)).toBe(0xd835);
    expect(isRunOf(/^\p{L}*$/u, s)).toBe(true);
    expect(isRunOf(/^\p{L}*$/u, s + "!")).toBe(false);
    expect(isRunOf(/^\p{L}*$/u, "a".repeat(4095) + "\ud835")).toBe(false);
  });
});
