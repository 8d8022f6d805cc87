// The methods of `bytes` that treat it as ASCII text: case (capitalize, swapcase, title), the
// is* tests, padding (center, ljust, rjust, zfill, expandtabs), partition, removeprefix/suffix,
// splitlines, maketrans/translate. ASCII only, as CPython's bytes methods: a byte >= 0x80 is
// neither a letter nor a space, and lines break only at \n, \r and \r\n.
import { E, PyBytes, PyList, PyTuple, T, asIndex, builtin, checkSequenceLength, classMethod, defineMethods, raise, typeOf, type PyFunction } from "../values/index.js";
import { arg, asciiCase, ASCII_WS, bytesOf, text, type MethodMaker } from "./bytes-methods.js";
import { expandTabs, pad, zfill } from "./str-methods.js";

const isLower = (c: string) => c >= "a" && c <= "z";
const isUpper = (c: string) => c >= "A" && c <= "Z";
const isAlpha = (c: string) => isLower(c) || isUpper(c);
const isDigit = (c: string) => c >= "0" && c <= "9";
const swap = (c: string) => (isLower(c) ? c.toUpperCase() : isUpper(c) ? c.toLowerCase() : c);

/** Every byte passes `test`, and there is one (CPython's empty bytes answer False). */
const every = (test: (c: string) => boolean) => (b: PyBytes) => b.b.length > 0 && Array.from(text(b.b)).every(test);

/** CPython's cased-text tests: some cased byte, and `ok` of each. */
function cased(b: PyBytes, upper: boolean): boolean {
  const s = text(b.b);
  return [...s].some(isAlpha) && ![...s].some(upper ? isLower : isUpper);
}

function title(s: string): string {
  let out = "";
  let prevCased = false;
  for (const c of s) {
    out += prevCased ? asciiCase(c, false) : asciiCase(c, true);
    prevCased = isAlpha(c);
  }
  return out;
}

function isTitle(b: PyBytes): boolean {
  let prevCased = false;
  let any = false;
  for (const c of text(b.b)) {
    if (isUpper(c)) {
      if (prevCased) return false;
      prevCased = any = true;
    } else if (isLower(c)) {
      if (!prevCased) return false;
      prevCased = any = true;
    } else prevCased = false;
  }
  return any;
}

function fillByte(fill: unknown, name: string): string {
  if (!(fill instanceof PyBytes) || fill.b.length !== 1) {
    raise(E.TypeError, `${name}() argument 2 must be a byte string of length 1, not ${typeOf(fill).name}`);
  }
  return String.fromCharCode((fill as PyBytes).b[0]);
}

const justify = (kind: "ljust" | "rjust" | "center") => (b: PyBytes, width: unknown, fill: unknown) =>
  bytesOf(pad(text(b.b), width, fill === undefined ? " " : fillByte(fill, kind), kind));

const expandtabs = (b: PyBytes, tabsize: unknown): PyBytes => bytesOf(expandTabs(text(b.b), tabsize));

function partition(b: PyBytes, sepX: unknown, fromRight: boolean): PyTuple {
  const s = text(b.b);
  const sep = arg(sepX);
  if (sep === "") raise(E.ValueError, "empty separator");
  const at = fromRight ? s.lastIndexOf(sep) : s.indexOf(sep);
  const empty = bytesOf("");
  if (at < 0) return new PyTuple(fromRight ? [empty, bytesOf(""), b] : [b, empty, bytesOf("")]);
  return new PyTuple([bytesOf(s.slice(0, at)), sepX, bytesOf(s.slice(at + sep.length))]);
}

function splitlines(b: PyBytes, keepends: unknown): PyList {
  const s = text(b.b);
  const lines: PyBytes[] = [];
  let start = 0;
  for (let i = 0; i < s.length; ) {
    if (s[i] !== "\n" && s[i] !== "\r") {
      i++;
      continue;
    }
    const end = s[i] === "\r" && s[i + 1] === "\n" ? i + 2 : i + 1;
    lines.push(bytesOf(s.slice(start, keepends ? end : i)));
    start = i = end;
  }
  if (start < s.length) lines.push(bytesOf(s.slice(start)));
  return new PyList(lines);
}

