// Python values -> JSON text as CPython's json encoder writes it (json.dumps), and the variant
// used for a flow's result at the host boundary (always valid JSON; raises only where json.dumps
// of the value would: an int past 4300 digits, nesting past the recursion limit).

import {
  E,
  PyDict,
  PyFloat,
  PyList,
  PySet,
  PyTuple,
  ScriptDict,
  ScriptList,
  callCannotWait,
  callMethod,
  cannotWait,
  floatRepr,
  intToString,
  isInt,
  methodOutputList,
  raise,
  repr,
  richCompare,
  toArray,
  truthy,
  typeName,
  typeOf,
  unpack,
} from "../../values/index.js";
import { NOT_SIMPLE, stringifyCompact } from "./native.js";

export interface EncodeOptions {
  skipkeys: boolean;
  ensureAscii: boolean;
  allowNan: boolean;
  /** null for one-line output; otherwise the text of one indentation level. */
  indent: string | null;
  itemSeparator: string;
  keySeparator: string;
  sortKeys: boolean;
  /** Python callable or null. */
  default: unknown;
}

const ESCAPES: Record<string, string> = {
  '"': '\\"',
  "\\": "\\\\",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
  "\b": "\\b",
  "\f": "\\f",
};

function u4(code: number): string {
  return "\\u" + code.toString(16).padStart(4, "0");
}

/** `json.encoder.encode_basestring(_ascii)`: quoting as CPython, surrogate pairs for ensure_ascii. */
export function encodeString(s: string, ensureAscii: boolean): string {
  const re = ensureAscii ? /[^ -~]|["\\]/g : /[\x00-\x1f"\\]/g;
  // JS strings are UTF-16, so ensure_ascii's surrogate pairs fall out of per-unit escaping.
  return '"' + s.replace(re, (c) => ESCAPES[c] ?? u4(c.charCodeAt(0))) + '"';
}

/** `float.__repr__` with JSON's names for the non-finite values. */
function floatText(v: number, allowNan: boolean): string {
  if (Number.isFinite(v)) return floatRepr(v);
  if (!allowNan) raise(E.ValueError, "Out of range float values are not JSON compliant");
  return Number.isNaN(v) ? "NaN" : v > 0 ? "Infinity" : "-Infinity";
}


const MAX_DEPTH = 995;

export function encodeJson(value: unknown, opts: EncodeOptions): string {
  if (!opts.sortKeys) {
    const fast = stringifyCompact(value, opts);
    if (fast !== NOT_SIMPLE) return fast;
  }
  return new Encoder(opts).encode(value, 0);
}

class Encoder {
  private readonly active = new Set<unknown>();

  constructor(private readonly opts: EncodeOptions) {}

  encode(o: unknown, level: number): string {
    if (typeof o === "string") return encodeString(o, this.opts.ensureAscii);
    if (o === null) return "null";
    if (o === true) return "true";
    if (o === false) return "false";
    if (isInt(o)) return intToString(o as number | bigint);
    if (o instanceof PyFloat) return floatText(o.v, this.opts.allowNan);
    const data = dataValue(o);
    if (data !== undefined) return this.encode(data, level);
    if (this.opts.default === null && !(o instanceof PyList || o instanceof PyTuple || o instanceof PyDict)) {
      raise(E.TypeError, `Object of type ${typeOf(o).name} is not JSON serializable`);
    }
    return this.container(o, level);
  }

