// The iteration protocol over every iterable guest value: iter(), next(), toArray().
import { AsyncPyIterator, refuseAsyncIterator, syncSteps } from "./async-iterator.js";
import { E, raise } from "./exceptions.js";
import { T, typeName } from "./type.js";
import { ArrayIterator, PyIterator, STOP, StrIterator } from "./iterator.js";
import { DictIterator } from "./dict-iterator.js";
import { PyList } from "./list.js";
import { PyTuple } from "./tuple.js";
import { PyDict, PyDictView } from "./dict.js";
import { PySet } from "./set.js";
import { SetIterator } from "./set-iterator.js";
import { PyRange, RangeIterator } from "./range.js";
import { PyBytes } from "./bytes.js";
import { codePoints } from "./str.js";
import { copyItems } from "./arrays.js";
import { checkSequenceLength } from "./limits.js";
import { DICT, SEQ } from "./type-marks.js";

/** iter(x): a PyIterator over any iterable; TypeError "'int' object is not iterable". Objects may
 *  supply `$iter(): PyIterator`. */
export function iter(x: any): PyIterator {
  if (x instanceof AsyncPyIterator) refuseAsyncIterator(x);
  if (x instanceof PyIterator) return x;
  // A `for` loop walks lists, tuples and dicts itself: what reaches here is most often a dict's
  // view (`for k, v in d.items()`), each instanceof test before it ~0.15 us.
  if (x instanceof PyDictView) {
    const t = x.kind === "keys" ? T.dict_keyiterator : x.kind === "values" ? T.dict_valueiterator : T.dict_itemiterator;
    return new DictIterator(x.dict, x.kind, t);
  }
  if (typeof x === "string") return new StrIterator(x);
  // By the marks: a script's subclass of list or dict has none (its class may override `__iter__`).
  if (x?.$seq === SEQ) return new ArrayIterator(x, x instanceof PyList ? T.list_iterator : T.tuple_iterator);
  if (x?.$dict === DICT) return new DictIterator(x, "keys", T.dict_keyiterator);
  if (x instanceof PySet) return new SetIterator(x);
  if (x instanceof PyRange) return new RangeIterator(x);
  // Bytes never change: the iterator reads them in place.
  // A bytearray's iterator reads its live bytes (`items`), as a list's does.
  if (x instanceof PyBytes) return x.$type === T.bytes ? new ArrayIterator({ items: x.b }, T.bytes_iterator) : new ArrayIterator(x as unknown as { items: Uint8Array }, T.bytearray_iterator);
  // What a script's `__iter__` made may step by calling tools: refused here (iterAwaitable keeps it).
  if (x !== null && (typeof x === "object" || typeof x === "function") && typeof x.$iter === "function") return syncSteps(x.$iter(), x);
  return raise(E.TypeError, `'${typeName(x)}' object is not iterable`);
}

/** iter(x), except that an iterator whose steps call tools (`x`, or what a script's object made:
 *  it has `$iterObject`, and is no container) is kept as it is (never drained). */
export function iterAwaitable(x: any): PyIterator {
  if (x instanceof AsyncPyIterator) return x;
  return typeof x?.$iterObject === "function" ? x.$iter() : iter(x);
}

/** What a comprehension's loop walks: a list, tuple, dict or dict view as it is (the loop steps
 *  through them without an iterator object, as a `for` loop does), anything else as iter(x). */
export function walkable(x: any): any {
  return walkedAsIs(x) ? x : iter(x);
}

/** walkable(x) in async code: an iterator whose steps call tools is kept (iterAwaitable). */
export function walkableAwaitable(x: any): any {
  return walkedAsIs(x) ? x : iterAwaitable(x);
}

function walkedAsIs(x: any): boolean {
  return x?.$seq === SEQ || x?.$dict === DICT || x instanceof PyDictView;
}

/** True when iter(x) would succeed. */
export function isIterable(x: any): boolean {
  return (
    typeof x === "string" ||
    x instanceof PyIterator || x instanceof PyList || x instanceof PyTuple || x instanceof PyDict ||
    x instanceof PySet || x instanceof PyRange || x instanceof PyDictView || x instanceof PyBytes ||
    (x !== null && (typeof x === "object" || typeof x === "function") && typeof x.$iter === "function")
  );
}

/** next(it): the next value or STOP. */
export function next(it: PyIterator): any {
  return it.next();
}

/**
 * A range's items when they are all safe ints, by a plain loop: list(range(n)) went through the
 * iterator's next() per item, several times the cost. Undefined for ranges with big bounds.
 */
function rangeItems(r: PyRange): number[] | undefined {
  const { start, step, length } = r;
  if (typeof start !== "number" || typeof step !== "number" || typeof length !== "number" || !Number.isSafeInteger(start + (length - 1) * step)) return undefined;
  const out: number[] = [];
  for (let i = 0, v = start; i < length; i++, v += step) out.push(v);
  return out;
}

/** toArray(x) as list_extend and PySequence_Tuple read x (`list(x)`, `tuple(x)`, `sorted`,
 *  `extend`, `+=`, `[*x]`, `f(*x)`): PyObject_LengthHint asks an object's `$lengthHint` (a dict
 *  or list subclass's instance: script-containers.ts) after making its iterator. */
export function extendingItems(x: any): any[] {
  // An exact list or tuple, the commonest, as toArray copies it (a call more costs ~70 ns).
  if (x?.$seq === SEQ) return copyItems(x.items);
  if (typeof x?.$lengthHint !== "function") return toArray(x);
  const it = iter(x);
  x.$lengthHint();
  return toArray(it);
}

/** list_extend (`l.extend(x)`, `l += x`, `list.__init__`): x's items as extendingItems reads
 *  them, appended. The list itself is read as PySequence_Fast does, through its class's
 *  `__iter__` alone (no length hint), before any is appended. */
export function extendList(self: PyList, x: any): void {
  const extra = x === self ? toArray(x) : extendingItems(x);
  checkSequenceLength(self.items.length + extra.length);
  for (const v of extra) self.items.push(v);
}

/** All remaining values of an iterable, as a fresh array the caller owns. */
export function toArray(x: any): any[] {
  // The containers first, by their marks where they have one (an instanceof costs ~75 ns in
  // QuickJS); none of them is an async iterator.
  if (x?.$seq === SEQ) return copyItems(x.items);
  if (typeof x === "string") return codePoints(x);
  if (x instanceof PySet) return x.values();
  if (x?.$dict === DICT) {
    // The Map's keys as they are where no key differs from its hash key (no generator step
    // each); `vals` read first: an in-place dict sets origKeys as it makes its Map.
    const keys = x.vals.keys();
    return x.origKeys === null ? Array.from(keys) : Array.from(keys, (h) => x.keyOf(h));
  }
  if (x instanceof PyDictView) return x.toArray();
  if (x instanceof PyRange) {
    const items = rangeItems(x);
    if (items) return items;
  }
  if (x instanceof AsyncPyIterator) refuseAsyncIterator(x);
  const it = iter(x);
  const out: any[] = [];
  for (let v = it.next(); v !== STOP; v = it.next()) out.push(v);
  return out;
}
