// The replacement fields of a str.format string, as _string.formatter_parser finds them (CPython's
// MarkupIterator in unicode_format.h), with its ValueErrors: what StrFormatStyle.validate checks.

import { E, raise } from "../../values/index.js";

export interface BraceField {
  name: string;
  spec: string;
  /** The character after `!`, or "" without one. */
  conversion: string;
}

/** Every field of `fmt` (`{{` and `}}` are text); ValueError with CPython's words for a malformed one. */
export function braceFields(fmt: string): BraceField[] {
  const out: BraceField[] = [];
  let i = 0;
  while (i < fmt.length) {
    const c = fmt[i++];
    if (c !== "{" && c !== "}") continue;
    const atEnd = i >= fmt.length;
    if (c === "}" && (atEnd || fmt[i] !== "}")) raise(E.ValueError, "Single '}' encountered in format string");
    if (atEnd) raise(E.ValueError, "Single '{' encountered in format string");
    if (fmt[i] === c) {
      i++;
      continue;
    }
    i = field(fmt, i, out);
  }
  return out;
}

/** parse_field from just after a `{`: the field into `out`; where the text goes on. */
function field(fmt: string, start: number, out: BraceField[]): number {
  let i = start;
  let c = "";
  for (; i < fmt.length; ) {
    c = fmt[i++];
    if (c === "{") raise(E.ValueError, "unexpected '{' in field name");
    if (c === "[") {
      while (i < fmt.length && fmt[i] !== "]") i++;
      continue;
    }
    if (c === "}" || c === ":" || c === "!") break;
  }
  const name = fmt.slice(start, i - 1);
  if (c !== "!" && c !== ":") {
    if (c !== "}") raise(E.ValueError, "expected '}' before end of string");
    out.push({ name, spec: "", conversion: "" });
    return i;
  }
  let conversion = "";
  if (c === "!") {
    if (i >= fmt.length) raise(E.ValueError, "end of string while looking for conversion specifier");
    conversion = fmt[i++];
    if (i < fmt.length) {
      const next = fmt[i++];
      if (next === "}") {
        out.push({ name, spec: "", conversion });
        return i;
      }
      if (next !== ":") raise(E.ValueError, "expected ':' after conversion specifier");
    }
  }
  const specStart = i;
  for (let depth = 1; i < fmt.length; ) {
    const s = fmt[i++];
    if (s === "{") depth++;
    else if (s === "}" && --depth === 0) {
      out.push({ name, spec: fmt.slice(specStart, i - 1), conversion });
      return i;
    }
  }
  return raise(E.ValueError, "unmatched '{' in format spec");
}
