// The methods of `str` (and `bytes.decode`), registered on T.str / T.bytes. Indices and lengths
// count code points; messages quote CPython 3.11.
import { E, PyBytes, refusedIterator, PyList, PyTuple, T, asIndex, builtin, defineMethods, leanCalls, type PyFunction, iter, next, raise, STOP, checkSequenceLength, cutsPairs, hooks, indexOfWhole, isSimple, lastIndexOfWhole, strExpandTabs, strLen, typeOf, encodeText, decodeBytes, SEQ } from "../values/index.js";
import * as cls from "./str-case.js";
import { checkBounds, count, find, needStr, tailMatch } from "./str-search.js";
import { strFormatMap, strFormatMethod } from "./str-format.js";

const WS_CODES = new Set(Array.from(cls.WHITESPACE, (c) => c.charCodeAt(0)));
/** Whitespace but " ": split() makes it " " before the engine's split. */
const OTHER_WHITESPACE = new RegExp(`[${cls.WHITESPACE.replace(" ", "")}]`, "g");
/** Whether the unit at `i` is whitespace (str.isspace's; all of it is one unit): by its code, as
 *  `s[i]` makes a one-character string per unit in QuickJS. */
const isWsAt = (s: string, i: number) => {
  const c = s.charCodeAt(i);
  return c <= 0x20 ? c === 0x20 || (c >= 0x09 && c <= 0x0d) || c >= 0x1c : c >= 0x85 && WS_CODES.has(c);
};

/** maxsplit / count: negative means no limit. */
function maxCount(x: any): number {
  if (x === -1) return Infinity;
  const n = Number(asIndex(x));
  return n < 0 ? Infinity : n;
}

function sepArg(sep: any): string | null {
  if (sep === null) return null;
  if (typeof sep !== "string") raise(E.TypeError, `must be str or None, not ${typeOf(sep).name}`);
  if (sep === "") raise(E.ValueError, "empty separator");
  return sep;
}

export function split(s: string, sep: any, maxsplit: any): PyList {
  const sp = sepArg(sep);
  let n = maxCount(maxsplit);
  if (sp === null) {
    // Without maxsplit: the engine's split on " ", once any other whitespace is made " " (one
    // native pass each; a split on a RegExp makes a new one per call in QuickJS), without the
    // empty strings that runs and ends leave.
    if (n === Infinity) return splitWhitespace(s);
    const out: string[] = [];
    let i = 0;
    const len = s.length;
    while (n-- > 0) {
      while (i < len && isWsAt(s, i)) i++;
      if (i === len) break;
      const j = i++;
      while (i < len && !isWsAt(s, i)) i++;
      out.push(s.slice(j, i));
    }
    if (i < len) {
      while (i < len && isWsAt(s, i)) i++;
      if (i !== len) out.push(s.slice(i));
    }
    return new PyList(out);
  }
  // Without maxsplit: the engine's split, one native call, cuts where the loop below would
  // (unless a cut could fall inside a surrogate pair).
  const cuts = cutsPairs(sp);
  if (n === Infinity && !cuts) return new PyList(s.split(sp));
  const out: string[] = [];
  let i = 0;
  while (n-- > 0) {
    const at = cuts ? indexOfWhole(s, sp, i) : s.indexOf(sp, i);
    if (at < 0) break;
    out.push(s.slice(i, at));
    i = at + sp.length;
  }
  out.push(s.slice(i));
  return new PyList(out);
}

/** `s.split()`: the engine's split on " ", once any other whitespace is made " " (one native
 *  pass each), without the empty strings that runs and ends leave. */
function splitWhitespace(s: string): PyList {
  const parts = s.replace(OTHER_WHITESPACE, " ").split(" ");
  const out: string[] = [];
  for (let k = 0; k < parts.length; k++) if (parts[k] !== "") out.push(parts[k]);
  return new PyList(out);
}

