// JSON.parse's tree as Python values, its objects read in place: each becomes a dict holding the
// object, whose `d[k]`, `d.get(k)` and `k in d` with a str key read the object's member, and whose
// first other use (iterating, changing, measuring, any non-str key) turns it into an ordinary
// dict's Map once. A flow reading a few fields of each of 30,000 records then never builds 30,000
// Maps (bench/experiments/issue17-floors.md, session 23). Reading in place is exact when every
// number is typed by its value and no key is an array index (a JS object would list it first):
// the host checks both for a by-value tool answer (inPlaceValue); json.loads of a text with only
// int tokens checks the keys on the way (inPlaceChecked). A member read is converted once and
// written back, so it is the same object on every read (`r["tags"] is r["tags"]`).
// A marked answer (inPlaceMarked, host/tool-answer.ts) holds the numbers its value cannot type as
// strings: "\0f" + a float token with an integral value (`10.0`), "\0i" + an int token past
// 2**53, and "\0s" before each str value that starts with "\0"; its dicts and lists decode them.

import { KEPT, PyDict, PyFloat, PyList, normInt } from "../../values/index.js";
import { isArrayIndex } from "./array-index.js";
import { MAX_NATIVE_DEPTH, NOT_SIMPLE } from "./not-simple.js";

/** Thrown by inPlaceChecked at an int past 2**53: its token's digits are needed. */
export const NEED_TOKENS: unique symbol = Symbol("need tokens");

/** A dict over a JSON.parse object, until its Map is made. */
interface InPlaceDict extends PyDict {
  /** The object, or null once the Map holds its members. */
  raw: Record<string, unknown> | null;
}

// What member() keeps in an object carries the mark a read at the site takes as it is.
for (const kept of [PyFloat, PyList, PyDict]) Object.defineProperty(kept.prototype, KEPT, { value: true });

const OBJECT_PROTO = Object.prototype;
const ARRAY_PROTO = Array.prototype;
const DICT_GET = PyDict.prototype.get;
const DICT_HAS = PyDict.prototype.has;

/** The readers of one kind of answer: by value (`marked` false) or marked. */
interface Readers {
  dict(raw: Record<string, unknown>): PyDict;
  list(v: unknown[]): PyList;
}

function readers(marked: boolean): Readers {
  const proto: PyDict = Object.create(PyDict.prototype, {
    // Reading `vals`, as every other dict operation does, makes the Map: then it is the dict's own.
    vals: {
      get(this: InPlaceDict) {
        return ownMap(this);
      },
    },
    get: {
      value(this: InPlaceDict, k: unknown): unknown {
        const raw = this.raw;
        return raw === null || typeof k !== "string" ? DICT_GET.call(this, k) : member(raw, k);
      },
    },
    has: {
      value(this: InPlaceDict, k: unknown): boolean {
        const raw = this.raw;
        return raw === null || typeof k !== "string" ? DICT_HAS.call(this, k) : member(raw, k) !== undefined;
      },
    },
  });

  function dict(raw: Record<string, unknown>): PyDict {
    const d = Object.create(proto) as InPlaceDict;
    d.raw = raw;
    return d;
  }

  /** Member `k` of `raw` as a Python value, converted once; undefined when `raw` has no such member. */
  function member(raw: Record<string, unknown>, k: string): unknown {
    const v = raw[k];
    // The commonest first, each test a compare of typeof's str (~40 ns in QuickJS): a switch
    // compared four before an object, and a value converted before (a float, list or dict) is one.
    const type = typeof v;
    if (type === "string") {
      // A marker starts with "\0" (an empty str is less than "\x01" too).
      if (marked && (v as string) < "\x01" && v !== "") {
        const x = unmarked(v as string);
        // A str is not written back: it may start with "\0" itself.
        if (typeof x !== "string") raw[k] = x;
        return x;
      }
      return v;
    }
    if (type === "object") {
      if (v === null) return v;
      const proto = Object.getPrototypeOf(v);
      if (proto === OBJECT_PROTO) return (raw[k] = dict(v as Record<string, unknown>));
      if (proto === ARRAY_PROTO) return (raw[k] = list(v as unknown[]));
      // A value converted before, or Object.prototype itself: an absent "__proto__".
      return proto === null ? undefined : v;
    }
    if (type === "number") {
      if (((v as number) | 0) === v && v !== 0) return v;
      // A float is kept, so that each read is the same object.
      const x = numberValue(v as number);
      if (x instanceof PyFloat) raw[k] = x;
      return x;
    }
    // A bigint is a marked int past 2**53, decoded before; anything else is absent: undefined,
    // or one of Object.prototype's methods ("toString").
    return type === "boolean" || type === "bigint" ? v : undefined;
  }

  /** A JSON.parse array as a PyList of Python values: nested arrays without recursion (an
   *  answer may nest 1000 deep), objects as in-place dicts. */
  function list(v: unknown[]): PyList {
    const pending = [v];
    while (pending.length > 0) {
      const a = pending.pop()!;
      for (let i = 0; i < a.length; i++) {
        const x = a[i];
        if (typeof x === "object") {
          if (x === null) continue;
          if (Array.isArray(x)) {
            a[i] = new PyList(x);
            pending.push(x);
          } else a[i] = dict(x as Record<string, unknown>);
        } else if (typeof x === "number") {
          if (!((x | 0) === x && x !== 0)) a[i] = numberValue(x);
        } else if (marked && typeof x === "string" && x < "\x01" && x !== "") a[i] = unmarked(x);
      }
    }
    return new PyList(v);
  }

  /** The dict's Map of its object's members, in the object's order, made once; the dict is then
   *  an ordinary one. Nothing changes until the Map is whole (a MemoryError midway leaves it as it was). */
  function ownMap(d: InPlaceDict): Map<any, any> {
    const raw = d.raw!;
    const made = new PyDict();
    const m = made.vals;
    for (const k in raw) {
      const x = member(raw, k);
      // A str key is its own hash key ("" too), except the "\0"-prefixed ones: PyDict.set's.
      if (k >= "\x01" || k === "") m.set(k, x);
      else made.set(k, x);
    }
    Object.defineProperty(d, "vals", { value: m, writable: true, enumerable: true, configurable: true });
    if (made.origKeys !== null) d.origKeys = made.origKeys;
    d.raw = null;
    return m;
  }

  return { dict, list };
}

