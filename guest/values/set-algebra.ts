// Set operators in CPython's evaluation order (which operand is iterated, which one's elements
// are kept), so results print in the same order as CPython's: |, &, -, ^ and their in-place forms.
import { PySet } from "./set.js";
import { PyDict } from "./dict.js";
import { toArray } from "./iterate.js";
import { PyList } from "./list.js";
import { PyTuple } from "./tuple.js";

/** set_update_internal: adds the elements of any iterable. */
export function setUpdate(s: PySet, other: any): void {
  if (other instanceof PySet) s.merge(other);
  else if (other instanceof PyDict) s.mergeKeys(Array.from(other.keys()));
  else if (other instanceof PyList || other instanceof PyTuple) {
    // By index, as CPython's list iterator walks it: no copy first (a __hash__ that changes the
    // list sees the rest walked as it is now).
    for (let i = 0; i < other.items.length; i++) s.add(other.items[i]);
  } else for (const x of toArray(other)) s.add(x);
}

/** A new set (frozen or not) from any iterable, as set(x) / frozenset(x). */
export function setFrom(iterable: any, frozen: boolean): PySet {
  const s = new PySet(undefined, frozen);
  if (iterable !== undefined) setUpdate(s, iterable);
  return s;
}

export function setUnion(a: PySet, b: any): PySet {
  const r = a.copy();
  setUpdate(r, b);
  return r;
}

export function setIntersection(a: PySet, b: any): PySet {
  if (a === b) return a.copy();
  const r = new PySet(undefined, a.frozen);
  if (b instanceof PySet) {
    // CPython iterates the smaller set and keeps its elements.
    const [big, small] = b.size > a.size ? [b, a] : [a, b];
    for (const x of small.values()) if (big.has(x)) r.add(x);
    return r;
  }
  for (const x of toArray(b)) if (a.has(x)) r.add(x);
  return r;
}

export function setDifference(a: PySet, b: any): PySet {
  const otherSize = b instanceof PySet || b instanceof PyDict ? b.size : -1;
  if (otherSize < 0 || a.size >> 2 > otherSize) {
    const r = a.copy();
    setDifferenceUpdate(r, b);
    return r;
  }
  const r = new PySet(undefined, a.frozen);
  for (const x of a.values()) if (!b.has(x)) r.add(x);
  return r;
}

export function setDifferenceUpdate(a: PySet, b: any): void {
  if (a === b) return a.clear();
  for (const x of toArray(b)) a.delete(x);
}

export function setSymmetricDifference(a: PySet, b: any): PySet {
  const r = setFrom(b, a.frozen);
  setSymmetricDifferenceUpdate(r, a);
  return r;
}

export function setSymmetricDifferenceUpdate(a: PySet, b: any): void {
  if (a === b) return a.clear();
  // A set's elements in its order, a dict's keys in its own; any other iterable is made a set first.
  const other = b instanceof PySet || b instanceof PyDict ? toArray(b) : setFrom(b, false).values();
  for (const x of other) if (!a.delete(x)) a.add(x);
}

export function setIntersectionUpdate(a: PySet, b: any): void {
  a.takeBody(setIntersection(a, b));
}

/** True when every element of `a` is in `b`. */
export function isSubset(a: PySet, b: PySet): boolean {
  if (a.size > b.size) return false;
  for (const hk of a.hashKeys()) if (!b.hasKey(hk)) return false;
  return true;
}

