// collections.deque: a list-backed double-ended queue with maxlen, rotate, indexing and
// CPython's messages ("pop from an empty deque", "deque index out of range").

import {
  ArrayIterator,
  E,
  ReverseArrayIterator,
  PyType,
  T,
  asIndex,
  builtin,
  callPy,
  copyItems,
  joinItems,
  sliceItems,
  defineMethods,
  defineProperties,
  sameOrEq,
  raise,
  repr,
  richCompareBool,
  toArray,
  typeOf,
  type BinaryOpName,
  type CompareOp,
  indexOf,
  isInt,
  checkSequenceLength,
} from "../../values/index.js";
import { registerVirtual } from "./abc.js";

export const DequeType = new PyType("deque", [T.object], "collections");
DequeType.tpName = "collections.deque";
registerVirtual("MutableSequence", DequeType);
const DequeIteratorType = new PyType("_deque_iterator", [T.object], "_collections");

export class PyDeque {
  items: unknown[] = [];

  constructor(readonly maxlen: number | null) {}

  push(x: unknown): void {
    if (this.maxlen === 0) return;
    this.items.push(x);
    if (this.maxlen !== null && this.items.length > this.maxlen) this.items.shift();
  }

  pushLeft(x: unknown): void {
    if (this.maxlen === 0) return;
    this.items.unshift(x);
    if (this.maxlen !== null && this.items.length > this.maxlen) this.items.pop();
  }

  private index(key: unknown): number {
    if (typeof key !== "number" && typeof key !== "boolean" && typeof key !== "bigint") {
      raise(E.TypeError, `sequence index must be integer, not '${typeOf(key).name}'`);
    }
    let i = Number(key);
    if (i < 0) i += this.items.length;
    if (!(i >= 0 && i < this.items.length)) raise(E.IndexError, "deque index out of range");
    return i;
  }

  $len(): number {
    return this.items.length;
  }

  $iter() {
    return new ArrayIterator(this, DequeIteratorType);
  }

  /** reversed(deque). */
  $reversed() {
    return new ReverseArrayIterator(this);
  }

  $getItem(key: unknown): unknown {
    return this.items[this.index(key)];
  }

  $setItem(key: unknown, v: unknown): void {
    this.items[this.index(key)] = v;
  }

  $delItem(key: unknown): void {
    this.items.splice(this.index(key), 1);
  }

  $contains(x: unknown): boolean {
    return this.items.some((y) => sameOrEq(y, x));
  }

  $repr(): string {
    // CPython formats a snapshot: an element's __repr__ that changes the deque changes nothing here.
    const body = `[${this.items.slice().map((x) => (x === this ? "[...]" : repr(x))).join(", ")}]`;
    return this.maxlen === null ? `deque(${body})` : `deque(${body}, maxlen=${this.maxlen})`;
  }

  $eq(other: unknown): boolean {
    return other instanceof PyDeque && other.items.length === this.items.length && this.items.every((x, i) => sameOrEq(x, other.items[i]));
  }

  $compare(other: unknown): number | undefined {
    if (!(other instanceof PyDeque)) return undefined;
    const a = this.items;
    const b = other.items;
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      if (!sameOrEq(a[i], b[i])) return richCompareBool(a[i], b[i], "Lt" as CompareOp) ? -1 : 1;
    }
    return a.length - b.length;
  }

  $binaryOp(op: BinaryOpName, other: unknown, reflected: boolean): PyDeque | undefined {
    if (op === "Add" && other instanceof PyDeque && !reflected) {
      const d = new PyDeque(this.maxlen);
      for (const x of [...this.items, ...other.items]) d.push(x);
      return d;
    }
    if (op === "Mult" && typeof other === "bigint") raise(E.OverflowError, "cannot fit 'int' into an index-sized integer");
    if (op === "Mult" && (typeof other === "number" || typeof other === "boolean")) {
      const d = new PyDeque(this.maxlen);
      const len = this.items.length;
      const total = Math.max(0, Number(other)) * len;
      if (this.maxlen === null) checkSequenceLength(total);
      // Only the last maxlen items of the repetition survive: build just those.
      const keep = this.maxlen === null ? total : Math.min(total, this.maxlen);
      for (let k = total - keep; k < total; k++) d.push(this.items[k % len]);
      return d;
    }
    return undefined;
  }
}
// Unhashable (a mutable sequence, `__hash__ = None`): hash.ts reads $hashable.
Object.defineProperties(PyDeque.prototype, { $type: { value: DequeType }, $hashable: { value: false } });

