// Statements. Each starts with a line marker (see line-map.ts); compound statements recurse.

import { isEllipsis, targetNames } from "./ast-walk.js";
import { annAssignExtras } from "./emit-annotation.js";
import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { expr } from "./emit-expr.js";
import { asyncForLoop, forLoop, whileLoop } from "./emit-loop.js";
import { functionDef } from "./emit-function.js";
import { classDef } from "./emit-class.js";
import { cond } from "./emit-operators.js";
import { assign, assignParallel, augAssign, del } from "./emit-target.js";
import { raiseStmt, tryStmt } from "./emit-try.js";
import { matchStmt } from "./emit-match.js";
import { withStmt } from "./emit-with.js";
import { returnCode } from "./emit-outcome.js";
import type { Variable } from "./scope.js";
import { interruptPoint } from "./interrupt.js";
import { noteGuard } from "./number-guards.js";

/** A statement list. `topLevel`: directly in a function or module body (sequential, no block). */
export function body(cx: Emitter, stmts: A.Stmt[], topLevel: boolean): string {
  const out: string[] = [];
  const added: Variable[] = [];
  for (const s of stmts) {
    out.push(cx.mark(s) + stmt(cx, s, topLevel));
    added.push(...noteDefinite(cx, s));
    if (topLevel) noteGuard(cx, s);
  }
  // Inside a block, the names stay bound only for the rest of that block.
  if (!topLevel) added.forEach((v) => cx.fn.definite.delete(v));
  return out.join("\n");
}

/** After a binding statement, later statements of the same block may read the name unchecked. */
function noteDefinite(cx: Emitter, s: A.Stmt): Variable[] {
  let names: string[] = [];
  if (s.kind === "Assign") names = s.targets.flatMap(targetNames);
  else if ((s.kind === "AnnAssign" && s.value) || s.kind === "AugAssign") names = targetNames(s.target);
  else if (s.kind === "FunctionDef" || s.kind === "AsyncFunctionDef" || s.kind === "ClassDef") names = [s.name];
  else if (s.kind === "Import") names = s.names.map((a) => a.asname ?? a.name.split(".")[0]);
  else if (s.kind === "ImportFrom") names = s.names.map((a) => a.asname ?? a.name);
  const added: Variable[] = [];
  for (const n of names) {
    const r = cx.resolve(n);
    const own = r.kind === "local" || (r.kind === "global" && cx.fn.scope.kind === "module");
    if (own && !cx.fn.definite.has(r.v)) {
      cx.fn.definite.add(r.v);
      added.push(r.v);
    }
  }
  return added;
}

export function block(cx: Emitter, stmts: A.Stmt[]): string {
  return `{\n${body(cx, stmts, false)}\n}`;
}

function stmt(cx: Emitter, s: A.Stmt, topLevel: boolean): string {
  interruptPoint();
  switch (s.kind) {
    case "Expr":
      // `...` as a statement is a placeholder (the subset check allows it nowhere else).
      return isEllipsis(s.value) ? "" : `${expr(cx, s.value)};`;
    case "Assign":
      return assignStmt(cx, s);
    case "AugAssign":
      return augAssign(cx, s);
    case "AnnAssign":
      return `${s.value ? assign(cx, s.target, expr(cx, s.value)) : ""} ${annAssignExtras(cx, s)}`.trim();
    case "Return":
      return returnCode(cx, s.value ? `(${expr(cx, s.value)})` : "null");
    case "Delete":
      return s.targets.map((t) => del(cx, t)).join(" ");
    case "Pass":
    case "Global":
    case "Nonlocal":
      return "";
    case "If":
      return ifStmt(cx, s);
    case "While":
      return whileLoop(cx, s);
    case "For":
      return forLoop(cx, s);
    case "AsyncFor":
      return asyncForLoop(cx, s);
    case "Break": {
      const loop = cx.fn.loops[cx.fn.loops.length - 1];
      return `break ${loop.breakLabel};`;
    }
    case "Continue":
      return `continue ${cx.fn.loops[cx.fn.loops.length - 1].label};`;
    case "FunctionDef":
    case "AsyncFunctionDef":
      return functionDef(cx, s, topLevel);
    case "ClassDef":
      return classDef(cx, s);
    case "Raise":
      return raiseStmt(cx, s);
    case "Try":
    case "TryStar":
      return tryStmt(cx, s);
    case "With":
    case "AsyncWith":
      return withStmt(cx, s);
    case "Match":
      return matchStmt(cx, s);
    case "Assert":
      return assertStmt(cx, s);
    case "Import":
      return s.names.map((a) => importOne(cx, a)).join(" ");
    case "ImportFrom":
      return importFrom(cx, s);
    default:
      throw new Error(`emit: ${(s as A.Stmt).kind} is refused by the subset check`);
  }
}

