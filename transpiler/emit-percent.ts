// `"literal format" % (a, b)`: a printf-style format known at compile time, split into its text
// and its directives, each directive applied to its own argument (the guest's percentDirective)
// and the pieces joined, without the argument tuple or the format's parse at each evaluation.
// Formats with a mapping key, a `*` width or precision, or anything the parse does not take keep
// the general `%` (strPercent), as do an argument count that does not match.

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { expr } from "./emit-entries.js";
import { joinedStr } from "./emit-fstring.js";

interface Split {
  /** The text before each directive and after the last: one more than `specs`. */
  texts: string[];
  /** Each directive without its `%`: flags, width, precision and conversion ("s", "-8.2f"). */
  specs: string[];
}

// Flags, width, precision, a length modifier (ignored), then the conversion.
const DIRECTIVE = /^[-+ #0]*\d*(?:\.\d*)?[hlL]?[sradiuoxXeEfFgGc]/;

/** A directive CPython's compiler turns into an f-string's field (ast_opt.c simple_format_arg_parse). */
const TEXT_ONLY = /^[-+ #0]*\d*(?:\.\d*)?[sra]$/;

/** `fmt` split at its directives; null when one is outside what DIRECTIVE takes. */
function split(fmt: string): Split | null {
  const texts: string[] = [];
  const specs: string[] = [];
  let text = "";
  for (let pos = 0; ; ) {
    const pct = fmt.indexOf("%", pos);
    if (pct < 0) {
      texts.push(text + fmt.slice(pos));
      return { texts, specs };
    }
    text += fmt.slice(pos, pct);
    if (fmt[pct + 1] === "%") {
      text += "%";
      pos = pct + 2;
      continue;
    }
    const spec = DIRECTIVE.exec(fmt.slice(pct + 1))?.[0];
    if (spec === undefined) return null;
    texts.push(text);
    text = "";
    specs.push(spec);
    pos = pct + 1 + spec.length;
  }
}

/**
 * `e` (`Constant % right`, the constant a str) as joined pieces, or null for the general `%`.
 * The arguments are all evaluated before any is converted, as CPython builds the tuple first,
 * unless its compiler made the format an f-string; a single argument that is not a tuple display
 * is checked for a tuple when it runs.
 */
export function percentLiteral(cx: Emitter, e: A.BinOp, fmt: string): string | null {
  const parts = split(fmt);
  if (parts === null) return null;
  const { texts, specs } = parts;
  const right = e.right;
  const matched = right.kind === "Tuple" && right.elts.length === specs.length && specs.length > 0 && right.elts.every((x) => x.kind !== "Starred");
  // CPython 3.11's compiler makes a format of only %s, %r and %a with a tuple display an
  // f-string: each argument converted as soon as it is evaluated, special methods that call
  // tools awaited field by field as an f-string's are.
  if (matched && specs.every((spec) => TEXT_ONLY.test(spec))) return joinedStr(cx, asFString(e, texts, specs, (right as A.Tuple).elts));
  // A special method that calls a tool: the general `%` runs through `accepting`.
  if (cx.acceptsMember(e)) return null;
  // Each directive's text is a str, so the empty texts between them can be left out.
  const joined = (args: string[]) =>
    texts
      .flatMap((t, i) => [...(t === "" ? [] : [JSON.stringify(t)]), ...(i < specs.length ? [`${cx.h("percentDirective")}(${JSON.stringify(specs[i])}, ${args[i]})`] : [])])
      .join(" + ");
  if (right.kind === "Tuple") {
    if (!matched) return null;
    const temps = right.elts.map(() => cx.fn.tmp());
    return `(${right.elts.map((x, i) => `${temps[i]} = ${expr(cx, x)}`).join(", ")}, ${joined(temps)})`;
  }
  if (specs.length !== 1) return null;
  const t = cx.fn.tmp();
  return `(${t} = ${expr(cx, right)}, ${t} instanceof ${cx.h("PyTuple")} ? ${cx.h("strPercent")}(${JSON.stringify(fmt)}, ${t}) : ${joined([t])})`;
}

/** The f-string CPython's compiler (ast_opt.c optimize_format) makes of `e`: each `%s`, `%r` or
 *  `%a` a field with that conversion, its width (right-justified unless `-`) and precision as
 *  the field's spec. */
function asFString(e: A.BinOp, texts: string[], specs: string[], args: A.Expr[]): A.JoinedStr {
  const span = { line: e.line, col: e.col, endLine: e.endLine, endCol: e.endCol };
  const text = (value: string): A.Constant => ({ kind: "Constant", value: { type: "str", value }, ...span });
  const values: (A.Constant | A.FormattedValue)[] = [];
  texts.forEach((t, i) => {
    if (t !== "") values.push(text(t));
    if (i === specs.length) return;
    const [, flags, width, prec] = /^([-+ #0]*)(\d*)(?:\.(\d*))?/.exec(specs[i])!;
    const spec = `${!flags.includes("-") && Number(width) > 0 ? ">" : ""}${width}${prec === undefined ? "" : `.${Number(prec)}`}`;
    const format_spec: A.JoinedStr | null = spec === "" ? null : { kind: "JoinedStr", values: [text(spec)], ...span };
    values.push({ kind: "FormattedValue", value: args[i], conversion: specs[i].charCodeAt(specs[i].length - 1), format_spec, ...span });
  });
  return { kind: "JoinedStr", values, ...span };
}
