// len, indexing, slicing and the offsets str's searches map of str count code points (guest/values/str.ts): on strings with
// surrogate pairs, lone halves and long runs (past the last-string cache's minimum length), each
// answers as JS's own code-point split (Array.from) does.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CodePointOffsets, cutsPairs, strIndex, strLen, strSlice } from "../../../guest/values/str.js";
import { contains } from "../../../guest/values/operators.js";
import { count, find } from "../../../guest/builtins/str-search.js";
import { split } from "../../../guest/builtins/str-methods.js";

const PIECES = ["a", "é", "😀", "𝒜", "\ud800", "\udc00", "x".repeat(70), "😀".repeat(40)];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 10 }).map((ps) => ps.join(""));

describe("str code-point indexing", () => {
  it("len, s[i] and s[a:b:c] agree with the code points", () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 }), fc.constantFrom(1, 2, 3, -1, -2), (s, a, b, step) => {
        const cps = Array.from(s);
        expect(strLen(s)).toBe(cps.length);
        for (const i of [a % (cps.length + 1), cps.length - 1, 0]) expect(strIndex(s, i)).toBe(cps[i]);
        const [start, stop] = step > 0 ? [Math.min(a, cps.length), Math.min(b, cps.length)] : [Math.min(a, cps.length - 1), Math.min(b, cps.length) - 1];
        const expected: string[] = [];
        if (step > 0) for (let i = start; i < stop; i += step) expected.push(cps[i]);
        else for (let i = start; i > stop; i += step) expected.push(cps[i]);
        expect(strSlice(s, start, stop, step)).toBe(expected.join(""));
        // Offsets both ways: code point k starts at the units of the code points before it.
        const k = a % (cps.length + 1);
        const unit = cps.slice(0, k).join("").length;
        const offsets = new CodePointOffsets(s);
        expect(offsets.length).toBe(cps.length);
        expect(offsets.unit(k)).toBe(unit);
        expect(offsets.cp(unit)).toBe(k);
      }),
      { numRuns: 300 },
    );
  });
});

describe("str searches at code-point boundaries", () => {
  // Lone halves of a pair among whole pairs: a unit match may begin or end inside a pair.
  const HALVES = ["a", "😀", "\ud83d", "\ude00", "x".repeat(3)];
  const piece = fc.array(fc.constantFrom(...HALVES), { maxLength: 6 }).map((ps) => ps.join(""));
  /** The code-point index of each match of `sub` in `s` (overlapping), as a list of code points searches. */
  const matches = (s: string, sub: string): number[] => {
    const [cps, subCps] = [Array.from(s), Array.from(sub)];
    const at: number[] = [];
    for (let i = 0; i + subCps.length <= cps.length; i++) if (subCps.every((c, k) => cps[i + k] === c)) at.push(i);
    return at;
  };

  it("find, rfind, count, in and split agree with a search over the code points", () => {
    fc.assert(
      fc.property(piece, piece.filter((sub) => sub !== ""), (s, sub) => {
        const at = matches(s, sub);
        expect(find(s, sub, null, null, false)).toBe(at.length ? at[0] : -1);
        expect(find(s, sub, null, null, true)).toBe(at.length ? at[at.length - 1] : -1);
        expect(contains(s, sub)).toBe(at.length > 0);
        // Non-overlapping, left to right.
        let n = 0;
        for (let last = -Infinity, i = 0; i < at.length; i++) if (at[i] >= last) (n++, (last = at[i] + Array.from(sub).length));
        expect(count(s, sub, null, null)).toBe(n);
        expect(split(s, sub, -1).items.length).toBe(n + 1);
        // Only an edge that is a lone half may cut a pair.
        expect(cutsPairs(sub)).toBe(/^[\udc00-\udfff]|[\ud800-\udbff]$/.test(sub));
      }),
      { numRuns: 500 },
    );
  });
});
