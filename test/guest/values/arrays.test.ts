// The guest's array copies (guest/values/arrays.ts) give what JS's slice and concat give, by
// every route they take: whole copies, from a start, up to an end, a middle range large or small
// beside its end, negative and clamped bounds, and a concatenation past apply's argument limit.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { copyItems, joinItems, prependItem, sliceItems } from "../../../guest/values/arrays.js";

const items = fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxLength: 300 });
const bound = fc.integer({ min: -320, max: 320 });

describe("array copies", () => {
  it("sliceItems is slice, with and without an end", () => {
    fc.assert(
      fc.property(items, bound, bound, (a, s, e) => {
        expect(sliceItems(a, s, e)).toEqual(a.slice(s, e));
        expect(sliceItems(a, s)).toEqual(a.slice(s));
      }),
    );
  });

  it("copies are new arrays", () => {
    fc.assert(
      fc.property(items, fc.anything(), (a, x) => {
        for (const copy of [copyItems(a), sliceItems(a, 0), sliceItems(a, 0, a.length)]) {
          expect(copy).toEqual(a);
          expect(copy).not.toBe(a);
        }
        expect(prependItem(x, a)).toEqual([x, ...a]);
      }),
    );
  });

  it("joinItems is concat, below and past 65,535 items", () => {
    fc.assert(
      fc.property(items, items, (a, b) => {
        expect(joinItems(a, b)).toEqual(a.concat(b));
      }),
    );
    const big = Array.from({ length: 70000 }, (_, i) => i);
    const joined = joinItems([-1], big);
    expect(joined.length).toBe(70001);
    expect(joined[0]).toBe(-1);
    expect(joined[70000]).toBe(69999);
  });
});
