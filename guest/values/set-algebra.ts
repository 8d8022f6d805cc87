// Set operators in CPython's evaluation order (which operand is iterated, which one's elements
// are kept), so results print in the same order as CPython's: |, &, -, ^ and their in-place forms.
// Where the operands have no table yet (only adds made them), a result's elements are found by
// their index alone and its table is made only when an order is read (`len(a & b)`, `x in a | b`
// and `sorted(a - b)` read none): from copies of the operands' adds taken now, CPython's steps
// replayed then.
import { DICT, SEQ } from "./type-marks.js";
import { PySet, insertElement, slotOrder } from "./set.js";
import { PyDict } from "./dict.js";
import { toArray } from "./iterate.js";
import { hashKey } from "./hash.js";

/** set_update_internal: adds the elements of any iterable. */
export function setUpdate(s: PySet, other: any): void {
  if (other instanceof PySet) s.merge(other);
  else if (other?.$dict === DICT) s.mergeKeys(Array.from(other.keys()));
  else if (other?.$seq === SEQ) {
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
  if (b instanceof PySet && b !== a && a.replaysAdds && b.replaysAdds && b.size > 0) {
    const index = new Map<any, any>();
    const aAdds = a.addsInto(index);
    const bAdds = b.addsInto(index);
    // set_copy, then set_merge of the other.
    return PySet.fromIndex(a.frozen, index, (table) => {
      if (aAdds.adds.length > 0) aAdds.copyInto(table);
      table.merge(bAdds.table());
    });
  }
  const r = a.copy();
  setUpdate(r, b);
  return r;
}

/** The elements of `a`, in its order, for which `keep` says yes, added to a new set (frozen or
 *  not): set_intersection's and set_difference's loop. */
function filtered(a: PySet, keep: (hk: any) => boolean, frozen: boolean): PySet {
  if (a.replaysAdds) {
    const kept = new Uint8Array(a.size);
    const index = new Map<any, any>();
    const adds: any[] = [];
    a.forEachElement((x, hk) => {
      if (keep(hk)) {
        index.set(hk, x);
        kept[adds.length] = 1;
      }
      adds.push(x);
    });
    const snapshot = a.snapshot(adds);
    const count = index.size;
    return PySet.fromIndex(frozen, index, (table) => {
      // While nothing was added since, the index holds only the kept elements: a's own table's
      // order then (made once, kept on a), else the adds' places in a table of them.
      if (snapshot.unchanged && index.size === count) {
        a.made().forEachInOrder((x, hk) => {
          if (index.has(hk)) insertElement(table, x, hk);
        });
        return;
      }
      for (const j of slotOrder(adds)) if (kept[j] === 1) insertElement(table, adds[j]);
    });
  }
  const r = new PySet(undefined, frozen);
  for (const x of a.values()) if (keep(hashKey(x))) r.add(x);
  return r;
}

export function setIntersection(a: PySet, b: any): PySet {
  if (a === b) return a.copy();
  if (b instanceof PySet) {
    // CPython iterates the smaller set and keeps its elements.
    const [big, small] = b.size > a.size ? [b, a] : [a, b];
    return filtered(small, (hk) => big.hasKey(hk), a.frozen);
  }
  const r = new PySet(undefined, a.frozen);
  for (const x of toArray(b)) if (a.has(x)) r.add(x);
  return r;
}

export function setDifference(a: PySet, b: any): PySet {
  const otherSize = b instanceof PySet || b instanceof PyDict ? b.size : -1;
  if (otherSize < 0 || a.size >> 2 > otherSize) {
    if (b instanceof PySet && a.replaysAdds) {
      // set_copy_and_difference: a copy, then b's elements discarded from it.
      const index = new Map<any, any>();
      const snapshot = a.addsInto(index);
      const gone: any[] = [];
      b.forEachElement((_, hk) => {
        if (index.delete(hk)) gone.push(hk);
      });
      return PySet.fromIndex(a.frozen, index, (table) => {
        snapshot.copyInto(table);
        for (const hk of gone) table.discard(hk);
        table.dropDummies();
      });
    }
    const r = a.copy();
    setDifferenceUpdate(r, b);
    return r;
  }
  if (b instanceof PySet) return filtered(a, (hk) => !b.hasKey(hk), a.frozen);
  const r = new PySet(undefined, a.frozen);
  for (const x of a.values()) if (!b.has(x)) r.add(x);
  return r;
}

/** set_difference_update_internal: each of b's elements discarded (in an order no script code
 *  can see: their hashes are known), then a table more than a quarter dummies made afresh. */
export function setDifferenceUpdate(a: PySet, b: any): void {
  if (a === b) return a.clear();
  if (b instanceof PySet) for (const hk of Array.from(b.hashKeys())) a.deleteKey(hk);
  else for (const x of toArray(b)) a.delete(x);
  a.dropDummies();
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

