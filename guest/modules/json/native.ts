// Fast paths through the engine's native JSON.parse / JSON.stringify for the common shapes
// (tool arguments and answers, small json.loads / json.dumps). Each returns NOT_SIMPLE whenever
// the native result could differ from CPython's json in any way, and the exact encoder/decoder
// runs instead: interpreted JS is slow in QuickJS, native JSON is not.

import { PyDict, PyFloat, PyList, PyTuple, floatRepr, normInt } from "../../values/index.js";

/** "Use the exact path" (returned, and thrown from inside a walk): the value or text is outside
 *  what the fast path reproduces exactly. */
export const NOT_SIMPLE: unique symbol = Symbol("not simple");

// Deeper nesting goes to the exact paths, which know CPython's limits and find cycles; a low
// bound keeps the fast paths' own recursion (and the work lost on a cycle) small.
const MAX_DEPTH = 100;

// A number with a fraction or exponent is a float and 16 digits may pass 2**53: JSON.parse would
// make both plain JS numbers, indistinguishable from ints. Then the number tokens of the text
// tell them apart (a match inside a string only costs that scan).
const NOT_INT_ONLY = /\d[.eE]|\d{16}/;
// The token scan: strings blanked (so digits inside them do not count), then every number token
// in document order, one native regex call each. `STRING` is the unrolled form, which backtracks
// least.
const STRING = /"[^"\\]*(?:\\.[^"\\]*)*"/g;
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/g;
// CPython 3.11 refuses int literals over this many digits; the exact decoder words the error.
const INT_MAX_STR_DIGITS = 4300;

/**
 * json.loads on `text` via JSON.parse. Floats and long ints are told from JSON.parse's numbers by
 * the text's number tokens, consumed in document order by the walk: it visits values in document
 * order (integer-like keys, which JS objects reorder, decline), and a duplicate key that drops a
 * number leaves a token unconsumed, which declines too.
 */
export function parseNative(text: string): unknown {
  // A BOM has its own error message in the exact decoder.
  if (text.charCodeAt(0) === 0xfeff) return NOT_SIMPLE;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return NOT_SIMPLE; // also NaN / Infinity, which CPython accepts; the exact path decides
  }
  const walk = new Walk(NOT_INT_ONLY.test(text) ? (text.replace(STRING, '""').match(NUMBER) ?? []) : null);
  try {
    const value = walk.value(parsed, 0);
    return walk.tokens === null || walk.next === walk.tokens.length ? value : NOT_SIMPLE;
  } catch (e) {
    if (e === NOT_SIMPLE) return NOT_SIMPLE;
    throw e;
  }
}

/** JSON.parse output -> Python values; `tokens` null when every number is a short int. */
class Walk {
  next = 0;
  constructor(readonly tokens: string[] | null) {}

  value(v: unknown, depth: number): unknown {
    if (typeof v !== "object") return typeof v === "number" ? (this.tokens === null ? (v === 0 ? 0 : v) : this.number(v)) : v; // `-0` is the int 0 in Python
    if (v === null) return null;
    if (++depth > MAX_DEPTH) throw NOT_SIMPLE;
    if (Array.isArray(v)) {
      const items = new Array(v.length);
      for (let i = 0; i < v.length; i++) items[i] = this.value(v[i], depth);
      return new PyList(items);
    }
    const d = new PyDict();
    const o = v as Record<string, unknown>;
    for (const k in o) {
      // JS objects list integer-like keys first, out of the text's order: that order is Python's.
      const c = k.charCodeAt(0);
      if (c >= 0x30 && c <= 0x39) throw NOT_SIMPLE;
      if (c === 0) d.set(k, this.value(o[k], depth));
      else d.vals.set(k, this.value(o[k], depth)); // a str key is its own hash key
    }
    return d;
  }

  private number(v: number): unknown {
    const tokens = this.tokens!;
    if (this.next >= tokens.length) throw NOT_SIMPLE;
    const t = tokens[this.next++];
    if (t.indexOf(".") >= 0 || t.indexOf("e") >= 0 || t.indexOf("E") >= 0) return new PyFloat(v);
    const digits = t.length - (t.charCodeAt(0) === 0x2d ? 1 : 0);
    if (digits < 16) return v === 0 ? 0 : v;
    if (digits > INT_MAX_STR_DIGITS) throw NOT_SIMPLE;
    return normInt(BigInt(t));
  }
}

/** Separators, ensure_ascii and indent (null or absent: one line) of an unsorted json.dumps. */
export interface CompactOptions {
  itemSeparator: string;
  keySeparator: string;
  ensureAscii: boolean;
  indent?: string | null;
}

/**
 * json.dumps of `value` without sort_keys, for str, int, finite float, bool, None and list /
 * tuple / dict of those (keys str, int, finite float, bool or None); NOT_SIMPLE otherwise
 * (non-finite floats, other types, refused keys, deep or cyclic nesting: errors and `default`
 * stay with the exact encoder).
 */
export function stringifyCompact(value: unknown, opts: CompactOptions): string | typeof NOT_SIMPLE {
  try {
    const out = new Compact(opts);
    out.value(value, 0);
    return out.finish();
  } catch (e) {
    if (e === NOT_SIMPLE) return NOT_SIMPLE;
    throw e;
  }
}

/** stringifyCompact of a dict holding a call's keyword arguments, in their order. */
export function stringifyKeywords(kw: Record<string, unknown>, opts: CompactOptions): string | typeof NOT_SIMPLE {
  try {
    const out = new Compact(opts);
    const keys = Object.keys(kw);
    out.parts.push("{");
    for (let i = 0; i < keys.length; i++) {
      if (i) out.parts.push(opts.itemSeparator);
      out.member(keys[i], kw[keys[i]], 1);
    }
    out.parts.push("}");
    return out.finish();
  } catch (e) {
    if (e === NOT_SIMPLE) return NOT_SIMPLE;
    throw e;
  }
}

/** The text as fragments joined once (repeated `+=` copies in QuickJS), and the escaping
 *  JSON.stringify leaves out applied once to the whole text: outside strings it is ASCII. */
class Compact {
  readonly parts: string[] = [];
  /** With indent: the newline and indentation before an item at each depth. */
  private readonly newlines: string[] = [];
  constructor(private readonly opts: CompactOptions) {}

  /** Opens a non-empty container at `depth` (1 for the outermost). */
  private open(bracket: string, depth: number): void {
    this.parts.push(bracket);
    if (this.opts.indent != null) this.parts.push(this.newline(depth));
  }

  /** Between two items of a container at `depth`. */
  private separate(depth: number): void {
    this.parts.push(this.opts.itemSeparator);
    if (this.opts.indent != null) this.parts.push(this.newline(depth));
  }

  private close(bracket: string, depth: number): void {
    if (this.opts.indent != null) this.parts.push(this.newline(depth - 1));
    this.parts.push(bracket);
  }

  private newline(depth: number): string {
    return (this.newlines[depth] ??= "\n" + this.opts.indent!.repeat(depth));
  }

  value(o: unknown, depth: number): void {
    const parts = this.parts;
    if (typeof o === "string") parts.push(JSON.stringify(o));
    else if (typeof o === "number" || typeof o === "bigint") parts.push(o.toString()); // ints
    else if (o === null) parts.push("null");
    else if (o === true) parts.push("true");
    else if (o === false) parts.push("false");
    else if (o instanceof PyFloat) parts.push(finiteFloat(o.v));
    else if (++depth > MAX_DEPTH) throw NOT_SIMPLE;
    else if (o instanceof PyList || o instanceof PyTuple) {
      const items = o.items;
      if (items.length === 0) parts.push("[]");
      else {
        this.open("[", depth);
        for (let i = 0; i < items.length; i++) {
          if (i) this.separate(depth);
          this.value(items[i], depth);
        }
        this.close("]", depth);
      }
    } else if (o instanceof PyDict) {
      if (o.size === 0) parts.push("{}");
      else {
        this.open("{", depth);
        let first = true;
        // forEach: QuickJS allocates and destructures a pair per entry in for..of.
        o.vals.forEach((v, h) => {
          if (!first) this.separate(depth);
          this.member(o.keyOf(h), v, depth);
          first = false;
        });
        this.close("}", depth);
      }
    } else throw NOT_SIMPLE;
  }

  member(k: unknown, v: unknown, depth: number): void {
    this.parts.push(JSON.stringify(keyText(k)), this.opts.keySeparator);
    this.value(v, depth);
  }

  finish(): string {
    const text = this.parts.join("");
    if (this.opts.ensureAscii) return text.replace(BEYOND_ASCII, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
    // Lone surrogates CPython writes as they are; a false match (an escaped backslash before
    // "ud8") only costs the exact path.
    if (LONE_SURROGATE_ESCAPE.test(text)) throw NOT_SIMPLE;
    return text;
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
// escapes DEL and every non-ASCII unit, which JSON.stringify leaves (and writes only in strings).
const LONE_SURROGATE_ESCAPE = /\\ud[89a-f]/;
const BEYOND_ASCII = /[\x7f-\uffff]/g;

