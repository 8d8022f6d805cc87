// `str.format` and `str.format_map`: CPython 3.11's MarkupIterator and field-name parsing
// (auto/manual numbering, `{0[key]}`, `{x.attr}`, `!r`, nested `{:{w}}` specs).
import { E, PyDict, builtin, getAttr, getItem, newException, raise, repr, str as pyStr, type PyFunction } from "../values/index.js";
import { asciiRepr } from "./percent-format.js";
import { format } from "./format-spec.js";

interface Sources {
  /** positional arguments; null for format_map, which has none */
  args: any[] | null;
  /** a keyword value by name; throws KeyError when absent */
  named: (name: string) => any;
  /** auto-numbering state shared with nested specs: 0 init, 1 auto, 2 manual */
  state: { mode: 0 | 1 | 2; next: number };
}

/** `fmt.format(*args, **kwargs)`. */
export function strFormat(fmt: string, args: any[], kwargs: PyDict): string {
  const named = (name: string) => {
    const v = kwargs.get(name);
    if (v === undefined) throw newException(E.KeyError, [name]);
    return v;
  };
  return build(fmt, { args, named, state: { mode: 0, next: 0 } }, 2);
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
  return build(fmt, { args: null, named: (name) => getItem(mapping, name), state: { mode: 0, next: 0 } }, 2);
}

// The markup characters are ASCII, so format strings are scanned by UTF-16 unit.
function build(s: string, src: Sources, depth: number): string {
  if (depth <= 0) raise(E.ValueError, "Max string recursion exceeded");
  const end = s.length;
  let pos = 0;
  let out = "";
  while (pos < end) {
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
    out += s.slice(start, start + len);
    if (!markup) continue;
    const field = parseField(s, pos);
    pos = field.next;
    let value = fieldValue(field.name, src);
    if (field.conversion) value = convert(value, field.conversion);
    const spec = field.expand ? build(field.spec, src, depth - 1) : field.spec;
    out += format(value, spec);
  }
  return out;
}

interface Field {
  name: string;
  conversion: string;
  spec: string;
  expand: boolean;
  next: number;
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

/** A decimal index, or -1 when the text is empty or not all digits (CPython's get_integer). */
function decimalIndex(text: string): number {
  if (!/^[0-9]+$/.test(text)) return -1;
  if (text.length > 15) raise(E.ValueError, "Too many decimal digits in format string");
  return Number(text);
}

function fieldValue(name: string, src: Sources): any {
  let i = 0;
  while (i < name.length && name[i] !== "." && name[i] !== "[") i++;
  const first = name.slice(0, i);
  let index = decimalIndex(first);
  const empty = first === "";
  if (empty || index !== -1) {
    const { state } = src;
    if (state.mode === 0) state.mode = empty ? 1 : 2;
    if (state.mode === 2 && empty) raise(E.ValueError, "cannot switch from manual field specification to automatic field numbering");
    if (state.mode === 1 && !empty) raise(E.ValueError, "cannot switch from automatic field numbering to manual field specification");
    if (empty) index = state.next++;
  }
  let obj: any;
  if (index === -1) obj = src.named(first);
  else {
    if (src.args === null) raise(E.ValueError, "Format string contains positional fields");
    if (index >= src.args.length) raise(E.IndexError, `Replacement index ${index} out of range for positional args tuple`);
    obj = src.args[index];
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
