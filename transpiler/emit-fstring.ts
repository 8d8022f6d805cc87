// f-strings: literal parts joined with formatted fields. A field without spec or conversion is
// `format(x, "")` (`str(x)` but for a class's own `__format__`), with strings passed through;
// otherwise the builtins' `format(value, spec)` after `str`/`repr`/`ascii` for `!s`/`!r`/`!a`.

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { expr } from "./emit-entries.js";

const CONVERSIONS: Record<number, string> = { 115: "str", 114: "repr", 97: "ascii" };

export function joinedStr(cx: Emitter, e: A.JoinedStr): string {
  if (e.values.length === 0) return '""';
  // A field's `__format__`/`__str__` that calls a tool is awaited field by field, in order.
  const accepts = cx.acceptsMember(e);
  const call = accepts ? (op: string, args: string) => cx.accept(op, args) : (op: string, args: string) => `${cx.h(op)}(${args})`;
  const parts = e.values.map((v) => (v.kind === "Constant" ? JSON.stringify(v.value.type === "str" ? v.value.value : "") : field(cx, v, call, accepts)));
  // A leading "" makes `+` concatenate even when the first field is not a JS string.
  if (e.values[0].kind !== "Constant") parts.unshift('""');
  return `(${parts.join(" + ")})`;
}

function field(cx: Emitter, f: A.FormattedValue, call: (op: string, args: string) => string, accepts: boolean): string {
  let value = expr(cx, f.value);
  const conv = CONVERSIONS[f.conversion];
  if (conv) value = call(conv, value);
  if (f.format_spec) return call("format", `${value}, ${joinedStr(cx, f.format_spec)}`);
  if (conv) return value;
  // formatField passes a str through: the inline tests pay only in code that runs again. An int
  // in the safe range (a JS number) is its decimal digits as JS prints them (str() inline too).
  if (cx.fn.runsOnce && !accepts) return call("formatField", value);
  const t = cx.fn.tmp();
  return `(typeof (${t} = ${value}) === "string" ? ${t} : typeof ${t} === "number" ? "" + ${t} : ${call("formatField", t)})`;
}
