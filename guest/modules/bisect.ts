// The `bisect` module: bisect_left/right and insort_left/right with lo, hi and key (3.10+), as
// _bisect.c, with its messages.

import { E, PyList, PyModule, asIndex, builtin, callCannotWait, callMethod, getItem, len, raise, richCompareBool, writtenInC } from "../values/index.js";

function bounds(a: unknown, lo: unknown, hi: unknown): [number, number] {
  const l = Number(asIndex(lo));
  if (l < 0) raise(E.ValueError, "lo must be non-negative");
  const h = hi === null ? len(a) : Number(asIndex(hi));
  return [l, h];
}

const keyOf = (key: unknown, x: unknown) => callCannotWait(key, [x], () => "bisect(key=...) calls a tool, and the search cannot wait for it; use sorted() or a loop");

function search(a: unknown, x: unknown, lo: unknown, hi: unknown, key: unknown, right: boolean): number {
  let [l, h] = bounds(a, lo, hi);
  // Lists read their items directly; other sequences go through __getitem__ as in C.
  const at = a instanceof PyList ? (i: number) => a.items[i] : (i: number) => getItem(a, i);
  while (l < h) {
    const mid = (l + h) >>> 1;
    const item = key === null ? at(mid) : keyOf(key, at(mid));
    const goLeft = right ? richCompareBool(x, item, "Lt") : !richCompareBool(item, x, "Lt");
    if (goLeft) h = mid;
    else l = mid + 1;
  }
  return l;
}

function insort(a: unknown, x: unknown, lo: unknown, hi: unknown, key: unknown, right: boolean): null {
  const i = search(a, key === null ? x : keyOf(key, x), lo, hi, key, right);
  if (a instanceof PyList) a.items.splice(i, 0, x);
  else callMethod(a, "insert", [i, x]);
  return null;
}

const SIG = "a, x, lo=0, hi=None, *, key=None";

export function bisectModule(): PyModule {
  const right = builtin("bisect_right", SIG, (a: unknown, x: unknown, lo: unknown, hi: unknown, key: unknown) => search(a, x, lo, hi, key, true));
  const insortRight = builtin("insort_right", SIG, (a: unknown, x: unknown, lo: unknown, hi: unknown, key: unknown) => insort(a, x, lo, hi, key, true));
  return writtenInC(new PyModule("bisect", {
    bisect_left: builtin("bisect_left", SIG, (a: unknown, x: unknown, lo: unknown, hi: unknown, key: unknown) => search(a, x, lo, hi, key, false)),
    bisect_right: right,
    bisect: right,
    insort_left: builtin("insort_left", SIG, (a: unknown, x: unknown, lo: unknown, hi: unknown, key: unknown) => insort(a, x, lo, hi, key, false)),
    insort_right: insortRight,
    insort: insortRight,
  }));
}
