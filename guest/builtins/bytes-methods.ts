// The methods of `bytes` besides decode (str-methods.ts): searching, splitting, stripping,
// replacing, case, hex. Each works on the bytes as a Latin-1 string (one char per byte), so the
// str searches apply unchanged; whitespace and case are ASCII only, as CPython's bytes methods.
import { E, PyBytes, PyList, PyTuple, T, asIndex, builtin, checkSequenceLength, classMethod, defineMethods, next, raise, STOP, typeOf, type ArgStyle, type PyFunction } from "../values/index.js";
import { checkBounds, count, find, tailMatch } from "./str-search.js";
import { joinIterator, replace as strReplace, split as strSplit, rsplit as strRsplit } from "./str-methods.js";

export const text = (b: Uint8Array): string => Array.from(b, (c) => String.fromCharCode(c)).join("");
export const bytesOf = (s: string): PyBytes => new PyBytes(Uint8Array.from(s, (c) => c.charCodeAt(0)));

/** A bytes argument, or CPython's "a bytes-like object is required" TypeError. */
export function arg(x: unknown): string {
  if (!(x instanceof PyBytes)) raise(E.TypeError, `a bytes-like object is required, not '${typeOf(x).name}'`);
  return text(x.b);
}

/** The `sub` of find/count/index: bytes, or an int naming one byte. */
function sub(x: unknown): string {
  if (typeof x === "number" || typeof x === "bigint") {
    if (x < 0 || x > 255) raise(E.ValueError, "byte must be in range(0, 256)");
    return String.fromCharCode(Number(x));
  }
  if (!(x instanceof PyBytes)) raise(E.TypeError, `argument should be integer or bytes-like object, not '${typeOf(x).name}'`);
  return text(x.b);
}

export const ASCII_WS = " \t\n\r\x0b\x0c";

function splitWs(s: string, maxsplit: unknown, fromRight: boolean): PyList {
  // ASCII whitespace only (str.split would also split at \x1c-\x1f, \x85 and \xa0).
  const n = Number(asIndex(maxsplit));
  const words = s.split(/[ \t\n\r\x0b\x0c]+/).filter((w) => w !== "");
  if (n < 0 || words.length <= n) return new PyList(words.map(bytesOf));
  // Keep the first (or last) n words and the untouched rest.
  let rest = s;
  const out: string[] = [];
  if (!fromRight) {
    for (let i = 0; i < n; i++) {
      rest = rest.replace(/^[ \t\n\r\x0b\x0c]+/, "");
      const m = /[ \t\n\r\x0b\x0c]/.exec(rest)!;
      out.push(rest.slice(0, m.index));
      rest = rest.slice(m.index);
    }
    out.push(rest.replace(/^[ \t\n\r\x0b\x0c]+/, ""));
    return new PyList(out.map(bytesOf));
  }
  for (let i = 0; i < n; i++) {
    rest = rest.replace(/[ \t\n\r\x0b\x0c]+$/, "");
    let j = rest.length;
    while (!ASCII_WS.includes(rest[j - 1])) j--;
    out.unshift(rest.slice(j));
    rest = rest.slice(0, j);
  }
  out.unshift(rest.replace(/[ \t\n\r\x0b\x0c]+$/, ""));
  return new PyList(out.map(bytesOf));
}

function strip(b: PyBytes, chars: unknown, left: boolean, right: boolean): PyBytes {
  const s = text(b.b);
  const set = chars === null ? ASCII_WS : arg(chars);
  let i = 0;
  let j = s.length;
  if (left) while (i < j && set.includes(s[i])) i++;
  if (right) while (j > i && set.includes(s[j - 1])) j--;
  return bytesOf(s.slice(i, j));
}

function affix(b: PyBytes, p: unknown, a: unknown, e: unknown, atEnd: boolean): boolean {
  const name = atEnd ? "endswith" : "startswith";
  checkBounds(a, e);
  const options = p instanceof PyTuple ? p.items : [p];
  for (const o of options) {
    if (!(o instanceof PyBytes)) {
      raise(E.TypeError, `${name} first arg must be bytes or a tuple of bytes, not ${typeOf(o).name}`);
    }
    if (tailMatch(text(b.b), text(o.b), a, e, atEnd)) return true;
  }
  return false;
}

function found(i: number): number {
  if (i < 0) raise(E.ValueError, "subsection not found");
  return i;
}

function join(sep: PyBytes, iterable: unknown): PyBytes {
  const parts: string[] = [];
  const it = joinIterator(iterable);
  for (let x = next(it); x !== STOP; x = next(it)) {
    if (!(x instanceof PyBytes)) raise(E.TypeError, `sequence item ${parts.length}: expected a bytes-like object, ${typeOf(x).name} found`);
    parts.push(text(x.b));
  }
  const s = parts.join(text(sep.b));
  checkSequenceLength(s.length);
  return bytesOf(s);
}

