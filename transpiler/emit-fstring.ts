// f-strings: literal parts joined with formatted fields. A field without spec or conversion is
// `str(x)` (what `format(x, "")` gives for every builtin type), with strings passed through;
// otherwise the builtins' `format(value, spec)` after `str`/`repr`/`ascii` for `!s`/`!r`/`!a`.

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { expr } from "./emit-expr.js";

const CONVERSIONS: Record<number, string> = { 115: "str", 114: "repr", 97: "ascii" };

export function joinedStr(cx: Emitter, e: A.JoinedStr): string {
  if (e.values.length === 0) return '""';
  const parts = e.values.map((v) => (v.kind === "Constant" ? JSON.stringify(v.value.type === "str" ? v.value.value : "") : field(cx, v)));
  // A leading "" makes `+` concatenate even when the first field is not a JS string.
  if (e.values[0].kind !== "Constant") parts.unshift('""');
  return `(${parts.join(" + ")})`;
}

function field(cx: Emitter, f: A.FormattedValue): string {
  let value = expr(cx, f.value);
  const conv = CONVERSIONS[f.conversion];
  if (conv) value = `${cx.h(conv)}(${value})`;
  if (f.format_spec) return `${cx.h("format")}(${value}, ${joinedStr(cx, f.format_spec)})`;
  if (conv) return value;
  const t = cx.fn.tmp();
  return `(typeof (${t} = ${value}) === "string" ? ${t} : ${cx.h("str")}(${t}))`;
}
