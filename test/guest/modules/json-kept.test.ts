// The KEPT mark (guest/values/kept-mark.ts): every member a dict read in place converts and keeps
// in its JSON.parse object carries it, so a str-literal read at the site takes it as it is; no
// value JSON.parse makes, and nothing a hostile answer can name, carries it, so the site never
// hands a script a raw JSON object or array.
import { describe, expect, it } from "vitest";
import { inPlaceMarked, inPlaceValue } from "../../../guest/modules/json/in-place.js";
import { KEPT, PyDict, PyFloat, PyList } from "../../../guest/values/index.js";

const TEXT = '{"f": 1.5, "l": [1, {"x": 2.5}], "d": {"y": [3]}, "s": "t", "i": 7, "n": null, "b": true, "$type": 1, "kept": {"a": 1}}';

const marked = (v: unknown): boolean => v !== undefined && v !== null && (v as Record<symbol, unknown>)[KEPT] === true;

describe("the KEPT mark of members read in place", () => {
  for (const [name, read] of [["by value", inPlaceValue], ["marked", inPlaceMarked]] as const) {
    it(`marks what ${name} reads keep, and nothing JSON.parse made`, () => {
      const raw = JSON.parse(TEXT) as Record<string, unknown>;
      // Before any read: no member, and neither the object nor Object.prototype, is marked.
      for (const v of [...Object.values(raw), raw, Object.prototype, Array.prototype, raw.l]) expect(marked(v)).toBe(false);
      const d = read(raw) as PyDict;
      for (const k of ["f", "l", "d", "kept"]) {
        const v = d.get(k);
        expect(v instanceof PyFloat || v instanceof PyList || v instanceof PyDict).toBe(true);
        expect(marked(v)).toBe(true);
        // Kept in the object: the member the site reads next is the same marked value.
        expect(raw[k]).toBe(v);
        expect(d.get(k)).toBe(v);
      }
      for (const k of ["s", "i", "n", "b", "$type"]) expect(marked(d.get(k))).toBe(false);
      // A nested object not read yet is still JSON.parse's, unmarked.
      expect(marked(((raw.d as PyDict) as unknown as { raw: Record<string, unknown> }).raw.y)).toBe(false);
    });
  }
});
