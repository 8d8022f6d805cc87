// `str.format` and `str.format_map`: CPython 3.11's MarkupIterator and field-name parsing
// (auto/manual numbering, `{0[key]}`, `{x.attr}`, `!r`, nested `{:{w}}` specs).
import { E, PyDict, builtin, getAttr, getItem, newException, normInt, raise, repr, str as pyStr, type Int, type PyFunction } from "../values/index.js";
import { asciiRepr } from "./percent-format.js";
import { format } from "./format-spec.js";

/** One call's arguments and its auto-numbering state, shared with its nested specs. */
interface Sources {
  /** positional arguments; null for format_map, which has none */
  args: any[] | null;
  /** str.format's keyword arguments, or null for format_map */
  kwargs: PyDict | null;
  /** format_map's mapping (names are looked up with `mapping[name]`) */
  mapping: any;
  /** 0 init, 1 auto, 2 manual */
  mode: 0 | 1 | 2;
  next: number;
}

/** `fmt.format(*args, **kwargs)`. */
export function strFormat(fmt: string, args: any[], kwargs: PyDict): string {
  return build(fmt, { args, kwargs, mapping: null, mode: 0, next: 0 }, 2);
}

/** A named field's value: a keyword argument (KeyError when absent) or the mapping's item. */
function named(src: Sources, name: string): any {
  if (src.kwargs === null) return getItem(src.mapping, name);
  const v = src.kwargs.get(name);
  if (v === undefined) throw newException(E.KeyError, [name]);
  return v;
}

// No keyword arguments: strFormat only reads it.
const NO_KEYWORDS = new PyDict();

/**
 * str.format; a script's `s.format(a, b)` (up to two plain arguments, guest/runtime/method-calls.ts)
 * calls strFormat without the binder's args array and kwargs dict for `*args, **kwargs`.
 */
export function strFormatMethod(): PyFunction {
  const method = builtin("format", "self, /, *args, **kwargs", strFormat);
  method.$fixed = (arity) =>
    arity === 0 ? (s: string) => strFormat(s, [], NO_KEYWORDS) : arity === 1 ? (s: string, a: unknown) => strFormat(s, [a], NO_KEYWORDS) : arity === 2 ? (s: string, a: unknown, b: unknown) => strFormat(s, [a, b], NO_KEYWORDS) : null;
  return method;
}

/** `fmt.format_map(mapping)`: names are looked up with `mapping[name]`. */
export function strFormatMap(fmt: string, mapping: any): string {
  return build(fmt, { args: null, kwargs: null, mapping, mode: 0, next: 0 }, 2);
}

/** A literal text and the replacement field after it (none at the end), up to `next`. */
interface Piece {
  literal: string;
  field: Field | null;
  next: number;
}

// Scripts format with a handful of format strings in loops: each valid one's pieces are kept,
// the cache dropped wholesale when it grows past a bound. Long strings are not kept.
const parsedFormats = new Map<string, Piece[]>();
const MAX_CACHED_FORMATS = 256;
const MAX_CACHED_LENGTH = 1024;

function build(s: string, src: Sources, depth: number): string {
  if (depth <= 0) raise(E.ValueError, "Max string recursion exceeded");
  let out = "";
  const pieces = piecesOf(s);
  if (pieces !== null) {
    for (let i = 0; i < pieces.length; i++) out += render(pieces[i], src, depth);
    return out;
  }
  // A format string with an error, parsed as it is formatted: the fields before the error are
  // formatted (their __format__ may print) before it raises, as in CPython's MarkupIterator.
  for (let pos = 0; pos < s.length; ) {
    const p = nextPiece(s, pos);
    pos = p.next;
    out += render(p, src, depth);
  }
  return out;
}

/** The pieces of a format string that parses without error, else null. */
function piecesOf(s: string): Piece[] | null {
  const kept = parsedFormats.get(s);
  if (kept !== undefined) return kept;
  const pieces: Piece[] = [];
  try {
    for (let pos = 0; pos < s.length; ) {
      const p = nextPiece(s, pos);
      pieces.push(p);
      pos = p.next;
    }
  } catch {
    return null;
  }
  if (s.length <= MAX_CACHED_LENGTH) {
    if (parsedFormats.size >= MAX_CACHED_FORMATS) parsedFormats.clear();
    parsedFormats.set(s, pieces);
  }
  return pieces;
}

/** A piece's literal and its field's value formatted. */
function render(piece: Piece, src: Sources, depth: number): string {
  const field = piece.field;
  if (field === null) return piece.literal;
  let value = fieldValue(field, src);
  if (field.conversion) value = convert(value, field.conversion);
  const spec = field.expand ? build(field.spec, src, depth - 1) : field.spec;
  return piece.literal + format(value, spec);
}

