// Start/stop arguments of the sequence searches (str.find, list.index, deque.index, ...), read as
// CPython's _PyEval_SliceIndex reads them and clamped like slices.
import { eq } from "./compare.js";
import { E, raise } from "./exceptions.js";
import { isInt } from "./int.js";
import { repr } from "./repr.js";
import { scriptIndex } from "./index-protocol.js";

/**
 * A start/end argument as CPython's _PyEval_SliceIndex takes it (None means absent), or with
 * `noneAllowed` false as _PyEval_SliceIndexNotNone does (list/tuple/deque.index refuse None).
 */
export function sliceIndex(x: any, absent: number, noneAllowed = true): number {
  if (x === undefined || (x === null && noneAllowed)) return absent;
  if (typeof x === "boolean") return x ? 1 : 0;
  if (isInt(x)) return typeof x === "bigint" ? (x < 0n ? -Infinity : Infinity) : x;
  const n = scriptIndex(x);
  if (n !== undefined) return sliceIndex(n, absent, noneAllowed);
  raise(E.TypeError, noneAllowed ? "slice indices must be integers or None or have an __index__ method" : "slice indices must be integers or have an __index__ method");
}

/** list.index / tuple.index / deque.index with optional start and stop (clamped like slices). */
export function indexOf(items: any[], x: any, start: any, stop: any, what: string): number {
  const n = items.length;
  let a = sliceIndex(start, 0, false);
  let b = sliceIndex(stop, n, false);
  if (a < 0) a = a + n > 0 ? a + n : 0;
  if (b < 0) b = b + n > 0 ? b + n : 0;
  const at = findItem(items, x, a, b);
  if (at < 0) raise(E.ValueError, what === "tuple" ? "tuple.index(x): x not in tuple" : `${repr(x)} is not in ${what}`);
  return at;
}

// In the searches below, an item of x's type that is not x itself is unequal when x is a safe int
// or a str (`kind`), with no eq() call; the end is read again after each eq(), whose __eq__ may
// shrink the list (CPython reads the length at each step).

/** The first i in [from, to) where items[i] is or equals x (the item first, as CPython compares), or -1. */
export function findItem(items: any[], x: any, from: number, to: number): number {
  const kind = typeof x === "number" || typeof x === "string" ? typeof x : "";
  let end = to < items.length ? to : items.length;
  for (let i = from; i < end; i++) {
    const v = items[i];
    if (v === x) return i;
    if (typeof v !== kind) {
      if (eq(v, x)) return i;
      end = to < items.length ? to : items.length;
    }
  }
  return -1;
}

/** How many items are or equal x (list.count, tuple.count). */
export function countItem(items: any[], x: any): number {
  const kind = typeof x === "number" || typeof x === "string" ? typeof x : "";
  let n = 0;
  let end = items.length;
  for (let i = 0; i < end; i++) {
    const v = items[i];
    if (v === x) n++;
    else if (typeof v !== kind) {
      if (eq(v, x)) n++;
      end = items.length;
    }
  }
  return n;
}