function maketrans(from: unknown, to: unknown): PyBytes {
  const [a, z] = [arg(from), arg(to)];
  if (a.length !== z.length) raise(E.ValueError, "maketrans arguments must have same length");
  const table = Uint8Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0; i < a.length; i++) table[a.charCodeAt(i)] = z.charCodeAt(i);
  return new PyBytes(table);
}

function translate(b: PyBytes, table: unknown, del: unknown): PyBytes {
  const map = table === null ? null : arg(table);
  if (map !== null && map.length !== 256) raise(E.ValueError, "translation table must be 256 characters long");
  const drop = del === undefined ? "" : arg(del);
  let out = "";
  for (const c of text(b.b)) if (!drop.includes(c)) out += map === null ? c : map[c.charCodeAt(0)];
  return bytesOf(out);
}

/** The methods this module defines (but maketrans), made by `method`. */
export const textMethods = (method: MethodMaker): Record<string, PyFunction> => ({
  capitalize: method("bytes.capitalize", "self, /", (b: PyBytes) => {
    const s = text(b.b);
    return bytesOf(asciiCase(s.slice(0, 1), true) + asciiCase(s.slice(1), false));
  }),
  swapcase: method("bytes.swapcase", "self, /", (b: PyBytes) => bytesOf(Array.from(text(b.b), swap).join(""))),
  title: method("bytes.title", "self, /", (b: PyBytes) => bytesOf(title(text(b.b)))),
  isalnum: method("bytes.isalnum", "self, /", every((c) => isAlpha(c) || isDigit(c))),
  isalpha: method("bytes.isalpha", "self, /", every(isAlpha)),
  isascii: method("bytes.isascii", "self, /", (b: PyBytes) => b.b.every((c) => c < 0x80)),
  isdigit: method("bytes.isdigit", "self, /", every(isDigit)),
  isspace: method("bytes.isspace", "self, /", every((c) => ASCII_WS.includes(c))),
  islower: method("bytes.islower", "self, /", (b: PyBytes) => cased(b, false)),
  isupper: method("bytes.isupper", "self, /", (b: PyBytes) => cased(b, true)),
  istitle: method("bytes.istitle", "self, /", isTitle),
  center: method("center", "self, width, fillchar=?, /", justify("center")),
  ljust: method("ljust", "self, width, fillchar=?, /", justify("ljust")),
  rjust: method("rjust", "self, width, fillchar=?, /", justify("rjust")),
  zfill: method("bytes.zfill", "self, width, /", (b: PyBytes, w) => bytesOf(zfill(text(b.b), w))),
  expandtabs: method("expandtabs", "self, /, tabsize=8", expandtabs),
  partition: method("bytes.partition", "self, sep, /", (b: PyBytes, sep) => partition(b, sep, false)),
  rpartition: method("bytes.rpartition", "self, sep, /", (b: PyBytes, sep) => partition(b, sep, true)),
  removeprefix: method("bytes.removeprefix", "self, prefix, /", (b: PyBytes, p) => {
    const [s, x] = [text(b.b), arg(p)];
    return s.startsWith(x) && x ? bytesOf(s.slice(x.length)) : b;
  }),
  removesuffix: method("bytes.removesuffix", "self, suffix, /", (b: PyBytes, p) => {
    const [s, x] = [text(b.b), arg(p)];
    return s.endsWith(x) && x ? bytesOf(s.slice(0, s.length - x.length)) : b;
  }),
  splitlines: method("splitlines", "self, /, keepends=False", splitlines),
  translate: method("translate", "self, table, /, delete=?", translate),
});

defineMethods(T.bytes, {
  ...textMethods(builtin),
  // A staticmethod in CPython: bound as a classmethod here, its class ignored. It makes a table
  // for either type: bytes, so bytearray shares it.
  maketrans: classMethod(builtin("maketrans", "cls, frm, to, /", (_cls: unknown, a: unknown, z: unknown) => maketrans(a, z))),
});
