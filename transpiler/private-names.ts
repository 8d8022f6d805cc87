// Private name mangling, as CPython's compiler does it: an identifier `__x` (not ending in `__`)
// written inside a class body, its methods, lambdas, comprehensions and nested classes, is
// renamed `_Class__x` after the innermost class around it. Names, attributes, parameters,
// global/nonlocal declarations, imports, `except ... as` and pattern captures are renamed;
// strings, call keywords and class-pattern keywords are not (as in CPython 3.11). Done once on
// the tree, so every later phase sees the names the program really uses.

import type * as A from "./ast.js";
import { forEachChild } from "./ast-walk.js";
import { interruptPoint } from "./interrupt.js";
import { postponedAnnotations } from "./future.js";
import { walk } from "./walk.js";

/** What the script may hold: an identifier that starts with `__` and does not end with `__`, or
 *  a non-ASCII one NFKC makes one of (`_＿x`). A loose test on the source: most scripts skip the walk. */
const MAYBE_PRIVATE = /(?<!\w)__(?!\w*__(?!\w))|[^\x00-\x7f]/;

/** The names def and class statements (`written`), global and nonlocal statements (`declared`)
 *  wrote, where mangling renamed them. */
const written = new WeakMap<A.Node, string>();
const declared = new WeakMap<A.Global | A.Nonlocal, string[]>();

/** The name a def or class statement gives its function or class (`__name__`, `__qualname__`):
 *  the one written, while the statement binds the mangled one (`node.name`). */
export function definedName(node: A.FunctionDef | A.AsyncFunctionDef | A.ClassDef): string {
  return written.get(node) ?? node.name;
}

/** A global or nonlocal statement's `i`th name as written: CPython's symtable names it so in the
 *  errors of the declaration itself. */
export function declaredName(node: A.Global | A.Nonlocal, i: number): string {
  return (declared.get(node) ?? node.names)[i];
}

/** Renames the private names of `mod` in place (its source tells whether it may have any). */
export function manglePrivateNames(mod: A.Module, source: string): void {
  if (!MAYBE_PRIVATE.test(source)) return;
  // Under `from __future__ import annotations` an annotation is its source text, which
  // typing.get_type_hints evaluates in the module's globals: its names stay as written.
  if (postponedAnnotations(mod)) {
    const at = (n: { annotation?: A.Expr | null; returns?: A.Expr | null }) => n.annotation ?? n.returns;
    walk(mod, (n) => {
      if (n.kind === "AnnAssign" || n.kind === "arg" || n.kind === "FunctionDef" || n.kind === "AsyncFunctionDef") {
        const e = at(n);
        if (e) unmangled.add(e);
      }
    });
  }
  visit(mod, null);
}

/** Annotations left as written (postponed ones). */
const unmangled = new WeakSet<A.Node>();

/** `name` as written in a class named `className` reaches the program (CPython's `_Py_Mangle`). */
function privateName(className: string | null, name: string): string {
  if (className === null || !name.startsWith("__") || name.endsWith("__") || name.includes(".")) return name;
  const stripped = className.replace(/^_+/, "");
  return stripped ? `_${stripped}${name}` : name;
}

/** Renames inside `node`, written in the body of the class named `cls` (null: no class). */
function visit(node: A.Node, cls: string | null): void {
  interruptPoint();
  if (unmangled.has(node)) return;
  switch (node.kind) {
    case "ClassDef": {
      // Decorators, bases and keywords run in the enclosing scope; the body is the class's own.
      rename(node, cls);
      for (const e of [...node.decorator_list, ...node.bases]) visit(e, cls);
      for (const k of node.keywords) visit(k, cls);
      for (const s of node.body) visit(s, definedName(node));
      return;
    }
    case "FunctionDef":
    case "AsyncFunctionDef":
      rename(node, cls);
      break;
    case "Name":
      node.id = privateName(cls, node.id);
      break;
    case "Attribute":
      node.attr = privateName(cls, node.attr);
      break;
    case "arg":
      node.arg = privateName(cls, node.arg);
      break;
    case "Global":
    case "Nonlocal": {
      const names = node.names.map((n) => privateName(cls, n));
      if (names.some((n, i) => n !== node.names[i])) declared.set(node, node.names);
      node.names = names;
      break;
    }
    case "ImportFrom":
      if (node.module !== null) node.module = privateName(cls, node.module);
      break;
    case "alias":
      node.name = privateName(cls, node.name);
      if (node.asname !== null) node.asname = privateName(cls, node.asname);
      break;
    case "ExceptHandler":
    case "MatchAs":
    case "MatchStar":
      if (node.name !== null) node.name = privateName(cls, node.name);
      break;
    case "MatchMapping":
      if (node.rest !== null) node.rest = privateName(cls, node.rest);
      break;
  }
  forEachChild(node, visit, cls);
}

/** A def or class statement binds its mangled name; its function or class keeps the written one. */
function rename(node: A.FunctionDef | A.AsyncFunctionDef | A.ClassDef, cls: string | null): void {
  const bound = privateName(cls, node.name);
  if (bound === node.name) return;
  written.set(node, node.name);
  node.name = bound;
}
