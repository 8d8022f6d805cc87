// PySlice and CPython's PySlice_Unpack + PySlice_AdjustIndices: turns a slice into concrete
// (start, stop, step, length) for a sequence of a given length.
import { E, raise } from "./exceptions.js";
import { T } from "./type.js";
import { sliceItems } from "./arrays.js";
import { scriptIndex } from "./index-protocol.js";

export class PySlice {
  /** Fields are Python values: int, bool or None (anything else fails when the slice is used). */
  constructor(
    readonly start: any,
    readonly stop: any,
    readonly step: any,
  ) {}
}
// Unhashable in Python 3.11: hash.ts reads $hashable.
Object.defineProperties(PySlice.prototype, { $type: { value: T.slice }, $hashable: { value: false } });

const BIG = Number.MAX_SAFE_INTEGER;

/** A slice's bound as an int (_PyEval_SliceIndex): an int, a bool by its int, a script's
 *  instance by its `__index__`. */
export function sliceInt(x: any): number | bigint {
  if (typeof x === "number" || typeof x === "bigint") return x;
  if (typeof x === "boolean") return x ? 1 : 0;
  const n = scriptIndex(x);
  if (n !== undefined) return n;
  return raise(E.TypeError, "slice indices must be integers or None or have an __index__ method");
}

function sliceIndex(x: any): number {
  if (typeof x === "number") return x;
  const n = sliceInt(x);
  return typeof n === "number" ? n : n > 0n ? BIG : -BIG;
}

export interface SliceIndices {
  start: number;
  stop: number;
  step: number;
  /** Number of items the slice selects. */
  length: number;
}

/** The slice's indices over a sequence of `length` items; ValueError for a zero step. */
export function adjustIndices(s: PySlice, length: number): SliceIndices {
  const step = s.step === null ? 1 : sliceIndex(s.step);
  if (step === 0) raise(E.ValueError, "slice step cannot be zero");
  let start = s.start === null ? (step < 0 ? BIG : 0) : sliceIndex(s.start);
  let stop = s.stop === null ? (step < 0 ? -BIG : BIG) : sliceIndex(s.stop);
  if (start < 0) {
    start += length;
    if (start < 0) start = step < 0 ? -1 : 0;
  } else if (start >= length) {
    start = step < 0 ? length - 1 : length;
  }
  if (stop < 0) {
    stop += length;
    if (stop < 0) stop = step < 0 ? -1 : 0;
  } else if (stop >= length) {
    stop = step < 0 ? length - 1 : length;
  }
  let n = 0;
  if (step < 0) {
    if (stop < start) n = Math.floor((start - stop - 1) / -step) + 1;
  } else if (start < stop) {
    n = Math.floor((stop - start - 1) / step) + 1;
  }
  return { start, stop, step, length: n };
}

/** Selects the items of a JS array a slice designates. */
export function sliceArray<V>(items: V[], s: PySlice): V[] {
  return sliceOf(items, s, sliceItems, (n) => new Array<V>(n));
}

/** Selects the bytes a slice designates, as a new array (no JS array of them in between). */
export function sliceBytes(b: Uint8Array, s: PySlice): Uint8Array {
  return sliceOf(b, s, bytesRun, (n) => new Uint8Array(n));
}

const bytesRun = (b: Uint8Array, start: number, stop: number) => b.slice(start, stop);

interface Indexed<V> {
  readonly length: number;
  [i: number]: V;
}

/** `run` copies a step-1 slice (an array's by sliceItems: see arrays.ts); `make` a new one of n items. */
function sliceOf<V, A extends Indexed<V>>(items: A, s: PySlice, run: (items: A, start: number, stop: number) => A, make: (n: number) => A): A {
  const { start, stop, step, length } = adjustIndices(s, items.length);
  if (step === 1) return run(items, start, stop);
  const out = make(length);
  for (let i = 0, j = start; i < length; i++, j += step) out[i] = items[j];
  return out;
}
