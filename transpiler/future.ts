// `from __future__ import ...`: CPython's future.c rules (only at the start of the file, after a
// docstring; only known features) and whether `annotations` is on, which leaves every annotation
// unevaluated (PEP 563).

import type * as A from "./ast.js";
import { PySyntaxError } from "./syntax-error.js";

const FEATURES = new Set([
  "nested_scopes", "generators", "division", "absolute_import", "with_statement", "print_function",
  "unicode_literals", "barry_as_FLUFL", "generator_stop", "annotations",
]);

const isFuture = (s: A.Stmt): s is A.ImportFrom => s.kind === "ImportFrom" && s.module === "__future__" && s.level === 0;

/** The future imports' SyntaxErrors (CPython reports them before any compile error). */
export function futureErrors(module: A.Module): PySyntaxError[] {
  const errors: PySyntaxError[] = [];
  let leading = true;
  module.body.forEach((s, i) => {
    const docstring = i === 0 && s.kind === "Expr" && s.value.kind === "Constant" && s.value.value.type === "str";
    if (isFuture(s)) {
      if (!leading) errors.push(new PySyntaxError("from __future__ imports must occur at the beginning of the file", s.line, s.col));
      for (const a of s.names) {
        if (a.name === "braces") errors.push(new PySyntaxError("not a chance", s.line, s.col));
        else if (!FEATURES.has(a.name)) errors.push(new PySyntaxError(`future feature ${a.name} is not defined`, s.line, s.col));
      }
    } else if (!docstring) {
      leading = false;
    }
  });
  return errors;
}

/** Whether `from __future__ import annotations` is in effect (PEP 563). */
export function postponedAnnotations(module: A.Module): boolean {
  return module.body.some((s) => isFuture(s) && s.names.some((a) => a.name === "annotations"));
}
