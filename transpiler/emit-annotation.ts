// Annotations are evaluated when CPython evaluates them: a `def`'s when the def runs, after its
// defaults; a module-level or class-level annotated assignment's after the assignment; none
// inside a function body; none at all under `from __future__ import annotations`. An undefined
// name there is a NameError, as in CPython. Scripts cannot read `__annotations__`; a class keeps
// the values of its `x: T` lines for dataclasses' `Field.type`. In a script that mentions
// typing.get_type_hints, postponed and string annotations are evaluated when it asks (lazy).

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { expr } from "./emit-entries.js";
import { parse } from "./parse.js";
import { walk } from "./subset.js";

// An annotation holding one of these (a scope of its own, or a suspension) is left unevaluated:
// the scope analysis does not visit annotations.
const OWN_SCOPE = new Set(["Lambda", "ListComp", "SetComp", "DictComp", "GeneratorExp", "NamedExpr", "Yield", "YieldFrom", "Await"]);

function evaluated(cx: Emitter, e: A.Expr | null, postponed = cx.postponedAnnotations): string | null {
  if (e === null) return null;
  const text = e.kind === "Constant" && e.value.type === "str" ? e.value.value : null;
  if (cx.lazyAnnotations && (cx.postponedAnnotations || text !== null)) return lazy(cx, e, text);
  return postponed ? null : code(cx, e);
}

function code(cx: Emitter, e: A.Expr): string | null {
  let plain = true;
  walk(e, (n) => {
    if (OWN_SCOPE.has(n.kind)) plain = false;
  });
  return plain ? expr(cx, e) : null;
}

/**
 * In a script that mentions typing.get_type_hints, a postponed annotation or a string one (its
 * text parsed, as ForwardRef compiles it) becomes a LazyAnnotation that get_type_hints evaluates
 * when called, so a name defined later resolves. An unparsable string stays a string.
 */
function lazy(cx: Emitter, e: A.Expr, text: string | null): string | null {
  const target = text === null ? e : parsedAt(text, e);
  const get = target === null ? null : code(cx, target);
  const shown = cx.postponedAnnotations ? "undefined" : expr(cx, e);
  return get === null ? (cx.postponedAnnotations ? null : shown) : `${cx.h("lazyAnnotation")}(() => ${get}, ${shown})`;
}

/** `text` as one expression, each of its nodes placed at the string `at` (its errors' line). */
function parsedAt(text: string, at: A.Span): A.Expr | null {
  let body: A.Stmt[];
  try {
    body = parse(text.trim()).body;
  } catch {
    return null;
  }
  if (body.length !== 1 || body[0].kind !== "Expr") return null;
  const e = body[0].value;
  walk(e, (n) => Object.assign(n, { line: at.line, col: at.col, endLine: at.endLine, endCol: at.endCol }));
  return e;
}

/**
 * A def's annotations as `[name, JS expression]`, in CPython's order (compiler_visit_annotations).
 * `kept`: the def's `__annotations__` may be read (singledispatch's `register` right after the
 * def, evaluating postponed ones then, as typing.get_type_hints does).
 */
export function defAnnotations(cx: Emitter, s: A.FunctionDef | A.AsyncFunctionDef, kept: boolean): [string, string][] {
  const a = s.args;
  const params = [...a.args, ...a.posonlyargs, ...(a.vararg ? [a.vararg] : []), ...a.kwonlyargs, ...(a.kwarg ? [a.kwarg] : [])];
  const named: [string, A.Expr | null][] = [...params.map((p): [string, A.Expr | null] => [p.arg, p.annotation]), ["return", s.returns]];
  const out: [string, string][] = [];
  for (const [name, e] of named) {
    const code = evaluated(cx, e, cx.postponedAnnotations && !kept);
    if (code !== null) out.push([name, code]);
  }
  return out;
}

/** A class body's annotated names (`x: T` directly in it), in order: what the class records. */
export function classAnnotations(s: A.ClassDef): A.AnnAssign[] {
  return s.body.filter((stmt): stmt is A.AnnAssign => stmt.kind === "AnnAssign" && stmt.target.kind === "Name");
}

/** `$aN`: the array the body of class `s` stores its annotations' values in, by classAnnotations' order. */
export function annotationValues(cx: Emitter, s: A.ClassDef): string {
  return `$a${cx.fnIndex(s)}`;
}

/** What an annotated assignment evaluates besides its value (compiler_annassign). */
export function annAssignExtras(cx: Emitter, s: A.AnnAssign): string {
  const parts: string[] = [];
  const t = s.target;
  if (!s.value && t.kind === "Attribute") parts.push(expr(cx, t.value));
  if (!s.value && t.kind === "Subscript") parts.push(expr(cx, t.value), expr(cx, t.slice));
  const scope = cx.fn.scope;
  if (scope.kind === "module" || scope.kind === "class") {
    const code = evaluated(cx, s.annotation);
    const owner = scope.node as A.ClassDef;
    const i = scope.kind === "class" ? classAnnotations(owner).indexOf(s) : -1;
    if (code !== null) parts.push(i >= 0 ? `${annotationValues(cx, owner)}[${i}] = ${code}` : code);
  }
  return parts.map((p) => `${p};`).join(" ");
}
