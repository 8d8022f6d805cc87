// JSON text -> Python values with the rules of CPython's C scanner (`_json.c`): ints exact,
// NaN/Infinity accepted, duplicate keys last-wins, and JSONDecodeError messages word for word.

import { PyDict, PyFloat, PyList, PyTuple, jsonByValue, normInt } from "../../values/index.js";
import { NOT_SIMPLE, parseNative } from "./native.js";

/** A decode failure; `pos` counts UTF-16 units here and is converted for the message. */
export class JsonDecodeFailure extends Error {
  constructor(readonly msg: string, readonly doc: string, readonly pos: number) {
    super(msg);
  }
}

// CPython 3.11 refuses int literals over this many digits (sys.get_int_max_str_digits()).
const INT_MAX_STR_DIGITS = 4300;

/** The full CPython message: "Expecting value: line 1 column 1 (char 0)" (positions in code points). */
export function decodeErrorMessage(err: JsonDecodeFailure): string {
  const before = err.doc.slice(0, err.pos);
  const pos = codePointLength(before);
  const lastNl = before.lastIndexOf("\n");
  const lineno = before.split("\n").length;
  const colno = lastNl < 0 ? pos + 1 : pos - codePointLength(before.slice(0, lastNl + 1)) + 1;
  return `${err.msg}: line ${lineno} column ${colno} (char ${pos})`;
}

