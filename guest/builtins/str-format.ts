// `str.format` and `str.format_map`: CPython 3.11's MarkupIterator and field-name parsing
// (auto/manual numbering, `{0[key]}`, `{x.attr}`, `!r`, nested `{:{w}}` specs).
import { E, PyDict, builtin, convertField, decimalIndex, fieldHead, fieldRest, getAttr, getItem, newException, nextPiece, raise, type Field, type Int, type Piece, type PyFunction } from "../values/index.js";
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
  if (field.conversion) value = convertField(value, field.conversion);
  const spec = field.expand ? build(field.spec, src, depth - 1) : field.spec;
  return piece.literal + format(value, spec);
}

function fieldValue(field: Field, src: Sources): any {
  const name = field.name;
  let first = field.head;
  let index: Int;
  if (first === undefined) {
    first = fieldHead(name);
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
  if (i < name.length) {
    for (const [isAttr, key] of fieldRest(name, i)) obj = isAttr ? getAttr(obj, key as string) : getItem(obj, key);
  }
  return obj;
}
