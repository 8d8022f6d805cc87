// Fast paths through the engine's native JSON.parse / JSON.stringify for the common shapes
// (tool arguments and answers, small json.loads / json.dumps). Each returns NOT_SIMPLE whenever
// the native result could differ from CPython's json in any way, and the exact encoder/decoder
// runs instead: interpreted JS is slow in QuickJS, native JSON is not.

import { PyDict, PyFloat, PyList, PyTuple, floatRepr } from "../../values/index.js";

/** "Use the exact path" (returned, and thrown from inside a walk): the value or text is outside
 *  what the fast path reproduces exactly. */
export const NOT_SIMPLE: unique symbol = Symbol("not simple");

// Deeper nesting goes to the exact paths, which know CPython's limits and find cycles; a low
// bound keeps the fast paths' own recursion (and the work lost on a cycle) small.
const MAX_DEPTH = 100;

// A number with a fraction or exponent is a float and 16 digits may pass 2**53: JSON.parse would
// make both plain JS numbers, indistinguishable from ints. Matches inside strings only cost a
// fallback.
const NOT_INT_ONLY = /\d[.eE]|\d{16}/;

/** json.loads on `text` via JSON.parse, when every number in it is an int of at most 15 digits. */
export function parseNative(text: string): unknown {
  // A BOM has its own error message in the exact decoder.
  if (NOT_INT_ONLY.test(text) || text.charCodeAt(0) === 0xfeff) return NOT_SIMPLE;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return NOT_SIMPLE; // also NaN / Infinity, which CPython accepts; the exact path decides
  }
  try {
    return fromNative(parsed, 0);
  } catch (e) {
    if (e === NOT_SIMPLE) return NOT_SIMPLE;
    throw e;
  }
}

function fromNative(v: unknown, depth: number): unknown {
  if (typeof v === "number") return v === 0 ? 0 : v; // `-0` is the int 0 in Python
  if (typeof v !== "object" || v === null) return v;
  if (++depth > MAX_DEPTH) throw NOT_SIMPLE;
  if (Array.isArray(v)) {
    const items = new Array(v.length);
    for (let i = 0; i < v.length; i++) items[i] = fromNative(v[i], depth);
    return new PyList(items);
  }
  const d = new PyDict();
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    // JS objects list integer-like keys first, out of the text's order: that order is Python's.
    const c = k.charCodeAt(0);
    if (c >= 0x30 && c <= 0x39) throw NOT_SIMPLE;
    d.set(k, fromNative(o[k], depth));
  }
  return d;
}

/** Separators and ensure_ascii of a one-line, unsorted json.dumps. */
export interface CompactOptions {
  itemSeparator: string;
  keySeparator: string;
  ensureAscii: boolean;
}

/**
 * json.dumps of `value` without indent or sort_keys, for str, int, finite float, bool, None and
 * list / tuple / dict of those (keys str, int, finite float, bool or None); NOT_SIMPLE otherwise
 * (non-finite floats, other types, refused keys, deep or cyclic nesting: errors and `default`
 * stay with the exact encoder).
 */
export function stringifyCompact(value: unknown, opts: CompactOptions): string | typeof NOT_SIMPLE {
  try {
    return compact(value, opts, 0);
  } catch (e) {
    if (e === NOT_SIMPLE) return NOT_SIMPLE;
    throw e;
  }
}

function compact(o: unknown, opts: CompactOptions, depth: number): string {
  if (typeof o === "string") return quote(o, opts.ensureAscii);
  if (typeof o === "number" || typeof o === "bigint") return o.toString(); // ints
  if (o === null) return "null";
  if (o === true) return "true";
  if (o === false) return "false";
  if (o instanceof PyFloat) return finiteFloat(o.v);
  if (++depth > MAX_DEPTH) throw NOT_SIMPLE;
  if (o instanceof PyList || o instanceof PyTuple) {
    const items = o.items;
    let out = "[";
    for (let i = 0; i < items.length; i++) out += (i ? opts.itemSeparator : "") + compact(items[i], opts, depth);
    return out + "]";
  }
  if (o instanceof PyDict) {
    let out = "{";
    let first = true;
    for (const e of o.map.values()) {
      out += (first ? "" : opts.itemSeparator) + member(e.k, e.v, opts, depth);
      first = false;
    }
    return out + "}";
  }
  throw NOT_SIMPLE;
}

function member(k: unknown, v: unknown, opts: CompactOptions, depth: number): string {
  return quote(keyText(k), opts.ensureAscii) + opts.keySeparator + compact(v, opts, depth);
}

/** stringifyCompact of a dict holding a call's keyword arguments, in their order. */
export function stringifyKeywords(kw: Record<string, unknown>, opts: CompactOptions): string | typeof NOT_SIMPLE {
  try {
    const keys = Object.keys(kw);
    let out = "{";
    for (let i = 0; i < keys.length; i++) out += (i ? opts.itemSeparator : "") + member(keys[i], kw[keys[i]], opts, 1);
    return out + "}";
  } catch (e) {
    if (e === NOT_SIMPLE) return NOT_SIMPLE;
    throw e;
  }
}

function keyText(k: unknown): string {
  if (typeof k === "string") return k;
  if (typeof k === "number" || typeof k === "bigint") return k.toString();
  if (k instanceof PyFloat) return finiteFloat(k.v);
  if (k === true) return "true";
  if (k === false) return "false";
  if (k === null) return "null";
  throw NOT_SIMPLE;
}

function finiteFloat(v: number): string {
  if (!Number.isFinite(v)) throw NOT_SIMPLE;
  return floatRepr(v);
}

// JSON.stringify escapes what CPython escapes, in the same words (\n, \u001f), and also lone
// surrogates, which CPython writes as they are unless ensure_ascii; CPython's ensure_ascii also
// escapes DEL and every non-ASCII unit, which JSON.stringify leaves.
const LONE_SURROGATE_ESCAPE = /\\ud[89a-f]/;
const BEYOND_ASCII = /[\x7f-\uffff]/g;

function quote(s: string, ensureAscii: boolean): string {
  const q = JSON.stringify(s);
  if (ensureAscii) return q.replace(BEYOND_ASCII, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
  // Unescaped output is two quotes longer; only an escaping string needs the surrogate check.
  if (q.length !== s.length + 2 && LONE_SURROGATE_ESCAPE.test(q)) throw NOT_SIMPLE;
  return q;
}
