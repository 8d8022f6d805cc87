// A by-value tool answer (wasm/answer-prefixes.ts) as Python values, JSON.parse's objects read in
// place: each becomes a dict holding the object, whose `d[k]`, `d.get(k)` and `k in d` with a str
// key read the object's member, and whose first other use (iterating, changing, measuring, any
// non-str key) turns it into an ordinary dict's Map once. A flow reading a few fields of each of
// 30,000 records then never builds 30,000 Maps (bench/experiments/issue17-floors.md, session 23).
// The host has checked what makes reading in place exact: every number is typed by its value, and
// no key is an array index (a JS object would list it first). A member read is converted once and
// written back, so it is the same object on every read (`r["tags"] is r["tags"]`).

import { PyDict, PyFloat, PyList } from "../../values/index.js";

/** A dict over a JSON.parse object, until its Map is made. */
interface InPlaceDict extends PyDict {
  /** The object, or null once the Map holds its members. */
  raw: Record<string, unknown> | null;
}

const OBJECT_PROTO = Object.prototype;
const DICT_GET = PyDict.prototype.get;
const DICT_HAS = PyDict.prototype.has;

const IN_PLACE: PyDict = Object.create(PyDict.prototype, {
  raw: { value: null, writable: true },
  // Inherited until set: an ordinary dict's field, null until a key that differs from its hash key.
  origKeys: { value: null, writable: true },
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

function inPlaceDict(raw: Record<string, unknown>): PyDict {
  const d = Object.create(IN_PLACE) as InPlaceDict;
  d.raw = raw;
  return d;
}

/** JSON.parse's value of a by-value answer as a Python value. */
export function inPlaceValue(v: unknown): unknown {
  if (typeof v === "number") return numberValue(v);
  if (typeof v !== "object" || v === null) return v;
  return Array.isArray(v) ? list(v) : inPlaceDict(v as Record<string, unknown>);
}

/** A by-value number: integral is an int (-0 the int 0; the host checked it is exact), else a float. */
function numberValue(v: number): unknown {
  return Number.isInteger(v) ? (v === 0 ? 0 : v) : new PyFloat(v);
}

/** Member `k` of `raw` as a Python value, converted once; undefined when `raw` has no such member. */
function member(raw: Record<string, unknown>, k: string): unknown {
  const v = raw[k];
  switch (typeof v) {
    case "string":
    case "boolean":
      return v;
    case "number":
      if ((v | 0) === v && v !== 0) return v;
      // A float is kept, so that each read is the same object.
      return Number.isInteger(v) ? (v === 0 ? 0 : v) : (raw[k] = new PyFloat(v));
    case "object": {
      if (v === null) return v;
      if (Array.isArray(v)) return (raw[k] = list(v));
      const proto = Object.getPrototypeOf(v);
      if (proto === OBJECT_PROTO) return (raw[k] = inPlaceDict(v as Record<string, unknown>));
      // A value converted before, or Object.prototype itself: an absent "__proto__".
      return proto === null ? undefined : v;
    }
    default:
      // Absent: undefined, or one of Object.prototype's methods ("toString").
      return undefined;
  }
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
        } else a[i] = inPlaceDict(x as Record<string, unknown>);
      } else if (typeof x === "number" && !((x | 0) === x && x !== 0)) a[i] = numberValue(x);
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