const BY_VALUE = readers(false);
const MARKED = readers(true);

/** JSON.parse's value of a by-value answer as a Python value. */
export function inPlaceValue(v: unknown): unknown {
  if (typeof v === "number") return numberValue(v);
  if (typeof v !== "object" || v === null) return v;
  return Array.isArray(v) ? BY_VALUE.list(v) : BY_VALUE.dict(v as Record<string, unknown>);
}

/** JSON.parse's value of a marked answer (an array or object: the host marks no other) as a Python value. */
export function inPlaceMarked(v: unknown): unknown {
  if (typeof v !== "object" || v === null) throw new Error("host: a marked answer that is not an array or object");
  return Array.isArray(v) ? MARKED.list(v) : MARKED.dict(v as Record<string, unknown>);
}

/** A marker's value: "\0f" + a float token, "\0i" + an int token, "\0s" + a str. */
function unmarked(v: string): unknown {
  const kind = v.charCodeAt(1);
  const token = v.slice(2);
  if (kind === 0x66) return new PyFloat(Number(token));
  if (kind === 0x69) return normInt(BigInt(token));
  if (kind === 0x73) return token;
  throw new Error("host: a marked answer with an unknown marker");
}

/**
 * JSON.parse's value of a text without float tokens (every number an int) as a Python value, its
 * objects read in place; NOT_SIMPLE for an object listing an array index first or nesting past
 * MAX_NATIVE_DEPTH (the exact decoder decides), NEED_TOKENS for an int past 2**53. Each array
 * and object below is converted on the way and kept in its parent.
 */
export function inPlaceChecked(v: unknown): unknown {
  if (typeof v === "number") return checkedInt(v);
  if (typeof v !== "object" || v === null) return v;
  return Array.isArray(v) ? checkedList(v, 1) : checkedDict(v as Record<string, unknown>, 1);
}

// checkedList and checkedDict test each member's type inline: a call per str, bool, None or
// int32 would cost more than the rest.

function checkedList(a: unknown[], depth: number): PyList {
  if (depth > MAX_NATIVE_DEPTH) throw NOT_SIMPLE;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    if (typeof x === "object") {
      if (x !== null) a[i] = Array.isArray(x) ? checkedList(x, depth + 1) : checkedDict(x as Record<string, unknown>, depth + 1);
    } else if (typeof x === "number" && !((x | 0) === x && x !== 0)) a[i] = checkedInt(x);
  }
  return new PyList(a);
}

function checkedDict(o: Record<string, unknown>, depth: number): PyDict {
  if (depth > MAX_NATIVE_DEPTH) throw NOT_SIMPLE;
  let first = true;
  for (const k in o) {
    // Array-index keys come first: the first key tells (a digit first, by compares: no call).
    if (first) {
      if (k < ":" && k >= "0" && isArrayIndex(k)) throw NOT_SIMPLE;
      first = false;
    }
    const x = o[k];
    if (typeof x === "object") {
      if (x !== null) o[k] = Array.isArray(x) ? checkedList(x, depth + 1) : checkedDict(x as Record<string, unknown>, depth + 1);
    } else if (typeof x === "number" && !Number.isSafeInteger(x)) throw NEED_TOKENS; // member() types the rest
  }
  return BY_VALUE.dict(o);
}

/** An int token's value: `-0` is the int 0; past 2**53 the digits are needed. */
function checkedInt(v: number): number {
  if (!Number.isSafeInteger(v)) throw NEED_TOKENS;
  return v === 0 ? 0 : v;
}

/** A by-value number: integral is an int (-0 the int 0; the host checked it is exact), else a float. */
function numberValue(v: number): unknown {
  return Number.isInteger(v) ? (v === 0 ? 0 : v) : new PyFloat(v);
}