export function rsplit(s: string, sep: any, maxsplit: any): PyList {
  const sp = sepArg(sep);
  let n = maxCount(maxsplit);
  const out: string[] = [];
  if (sp === null) {
    let i = s.length - 1;
    while (n-- > 0) {
      while (i >= 0 && isWsAt(s, i)) i--;
      if (i < 0) break;
      const j = i--;
      while (i >= 0 && !isWsAt(s, i)) i--;
      out.push(s.slice(i + 1, j + 1));
    }
    if (i >= 0) {
      while (i >= 0 && isWsAt(s, i)) i--;
      if (i >= 0) out.push(s.slice(0, i + 1));
    }
    return new PyList(out.reverse());
  }
  const cuts = cutsPairs(sp);
  let end = s.length;
  while (n-- > 0) {
    const at = end - sp.length < 0 ? -1 : cuts ? lastIndexOfWhole(s, sp, end - sp.length) : s.lastIndexOf(sp, end - sp.length);
    if (at < 0) break;
    out.push(s.slice(at + sp.length, end));
    end = at;
  }
  out.push(s.slice(0, end));
  return new PyList(out.reverse());
}

// One native regex search per line: the loop over characters this replaced cost half a
// millisecond of QuickJS for 2 KB of text.
const LINE_BREAK = new RegExp(`\\r\\n|[${cls.LINE_BREAKS}]`, "g");
/** The line breaks other than "\n", one at a time: a native scan for each costs less than one JS loop over the text. */
const OTHER_BREAKS = [...cls.LINE_BREAKS].filter((c) => c !== "\n");

/**
 * Whether `s` holds the character `c`. On a long text QuickJS's `split` looks with memchr where
 * `includes` compares at every position (a 4 MiB log: 7 vs 35 ms a character, and no scan at all
 * for a wide character in a one-byte text); on a short one the array split makes costs more.
 */
function holds(s: string, c: string): boolean {
  return s.length < 256 ? s.includes(c) : s.split(c, 2).length > 1;
}

export function splitlines(s: string, keepends: any): PyList {
  // Text broken only by "\n" (logs, most tool output): one native split, many times faster in
  // QuickJS than the loop below, which looks at every character.
  if (!OTHER_BREAKS.some((c) => holds(s, c))) {
    const lines = s.split("\n");
    if (lines[lines.length - 1] === "") lines.pop();
    if (keepends) for (let i = 0; i < lines.length; i++) if (i < lines.length - 1 || s.endsWith("\n")) lines[i] += "\n";
    return new PyList(lines);
  }
  const out: string[] = [];
  let i = 0;
  LINE_BREAK.lastIndex = 0;
  for (let m = LINE_BREAK.exec(s); m !== null; m = LINE_BREAK.exec(s)) {
    const eol = m.index + m[0].length;
    out.push(s.slice(i, keepends ? eol : m.index));
    i = eol;
  }
  if (i < s.length) out.push(s.slice(i));
  return new PyList(out);
}

export function join(sep: string, iterable: any): string {
  // A list or tuple's items as they are (CPython's PySequence_Fast): no iterator step per item.
  if (iterable?.$seq === SEQ) return joinParts(sep, iterable.items);
  const it = joinIterator(iterable);
  const parts: string[] = [];
  for (let x = next(it); x !== STOP; x = next(it)) parts.push(joinItem(x, parts.length));
  return parts.join(sep);
}

/** join's iterator of `iterable` (str's and bytes's), or CPython's TypeError for a non-iterable. */
export function joinIterator(iterable: any): ReturnType<typeof iter> {
  try {
    return iter(iterable);
  } catch (e: any) {
    if (e?.type === E.TypeError && !refusedIterator(e)) raise(E.TypeError, "can only join an iterable");
    throw e;
  }
}

function joinParts(sep: string, items: readonly unknown[]): string {
  // The test inline: a call per item was most of a short join's time.
  for (let i = 0; i < items.length; i++) if (typeof items[i] !== "string") return items.map(joinItem).join(sep);
  return items.join(sep);
}

/** An item of a join: a str, or a value that is one (a StrEnum member: its key is its str). */
function joinItem(x: unknown, i: number): string {
  if (typeof x === "string") return x;
  const key = (x as { $keyAs?: unknown } | null)?.$keyAs;
  return typeof key === "string" ? key : raise(E.TypeError, `sequence item ${i}: expected str instance, ${typeOf(x).name} found`);
}

