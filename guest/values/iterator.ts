// PyIterator: Python iterators. next() returns the next value or the STOP sentinel, so the hot
// path raises no exception; concrete iterators for the builtin containers live here too.
import { E, raise } from "./exceptions.js";
import { PyType, T } from "./type.js";
import { codePoints, isSimple } from "./str.js";
import { PyTuple } from "./tuple.js";
import type { DictViewKind, PyDict } from "./dict.js";

/** Returned by PyIterator.next() when the iterator is exhausted. */
export const STOP: unique symbol = Symbol("STOP");
export type Stop = typeof STOP;

export abstract class PyIterator {
  constructor(readonly $type: PyType) {}

  /** The next value, or STOP. Once STOP is returned it keeps returning STOP. */
  abstract next(): any;

  /** JS iteration over the remaining values, for code in guest/ that prefers `for...of`. */
  *[Symbol.iterator](): Generator<any, void, undefined> {
    for (;;) {
      const v = this.next();
      if (v === STOP) return;
      yield v;
    }
  }
}

/** Iterates an array that may grow or shrink while iterating (list semantics: index-based). */
export class ArrayIterator extends PyIterator {
  private i = 0;
  constructor(
    private readonly source: { items: any[] },
    type: PyType,
  ) {
    super(type);
  }
  next(): any {
    const items = this.source.items;
    if (this.i < items.length) return items[this.i++];
    this.i = Infinity;
    return STOP;
  }
}

export class ReverseArrayIterator extends PyIterator {
  private i: number;
  constructor(private readonly source: { items: any[] }) {
    super(T.list_reverseiterator);
    this.i = source.items.length - 1;
  }
  next(): any {
    const items = this.source.items;
    if (this.i >= 0 && this.i < items.length) return items[this.i--];
    this.i = -1;
    return STOP;
  }
}

export class StrIterator extends PyIterator {
  private i = 0;
  private readonly chars: string | string[];
  constructor(s: string) {
    const simple = isSimple(s);
    // CPython names the iterator by the string's storage kind.
    super(/^[\x00-\x7f]*$/.test(s) ? T.str_ascii_iterator : T.str_iterator);
    this.chars = simple ? s : codePoints(s);
  }
  next(): any {
    return this.i < this.chars.length ? this.chars[this.i++] : STOP;
  }
}

/** Wraps a JS iterable (generator, Map iterator, ...) as a Python iterator of type `typeName`. */
export class JsIterator extends PyIterator {
  private done = false;
  private readonly it: Iterator<any>;
  constructor(iterable: Iterable<any>, type: PyType) {
    super(type);
    this.it = iterable[Symbol.iterator]();
  }
  next(): any {
    if (this.done) return STOP;
    const r = this.it.next();
    if (r.done) {
      this.done = true;
      return STOP;
    }
    return r.value;
  }
}

/** A Python iterator over a JS iterable; `typeName` names the type (`"map"`, `"zip"`, ...). */
export function makeIterator(iterable: Iterable<any>, typeName: string): PyIterator {
  const t = (T as Record<string, PyType>)[typeName] ?? new PyType(typeName, [T.object]);
  return new JsIterator(iterable, t);
}

/** Iterates a dict's keys, values or items, raising as CPython when its size or keys change
 *  mid-iteration. */
export class DictIterator extends PyIterator {
  private readonly vals: Map<any, any>;
  private readonly it: Iterator<any>;
  private readonly size: number;
  private left: number;
  private done = false;
  constructor(
    private readonly dict: PyDict,
    private readonly kind: DictViewKind,
    type: PyType,
  ) {
    super(type);
    const vals = (this.vals = dict.vals);
    this.it = kind === "values" ? vals.values() : kind === "keys" ? vals.keys() : vals.entries();
    this.size = vals.size;
    this.left = vals.size;
  }
  next(): any {
    if (this.done) return STOP;
    if (this.vals.size !== this.size) {
      this.done = true;
      raise(E.RuntimeError, "dictionary changed size during iteration");
    }
    const r = this.it.next();
    if (r.done) {
      this.done = true;
      return STOP;
    }
    // Same size but more entries than it started with: keys were deleted and added.
    if (this.left-- === 0) {
      this.done = true;
      raise(E.RuntimeError, "dictionary keys changed during iteration");
    }
    const kind = this.kind;
    if (kind === "keys") return this.dict.origKeys === null ? r.value : this.dict.keyOf(r.value);
    if (kind === "values") return r.value;
    return new PyTuple([this.dict.keyOf(r.value[0]), r.value[1]]);
  }
}