  /** A list, tuple or dict, or what `default` makes of any other value. Few JS frames per level
   *  (no closures, no map): CPython's limit must come before the engine's stack limit. */
  private container(o: unknown, level: number): string {
    if (this.active.has(o)) raise(E.ValueError, "Circular reference detected");
    // CPython's encoder recurses per level and fails at its recursion limit: 995 levels at top
    // level in C, one fewer in the pure-Python encoder it uses with an indent.
    if (this.active.size >= (this.opts.indent === null ? MAX_DEPTH : MAX_DEPTH - 1)) raise(E.RecursionError, "maximum recursion depth exceeded while encoding a JSON object");
    this.active.add(o);
    const out =
      o instanceof PyDict
        ? this.object(o, level)
        : o instanceof PyList || o instanceof PyTuple
          ? this.array(o instanceof ScriptList ? listedItems(o, this.opts.indent === null) : o.items, level)
          : this.encode(callCannotWait(this.opts.default, [o], () => "json.dumps(default=...) calls a tool, and the encoder cannot wait for it"), level);
    this.active.delete(o);
    return out;
  }

  private newline(level: number): string {
    return "\n" + this.opts.indent!.repeat(level);
  }

  private array(items: unknown[], level: number): string {
    if (items.length === 0) return "[]";
    const inner = this.opts.indent === null ? level : level + 1;
    const parts: string[] = [];
    for (let i = 0; i < items.length; i++) parts.push(this.encode(items[i], inner));
    if (this.opts.indent === null) return "[" + parts.join(this.opts.itemSeparator) + "]";
    const nl = this.newline(level + 1);
    return "[" + nl + parts.join(this.opts.itemSeparator + nl) + this.newline(level) + "]";
  }

  private object(d: PyDict, level: number): string {
    // CPython's C encoder (no indent) tests the dict's own size; the Python one, its truth.
    if (d instanceof ScriptDict && this.opts.indent !== null ? !truthy(d) : d.size === 0) return "{}";
    let entries = d instanceof ScriptDict ? subclassItems(d, this.opts.indent === null) : [...d.entries()];
    if (this.opts.sortKeys) entries = sortItems(entries);
    const inner = this.opts.indent === null ? level : level + 1;
    const parts: string[] = [];
    for (const [k, v] of entries) {
      const key = keyText(k, this.opts.allowNan);
      if (key === null) {
        if (this.opts.skipkeys) continue;
        raise(E.TypeError, `keys must be str, int, float, bool or None, not ${typeOf(k).name}`);
      }
      parts.push(encodeString(key, this.opts.ensureAscii) + this.opts.keySeparator + this.encode(v, inner));
    }
    if (parts.length === 0) return "{}";
    if (this.opts.indent === null) return "{" + parts.join(this.opts.itemSeparator) + "}";
    const nl = this.newline(level + 1);
    return "{" + nl + parts.join(this.opts.itemSeparator + nl) + this.newline(level) + "}";
  }
}

/** The items of a script's subclass of dict as json.dumps reads them: its items() listed
 *  (PyMapping_Items in the C encoder, `dct.items()` in the Python one it uses with an indent). */
function subclassItems(d: ScriptDict, cEncoder: boolean, reader = "the encoder"): [unknown, unknown][] {
  const items = cannotWait(callMethod(d, "items", []), () => `${typeName(d)}.items() calls a tool, and ${reader} cannot wait for it`);
  return (cEncoder ? methodOutputList(d, "items", items) : toArray(items)).map((item): [unknown, unknown] => {
    if (item instanceof PyTuple && item.items.length === 2) return [item.items[0], item.items[1]];
    if (cEncoder) raise(E.ValueError, "items must return 2-tuples");
    const [k, v] = unpack(item, 2);
    return [k, v];
  });
}

/** The items of a script's subclass of list as json.dumps reads them: by its `__iter__` (the C
 *  encoder's PySequence_Fast), after its truth in the Python encoder (`if not lst`). */
function listedItems(l: ScriptList, cEncoder: boolean): unknown[] {
  return cEncoder || truthy(l) ? toArray(l) : [];
}

/** A dict key as json.dumps converts it, or null when json.dumps refuses it. */
export function keyText(k: unknown, allowNan: boolean): string | null {
  if (typeof k === "string") return k;
  if (k instanceof PyFloat) return floatText(k.v, allowNan);
  if (k === true) return "true";
  if (k === false) return "false";
  if (k === null) return "null";
  if (isInt(k)) return intToString(k as number | bigint);
  const data = dataValue(k);
  return data === undefined ? null : keyText(data, allowNan);
}