// The markup characters are ASCII, so format strings are scanned by UTF-16 unit.
function nextPiece(s: string, pos: number): Piece {
  const end = s.length;
  const start = pos;
  let c = "";
  let markup = false;
  while (pos < end) {
    c = s[pos++];
    if (c === "{" || c === "}") {
      markup = true;
      break;
    }
  }
  const atEnd = pos >= end;
  let len = pos - start;
  if (markup && c === "}" && (atEnd || s[pos] !== "}")) raise(E.ValueError, "Single '}' encountered in format string");
  if (markup && atEnd && c === "{") raise(E.ValueError, "Single '{' encountered in format string");
  if (markup && !atEnd) {
    if (s[pos] === c) {
      pos++;
      markup = false;
    } else len--;
  }
  const literal = s.slice(start, start + len);
  if (!markup) return { literal, field: null, next: pos };
  const field = parseField(s, pos);
  return { literal, field, next: field.next };
}

interface Field {
  name: string;
  conversion: string;
  spec: string;
  expand: boolean;
  next: number;
  /** The name's first part and its decimal index (-1: none), kept at the field's first render
   *  (where CPython reads them, after the whole field has parsed). */
  head?: string;
  index?: Int;
}

function parseField(s: string, pos: number): Field {
  const end = s.length;
  const nameStart = pos;
  let c = "";
  while (pos < end) {
    c = s[pos++];
    if (c === "{") raise(E.ValueError, "unexpected '{' in field name");
    if (c === "[") {
      while (pos < end && s[pos] !== "]") pos++;
      continue;
    }
    if (c === "}" || c === ":" || c === "!") break;
  }
  const field: Field = { name: s.slice(nameStart, pos - 1), conversion: "", spec: "", expand: false, next: pos };
  if (c !== "!" && c !== ":") {
    if (c !== "}") raise(E.ValueError, "expected '}' before end of string");
    return field;
  }
  if (c === "!") {
    if (pos >= end) raise(E.ValueError, "end of string while looking for conversion specifier");
    field.conversion = String.fromCodePoint(s.codePointAt(pos)!);
    pos += field.conversion.length;
    if (pos < end) {
      const after = s[pos++];
      if (after === "}") {
        field.next = pos;
        return field;
      }
      if (after !== ":") raise(E.ValueError, "expected ':' after conversion specifier");
    }
  }
  const specStart = pos;
  let count = 1;
  while (pos < end) {
    const ch = s[pos++];
    if (ch === "{") {
      field.expand = true;
      count++;
    } else if (ch === "}" && --count === 0) {
      field.spec = s.slice(specStart, pos - 1);
      field.next = pos;
      return field;
    }
  }
  raise(E.ValueError, "unmatched '{' in format spec");
}

function convert(value: any, conversion: string): any {
  if (conversion === "r") return repr(value);
  if (conversion === "s") return pyStr(value);
  if (conversion === "a") return asciiRepr(value);
  const code = conversion.codePointAt(0)!;
  const shown = code > 32 && code < 128 ? conversion : `\\x${code.toString(16)}`;
  raise(E.ValueError, `Unknown conversion specifier ${shown}`);
}

/** A decimal index, or -1 when the text is empty or not all digits (CPython's get_integer, which
 *  refuses only one past a C ssize_t). */
function decimalIndex(text: string): Int {
  if (!/^[0-9]+$/.test(text)) return -1;
  if (text.length <= 15) return Number(text);
  const n = BigInt(text);
  if (n > 2n ** 63n - 1n) raise(E.ValueError, "Too many decimal digits in format string");
  return normInt(n);
}

function fieldValue(field: Field, src: Sources): any {
  const name = field.name;
  let first = field.head;
  let index: Int;
  if (first === undefined) {
    let n = 0;
    while (n < name.length && name[n] !== "." && name[n] !== "[") n++;
    first = name.slice(0, n);
    index = first === "" ? -1 : decimalIndex(first);
    field.head = first;
    field.index = index;
  } else index = field.index!;
  let i = first.length;
  const empty = first === "";
  if (empty || index !== -1) {
    if (src.mode === 0) src.mode = empty ? 1 : 2;
    if (src.mode === 2 && empty) raise(E.ValueError, "cannot switch from manual field specification to automatic field numbering");
    if (src.mode === 1 && !empty) raise(E.ValueError, "cannot switch from automatic field numbering to manual field specification");
    if (empty) index = src.next++;
  }
  let obj: any;
  if (index === -1) obj = named(src, first);
  else {
    if (src.args === null) raise(E.ValueError, "Format string contains positional fields");
    // A bigint index (past 2**53) is past any args tuple.
    if (typeof index === "bigint" || index >= src.args.length) raise(E.IndexError, `Replacement index ${index} out of range for positional args tuple`);
    obj = src.args[index as number];
  }
  while (i < name.length) {
    const kind = name[i++];
    const start = i;
    if (kind === ".") {
      while (i < name.length && name[i] !== "." && name[i] !== "[") i++;
    } else if (kind === "[") {
      while (i < name.length && name[i] !== "]") i++;
      if (i >= name.length) raise(E.ValueError, "Missing ']' in format string");
    } else raise(E.ValueError, "Only '.' or '[' may follow ']' in format field specifier");
    const part = name.slice(start, i);
    if (kind === "[") i++;
    if (part === "") raise(E.ValueError, "Empty attribute in format string");
    if (kind === ".") obj = getAttr(obj, part);
    else {
      const idx = decimalIndex(part);
      obj = getItem(obj, idx === -1 ? part : idx);
    }
  }
  return obj;
}