/** bytes.hex(sep, bytes_per_sep): groups counted from the right (from the left when negative). */
function hex(b: PyBytes, sep: unknown, perSep: unknown): string {
  const digits = Array.from(b.b, (c) => c.toString(16).padStart(2, "0"));
  if (sep === undefined) return digits.join("");
  const s = sep instanceof PyBytes ? String.fromCharCode(...sep.b) : sep;
  if (typeof s !== "string") {
    // CPython measures it first: a value without len() fails there.
    if (s === null || typeof s === "number" || typeof s === "bigint" || typeof s === "boolean") raise(E.TypeError, `object of type '${typeOf(s).name}' has no len()`);
    raise(E.TypeError, "sep must be str or bytes.");
  }
  if ([...s].length !== 1) raise(E.ValueError, "sep must be length 1.");
  const k = Number(asIndex(perSep));
  // CPython parses bytes_per_sep as a C int.
  if (k < -(2 ** 31) || k >= 2 ** 31) raise(E.OverflowError, "Python int too large to convert to C int");
  const size = Math.abs(k);
  if (size === 0 || digits.length === 0) return digits.join("");
  const groups: string[] = [];
  if (k > 0) for (let end = digits.length; end > 0; end -= size) groups.unshift(digits.slice(Math.max(0, end - size), end).join(""));
  else for (let start = 0; start < digits.length; start += size) groups.push(digits.slice(start, start + size).join(""));
  return groups.join(s);
}

function fromhex(s: unknown): PyBytes {
  if (typeof s !== "string") raise(E.TypeError, `fromhex() argument must be str, not ${typeOf(s).name}`);
  const out: number[] = [];
  for (let i = 0; i < s.length; ) {
    if (" \t\n\r\x0b\x0c".includes(s[i])) {
      i++;
      continue;
    }
    const pair = s.slice(i, i + 2);
    if (!/^[0-9a-fA-F]{2}$/.test(pair)) {
      const at = /^[0-9a-fA-F]$/.test(s[i]) ? i + 1 : i;
      raise(E.ValueError, `non-hexadecimal number found in fromhex() arg at position ${at}`);
    }
    out.push(parseInt(pair, 16));
    i += 2;
  }
  return new PyBytes(Uint8Array.from(out));
}

const PARSETUPLE = { style: "parsetuple" } as const;
export const asciiCase = (s: string, upper: boolean) => s.replace(upper ? /[a-z]+/g : /[A-Z]+/g, (m) => (upper ? m.toUpperCase() : m.toLowerCase()));

/** Makes one method as `builtin` does: bytearray-methods.ts makes each bytes method again, named
 *  (`bytes.join` to `bytearray.join`) and returning as bytearray's. */
export type MethodMaker = (name: string, params: string, body: (...args: any[]) => any, options?: { style: ArgStyle }) => PyFunction;

/** The methods this module defines, made by `method`. */
export const bytesMethods = (method: MethodMaker): Record<string, PyFunction> => ({
  count: method("count", "self, sub, start=None, end=None, /", (b: PyBytes, x, a, e) => count(text(b.b), sub(x), a, e), PARSETUPLE),
  find: method("find", "self, sub, start=None, end=None, /", (b: PyBytes, x, a, e) => find(text(b.b), sub(x), a, e, false), PARSETUPLE),
  rfind: method("rfind", "self, sub, start=None, end=None, /", (b: PyBytes, x, a, e) => find(text(b.b), sub(x), a, e, true), PARSETUPLE),
  index: method("index", "self, sub, start=None, end=None, /", (b: PyBytes, x, a, e) => found(find(text(b.b), sub(x), a, e, false)), PARSETUPLE),
  rindex: method("rindex", "self, sub, start=None, end=None, /", (b: PyBytes, x, a, e) => found(find(text(b.b), sub(x), a, e, true)), PARSETUPLE),
  startswith: method("startswith", "self, prefix, start=None, end=None, /", (b: PyBytes, p, a, e) => affix(b, p, a, e, false), PARSETUPLE),
  endswith: method("endswith", "self, suffix, start=None, end=None, /", (b: PyBytes, p, a, e) => affix(b, p, a, e, true), PARSETUPLE),
  split: method("split", "self, /, sep=None, maxsplit=-1", (b: PyBytes, sep, n) =>
    sep === null ? splitWs(text(b.b), n, false) : new PyList(strSplit(text(b.b), arg(sep), n).items.map(bytesOf)),
  ),
  rsplit: method("rsplit", "self, /, sep=None, maxsplit=-1", (b: PyBytes, sep, n) =>
    sep === null ? splitWs(text(b.b), n, true) : new PyList(strRsplit(text(b.b), arg(sep), n).items.map(bytesOf)),
  ),
  join: method("bytes.join", "self, iterable_of_bytes, /", join),
  strip: method("strip", "self, bytes=None, /", (b: PyBytes, c) => strip(b, c, true, true)),
  lstrip: method("lstrip", "self, bytes=None, /", (b: PyBytes, c) => strip(b, c, true, false)),
  rstrip: method("rstrip", "self, bytes=None, /", (b: PyBytes, c) => strip(b, c, false, true)),
  replace: method("replace", "self, old, new, count=-1, /", (b: PyBytes, o, r, n) => bytesOf(strReplace(text(b.b), arg(o), arg(r), n))),
  upper: method("upper", "self, /", (b: PyBytes) => bytesOf(asciiCase(text(b.b), true))),
  lower: method("lower", "self, /", (b: PyBytes) => bytesOf(asciiCase(text(b.b), false))),
  hex: method("hex", "self, /, sep=?, bytes_per_sep=1", hex),
  fromhex: classMethod(method("bytes.fromhex", "cls, string, /", (_cls: unknown, s: unknown) => fromhex(s))),
});

defineMethods(T.bytes, bytesMethods(builtin));
