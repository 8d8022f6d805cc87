// PyIterator: Python iterators. next() returns the next value or the STOP sentinel, so the hot
// path raises no exception; the iterators of lists, str and JS iterables live here too (a dict's
// in dict-iterator.ts).
import { PyType, T } from "./type.js";
import { isSimple } from "./str.js";
import { isAscii } from "./class-run.js";

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
    private readonly source: { items: ArrayLike<any> },
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

/** Steps through the string itself, a surrogate pair at a time where one comes (an array of its
 *  code points would take ~30 bytes each). */
export class StrIterator extends PyIterator {
  private i = 0;
  private readonly s: string;
  private readonly simple: boolean;
  constructor(s: string) {
    // CPython names the iterator by the string's storage kind.
    const ascii = isAscii(s);
    super(ascii ? T.str_ascii_iterator : T.str_iterator);
    this.s = s;
    this.simple = ascii || isSimple(s);
  }
  next(): any {
    const { s, i } = this;
    if (i >= s.length) return STOP;
    const c = s.charCodeAt(i);
    if (!this.simple && c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        this.i = i + 2;
        return s.slice(i, i + 2);
      }
    }
    this.i = i + 1;
    return s[i];
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