function strip(s: string, chars: any, left: boolean, right: boolean, name: string): string {
  if (chars === null) return stripWhitespace(s, left, right);
  if (typeof chars !== "string") raise(E.TypeError, `${name} arg must be None or str`);
  if (isSimple(chars)) {
    // No surrogate in chars: the text's units are stripped as they are (a surrogate in the text,
    // paired or not, is no character of chars and stops the strip), with no set and no analysis.
    let a = 0;
    let b = s.length;
    if (left) while (a < b && chars.indexOf(s[a]) >= 0) a++;
    if (right) while (b > a && chars.indexOf(s[b - 1]) >= 0) b--;
    return s.slice(a, b);
  }
  const set = new Set(Array.from(chars as string));
  const cps = isSimple(s) ? null : Array.from(s);
  if (cps) {
    let a = 0;
    let b = cps.length;
    if (left) while (a < b && set.has(cps[a])) a++;
    if (right) while (b > a && set.has(cps[b - 1])) b--;
    return cps.slice(a, b).join("");
  }
  let a = 0;
  let b = s.length;
  if (left) while (a < b && set.has(s[a])) a++;
  if (right) while (b > a && set.has(s[b - 1])) b--;
  return s.slice(a, b);
}

/** Whitespace to str.isspace but not to the engine's trim (which has U+FEFF, isspace's lacks). */
const pythonOnlySpace = (c: number) => (c >= 0x1c && c <= 0x1f) || c === 0x85;

/**
 * strip() and friends without chars: the engine's trim (~0.1 us where the loop's `charCodeAt` is
 * ~0.1 us a unit), unless U+FEFF may have been trimmed or a space only Python has is where it
 * stopped; then the loop by units.
 */
function stripWhitespace(s: string, left: boolean, right: boolean): string {
  const t = left ? (right ? s.trim() : s.trimStart()) : s.trimEnd();
  const feffSafe = t.length === s.length || s.indexOf("\ufeff") < 0;
  if (feffSafe && !(left && pythonOnlySpace(t.charCodeAt(0))) && !(right && pythonOnlySpace(t.charCodeAt(t.length - 1)))) return t;
  let a = 0;
  let b = s.length;
  if (left) while (a < b && isWsAt(s, a)) a++;
  if (right) while (b > a && isWsAt(s, b - 1)) b--;
  return s.slice(a, b);
}

function affix(s: string, prefix: any, start: any, end: any, atEnd: boolean): boolean {
  const name = atEnd ? "endswith" : "startswith";
  checkBounds(start, end);
  if (typeof prefix === "string") return tailMatch(s, prefix, start, end, atEnd);
  if (prefix instanceof PyTuple) {
    for (const p of prefix.items) {
      if (typeof p !== "string") raise(E.TypeError, `tuple for ${name} must only contain str, not ${typeOf(p).name}`);
      if (tailMatch(s, p, start, end, atEnd)) return true;
    }
    return false;
  }
  raise(E.TypeError, `${name} first arg must be str or a tuple of str, not ${typeOf(prefix).name}`);
}

export function replace(s: string, old: any, repl: any, countArg: any): string {
  // Every occurrence of a non-empty str that cuts no pair, by the engine's replaceAll (one call;
  // a `$` in the replacement would be a pattern there), where even every unit replaced would
  // stay within the length limit checked below.
  if (countArg === -1 && typeof old === "string" && typeof repl === "string" && old !== "" && s.length * repl.length <= hooks.maxSequenceLength && !repl.includes("$") && !cutsPairs(old)) {
    return s.replaceAll(old, repl);
  }
  needStr(old, "replace() argument 1");
  needStr(repl, "replace() argument 2");
  let n = maxCount(countArg);
  // DoS guard: the result's size is known before it is built.
  if (repl.length > old.length) checkSequenceLength(s.length + Math.min(n, count(s, old, null, null)) * (repl.length - old.length));
  if (old === "") {
    const cps = Array.from(s);
    let out = "";
    for (let i = 0; i <= cps.length; i++) {
      if (n-- > 0) out += repl;
      else return out + cps.slice(i).join("");
      if (i < cps.length) out += cps[i];
    }
    return out;
  }
  const cuts = cutsPairs(old);
  if (n === Infinity && !cuts) return s.split(old).join(repl);
  let out = "";
  let i = 0;
  while (n-- > 0) {
    const at = cuts ? indexOfWhole(s, old, i) : s.indexOf(old, i);
    if (at < 0) break;
    out += s.slice(i, at) + repl;
    i = at + old.length;
  }
  return out + s.slice(i);
}

function fillArg(fill: any): string {
  if (typeof fill !== "string") raise(E.TypeError, `The fill character must be a unicode character, not ${typeOf(fill).name}`);
  if (strLen(fill) !== 1) raise(E.TypeError, "The fill character must be exactly one character long");
  return fill;
}

