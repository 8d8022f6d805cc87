// The class a function defined in a class body belongs to: `$cN`, which a class statement sets
// once makeClass has made the class, is what CPython's implicit `__class__` cell holds for its
// methods (`__class__`, zero-argument `super()`).

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import type { Scope } from "./scope.js";

/** `$cN`: the class made from the class body `$fN`. */
export function classRef(cx: Emitter, node: A.ClassDef): string {
  return `$c${cx.fnIndex(node)}`;
}

/** `__class__` read inside a class body's function (a method, a lambda, a comprehension, or a
 *  function within one): the class being defined, as CPython's implicit cell, unbound until the
 *  class exists. Null elsewhere (a class body itself reads the name as any other). */
export function classCell(cx: Emitter): string | null {
  let s: Scope | null = cx.fn.scope;
  if (s.kind === "class") return null;
  while (s && s.parent?.kind !== "class") s = s.parent;
  if (!s) return null;
  const ref = classRef(cx, s.parent!.node as A.ClassDef);
  return `(${ref} !== undefined ? ${ref} : ${cx.h("unboundFree")}("__class__"))`;
}

/** `super()` inside a method: the class being defined and the method's first argument. */
export function zeroArgSuper(cx: Emitter): string {
  let s: Scope | null = cx.fn.scope;
  while (s && !(s.kind === "function" && s.parent?.kind === "class")) s = s.parent;
  if (!s || s.node.kind === "Module" || s.node.kind === "ClassDef") return `${cx.h("superOf")}()`;
  const node = s.node as A.FunctionDef;
  const first = [...node.args.posonlyargs, ...node.args.args][0] ?? node.args.vararg;
  const self = first ? cx.varName(s.vars.get(first.arg)!) : "undefined";
  const cls = classRef(cx, s.parent!.node as A.ClassDef);
  return `${cx.h("superOf")}(${cls}, ${node.args.vararg === first && first ? `${self}.items[0]` : self})`;
}