function codePointLength(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/** json.loads' hooks, as the C scanner calls them: `pairs` (object_pairs_hook, a list of
 *  (key, value) tuples) before `object` (object_hook, the dict); each number's and constant's
 *  text to its own. Each gives the value that takes the place of what it was given. */
export interface DecodeHooks {
  object?: (d: PyDict) => unknown;
  pairs?: (pairs: PyList) => unknown;
  float?: (text: string) => unknown;
  int?: (text: string) => unknown;
  constant?: (text: string) => unknown;
}

/** Python's `json.loads` on a str. Throws JsonDecodeFailure, JsonIntTooLong or JsonTooDeep. */
export function decodeJson(s: string, hooks?: DecodeHooks): unknown {
  if (hooks === undefined) {
    // A long text the host's scan types by value needs no number scan nor walk here.
    const fast = parseNative(s, jsonByValue(s) ? "by-value" : undefined);
    if (fast !== NOT_SIMPLE) return fast;
  }
  if (s.charCodeAt(0) === 0xfeff) throw new JsonDecodeFailure("Unexpected UTF-8 BOM (decode using utf-8-sig)", s, 0);
  const scanner = new Scanner(s, hooks ?? {});
  let idx = scanner.skipWs(0);
  const [value, end] = scanner.scanOnce(idx);
  idx = scanner.skipWs(end);
  if (idx !== s.length) throw new JsonDecodeFailure("Extra data", s, idx);
  return value;
}

/** Raised for an int literal longer than CPython's limit (a plain ValueError there). */
export class JsonIntTooLong extends Error {}

/** Nesting deeper than CPython manages under its default recursion limit (RecursionError there). */
export class JsonTooDeep extends Error {}

// CPython's C scanner recurses per nesting level; at top level 995 levels parse and 996 do not.
const MAX_DEPTH = 995;

class Scanner {
  private depth = 0;

  constructor(
    private readonly s: string,
    private readonly hooks: DecodeHooks,
  ) {}

  private enter(kind: "array" | "object"): void {
    if (++this.depth > MAX_DEPTH) {
      throw new JsonTooDeep(`maximum recursion depth exceeded while decoding a JSON ${kind} from a unicode string`);
    }
  }

  skipWs(i: number): number {
    const s = this.s;
    for (;;) {
      const c = s.charCodeAt(i);
      if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) i++;
      else return i;
    }
  }

  private expectingValue(idx: number): never {
    throw new JsonDecodeFailure("Expecting value", this.s, idx);
  }

  scanOnce(idx: number): [unknown, number] {
    const s = this.s;
    if (idx >= s.length) this.expectingValue(idx);
    const c = s[idx];
    switch (c) {
      case '"':
        return this.scanString(idx + 1);
      case "{":
        return this.parseObject(idx + 1);
      case "[":
        return this.parseArray(idx + 1);
      case "n":
        if (s.startsWith("null", idx)) return [null, idx + 4];
        break;
      case "t":
        if (s.startsWith("true", idx)) return [true, idx + 4];
        break;
      case "f":
        if (s.startsWith("false", idx)) return [false, idx + 5];
        break;
      case "N":
        if (s.startsWith("NaN", idx)) return [this.constant("NaN", NaN), idx + 3];
        break;
      case "I":
        if (s.startsWith("Infinity", idx)) return [this.constant("Infinity", Infinity), idx + 8];
        break;
      case "-":
        if (s.startsWith("-Infinity", idx)) return [this.constant("-Infinity", -Infinity), idx + 9];
        break;
    }
    return this.matchNumber(idx);
  }

  private matchNumber(start: number): [unknown, number] {
    // The C scanner's number grammar; an exponent without digits is left unconsumed.
    NUMBER.lastIndex = start;
    const m = NUMBER.exec(this.s);
    if (!m) this.expectingValue(start);
    const text = m![0];
    const idx = start + text.length;
    if (m![1] !== undefined || m![2] !== undefined) return [this.hooks.float ? this.hooks.float(text) : new PyFloat(Number(text)), idx];
    // A parse_int of the script's sees the text whatever its length.
    if (this.hooks.int) return [this.hooks.int(text), idx];
    const digits = text.length - (text[0] === "-" ? 1 : 0);
    if (digits > INT_MAX_STR_DIGITS) throw new JsonIntTooLong(digits.toString());
    return [digits < 16 ? Number(text) : normInt(BigInt(text)), idx];
  }

  private scanString(begin: number): [string, number] {
    const s = this.s;
    let idx = begin;
    let out = "";
    for (;;) {
      // The engine's RegExp scans runs of plain characters far faster than a JS loop in QuickJS.
      STRING_STOP.lastIndex = idx;
      const stop = STRING_STOP.exec(s);
      let j = stop ? stop.index : s.length;
      if (j < s.length && s.charCodeAt(j) < 0x20) throw new JsonDecodeFailure("Invalid control character at", s, j);
      if (j >= s.length) throw new JsonDecodeFailure("Unterminated string starting at", s, begin - 1);
      out += s.slice(idx, j);
      if (s[j] === '"') return [out, j + 1];
      // backslash
      j++;
      if (j >= s.length) throw new JsonDecodeFailure("Unterminated string starting at", s, begin - 1);
      const e = s[j];
      if (e !== "u") {
        const simple = SIMPLE_ESCAPES[e];
        if (simple === undefined) throw new JsonDecodeFailure("Invalid \\escape", s, j - 1);
        out += simple;
        idx = j + 1;
        continue;
      }
      let cp = this.hex4(j + 1, j);
      idx = j + 5;
      if (cp >= 0xd800 && cp <= 0xdbff && s[idx] === "\\" && s[idx + 1] === "u") {
        const low = this.hex4(idx + 2, idx + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
          idx += 6;
        }
      }
      out += String.fromCodePoint(cp);
    }
  }

  private constant(text: string, value: number): unknown {
    return this.hooks.constant ? this.hooks.constant(text) : new PyFloat(value);
  }

  private hex4(at: number, errPos: number): number {
    const h = this.s.slice(at, at + 4);
    if (!/^[0-9a-fA-F]{4}$/.test(h)) throw new JsonDecodeFailure("Invalid \\uXXXX escape", this.s, errPos);
    return parseInt(h, 16);
  }

  private parseObject(start: number): [unknown, number] {
    this.enter("object");
    const { pairs, object } = this.hooks;
    const [value, end] = pairs ? this.pairsBody(start) : this.objectBody(start);
    this.depth--;
    if (pairs) return [pairs(value as PyList), end];
    return [object ? object(value as PyDict) : value, end];
  }

  private parseArray(start: number): [PyList, number] {
    this.enter("array");
    const [value, end] = this.arrayBody(start);
    this.depth--;
    return [value, end];
  }

  private objectBody(start: number): [PyDict, number] {
    const dict = new PyDict();
    return [dict, this.members(start, (key, value) => dict.set(key, value))];
  }

  /** An object's members as object_pairs_hook takes them: (key, value) tuples, every duplicate kept. */
  private pairsBody(start: number): [PyList, number] {
    const items: PyTuple[] = [];
    const end = this.members(start, (key, value) => items.push(new PyTuple([key, value])));
    return [new PyList(items), end];
  }

  /** Each member of the object whose body starts at `start`, in order; the index past its `}`. */
  private members(start: number, member: (key: string, value: unknown) => void): number {
    const s = this.s;
    let idx = this.skipWs(start);
    if (s[idx] === "}") return idx + 1;
    for (;;) {
      if (s[idx] !== '"') throw new JsonDecodeFailure("Expecting property name enclosed in double quotes", s, idx);
      const [key, afterKey] = this.scanString(idx + 1);
      idx = this.skipWs(afterKey);
      if (s[idx] !== ":") throw new JsonDecodeFailure("Expecting ':' delimiter", s, idx);
      idx = this.skipWs(idx + 1);
      const [value, afterValue] = this.scanOnce(idx);
      member(key, value);
      idx = this.skipWs(afterValue);
      if (s[idx] === "}") return idx + 1;
      if (s[idx] !== ",") throw new JsonDecodeFailure("Expecting ',' delimiter", s, idx);
      idx = this.skipWs(idx + 1);
    }
  }

  private arrayBody(start: number): [PyList, number] {
    const s = this.s;
    const items: unknown[] = [];
    let idx = this.skipWs(start);
    if (s[idx] === "]") return [new PyList(items), idx + 1];
    for (;;) {
      const [value, afterValue] = this.scanOnce(idx);
      items.push(value);
      idx = this.skipWs(afterValue);
      if (s[idx] === "]") return [new PyList(items), idx + 1];
      if (s[idx] !== ",") throw new JsonDecodeFailure("Expecting ',' delimiter", s, idx);
      idx = this.skipWs(idx + 1);
    }
  }
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/y;
const STRING_STOP = /["\\\x00-\x1f]/g;

const SIMPLE_ESCAPES: Record<string, string> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
};
