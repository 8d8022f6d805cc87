// `class` statements: the body runs once as a JS function `$fN` whose locals are the class
// namespace (returned in binding order); the runtime's `makeClass` builds the type, which is kept
// in `$cN` for zero-argument `super()` in its methods, then decorated and bound to the name.

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { body, expr } from "./emit-entries.js";
import { annotationValues, classAnnotations } from "./emit-annotation.js";
import { jsFunction } from "./emit-function.js";
import { storeName } from "./emit-names.js";
import { docstring } from "./scope.js";
import { classRef } from "./class-cell.js";

export function classDef(cx: Emitter, s: A.ClassDef): string {
  const scope = cx.info.scopeOf(s);
  const decorators = s.decorator_list.map((d) => {
    const t = cx.fn.tmp();
    return { t, code: `${t} = ${expr(cx, d)};` };
  });
  const bases = s.bases.map((b) => expr(cx, b)).join(", ");
  const names = [...scope.vars.values()].map((v) => `[${JSON.stringify(v.name)}, ${cx.varName(v)}]`);
  const doc = docstring(s.body);
  const run = () => (doc ? `${storeName(cx, "__doc__", expr(cx, doc.value))};\n${body(cx, s.body.slice(1), true)}` : body(cx, s.body, true));
  const fn = jsFunction(cx, s, [], () => `${run()}\nreturn [${names.join(", ")}];`);
  const ref = classRef(cx, s);
  cx.fn.extraLets.push(ref);
  const call = `$f${cx.fnIndex(s)}()`;
  const ns = scope.isAsync ? `(${cx.awaited(call)})` : call;
  const annotated = classAnnotations(s);
  const annotations = cx.constant(JSON.stringify(annotated.map((a) => [(a.target as A.Name).id, annotationKind(a.annotation)])));
  // The body fills `$aN` with its annotations' values (emit-annotation.ts).
  const values = annotated.length ? annotationValues(cx, s) : "";
  if (values) cx.fn.extraLets.push(values);
  // Class keywords are evaluated with the bases, before the body runs.
  const kw = s.keywords.length ? `{${s.keywords.map((k) => `${JSON.stringify(k.arg)}: ${expr(cx, k.value)}`).join(", ")}}` : "undefined";
  // `$cN` holds the class before its base's __init_subclass__ runs (what that calls may use
  // zero-argument super()), which a function that can wait awaits when it calls tools.
  const init = cx.fn.isAsync ? cx.settled(`${cx.h("initSubclass")}(${ref}, true)`) : `${cx.h("initSubclass")}(${ref}, false)`;
  const make = `${cx.h("makeClass")}(${JSON.stringify(scope.name)}, ${JSON.stringify(scope.qualname)}, [${bases}], ${kw}, ${ns}, ${annotations}${values ? `, ${values}` : ""})`;
  const made = `(${values ? `${values} = [], ` : ""}${ref} = ${make}, ${init}, ${ref})`;
  const value = decorators.reduceRight((inner, d) => cx.settled(`${cx.h("callPy")}(${d.t}, [${inner}])`), made);
  return `${decorators.map((d) => d.code).join(" ")}${fn}\n${storeName(cx, s.name, value)};`;
}

/** What dataclasses needs to know of an annotation, read from the source (the module's own
 *  binding of a name is not known): a ClassVar, an InitVar, the KW_ONLY marker. */
function annotationKind(e: A.Expr): string {
  const head = e.kind === "Subscript" ? e.value : e;
  const name = head.kind === "Name" ? head.id : head.kind === "Attribute" ? head.attr : head.kind === "Constant" && head.value.type === "str" ? head.value.value.split("[")[0].split(".").pop()! : "";
  return name === "ClassVar" ? "classvar" : name === "InitVar" ? "initvar" : name === "KW_ONLY" ? "kw_only" : "field";
}
