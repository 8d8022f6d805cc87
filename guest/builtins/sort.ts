// Stable sorting with Python's `<` (richCompare "Lt"): list.sort, sorted, and key functions that
// may be async user functions. Small runs follow CPython's count_run + binary insertion so the
// first failing comparison (and its TypeError) is the one CPython reports.
import { type PyTuple, T, allSimple, doubleOf, callPy, copyItems, isSimple, richCompareBool } from "../values/index.js";

const lt = (a: any, b: any): boolean => {
  if (typeof a === "number" && typeof b === "number") return a < b;
  if (typeof a === "string" && typeof b === "string") return a < b;
  return richCompareBool(a, b, "Lt");
};

// String `<` on UTF-16 units orders astral characters wrongly against U+E000..U+FFFF, so
// strings holding surrogates go through richCompare (which compares code points).
function needsSlowCompare(keys: any[]): boolean {
  for (const k of keys) if (typeof k === "string" && !isSimple(k)) return true;
  return false;
}

const RUN = 32;

/** Sorts `keys` and `values` (same length) by keys in place, stably. */
function sortPairs(keys: any[], values: any[] | null): void {
  const n = keys.length;
  if (n < 2) return;
  if (sortHomogeneous(keys, values)) return;
  const less = needsSlowCompare(keys) ? (a: any, b: any) => richCompareBool(a, b, "Lt") : lt;
  for (let lo = 0; lo < n; lo += RUN) binarySort(keys, values, lo, Math.min(lo + RUN, n), less);
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo + width < n; lo += 2 * width) merge(keys, values, lo, lo + width, Math.min(lo + 2 * width, n), less);
  }
}

/**
 * "number" when every key is a safe int, "string" when every key is a str without surrogates
 * (JS's own order is Python's for those, and comparing them never raises), else null.
 */
export function plainKind(keys: any[]): "number" | "string" | null {
  const kind = typeof keys[0];
  if (kind !== "number" && kind !== "string") return null;
  // Indexed: for-of makes an iterator object, a cost that shows on a few keys.
  for (let i = 1; i < keys.length; i++) if (typeof keys[i] !== kind) return null;
  return kind === "number" || allSimple(keys) ? kind : null;
}

/**
 * Keys whose comparisons can never raise or run script code (safe ints, floats but NaN, strs
 * without surrogates, and tuples of one length holding those, one kind per place) are sorted by
 * the engine's own sorts, which call back into no JS (a comparison through JS functions costs
 * ~1.5 us in QuickJS, ~3.5 us for tuples): any stable sort then gives CPython's order.
 */
function sortHomogeneous(keys: any[], values: any[] | null): boolean {
  const kind = plainKind(keys);
  if (kind !== null && keys.length <= SMALL) {
    insertionSort(keys, values);
    return true;
  }
  if (kind === "number" && values === null) {
    sortNumbers(keys);
    return true;
  }
  if (kind === "string" && values === null) {
    // Equal strs are indistinguishable, so stability does not show.
    keys.sort();
    return true;
  }
  const order = kind === "number" ? stableOrder(Float64Array.from(keys)) : kind === "string" ? stableOrder(keys) : keyOrder(keys);
  if (order === null) return false;
  reorder(keys, values, order);
  return true;
}

/** A stable order of keys that are not all ints or all strs: floats, or plain tuples; else null. */
function keyOrder(keys: any[]): Int32Array | null {
  const doubles = numericColumn(keys);
  if (doubles !== null) return stableOrder(doubles);
  const columns = tupleColumns(keys);
  return columns === null ? null : tupleOrder(columns, keys.length);
}

/** Plain keys as the engine sorts them: doubles (numeric order) or strs (by UTF-16 units). */
type Column = Float64Array | string[];

/**
 * The keys as doubles when each is a safe int or a float other than NaN: their order is the
 * doubles' (a safe int is exact as one). -0.0 is 0 here, which it equals. Null for any other key.
 */
function numericColumn(keys: readonly any[]): Float64Array | null {
  const n = keys.length;
  const doubles = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = doubleOf(keys[i]);
    if (v === undefined || v !== v) return null;
    doubles[i] = v + 0;
  }
  return doubles;
}

function plainColumn(keys: any[]): Column | null {
  return plainKind(keys) === "string" ? keys : numericColumn(keys);
}

/** Each place of keys that are all tuples (not a subclass's, whose `__lt__` may differ) of one
 *  length, as a plain column; null when a key or a place is not plain. */
function tupleColumns(keys: any[]): Column[] | null {
  const n = keys.length;
  const first = keys[0];
  // The exact type: a subclass (a namedtuple, a script's class) carries its own.
  if (first?.$type !== T.tuple) return null;
  const width = first.items.length;
  for (let i = 1; i < n; i++) {
    const k = keys[i];
    if (k?.$type !== T.tuple || k.items.length !== width) return null;
  }
  const columns: Column[] = [];
  for (let p = 0; p < width; p++) {
    const column = plainColumn(keys.map((k: PyTuple) => k.items[p]));
    if (column === null) return null;
    columns.push(column);
  }
  return columns;
}

/** Tuples' stable order by their places, the last place first (each pass is stable, so the
 *  earlier places decide). */
function tupleOrder(columns: Column[], n: number): Int32Array {
  let order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  for (let p = columns.length - 1; p >= 0; p--) {
    const column = columns[p]!;
    const placed = column instanceof Float64Array ? new Float64Array(n) : new Array<string>(n);
    for (let i = 0; i < n; i++) placed[i] = column[order[i]!]!;
    const pass = stableOrder(placed);
    const next = new Int32Array(n);
    for (let i = 0; i < n; i++) next[i] = order[pass[i]!]!;
    order = next;
  }
  return order;
}

