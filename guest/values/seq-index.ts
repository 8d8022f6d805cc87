// Start/stop arguments of the sequence searches (str.find, list.index, deque.index, ...), read as
// CPython's _PyEval_SliceIndex reads them and clamped like slices.
import { sameOrEq } from "./compare.js";
import { E, raise } from "./exceptions.js";
import { isInt } from "./int.js";
import { repr } from "./repr.js";

/** A start/end argument as CPython's _PyEval_SliceIndex takes it (None means absent). */
export function sliceIndex(x: any, absent: number): number {
  if (x === null || x === undefined) return absent;
  if (typeof x === "boolean") return x ? 1 : 0;
  if (isInt(x)) return typeof x === "bigint" ? (x < 0n ? -Infinity : Infinity) : x;
  raise(E.TypeError, "slice indices must be integers or None or have an __index__ method");
}

/** list.index / tuple.index / deque.index with optional start and stop (clamped like slices). */
export function indexOf(items: any[], x: any, start: any, stop: any, what: string): number {
  const n = items.length;
  let a = sliceIndex(start, 0);
  let b = sliceIndex(stop, n);
  if (a < 0) a = Math.max(0, a + n);
  if (b < 0) b = Math.max(0, b + n);
  for (let i = a; i < Math.min(b, n); i++) if (sameOrEq(items[i], x)) return i;
  raise(E.ValueError, what === "tuple" ? "tuple.index(x): x not in tuple" : `${repr(x)} is not in ${what}`);
}

