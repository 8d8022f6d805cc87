// len, indexing, slicing and the offsets str's searches map of str count code points (guest/values/str.ts): on strings with
// surrogate pairs, lone halves and long runs (past the last-string cache's minimum length), each
// answers as JS's own code-point split (Array.from) does.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CodePointOffsets, strIndex, strLen, strSlice } from "../../../guest/values/str.js";

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