/**
 * The indices of `column` (doubles without NaN or -0, or strs) in a stable order by value: the
 * column sorted by the engine, then each index put at its value's next free place, in index order.
 */
function stableOrder(column: Column): Int32Array {
  const sorted = column instanceof Float64Array ? column.slice().sort() : copyItems(column).sort();
  const next = new Map<number | string, number>();
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) next.set(sorted[i]!, i);
  const order = new Int32Array(column.length);
  for (let i = 0; i < column.length; i++) {
    const v = column[i]!;
    const at = next.get(v)!;
    order[at] = i;
    next.set(v, at + 1);
  }
  return order;
}

/** `keys` (and `values`) rearranged so that item i is the one at `order[i]`. */
function reorder(keys: any[], values: any[] | null, order: Int32Array): void {
  const k2 = copyItems(keys);
  const v2 = values === null ? null : copyItems(values);
  for (let i = 0; i < order.length; i++) {
    keys[i] = k2[order[i]!];
    if (v2 !== null) values![i] = v2[order[i]!];
  }
}

// Up to this many keys of one kind, `<` in a loop costs less than setting up a native sort.
const SMALL = 16;

/** Safe ints or BMP strs (which `<` orders as Python does), stably, with their values if any;
 *  -0 written back as 0 as below. */
function insertionSort(keys: any[], values: any[] | null): void {
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i];
    const v = values === null ? undefined : values[i];
    let j = i;
    for (; j > 0 && k < keys[j - 1]; j--) {
      keys[j] = keys[j - 1];
      if (values !== null) values[j] = values[j - 1];
    }
    keys[j] = k;
    if (values !== null) values[j] = v;
  }
  if (typeof keys[0] === "number") for (let i = 0; i < keys.length; i++) keys[i] += 0;
}

/**
 * Safe ints, sorted by a Float64Array's native numeric sort (no comparison calls back into JS;
 * 200,000 ints ~10x faster than a comparison function). Equal ints are indistinguishable, so
 * stability does not show; -0 is written back as 0, which it equals and prints as.
 */
function sortNumbers(keys: number[]): void {
  const sorted = Float64Array.from(keys).sort();
  for (let i = 0; i < sorted.length; i++) keys[i] = sorted[i]! + 0;
}

function binarySort(keys: any[], values: any[] | null, lo: number, hi: number, less: (a: any, b: any) => boolean): void {
  // count_run: a strictly descending prefix is reversed in place (stability is kept because it is strict).
  let start = lo + 1;
  if (start < hi) {
    if (less(keys[start], keys[lo])) {
      start++;
      while (start < hi && less(keys[start], keys[start - 1])) start++;
      reverseRange(keys, lo, start);
      if (values) reverseRange(values, lo, start);
    } else {
      start++;
      while (start < hi && !less(keys[start], keys[start - 1])) start++;
    }
  }
  for (; start < hi; start++) {
    const pivot = keys[start];
    const pv = values ? values[start] : undefined;
    let l = lo;
    let r = start;
    while (l < r) {
      const mid = (l + r) >> 1;
      if (less(pivot, keys[mid])) r = mid;
      else l = mid + 1;
    }
    for (let p = start; p > l; p--) {
      keys[p] = keys[p - 1];
      if (values) values[p] = values[p - 1];
    }
    keys[l] = pivot;
    if (values) values[l] = pv;
  }
}

function merge(keys: any[], values: any[] | null, lo: number, mid: number, hi: number, less: (a: any, b: any) => boolean): void {
  const lk = keys.slice(lo, mid);
  const lv = values ? values.slice(lo, mid) : null;
  let i = 0;
  let j = mid;
  let k = lo;
  while (i < lk.length && j < hi) {
    if (less(keys[j], lk[i])) {
      if (values) values[k] = values[j];
      keys[k++] = keys[j++];
    } else {
      if (values) values[k] = lv![i];
      keys[k++] = lk[i++];
    }
  }
  while (i < lk.length) {
    if (values) values[k] = lv![i];
    keys[k++] = lk[i++];
  }
}

function reverseRange(a: any[], lo: number, hi: number): void {
  for (hi--; lo < hi; lo++, hi--) {
    const t = a[lo];
    a[lo] = a[hi];
    a[hi] = t;
  }
}

function sortWithKeys(items: any[], keys: any[] | null, reverse: boolean): void {
  // CPython reverses before and after sorting so equal items keep their order under reverse=True.
  if (reverse) {
    items.reverse();
    keys?.reverse();
  }
  if (keys) sortPairs(keys, items);
  else sortPairs(items, null);
  if (reverse) items.reverse();
}

/**
 * Sorts `items` in place. Returns a Promise only when `key` is an async user function (its keys
 * are awaited one by one, in order, before any comparison, as CPython computes keys first).
 */
export function sortInPlace(items: any[], key: any, reverse: boolean): void | Promise<void> {
  if (key === null) return sortWithKeys(items, null, reverse);
  if (key.$async === true) {
    return (async () => {
      const keys: any[] = [];
      for (const x of items) keys.push(await callPy(key, [x]));
      sortWithKeys(items, keys, reverse);
    })();
  }
  sortWithKeys(items, keysOf(items, key), reverse);
}

/** `key(x)` of each item in order: a function (a def, lambda or builtin) called as it is, with
 *  no arguments array or callPy between; anything else through callPy. */
export function keysOf(items: any[], key: any): any[] {
  const n = items.length;
  const keys = new Array(n);
  if (typeof key === "function") for (let i = 0; i < n; i++) keys[i] = key(items[i]);
  else for (let i = 0; i < n; i++) keys[i] = callPy(key, [items[i]]);
  return keys;
}
