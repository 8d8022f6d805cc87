// PyByteArray: bytearray, a PyBytes whose bytes change. Everything that reads bytes (methods,
// comparison, `in`, decode, hashlib) reads it as bytes; this module adds what changes it: item
// and slice assignment, deletion, `+=`/`*=` and the growth append/extend/insert make.
import { E, raise } from "./exceptions.js";
import { PyBytes } from "./bytes.js";
import { T, typeName } from "./type.js";
import { isInt } from "./int.js";
import { PySlice, adjustIndices } from "./slice.js";
import { isIterable, toArray } from "./iterate.js";
import { checkSequenceLength } from "./limits.js";
import { asIndex, install, toBytes } from "./constructors.js";
import { repeatBytes, repeatCount } from "./operators.js";
import { builtin } from "./callable.js";

export class PyByteArray extends PyBytes {
  /** Where the bytes live: `b` is its first `b.length` bytes, the rest room to grow into, so
   *  appending n bytes one at a time copies O(n) bytes in all, as CPython's over-allocation. */
  private store: Uint8Array;

  constructor(b: Uint8Array) {
    super(b);
    this.store = b;
  }

  /** The live contents, as ArrayIterator reads a list's items: iteration sees every change. */
  get items(): Uint8Array {
    return this.b;
  }

  override withBytes(b: Uint8Array): PyBytes {
    return new PyByteArray(b);
  }

  /** Makes `next` the contents. */
  assign(next: Uint8Array): void {
    this.store = next;
    // PyBytes's `b` is read-only for every other holder: only a bytearray changes its own.
    (this as { b: Uint8Array }).b = next;
  }

  /** Appends `extra` (copied: it may be this bytearray's own bytes). */
  push(extra: Uint8Array): void {
    const n = this.b.length;
    this.room(n + extra.length).set(extra.slice(), n);
    (this as { b: Uint8Array }).b = this.store.subarray(0, n + extra.length);
  }

  /** Appends one byte (append's path, without an array for it). */
  pushByte(v: number): void {
    const n = this.b.length;
    this.room(n + 1)[n] = v;
    (this as { b: Uint8Array }).b = this.store.subarray(0, n + 1);
  }

  /** The store, grown to hold `m` bytes. */
  private room(m: number): Uint8Array {
    if (m > this.store.length) {
      checkSequenceLength(m);
      const n = this.b.length;
      const grown = new Uint8Array(Math.max(m, n + (n >> 3) + 16));
      grown.set(this.b);
      this.store = grown;
    }
    return this.store;
  }

  /** Replaces bytes [start, stop) with `put`. */
  splice(start: number, stop: number, put: Uint8Array): void {
    const b = this.b;
    checkSequenceLength(b.length - (stop - start) + put.length);
    const out = new Uint8Array(b.length - (stop - start) + put.length);
    out.set(b.subarray(0, start));
    out.set(put, start);
    out.set(b.subarray(stop), start + put.length);
    this.assign(out);
  }

  $setItem(key: any, value: any): void {
    if (key instanceof PySlice) return this.setSlice(key, value);
    const i = this.index(key);
    this.b[i] = byteOf(value);
  }

  $delItem(key: any): void {
    if (!(key instanceof PySlice)) {
      const i = this.index(key);
      return this.splice(i, i + 1, EMPTY);
    }
    const { start, stop, step, length } = adjustIndices(key, this.b.length);
    if (step === 1) return length > 0 ? this.splice(start, stop, EMPTY) : undefined;
    const drop = new Set<number>();
    for (let i = 0, j = start; i < length; i++, j += step) drop.add(j);
    this.assign(this.b.filter((_, i) => !drop.has(i)));
  }

  /** `+=` extends in place, `*=` repeats in place; other operands go to the binary operator. */
  $inplaceOp(op: string, other: any): this | undefined {
    if (op === "Add" && other instanceof PyBytes) {
      this.push(other.b);
      return this;
    }
    if (op === "Mult" && (isInt(other) || typeof other === "boolean")) {
      this.assign(repeatBytes(this.b, repeatCount(other, this.b.length)));
      return this;
    }
    return undefined;
  }

  /** A position of an existing byte, from an int or `__index__` key. */
  private index(key: any): number {
    if (!isInt(key) && typeof key !== "boolean" && !(key !== null && typeof key === "object" && typeof key.$index === "function")) {
      raise(E.TypeError, `bytearray indices must be integers or slices, not ${typeName(key)}`);
    }
    const k = asIndex(key);
    const n = this.b.length;
    const i = typeof k === "bigint" ? -1 : k < 0 ? k + n : k;
    if (i < 0 || i >= n) raise(E.IndexError, "bytearray index out of range");
    return i;
  }

  private setSlice(s: PySlice, value: any): void {
    const put = assignedBytes(value);
    const { start, stop, step, length } = adjustIndices(s, this.b.length);
    if (step === 1) return this.splice(start, Math.max(start, stop), put);
    if (put.length !== length) raise(E.ValueError, `attempt to assign bytes of size ${put.length} to extended slice of size ${length}`);
    for (let i = 0, j = start; i < length; i++, j += step) this.b[j] = put[i];
  }
}
Object.defineProperty(PyByteArray.prototype, "$type", { value: T.bytearray });
// CPython's bytearray sets `__hash__ = None`.
Object.defineProperty(PyByteArray.prototype, "$hashable", { value: false });

const EMPTY = new Uint8Array(0);

/** An int in range(0, 256), as CPython's bytearray takes one byte. */
export function byteOf(x: any): number {
  const n = Number(asIndex(x));
  if (!(n >= 0 && n <= 255)) raise(E.ValueError, "byte must be in range(0, 256)");
  return n;
}

/** The bytes a slice assignment puts: a bytes-like's (copied) or an iterable's ints. */
function assignedBytes(value: any): Uint8Array {
  if (value instanceof PyBytes) return value.b.slice();
  if (typeof value === "string" || isInt(value) || typeof value === "boolean" || !isIterable(value)) {
    raise(E.TypeError, "can assign only bytes, buffers, or iterables of ints in range(0, 256)");
  }
  return Uint8Array.from(toArray(value), byteOf);
}

/** bytearray.extend's bytes: a bytes-like's, or an iterable's ints. */
export function extendedBytes(value: any): Uint8Array {
  if (value instanceof PyBytes) return value.b;
  if (!isIterable(value)) raise(E.TypeError, `can't extend bytearray with ${typeName(value)}`);
  return Uint8Array.from(toArray(value), byteOf);
}

install(
  T.bytearray,
  builtin("bytearray", "source=?, encoding=?, errors=?", (source, encoding, errors) => {
    const made = toBytes(source, encoding, errors, "bytearray");
    // A bytes-like source is copied; any other made fresh bytes.
    return new PyByteArray(made === source ? made.b.slice() : made.b);
  }),
);