const init = builtin("deque", "iterable=<unset>, maxlen=None", (iterable: unknown, maxlen: unknown) => {
  let max: number | null = null;
  if (maxlen !== null) {
    // CPython reads maxlen with PyLong_AsSsize_t, whose refusal of a non-int is this terse.
    if (!isInt(maxlen) && typeof maxlen !== "boolean") raise(E.TypeError, "an integer is required");
    max = Number(asIndex(maxlen));
    if (max < 0) raise(E.ValueError, "maxlen must be non-negative");
  }
  const d = new PyDeque(max);
  if (iterable !== undefined) for (const x of toArray(iterable)) d.push(x);
  return d;
});
DequeType.construct = (pos, kw) => callPy(init, pos, kw);

function find(self: PyDeque, x: unknown): number {
  const i = self.items.findIndex((y) => sameOrEq(y, x));
  if (i < 0) raise(E.ValueError, `${repr(x)} is not in deque`);
  return i;
}

defineMethods(DequeType, {
  append: builtin("append", "self, x, /", (self: PyDeque, x: unknown) => (self.push(x), null)),
  appendleft: builtin("appendleft", "self, x, /", (self: PyDeque, x: unknown) => (self.pushLeft(x), null)),
  pop: builtin("pop", "self, /", (self: PyDeque) => {
    if (!self.items.length) raise(E.IndexError, "pop from an empty deque");
    return self.items.pop();
  }),
  popleft: builtin("popleft", "self, /", (self: PyDeque) => {
    if (!self.items.length) raise(E.IndexError, "pop from an empty deque");
    return self.items.shift();
  }),
  extend: builtin("extend", "self, iterable, /", (self: PyDeque, it: unknown) => {
    for (const x of toArray(it)) self.push(x);
    return null;
  }),
  extendleft: builtin("extendleft", "self, iterable, /", (self: PyDeque, it: unknown) => {
    for (const x of toArray(it)) self.pushLeft(x);
    return null;
  }),
  rotate: builtin("rotate", "self, n=1, /", (self: PyDeque, n: unknown) => {
    const len = self.items.length;
    if (len > 1) {
      const k = ((Number(asIndex(n)) % len) + len) % len;
      if (k) self.items = joinItems(sliceItems(self.items, len - k), sliceItems(self.items, 0, len - k));
    }
    return null;
  }),
  clear: builtin("clear", "self, /", (self: PyDeque) => ((self.items = []), null)),
  copy: builtin("copy", "self, /", (self: PyDeque) => {
    const d = new PyDeque(self.maxlen);
    d.items = copyItems(self.items);
    return d;
  }),
  count: builtin("count", "self, value, /", (self: PyDeque, x: unknown) => self.items.filter((y) => sameOrEq(y, x)).length),
  // PyArg_ParseStack's wording, as CPython's deque_index counts its arguments.
  index: builtin("index", "self, value, start=?, stop=?, /", (self: PyDeque, x: unknown, a: unknown, b: unknown) => indexOf(self.items, x, a, b, "deque"), { style: "parsetuple" }),
  insert: builtin("insert", "self, index, value, /", (self: PyDeque, i: unknown, x: unknown) => {
    if (self.maxlen !== null && self.items.length >= self.maxlen) raise(E.IndexError, "deque already at its maximum size");
    let k = Number(asIndex(i));
    const len = self.items.length;
    if (k < 0) k = Math.max(0, k + len);
    self.items.splice(Math.min(k, len), 0, x);
    return null;
  }),
  remove: builtin("remove", "self, value, /", (self: PyDeque, x: unknown) => {
    self.items.splice(find(self, x), 1);
    return null;
  }),
  reverse: builtin("reverse", "self, /", (self: PyDeque) => (self.items.reverse(), null)),
});
defineProperties(DequeType, { maxlen: (self: PyDeque) => self.maxlen });
