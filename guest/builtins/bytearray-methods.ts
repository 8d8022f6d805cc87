// The methods of `bytearray`: every method of bytes, run on the bytearray's bytes with a
// bytearray (a fresh one, never itself) wherever bytes would return bytes, as CPython's do; then
// the mutable sequence's append, extend, insert, pop, remove, reverse, clear and copy.
import { E, PyByteArray, PyBytes, PyList, PyTuple, T, asIndex, builtin, byteOf, checkSequenceLength, defineMethods, extendedBytes, raise } from "../values/index.js";
import { bytesMethods, type MethodMaker } from "./bytes-methods.js";
import { textMethods } from "./bytes-text-methods.js";
import "./str-methods.js";

/** A bytes method's result as bytearray's: each bytes in it a new bytearray. */
function asByteArray(r: any): any {
  if (r instanceof PyBytes) return new PyByteArray(r.b.slice());
  if (r instanceof PyList) return new PyList(r.items.map(asByteArray));
  if (r instanceof PyTuple) return new PyTuple(r.items.map(asByteArray));
  return r;
}

/** Bytes's methods made again, so that their errors name bytearray as CPython's do. */
const method: MethodMaker = (name, params, body, options) =>
  builtin(name.replace(/^bytes\./, "bytearray."), params, (...args: any[]) => asByteArray(body(...args)), options);

defineMethods(T.bytearray, {
  ...bytesMethods(method),
  ...textMethods(method),
  // Neither returns bytes made from the bytearray's: the same functions as bytes's.
  decode: T.bytes.methods.get("decode")!,
  maketrans: T.bytes.methods.get("maketrans")!,
});

/** A position for insert/pop, clamped as list.insert clamps it, or checked as pop checks it. */
function position(b: Uint8Array, index: unknown, clamp: boolean): number {
  const n = b.length;
  let i = Number(asIndex(index));
  if (i < 0) i += n;
  if (clamp) return Math.min(Math.max(i, 0), n);
  if (i < 0 || i >= n) raise(E.IndexError, "pop index out of range");
  return i;
}

defineMethods(T.bytearray, {
  append: builtin("append", "self, item, /", (ba: PyByteArray, item: unknown) => (ba.pushByte(byteOf(item)), null)),
  extend: builtin("extend", "self, iterable_of_ints, /", (ba: PyByteArray, xs: unknown) => (ba.push(extendedBytes(xs)), null)),
  insert: builtin("insert", "self, index, item, /", (ba: PyByteArray, index: unknown, item: unknown) => {
    const i = position(ba.b, index, true);
    const v = byteOf(item);
    checkSequenceLength(ba.b.length + 1);
    ba.splice(i, i, Uint8Array.of(v));
    return null;
  }),
  pop: builtin("pop", "self, index=-1, /", (ba: PyByteArray, index: unknown) => {
    if (ba.b.length === 0) raise(E.IndexError, "pop from empty bytearray");
    const i = position(ba.b, index, false);
    const v = ba.b[i];
    ba.splice(i, i + 1, new Uint8Array(0));
    return v;
  }),
  remove: builtin("remove", "self, value, /", (ba: PyByteArray, value: unknown) => {
    const i = ba.b.indexOf(byteOf(value));
    if (i < 0) raise(E.ValueError, "value not found in bytearray");
    ba.splice(i, i + 1, new Uint8Array(0));
    return null;
  }),
  reverse: builtin("reverse", "self, /", (ba: PyByteArray) => (ba.b.reverse(), null)),
  clear: builtin("clear", "self, /", (ba: PyByteArray) => (ba.assign(new Uint8Array(0)), null)),
  copy: builtin("copy", "self, /", (ba: PyByteArray) => new PyByteArray(ba.b.slice())),
});
