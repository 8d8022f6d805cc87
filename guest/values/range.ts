// PyRange: Python's range with int (possibly big) bounds: length, item, containment, slicing
// and iteration, all computed arithmetically without materialising the sequence.
import { E, raise } from "./exceptions.js";
import { T } from "./type.js";
import { PyIterator, STOP } from "./iterator.js";
import { type Int, checkSsize, intAdd, intFloorDiv, intMod, intMul, intNeg, intOrder, intSub } from "./int.js";
import { type PySlice, sliceInt } from "./slice.js";

export class PyRange {
  /** Number of items (an int; may be a bigint for enormous ranges). */
  readonly length: Int;

  constructor(
    readonly start: Int,
    readonly stop: Int,
    readonly step: Int,
  ) {
    if (step === 1 && typeof start === "number" && typeof stop === "number") {
      // The commonest range without int calls; a span past 2**53 - 1 rounds to 2**53 or more
      // and is computed exactly below.
      const span = stop - start;
      if (span <= Number.MAX_SAFE_INTEGER) {
        this.length = span > 0 ? span : 0;
        return;
      }
    }
    if (step === 0) raise(E.ValueError, "range() arg 3 must not be zero");
    const order = intOrder(start, stop);
    if (step > 0) this.length = order < 0 ? intAdd(intFloorDiv(intSub(intSub(stop, start), 1), step), 1) : 0;
    else this.length = order > 0 ? intAdd(intFloorDiv(intSub(intSub(start, stop), 1), intNeg(step)), 1) : 0;
  }

  /** len(r): OverflowError as CPython when it does not fit a C ssize_t (past 2**63 - 1). */
  len(): Int {
    if (typeof this.length === "bigint") checkSsize(this.length);
    return this.length;
  }

  /** r[i] for an int index, negative counting from the end. */
  item(i: Int): Int {
    let j = i;
    if (j < 0) j = intAdd(j, this.length);
    if (j < 0 || j >= this.length) raise(E.IndexError, "range object index out of range");
    return intAdd(this.start, intMul(j, this.step));
  }

  /** x in r for an int x. */
  containsInt(x: Int): boolean {
    const from = intOrder(x, this.start);
    const to = intOrder(x, this.stop);
    if (this.step > 0 ? from < 0 || to >= 0 : from > 0 || to <= 0) return false;
    return intMod(intSub(x, this.start), this.step) === 0;
  }

  /** r[s]: another range, computed on ints of any size (CPython's _PySlice_GetLongIndices). */
  slice(s: PySlice): PyRange {
    const step = s.step === null ? 1 : sliceInt(s.step);
    if (step === 0) raise(E.ValueError, "slice step cannot be zero");
    const lower: Int = step < 0 ? -1 : 0;
    const upper: Int = step < 0 ? intSub(this.length, 1) : this.length;
    const clamp = (x: any, dflt: Int): Int => {
      if (x === null) return dflt;
      let i = sliceInt(x);
      if (i < 0) {
        i = intAdd(i, this.length);
        return i < lower ? lower : i;
      }
      return i > upper ? upper : i;
    };
    const start = clamp(s.start, step < 0 ? upper : lower);
    const stop = clamp(s.stop, step < 0 ? lower : upper);
    const at = (i: Int) => intAdd(this.start, intMul(i, this.step));
    return new PyRange(at(start), at(stop), intMul(this.step, step));
  }
}
Object.defineProperty(PyRange.prototype, "$type", { value: T.range });

export class RangeIterator extends PyIterator {
  private cur: Int;
  private left: Int;
  constructor(private readonly r: PyRange) {
    super(typeof r.length === "bigint" ? T.longrange_iterator : T.range_iterator);
    this.cur = r.start;
    this.left = r.length;
  }
  next(): any {
    if (this.left <= 0) return STOP;
    const v = this.cur;
    if (typeof v === "number" && typeof this.r.step === "number" && typeof this.left === "number") {
      const n = v + this.r.step;
      this.cur = Number.isSafeInteger(n) ? n : intAdd(v, this.r.step);
      this.left--;
    } else {
      this.cur = intAdd(v, this.r.step);
      this.left = intSub(this.left, 1);
    }
    return v;
  }
}