function justify(s: string, widthX: any, fillX: any, kind: "ljust" | "rjust" | "center"): string {
  return pad(s, widthX, fillArg(fillX), kind);
}

/** str.ljust/rjust/center with `fill` already checked (bytes checks its own). */
export function pad(s: string, widthX: any, fill: string, kind: "ljust" | "rjust" | "center"): string {
  const width = Number(asIndex(widthX));
  const len = strLen(s);
  if (width <= len) return s;
  checkSequenceLength(width);
  const marg = width - len;
  const left = kind === "ljust" ? 0 : kind === "rjust" ? marg : (marg >> 1) + (marg & width & 1);
  return fill.repeat(left) + s + fill.repeat(marg - left);
}

export function zfill(s: string, widthX: any): string {
  const width = Number(asIndex(widthX));
  const len = strLen(s);
  if (width <= len) return s;
  checkSequenceLength(width);
  const zeros = "0".repeat(width - len);
  if (s[0] === "+" || s[0] === "-") return s[0] + zeros + s.slice(1);
  return zeros + s;
}

/** str.expandtabs (bytes' too, over its latin-1 text), its tab size read as an index. */
export const expandTabs = (s: string, tabsize: unknown): string => strExpandTabs(s, Number(asIndex(tabsize)));

function partition(s: string, sep: any, fromRight: boolean): PyTuple {
  substring(sep);
  if (sep === "") raise(E.ValueError, "empty separator");
  // findWhole's search inline, as find's.
  let at = fromRight ? s.lastIndexOf(sep) : s.indexOf(sep);
  if (at >= 0 && cutsPairs(sep)) at = fromRight ? lastIndexOfWhole(s, sep) : indexOfWhole(s, sep);
  if (at < 0) return new PyTuple(fromRight ? ["", "", s] : [s, "", ""]);
  return new PyTuple([s.slice(0, at), sep, s.slice(at + sep.length)]);
}

function substring(sub: any): string {
  if (typeof sub !== "string") raise(E.TypeError, `must be str, not ${typeOf(sub).name}`);
  return sub;
}

/** The search methods parse arguments with PyArg_ParseTuple in CPython: "find() takes at least 1 argument (0 given)". */
const PARSETUPLE = { style: "parsetuple" } as const;

