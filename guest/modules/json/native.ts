// Fast paths through the engine's native JSON.parse / JSON.stringify for the common shapes
// (tool arguments and answers, small json.loads / json.dumps). Each returns NOT_SIMPLE whenever
// the native result could differ from CPython's json in any way, and the exact encoder/decoder
// runs instead: interpreted JS is slow in QuickJS, native JSON is not.

import { DICT, PyDict, PyFloat, PyList, PyTuple, SEQ, floatRepr, intToString } from "../../values/index.js";
import { MAX_NATIVE_DEPTH, NOT_SIMPLE } from "./not-simple.js";
import { type CompactOptions, escapeAsCPython, plainKey, stringifyNative } from "./native-stringify.js";

export { NOT_SIMPLE } from "./not-simple.js";
export { parseNative } from "./native-parse.js";
export type { CompactOptions } from "./native-stringify.js";

// Up to this many values the walk below writes the text: putting JSON.stringify's hooks in
// place costs about as much as walking that many (a tool call's arguments, say).
const SMALL = 64;
/** Thrown by a walk past its limit. */
const TOO_BIG: unique symbol = Symbol("too big");
/** Values the current walk may still write (a field costs more to set up in QuickJS). */
let budget = 0;

/**
 * json.dumps of `value` without sort_keys, for str, int, finite float, bool, None and list /
 * tuple / dict of those (keys str, int, finite float, bool or None); NOT_SIMPLE otherwise
 * (non-finite floats, other types, refused keys, deep or cyclic nesting: errors and `default`
 * stay with the exact encoder).
 */
export function stringifyCompact(value: unknown, opts: CompactOptions): string | typeof NOT_SIMPLE {
  const small = walk(opts, SMALL, value, null);
  if (small !== TOO_BIG) return small;
  const fast = stringifyNative(value, opts);
  return fast !== NOT_SIMPLE ? fast : (walk(opts, Infinity, value, null) as string | typeof NOT_SIMPLE); // no budget, never TOO_BIG
}

/** stringifyCompact of a dict holding a call's keyword arguments, in their order. */
export function stringifyKeywords(kw: Record<string, unknown>, opts: CompactOptions): string | typeof NOT_SIMPLE {
  const keys = Object.keys(kw);
  const small = walk(opts, SMALL, kw, keys);
  if (small !== TOO_BIG) return small;
  // The record is written as it is: its keys must be ones a plain object keeps in order.
  const fast = keys.every(plainKey) ? stringifyNative(kw, opts) : NOT_SIMPLE;
  return fast !== NOT_SIMPLE ? fast : (walk(opts, Infinity, kw, keys) as string | typeof NOT_SIMPLE);
}

/** The text of `value` (of record `value`'s `keys` when given) by a Compact walk of `limit` values at most. */
function walk(opts: CompactOptions, limit: number, value: unknown, keys: string[] | null): string | typeof NOT_SIMPLE | typeof TOO_BIG {
  try {
    budget = limit;
    const out = new Compact(opts);
    if (keys === null) out.value(value, 0);
    else out.record(value as Record<string, unknown>, keys);
    return out.finish();
  } catch (e) {
    if (e === NOT_SIMPLE || e === TOO_BIG) return e;
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
    if (--budget < 0) throw TOO_BIG;
    const parts = this.parts;
    if (typeof o === "string") parts.push(JSON.stringify(o));
    else if (typeof o === "number" || typeof o === "bigint") parts.push(intToString(o)); // ints
    else if (o === null) parts.push("null");
    else if (o === true) parts.push("true");
    else if (o === false) parts.push("false");
    else if (o instanceof PyFloat) parts.push(finiteFloat(o.v));
    else if (++depth > MAX_NATIVE_DEPTH) throw NOT_SIMPLE;
    // By the marks: a script's subclass of list or dict has none (the exact encoder calls its
    // `__iter__` or items()).
    else if ((o as { $seq?: object }).$seq === SEQ) {
      const items = (o as PyList | PyTuple).items;
      if (items.length === 0) parts.push("[]");
      else {
        this.open("[", depth);
        for (let i = 0; i < items.length; i++) {
          if (i) this.separate(depth);
          this.value(items[i], depth);
        }
        this.close("]", depth);
      }
    } else if ((o as { $dict?: object }).$dict === DICT) {
      const d = o as PyDict;
      if (d.size === 0) parts.push("{}");
      else {
        this.open("{", depth);
        let first = true;
        // forEach: QuickJS allocates and destructures a pair per entry in for..of.
        d.vals.forEach((v, h) => {
          if (!first) this.separate(depth);
          this.member(d.keyOf(h), v, depth);
          first = false;
        });
        this.close("}", depth);
      }
    } else throw NOT_SIMPLE;
  }

  record(kw: Record<string, unknown>, keys: string[]): void {
    const parts = this.parts;
    parts.push("{");
    for (let i = 0; i < keys.length; i++) {
      if (i) parts.push(this.opts.itemSeparator);
      this.member(keys[i], kw[keys[i]], 1);
    }
    parts.push("}");
  }

  private member(k: unknown, v: unknown, depth: number): void {
    this.parts.push(JSON.stringify(keyText(k)), this.opts.keySeparator);
    this.value(v, depth);
  }

  finish(): string {
    const text = escapeAsCPython(this.parts.join(""), this.opts.ensureAscii);
    if (text === NOT_SIMPLE) throw NOT_SIMPLE;
    return text;
  }
}

function keyText(k: unknown): string {
  if (typeof k === "string") return k;
  if (typeof k === "number" || typeof k === "bigint") return intToString(k);
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
