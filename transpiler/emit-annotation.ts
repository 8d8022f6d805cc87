// Annotations are evaluated when CPython evaluates them (and discarded: nothing reads
// `__annotations__`): a `def`'s when the def runs, after its defaults; a module-level annotated
// assignment's after the assignment; none inside a function body; none at all under
// `from __future__ import annotations`. An undefined name there is a NameError, as in CPython.

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { expr } from "./emit-entries.js";
import { walk } from "./subset.js";

// An annotation holding one of these (a scope of its own, or a suspension) is left unevaluated:
// the scope analysis does not visit annotations.
const OWN_SCOPE = new Set(["Lambda", "ListComp", "SetComp", "DictComp", "GeneratorExp", "NamedExpr", "Yield", "YieldFrom", "Await"]);

function evaluated(cx: Emitter, e: A.Expr | null): string | null {
  if (e === null || cx.postponedAnnotations) return null;
  let plain = true;
  walk(e, (n) => {
    if (OWN_SCOPE.has(n.kind)) plain = false;
  });
  return plain ? expr(cx, e) : null;
}

/** A def's annotations as JS expressions, in CPython's order (compiler_visit_annotations). */
export function defAnnotations(cx: Emitter, s: A.FunctionDef | A.AsyncFunctionDef): string[] {
  const a = s.args;
  const params = [...a.args, ...a.posonlyargs, ...(a.vararg ? [a.vararg] : []), ...a.kwonlyargs, ...(a.kwarg ? [a.kwarg] : [])];
  return [...params.map((p) => p.annotation), s.returns].map((e) => evaluated(cx, e)).filter((c): c is string => c !== null);
}

/** What an annotated assignment evaluates besides its value (compiler_annassign). */
export function annAssignExtras(cx: Emitter, s: A.AnnAssign): string {
  const parts: string[] = [];
  const t = s.target;
  if (!s.value && t.kind === "Attribute") parts.push(expr(cx, t.value));
  if (!s.value && t.kind === "Subscript") parts.push(expr(cx, t.value), expr(cx, t.slice));
  if (cx.fn.scope.kind === "module") {
    const code = evaluated(cx, s.annotation);
    if (code !== null) parts.push(code);
  }
  return parts.map((p) => `${p};`).join(" ");
}
