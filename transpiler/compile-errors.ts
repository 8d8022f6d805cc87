// The SyntaxErrors CPython raises after parsing, while compiling (symtable and compiler checks):
// `return`/`break`/`continue` out of place, duplicate parameters and keywords, misplaced
// `global`/`nonlocal`, starred expressions where only a display or target may hold them.

import type * as A from "./ast.js";
import type { Pos } from "./parse-cursor.js";
import { children } from "./ast-walk.js";
import { staticBlockError } from "./nesting.js";
import { declaredName } from "./private-names.js";
import { PySyntaxError } from "./syntax-error.js";

type FunctionNode = A.FunctionDef | A.AsyncFunctionDef | A.Lambda;

interface Scope {
  parent: Scope | null;
  isFunction: boolean;
  /** A class body: a nonlocal name is looked up past it, in the functions around it. */
  isClass: boolean;
  params: Set<string>;
  /** Names assigned in this scope (before `global` removes them). */
  stored: Set<string>;
  /** Each `global` name and the statement declaring it. */
  globals: Map<string, A.Global>;
  nonlocals: A.Nonlocal[];
}

export function compileErrors(module: A.Module): PySyntaxError[] {
  // CPython runs its symtable pass over the whole module before compiling, so its errors come first.
  const symtableErrors: PySyntaxError[] = [];
  const compilerErrors: PySyntaxError[] = [];
  const symtable = (at: Pos, message: string) => symtableErrors.push(new PySyntaxError(message, at.line, at.col));
  const fail = (at: Pos, message: string) => compilerErrors.push(new PySyntaxError(message, at.line, at.col));
  const scopes: Scope[] = [];

  const visitScope = (body: A.Node[], parent: Scope | null, fn: FunctionNode | null, isClass = false): void => {
    const scope: Scope = { parent, isFunction: fn !== null, isClass, params: new Set(), stored: new Set(), globals: new Map(), nonlocals: [] };
    scopes.push(scope);
    if (fn !== null) {
      const a = fn.args;
      for (const p of [...a.posonlyargs, ...a.args, ...(a.vararg ? [a.vararg] : []), ...a.kwonlyargs, ...(a.kwarg ? [a.kwarg] : [])]) {
        if (scope.params.has(p.arg)) symtable(p, `duplicate argument '${p.arg}' in function definition`);
        scope.params.add(p.arg);
      }
    }
    const used = new Set<string>();
    const nested: { body: A.Node[]; fn: FunctionNode }[] = [];
    const visit = (node: A.Node, inLoop: boolean): void => {
      checkStarred(node, fail);
      for (const target of storedNames(node)) scope.stored.add(target);
      switch (node.kind) {
        case "FunctionDef":
        case "AsyncFunctionDef":
        case "Lambda": {
          if (node.kind !== "Lambda") scope.stored.add(node.name);
          // Defaults, annotations and decorators are evaluated in the enclosing scope.
          const a = node.args;
          [...a.defaults, ...a.kw_defaults].forEach((d) => d && visit(d, inLoop));
          if (node.kind !== "Lambda") node.decorator_list.forEach((d) => visit(d, inLoop));
          nested.push({ body: node.kind === "Lambda" ? [node.body] : node.body, fn: node });
          return;
        }
        case "ClassDef":
          scope.stored.add(node.name);
          node.bases.forEach((b) => visit(b, inLoop));
          visitScope(node.body, scope, null, true);
          return;
        case "Yield":
        case "YieldFrom":
          if (!scope.isFunction) symtable(node, "'yield' outside function");
          break;
        case "Return":
          if (!scope.isFunction) fail(node, "'return' outside function");
          break;
        case "Break":
          if (!inLoop) fail(node, "'break' outside loop");
          break;
        case "Continue":
          if (!inLoop) fail(node, "'continue' not properly in loop");
          break;
        case "For":
        case "AsyncFor":
        case "While":
          if (node.kind !== "While") {
            visit(node.target, inLoop);
            visit(node.iter, inLoop);
          } else {
            visit(node.test, inLoop);
          }
          node.body.forEach((s) => visit(s, true));
          node.orelse.forEach((s) => visit(s, inLoop));
          return;
        case "Global":
          for (const [i, name] of node.names.entries()) {
            const written = declaredName(node, i);
            if (scope.params.has(name)) symtable(node, `name '${written}' is parameter and global`);
            else if (scope.stored.has(name)) symtable(node, `name '${written}' is assigned to before global declaration`);
            else if (used.has(name)) symtable(node, `name '${written}' is used prior to global declaration`);
            scope.globals.set(name, node);
          }
          break;
        case "Nonlocal":
          for (const [i, name] of node.names.entries()) {
            const written = declaredName(node, i);
            if (scope.params.has(name)) symtable(node, `name '${written}' is parameter and nonlocal`);
            // CPython reports the clash where `global` declared the name.
            else if (scope.globals.has(name)) symtable(scope.globals.get(name)!, `name '${name}' is nonlocal and global`);
            else if (scope.stored.has(name)) symtable(node, `name '${written}' is assigned to before nonlocal declaration`);
            else if (used.has(name)) symtable(node, `name '${written}' is used prior to nonlocal declaration`);
            else if (!scope.isFunction) symtable(node, "nonlocal declaration not allowed at module level");
          }
          if (scope.isFunction) scope.nonlocals.push(node);
          break;
        case "Name":
          used.add(node.id);
          break;
        case "Call": {
          const seen = new Set<string>();
          for (const k of node.keywords) {
            if (k.arg === null) continue;
            if (seen.has(k.arg)) fail(k, `keyword argument repeated: ${k.arg}`);
            seen.add(k.arg);
          }
          break;
        }
        case "alias":
          scope.stored.add(node.asname ?? node.name.split(".")[0]);
          break;
        case "ExceptHandler":
          if (node.name !== null) scope.stored.add(node.name);
          break;
      }
      for (const child of children(node)) visit(child, inLoop);
    };
    body.forEach((n) => visit(n, false));
    for (const n of nested) visitScope(n.body, scope, n.fn);
  };

  visitScope(module.body, null, null);
  const blocks = staticBlockError(module);
  if (blocks) compilerErrors.push(blocks);
  for (const scope of scopes) {
    for (const stmt of scope.nonlocals) {
      for (const name of stmt.names) {
        if (!bindsInEnclosingFunction(scope.parent, name)) symtable(stmt, `no binding for nonlocal '${name}' found`);
      }
    }
  }
  const byPosition = (a: PySyntaxError, b: PySyntaxError) => a.line - b.line || a.col - b.col;
  return [...symtableErrors.sort(byPosition), ...compilerErrors.sort(byPosition)];
}