function assignStmt(cx: Emitter, s: A.Assign): string {
  const [first] = s.targets;
  if (s.targets.length === 1 && (first.kind === "Tuple" || first.kind === "List") && (s.value.kind === "Tuple" || s.value.kind === "List")) {
    const parallel = assignParallel(cx, first, s.value);
    if (parallel) return parallel;
  }
  const value = expr(cx, s.value);
  if (s.targets.length === 1) return assign(cx, first, value);
  const t = cx.fn.tmp();
  return [`${t} = ${value};`, ...s.targets.map((x) => assign(cx, x, t))].join(" ");
}

/** Links past this make an `elif` chain a flat run of `if`s in a labelled block: QuickJS's parser
 *  recurses once per `else if` and overflows its stack within CPython's ~2,990 links. */
const FLAT_ELIF_LINKS = 100;

function ifStmt(cx: Emitter, s: A.If): string {
  const links = [s];
  for (let last = s; last.orelse.length === 1 && last.orelse[0].kind === "If"; ) links.push((last = last.orelse[0]));
  const flat = links.length > FLAT_ELIF_LINKS ? cx.label() : null;
  // Each test, then its body, in source order (as the nested form was emitted).
  const taken = links.map((l, i) => {
    const test = `${i ? cx.mark(l) : ""}if (${cond(cx, l.test)})`;
    return flat ? `${test} {\n${body(cx, l.body, false)}\nbreak ${flat};\n}` : `${test} ${block(cx, l.body)}`;
  });
  const orelse = links[links.length - 1].orelse;
  if (flat) return `${flat}: {\n${taken.join("\n")}\n${body(cx, orelse, false)}\n}`;
  return orelse.length ? `${taken.join(" else ")} else ${block(cx, orelse)}` : taken.join(" else ");
}

function assertStmt(cx: Emitter, s: A.Assert): string {
  const msg = s.msg ? expr(cx, s.msg) : "";
  return `if (!${cond(cx, s.test)}) throw ${cx.h("assertionError")}(${msg});`;
}

function importOne(cx: Emitter, a: A.alias): string {
  cx.imports.add(a.name);
  const bound = a.asname ?? a.name.split(".")[0];
  // `import a.b` binds `a`; `import a.b as c` binds the submodule itself.
  const mod = a.asname || !a.name.includes(".") ? a.name : a.name.split(".")[0];
  const load = `${cx.h("importModule")}(${JSON.stringify(mod)}${mod !== a.name ? `, ${JSON.stringify(a.name)}` : ""})`;
  return `${cx.varName(cx.resolve(bound).v)} = ${load};`;
}

function importFrom(cx: Emitter, s: A.ImportFrom): string {
  // A relative name (`.x`, `.`) is kept as written: the runtime raises CPython's ImportError for it.
  const modName = `${".".repeat(s.level)}${s.module ?? ""}`;
  if (s.level === 0) cx.imports.add(modName);
  const t = cx.fn.tmp();
  const parts = [`${t} = ${cx.h("importModule")}(${JSON.stringify(modName)});`];
  for (const a of s.names) {
    const v = cx.resolve(a.asname ?? a.name).v;
    parts.push(`${cx.varName(v)} = ${cx.h("importFrom")}(${t}, ${JSON.stringify(a.name)});`);
  }
  return parts.join(" ");
}
