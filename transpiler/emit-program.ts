// The whole program: `(async function $f0($rt) {...})`. Line 1 holds the prologue (line table,
// runtime helpers destructured from `$rt`, hoisted constants, module globals); the script's code
// follows from line 2. The program touches nothing but `$rt`: every name is a mangled local.

import type * as A from "./ast.js";
import { AsyncInfo } from "./analyze-async.js";
import { emitCall } from "./emit-call.js";
import { Emitter, FnCtx } from "./emit-context.js";
import { setEntries } from "./emit-entries.js";
import { expr } from "./emit-expr.js";
import { globalInit } from "./emit-names.js";
import { block, body } from "./emit-stmt.js";
import { layoutLines } from "./line-map.js";
import { postponedAnnotations } from "./future.js";
import { depthDeclaration } from "./recursion-limit.js";
import { ScopeInfo } from "./scope.js";
import { needsNameTable, unicodeNameData } from "./unicode-names.js";
import { zoneDataCall } from "./zone-data.js";
import { walk } from "./walk.js";

export interface Program {
  js: string;
  imports: string[];
  /** Script line of each JS line of `js` (index 0 is JS line 1). */
  lines: number[];
}

// The emitters below these entry points' modules reach them through emit-entries.ts.
setEntries({ expr, body, block, call: emitCall });

export function emitProgram(mod: A.Module, tools: string[]): Program {
  const info = new ScopeInfo(mod);
  const cx = new Emitter(info, new AsyncInfo(info, new Set(tools)), new Set(tools));
  cx.fn = new FnCtx(info.module, true);
  cx.postponedAnnotations = postponedAnnotations(mod);
  cx.lazyAnnotations = mentions(mod, "get_type_hints");
  cx.keepsAnnotations = cx.lazyAnnotations || ["singledispatch", "singledispatchmethod"].some((name) => mentions(mod, name));
  cx.tracksHandling = imports(mod, "logging") || imports(mod, "traceback") || (imports(mod, "sys") && (mentions(mod, "exc_info") || mentions(mod, "exception")));
  cx.tracksTasks = mayCancel(mod);

  // The value of a trailing expression statement is the flow's result.
  const stmts = [...mod.body];
  const last = stmts[stmts.length - 1];
  if (last?.kind === "Expr") stmts[stmts.length - 1] = { ...last, kind: "Return", value: last.value };
  const code = body(cx, stmts, true) + cx.fn.hoistedCode();

  const globals = [...info.module.vars.values()].map((v) => `${cx.varName(v)} = ${globalInit(cx, v)}`);
  const lets = [...globals, ...depthDeclaration(cx), ...cx.fn.tempNames, ...cx.fn.extraLets];
  const helpers = [...cx.helpers].sort().map((h) => `${JSON.stringify(h)}: $${h}`);
  const laid = layoutLines(code);
  const lines = [0, ...laid.lines];
  // JS line of each function's header: a frame there is a call that failed on entry (stack overflow).
  const heads: number[] = cx.funcNames.map(() => 0);
  laid.code.split("\n").forEach((text, i) => {
    for (const m of text.matchAll(/function\*? \$f(\d+)\(/g)) heads[Number(m[1])] = i + 2;
  });
  const prologue = [
    `(async function $f0($rt) {"use strict";`,
    // The tables as one JSON text, read at the first traceback: a string literal compiles in a
    // fraction of the time of array literals (150 lines: 0.45 -> 0.35 ms), and most flows never read them.
    `$rt.program(${JSON.stringify(JSON.stringify([lines, cx.funcNames, heads]))});`,
    helpers.length ? `const {${helpers.join(", ")}} = $rt;` : "",
    cx.tracksTasks ? "$rt.trackTasks();" : "",
    // The guest has no name table of its own (docs/design.md, "The Unicode name table").
    needsNameTable(mod) ? `$rt.unicodeNames(${JSON.stringify(unicodeNameData())});` : "",
    imports(mod, "zoneinfo") ? zoneDataCall() : "",
    cx.constsDeclaration(),
    lets.length ? `var ${lets.join(", ")};` : "", // `var`: see jsFunction
  ].join(" ");
  const js = `${prologue}\n${laid.code}\nreturn null;\n})`;
  return { js, imports: [...cx.imports], lines };
}

/** Whether the script imports `module` (or a submodule of it) anywhere. */
function imports(mod: A.Module, module: string): boolean {
  let found = false;
  const named = (name: string | null) => name === module || (name?.startsWith(`${module}.`) ?? false);
  walk(mod, (n) => {
    if ((n.kind === "Import" && n.names.some((a) => named(a.name))) || (n.kind === "ImportFrom" && n.level === 0 && named(n.module))) found = true;
  });
  return found;
}

/** Whether the script names `name` (a variable, an attribute, an imported name). */
function mentions(mod: A.Module, name: string): boolean {
  let found = false;
  walk(mod, (n) => {
    if ((n.kind === "Name" && n.id === name) || (n.kind === "Attribute" && n.attr === name) || (n.kind === "alias" && n.name === name)) found = true;
  });
  return found;
}

/** asyncio's names that cancel a task or need the running one (an attribute or an imported name). */
const CANCELLING = new Set(["cancel", "wait_for", "timeout", "timeout_at", "TaskGroup", "current_task", "shield"]);

/** Whether the script may cancel a task: then its awaits keep track of their task (tracking mode). */
function mayCancel(mod: A.Module): boolean {
  let found = false;
  walk(mod, (n) => {
    if ((n.kind === "Attribute" && CANCELLING.has(n.attr)) || (n.kind === "alias" && CANCELLING.has(n.name))) found = true;
  });
  return found;
}