/** The str or int a value is (an IntEnum, StrEnum or `class C(str, Enum)` member's value: its
 *  dict key), which CPython's encoder writes as the str or int; undefined for any other value. */
function dataValue(o: unknown): string | number | bigint | undefined {
  const key = (o as { $keyAs?: unknown } | null)?.$keyAs;
  return typeof key === "string" || isInt(key) ? (key as string | number | bigint) : undefined;
}

/** `sorted(d.items())`: Python compares keys with `<` (TypeError for mixed types). */
function sortItems(entries: [unknown, unknown][]): [unknown, unknown][] {
  return mergeSort(entries, (a, b) => richCompare(a[0], b[0], "Lt") as boolean);
}

export function mergeSort<T>(xs: T[], lt: (a: T, b: T) => boolean): T[] {
  if (xs.length <= 1) return xs.slice();
  const mid = xs.length >> 1;
  const left = mergeSort(xs.slice(0, mid), lt);
  const right = mergeSort(xs.slice(mid), lt);
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    // Stable: take from the right only when it is strictly smaller, as list.sort does.
    if (lt(right[j], left[i])) out.push(right[j++]);
    else out.push(left[i++]);
  }
  while (i < left.length) out.push(left[i++]);
  while (j < right.length) out.push(right[j++]);
  return out;
}

const RESULT_JSON = { itemSeparator: ",", keySeparator: ":", ensureAscii: false };

/**
 * The JSON text of a flow's result: json.dumps(ensure_ascii=False) with tuples, sets and
 * frozensets as arrays (an IntEnum or StrEnum member as its value, as json.dumps), every other value json.dumps refuses as its repr string, keys json.dumps
 * refuses as their repr, and NaN/Infinity as null so the text stays valid JSON. Raises as json.dumps
 * does for an int past 4300 digits (ValueError) or nesting past 995 levels (RecursionError);
 * shared references are fine, a cycle is written as the repr of the inner value.
 */
export function toResultJSON(value: unknown): string {
  // An int in the safe range (a JS number), the commonest result: intToString's text.
  if (typeof value === "number") return String(value);
  // Where the native path takes the value, it writes what the walk below would.
  const fast = stringifyCompact(value, RESULT_JSON);
  if (fast !== NOT_SIMPLE) return fast;
  const active = new Set<unknown>();
  const enc = (o: unknown): string => {
    if (typeof o === "string") return encodeString(o, false);
    if (o === null || o === true || o === false) return String(o);
    if (isInt(o)) return intToString(o as number | bigint);
    if (o instanceof PyFloat) return Number.isFinite(o.v) ? floatRepr(o.v) : "null";
    const data = dataValue(o);
    if (data !== undefined) return enc(data);
    const container = o instanceof PyList || o instanceof PyTuple || o instanceof PyDict || o instanceof PySet;
    if (!container) return encodeString(repr(o), false);
    if (active.has(o)) return encodeString(repr(o), false);
    // As json.dumps would: CPython's encoder stops where its recursion limit does.
    if (active.size >= MAX_DEPTH) raise(E.RecursionError, "maximum recursion depth exceeded while encoding a JSON object");
    active.add(o);
    let out: string;
    if (o instanceof PyDict) {
      const parts: string[] = [];
      for (const [k, v] of o instanceof ScriptDict ? (o.size === 0 ? [] : subclassItems(o, true, "the flow's result")) : o.entries()) {
        const key = keyText(k, true) ?? repr(k);
        parts.push(encodeString(key, false) + ":" + enc(v));
      }
      out = "{" + parts.join(",") + "}";
    } else {
      const items = o instanceof PySet ? o.values() : o instanceof ScriptList ? listedItems(o, true) : (o as PyList).items;
      out = "[" + items.map(enc).join(",") + "]";
    }
    active.delete(o);
    return out;
  };
  return enc(value);
}
