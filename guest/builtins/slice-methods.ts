// The `slice` object's attributes (start, stop, step), `indices(length)` and `==`, as CPython's
// sliceobject.c; using a slice in a subscript is item access's (values/items.ts).
import { E, PySlice, T, adjustIndices, asIndex, builtin, defineMethods, defineProperties, eq, raise, sliceInt, tupleOf } from "../values/index.js";

function indices(self: PySlice, length: any): any {
  const n = asIndex(length);
  if (n < 0) raise(E.ValueError, "length should not be negative");
  // Check the fields as CPython does before adjusting (a float bound is a TypeError).
  for (const f of [self.start, self.stop, self.step]) {
    if (f !== null) sliceInt(f);
  }
  const { start, stop, step } = adjustIndices(self, Number(n));
  return tupleOf([start, stop, step]);
}

defineProperties(T.slice, {
  start: (s: PySlice) => s.start,
  stop: (s: PySlice) => s.stop,
  step: (s: PySlice) => s.step,
});
defineMethods(T.slice, {
  indices: builtin("indices", "self, length, /", indices),
});

// slice(1, 2) == slice(1, 2): CPython compares the (start, stop, step) tuples.
Object.defineProperty(PySlice.prototype, "$eq", {
  value(this: PySlice, other: unknown): boolean {
    return other instanceof PySlice && eq(tupleOf([this.start, this.stop, this.step]), tupleOf([other.start, other.stop, other.step]));
  },
});
