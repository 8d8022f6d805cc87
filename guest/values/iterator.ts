// PyIterator: Python iterators. next() returns the next value or the STOP sentinel, so the hot
// path raises no exception; the iterators of lists, str and JS iterables live here too (a dict's
// in dict-iterator.ts).
import { PyType, T } from "./type.js";
import { codePoints, isSimple } from "./str.js";

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