/** Where the grammar lets a bare `*x` through, the compiler still rejects it. */
function checkStarred(node: A.Node, fail: (at: A.Span, message: string) => void): void {
  const value = (e: A.Expr | null | undefined) => {
    if (e?.kind === "Starred") fail(e, "can't use starred expression here");
  };
  const target = (e: A.Expr) => {
    if (e.kind === "Starred") fail(e, "starred assignment target must be in a list or tuple");
    if ((e.kind === "Tuple" || e.kind === "List") && e.elts.filter((x) => x.kind === "Starred").length > 1) {
      fail(e, "multiple starred expressions in assignment");
    }
  };
  switch (node.kind) {
    case "Expr": case "Return": case "AnnAssign": case "AugAssign": case "Yield":
      value(node.value);
      break;
    case "Assign":
      value(node.value);
      node.targets.forEach(target);
      break;
    case "For": case "AsyncFor":
      value(node.iter);
      target(node.target);
      break;
    case "comprehension":
      target(node.target);
      break;
  }
}

function bindsInEnclosingFunction(scope: Scope | null, name: string): boolean {
  for (let s = scope; s !== null && (s.isFunction || s.isClass); s = s.parent) {
    if (s.isClass) continue;
    if (s.globals.has(name)) return false;
    if (s.params.has(name) || s.stored.has(name) || s.nonlocals.some((n) => n.names.includes(name))) return true;
  }
  return false;
}

/** Names a statement or expression assigns directly (its own targets, not nested ones). */
function storedNames(node: A.Node): string[] {
  const out: string[] = [];
  const target = (e: A.Expr | null) => {
    if (e === null) return;
    if (e.kind === "Name") out.push(e.id);
    else if (e.kind === "Tuple" || e.kind === "List") e.elts.forEach(target);
    else if (e.kind === "Starred") target(e.value);
  };
  switch (node.kind) {
    case "Assign": node.targets.forEach(target); break;
    case "AugAssign": case "AnnAssign": case "For": case "AsyncFor": target(node.target); break;
    case "NamedExpr": target(node.target); break;
    case "Delete": node.targets.forEach(target); break;
    case "withitem": target(node.optional_vars); break;
  }
  return out;
}
