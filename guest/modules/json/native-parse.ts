// json.loads through the engine's JSON.parse, its tree then turned into Python values in place:
// a JSON array becomes the items of a PyList as it is, an object a dict (read in place when every
// number is an int: in-place.ts).

import { PyDict, PyFloat, PyList, digitThenFraction, normInt } from "../../values/index.js";
import { isArrayIndex } from "./array-index.js";
import { NEED_TOKENS, inPlaceChecked, inPlaceMarked, inPlaceValue } from "./in-place.js";
import { MAX_NATIVE_DEPTH, NOT_SIMPLE } from "./not-simple.js";

// CPython 3.11 refuses int literals over this many digits; the exact decoder words the error.
const INT_MAX_STR_DIGITS = 4300;

// A number with a fraction or exponent is a float, and JSON.parse makes both it and an int plain
// JS numbers: then the text's number tokens tell them apart. Without such a token every number
// is an int, exact unless past 2**53 (found in the in-place walk, which then starts over with
// tokens). A float token holds a digit followed by ".", "e" or "E" (digitThenFraction).
// The token scan: strings blanked (so digits inside them do not count), then every number token
// in document order, one native regex call each. `STRING` is the unrolled form, which backtracks
// least.
const STRING = /"[^"\\]*(?:\\.[^"\\]*)*"/g;
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/g;

/**
 * json.loads on `text` via JSON.parse, or NOT_SIMPLE where the exact decoder must decide.
 * `typed` "by-value": the text's maker knows that no float token has an integral value, no int
 * token is past 2**53 and no key is an array index (wasm/json-scan.ts), so each number is typed
 * by its value, the token scan (a regex over the whole text, slow in QuickJS) is skipped, and
 * the objects are read in place (in-place.ts); "marked": the same, with the numbers that are not
 * so written as markers (in-place.ts's inPlaceMarked).
 */
export function parseNative(text: string, typed?: "by-value" | "marked"): unknown {
  // A BOM has its own error message in the exact decoder.
  if (text.charCodeAt(0) === 0xfeff) return NOT_SIMPLE;
  try {
    if (typed === "by-value") return inPlaceValue(JSON.parse(text));
    if (typed === "marked") return inPlaceMarked(JSON.parse(text));
    if (!digitThenFraction(text)) {
      try {
        return inPlaceChecked(JSON.parse(text));
      } catch (e) {
        if (e !== NEED_TOKENS) throw e;
      }
    }
    return withTokens(text, JSON.parse(text));
  } catch (e) {
    // A SyntaxError is also NaN / Infinity, which CPython accepts: the exact path decides.
    if (e === NOT_SIMPLE || e instanceof SyntaxError) return NOT_SIMPLE;
    throw e;
  }
}

/**
 * With tokens, each number is typed by the text's number tokens, consumed in document order by
 * the walk. A duplicate key leaves JSON.parse's object with fewer members than the text, out of
 * the text's order: counted, it declines.
 */
function withTokens(text: string, parsed: unknown): unknown {
  const blanked = text.replace(STRING, '""');
  const walk = new Walk(blanked.match(NUMBER) ?? []);
  const value = walk.value(parsed, 0);
  // Outside strings every ":" ends a member's key (counted by what replaceAll removes).
  const members = blanked.length - blanked.replaceAll(":", "").length;
  if (walk.next !== walk.tokens.length || walk.members !== members) throw NOT_SIMPLE;
  return value;
}

/** JSON.parse's tree -> Python values, each number typed by its token. */
class Walk {
  next = 0;
  members = 0;
  constructor(readonly tokens: string[]) {}

  value(v: unknown, depth: number): unknown {
    if (typeof v === "number") return this.number(v);
    if (typeof v !== "object" || v === null) return v;
    return Array.isArray(v) ? this.list(v, depth + 1) : this.dict(v as Record<string, unknown>, depth + 1);
  }

  // list and dict test each item's type inline and call each other directly: a call per str,
  // bool, None or (without tokens) nonzero int32 would cost more than the rest.

  private list(v: unknown[], depth: number): PyList {
    if (depth > MAX_NATIVE_DEPTH) throw NOT_SIMPLE;
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      if (typeof x === "object") {
        if (x !== null) v[i] = Array.isArray(x) ? this.list(x, depth + 1) : this.dict(x as Record<string, unknown>, depth + 1);
      } else if (typeof x === "number") v[i] = this.number(x);
    }
    return new PyList(v);
  }

  private dict(o: Record<string, unknown>, depth: number): PyDict {
    if (depth > MAX_NATIVE_DEPTH) throw NOT_SIMPLE;
    const d = new PyDict();
    const m = d.vals;
    let n = 0;
    for (const k in o) {
      // JS objects list array-index keys first, before the text's order (Python's): those
      // decline. They come first, so the first key tells (a digit first, by compares: no call).
      if (n++ === 0 && k < ":" && k >= "0" && isArrayIndex(k)) throw NOT_SIMPLE;
      let x = o[k];
      if (typeof x === "object") {
        if (x !== null) x = Array.isArray(x) ? this.list(x, depth + 1) : this.dict(x as Record<string, unknown>, depth + 1);
      } else if (typeof x === "number") x = this.number(x);
      // A str key is its own hash key ("" too), except the "\0"-prefixed ones; `k >= "\x01"`
      // is cheaper in QuickJS than charCodeAt.
      if (k >= "\x01" || k === "") m.set(k, x);
      else d.set(k, x);
    }
    this.members += n;
    return d;
  }

  private number(v: number): unknown {
    const tokens = this.tokens;
    if (this.next >= tokens.length) throw NOT_SIMPLE;
    const t = tokens[this.next++];
    // A fraction is a float's for sure; an integral value (or an int past 1e308, Infinity here)
    // needs its token's look.
    const fraction = v % 1;
    if (fraction > 0 || fraction < 0 || t.indexOf(".") >= 0 || t.indexOf("e") >= 0 || t.indexOf("E") >= 0) return new PyFloat(v);
    const digits = t.length - (t.charCodeAt(0) === 0x2d ? 1 : 0);
    if (digits < 16) return v === 0 ? 0 : v;
    if (digits > INT_MAX_STR_DIGITS) throw NOT_SIMPLE;
    return normInt(BigInt(t));
  }
}
