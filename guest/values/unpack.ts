// Unpacking assignment (`a, b = x`, `a, *rest, b = x`) with CPython's ValueError messages.

import { SEQ } from "./type-marks.js";
import { copyItems, sliceItems } from "./arrays.js";
import { E, raise } from "./exceptions.js";
import { isIterable, iter } from "./iterate.js";
import { syncSteps } from "./async-iterator.js";
import { STOP } from "./iterator.js";
import { PyList } from "./list.js";
import { typeOf } from "./type.js";

/** Exactly `n` values from an iterable, as a JS array. */
export function unpack(x: any, n: number): any[] {
  if (x?.$seq === SEQ) {
    const items = x.items;
    if (items.length === n) return items.length === 2 ? [items[0], items[1]] : copyItems(items);
    if (items.length < n) raise(E.ValueError, `not enough values to unpack (expected ${n}, got ${items.length})`);
    raise(E.ValueError, `too many values to unpack (expected ${n})`);
  }
  if (!isIterable(x)) raise(E.TypeError, `cannot unpack non-iterable ${typeOf(x).name} object`);
  const it = iter(x);
  const out: any[] = [];
  for (let i = 0; i < n; i++) {
    const v = it.next();
    if (v === STOP) raise(E.ValueError, `not enough values to unpack (expected ${n}, got ${i})`);
    out.push(v);
  }
  if (it.next() !== STOP) raise(E.ValueError, `too many values to unpack (expected ${n})`);
  return out;
}

/** `before` values, a list of the rest, then `after` values. */
export function unpackEx(x: any, before: number, after: number): any[] {
  if (!isIterable(x)) raise(E.TypeError, `cannot unpack non-iterable ${typeOf(x).name} object`);
  const items = x?.$seq === SEQ ? x.items : typeof x.$iterObject === "function" ? scriptItems(x, before, after) : [...iter(x)];
  if (items.length < before + after) notEnough(before + after, items.length);
  const middle = new PyList(sliceItems(items, before, items.length - after));
  const out = sliceItems(items, 0, before);
  out.push(middle);
  for (let i = items.length - after; i < items.length; i++) out.push(items[i]);
  return out;
}

function notEnough(expected: number, got: number): never {
  return raise(E.ValueError, `not enough values to unpack (expected at least ${expected}, got ${got})`);
}

/** A script's iterable's items as UNPACK_EX takes them: `before` by next() on the iterator its
 *  `__iter__` gave, then list() of that iterator, which must itself be iterable (CPython's
 *  TypeError for one without `__iter__`, after those steps). */
function scriptItems(x: any, before: number, after: number): any[] {
  const it = x.$iterObject();
  const steps = syncSteps(x.$iterOf(it), x);
  const items: any[] = [];
  for (let i = 0; i < before; i++) {
    const v = steps.next();
    if (v === STOP) notEnough(before + after, i);
    items.push(v);
  }
  for (const v of iter(it)) items.push(v);
  return items;
}