defineMethods(T.str, {
  split: builtin("split", "self, /, sep=None, maxsplit=-1", split),
  rsplit: builtin("rsplit", "self, /, sep=None, maxsplit=-1", rsplit),
  splitlines: builtin("splitlines", "self, /, keepends=False", splitlines),
  join: builtin("str.join", "self, iterable, /", join),
  strip: builtin("strip", "self, chars=None, /", (s, c) => strip(s, c, true, true, "strip")),
  lstrip: builtin("lstrip", "self, chars=None, /", (s, c) => strip(s, c, true, false, "lstrip")),
  rstrip: builtin("rstrip", "self, chars=None, /", (s, c) => strip(s, c, false, true, "rstrip")),
  startswith: builtin("startswith", "self, prefix, start=None, end=None, /", (s, p, a, b) => affix(s, p, a, b, false), PARSETUPLE),
  endswith: builtin("endswith", "self, suffix, start=None, end=None, /", (s, p, a, b) => affix(s, p, a, b, true), PARSETUPLE),
  find: builtin("find", "self, sub, start=None, end=None, /", (s, x, a, b) => find(s, substring(x), a, b, false), PARSETUPLE),
  rfind: builtin("rfind", "self, sub, start=None, end=None, /", (s, x, a, b) => find(s, substring(x), a, b, true), PARSETUPLE),
  index: builtin("index", "self, sub, start=None, end=None, /", (s, x, a, b) => found(find(s, substring(x), a, b, false)), PARSETUPLE),
  rindex: builtin("rindex", "self, sub, start=None, end=None, /", (s, x, a, b) => found(find(s, substring(x), a, b, true)), PARSETUPLE),
  count: builtin("count", "self, sub, start=None, end=None, /", (s, x, a, b) => count(s, substring(x), a, b), PARSETUPLE),
  replace: builtin("replace", "self, old, new, count=-1, /", replace),
  lower: builtin("lower", "self, /", (s) => s.toLowerCase()),
  upper: builtin("upper", "self, /", (s) => s.toUpperCase()),
  title: builtin("title", "self, /", cls.title),
  capitalize: builtin("capitalize", "self, /", cls.capitalize),
  swapcase: builtin("swapcase", "self, /", cls.swapcase),
  casefold: builtin("casefold", "self, /", cls.casefold),
  isdigit: builtin("isdigit", "self, /", cls.isDigit),
  isdecimal: builtin("isdecimal", "self, /", cls.isDecimal),
  isnumeric: builtin("isnumeric", "self, /", cls.isNumeric),
  isalpha: builtin("isalpha", "self, /", cls.isAlpha),
  isalnum: builtin("isalnum", "self, /", cls.isAlnum),
  isspace: builtin("isspace", "self, /", cls.isSpace),
  isupper: builtin("isupper", "self, /", cls.isUpper),
  islower: builtin("islower", "self, /", cls.isLower),
  istitle: builtin("istitle", "self, /", cls.isTitle),
  isidentifier: builtin("isidentifier", "self, /", cls.isIdentifier),
  isascii: builtin("isascii", "self, /", cls.isAscii),
  isprintable: builtin("isprintable", "self, /", cls.isPrintable),
  partition: builtin("str.partition", "self, sep, /", (s, sep) => partition(s, sep, false)),
  rpartition: builtin("str.rpartition", "self, sep, /", (s, sep) => partition(s, sep, true)),
  zfill: builtin("str.zfill", "self, width, /", zfill),
  expandtabs: builtin("expandtabs", "self, /, tabsize=8", expandTabs),
  ljust: builtin("ljust", "self, width, fillchar=' ', /", (s, w, f) => justify(s, w, f, "ljust")),
  rjust: builtin("rjust", "self, width, fillchar=' ', /", (s, w, f) => justify(s, w, f, "rjust")),
  center: builtin("center", "self, width, fillchar=' ', /", (s, w, f) => justify(s, w, f, "center")),
  removeprefix: builtin("str.removeprefix", "self, prefix, /", (s, p) => (needStr(p, "removeprefix() argument") && tailMatch(s, p, null, null, false) ? s.slice(p.length) : s)),
  removesuffix: builtin("str.removesuffix", "self, suffix, /", (s, p) => (needStr(p, "removesuffix() argument") && p !== "" && tailMatch(s, p, null, null, true) ? s.slice(0, s.length - p.length) : s)),
  format: strFormatMethod(),
  format_map: builtin("str.format_map", "self, mapping, /", strFormatMap),
  encode: builtin("encode", "self, /, encoding='utf-8', errors='strict'", (s, enc, errors) => encodeText(s, enc, errors)),
});

// The commonest calls at a method-call site (`s.split(",")`, `line.startswith("#")`, `s.strip()`)
// without the layers of a builtin's fixed call: the same bodies with the defaults in place.
const strMethod = (name: string): PyFunction => T.str.lookup(name)!;
leanCalls(strMethod("split"), { 0: splitWhitespace, 1: (s, sep) => split(s, sep, -1) });
leanCalls(strMethod("strip"), { 0: (s) => stripWhitespace(s, true, true) });
leanCalls(strMethod("lstrip"), { 0: (s) => stripWhitespace(s, true, false) });
leanCalls(strMethod("rstrip"), { 0: (s) => stripWhitespace(s, false, true) });
leanCalls(strMethod("startswith"), { 1: (s, p) => (typeof p === "string" ? tailMatch(s, p, null, null, false) : affix(s, p, null, null, false)) });
leanCalls(strMethod("endswith"), { 1: (s, p) => (typeof p === "string" ? tailMatch(s, p, null, null, true) : affix(s, p, null, null, true)) });
leanCalls(strMethod("find"), { 1: (s, x) => find(s, substring(x), null, null, false) });
leanCalls(strMethod("count"), { 1: (s, x) => count(s, substring(x), null, null) });
leanCalls(strMethod("replace"), { 2: (s, old, repl) => replace(s, old, repl, -1) });

defineMethods(T.bytes, {
  decode: builtin("decode", "self, /, encoding='utf-8', errors='strict'", (b: PyBytes, enc, errors) => decodeBytes(b.b, enc, errors)),
});

function found(i: number): number {
  if (i < 0) raise(E.ValueError, "substring not found");
  return i;
}
