// Format-string markup as CPython 3.11's MarkupIterator and field-name parser read it: literal
// text and replacement fields (`{name!r:spec}`), a field name's first part and its `.attr` /
// `[key]` parts, and the `!r`/`!s`/`!a` conversions. str.format (guest/builtins/str-format.ts)
// and string.Formatter (guest/modules/string/formatter.ts) both read formats with these.

import { asciiDigits } from "./convert.js";
import { charEscape } from "./encode-error.js";
import { E, raise } from "./exceptions.js";
import { type Int, normInt } from "./int.js";
import { repr, str as pyStr } from "./repr.js";

/** A literal text and the replacement field after it (none at the end), up to `next`. */
export interface Piece {
  literal: string;
  field: Field | null;
  next: number;
}

export interface Field {
  name: string;
  conversion: string;
  spec: string;
  /** The spec has fields of its own (`{:{width}}`). */
  expand: boolean;
  next: number;
  /** The name's first part and its decimal index (-1: none), kept at the field's first render
   *  (where CPython reads them, after the whole field has parsed). */
  head?: string;
  index?: Int;
}

// The markup characters are ASCII, so format strings are scanned by UTF-16 unit.
export function nextPiece(s: string, pos: number): Piece {
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

/** `ascii(v)`: repr with every non-ASCII code point escaped. */
export function asciiRepr(v: any): string {
  let out = "";
  for (const c of repr(v)) {
    const code = c.codePointAt(0)!;
    out += code < 0x80 ? c : charEscape(code);
  }
  return out;
}

/** A field's `!r`, `!s` or `!a`. */
export function convertField(value: any, conversion: string): any {
  if (conversion === "r") return repr(value);
  if (conversion === "s") return pyStr(value);
  if (conversion === "a") return asciiRepr(value);
  const code = conversion.codePointAt(0)!;
  const shown = code > 32 && code < 128 ? conversion : `\\x${code.toString(16)}`;
  raise(E.ValueError, `Unknown conversion specifier ${shown}`);
}

/** A decimal index, or -1 when the text is empty or not all digits (CPython's get_integer, which
 *  reads any Unicode decimal digit, `'{٣}'`, and refuses only one past a C ssize_t). */
export function decimalIndex(given: string): Int {
  const text = asciiDigits(given);
  if (!/^[0-9]+$/.test(text)) return -1;
  if (text.length <= 15) return Number(text);
  const n = BigInt(text);
  if (n > 2n ** 63n - 1n) raise(E.ValueError, "Too many decimal digits in format string");
  return normInt(n);
}

/** A field name's first part (up to the first `.` or `[`). */
export function fieldHead(name: string): string {
  let n = 0;
  while (n < name.length && name[n] !== "." && name[n] !== "[") n++;
  return name.slice(0, n);
}

/** The `.attr` and `[key]` parts of `name` from `i` (after its first part), as
 *  formatter_field_name_split's iterator yields them: [is_attr, name or key (an int when all
 *  digits)]; an error where that iterator raises it. */
export function* fieldRest(name: string, i: number): Generator<[isAttr: boolean, key: string | Int], void, undefined> {
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
    if (kind === ".") yield [true, part];
    else {
      const idx = decimalIndex(part);
      yield [false, idx === -1 ? part : idx];
    }
  }
}
