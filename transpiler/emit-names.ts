// Reading and writing Python names: which JS variable, and whether the read must check for an
// unbound value (`undefined`), raising NameError / UnboundLocalError as CPython does.

import type { Emitter } from "./emit-context.js";
import type * as A from "./ast.js";
import type { Scope, Variable } from "./scope.js";
import { classCell } from "./class-cell.js";

/** Builtins the guest always defines; reading them needs no NameError check. Every exception
 *  class of guest/values/exceptions.ts is one (test/guest/builtins/functions.test.ts checks). */
export const KNOWN_BUILTINS = new Set(
  (
    "print len range enumerate zip sorted reversed min max sum any all abs round divmod pow int float str bool " +
    "list tuple dict set frozenset isinstance type repr map filter next iter hash ord chr hex oct bin format " +
    "callable getattr hasattr slice id Ellipsis NotImplemented __debug__ setattr delattr vars dir bytearray " +
    "ArithmeticError AssertionError AttributeError BaseException BaseExceptionGroup BlockingIOError " +
    "BrokenPipeError BufferError BytesWarning ChildProcessError ConnectionAbortedError ConnectionError " +
    "ConnectionRefusedError ConnectionResetError DeprecationWarning EOFError EncodingWarning EnvironmentError " +
    "Exception ExceptionGroup FileExistsError FileNotFoundError FloatingPointError FutureWarning GeneratorExit " +
    "IOError ImportError ImportWarning IndentationError IndexError InterruptedError IsADirectoryError KeyError " +
    "KeyboardInterrupt LookupError MemoryError ModuleNotFoundError NameError NotADirectoryError " +
    "NotImplementedError OSError OverflowError PendingDeprecationWarning PermissionError ProcessLookupError " +
    "RecursionError ReferenceError ResourceWarning RuntimeError RuntimeWarning StopAsyncIteration StopIteration " +
    "SyntaxError SyntaxWarning SystemError SystemExit TabError TimeoutError TypeError UnboundLocalError " +
    "UnicodeDecodeError UnicodeEncodeError UnicodeError UnicodeTranslateError UnicodeWarning UserWarning " +
    "ValueError Warning ZeroDivisionError ToolError ToolPermissionError"
  ).split(" "),
);

/** A variable whose value can disappear again (`del x`, or `except E as x` unbinding). */
function canUnbind(cx: Emitter, v: Variable): boolean {
  // Once per variable: a read asks, and a name assigned in n places may be read in n more.
  let answer = cx.unbindable.get(v);
  if (answer === undefined) {
    answer = v.sites.some((s) => s.node.kind === "Delete" || s.node.kind === "ExceptHandler");
    cx.unbindable.set(v, answer);
  }
  return answer;
}

/** The module body's statements, as a set made once per emission (a variable asks each time). */
const moduleStatements = new WeakMap<Emitter, ReadonlySet<A.Node>>();

/** Where the first module-level statement binding `v` ends (its `endLine`), or Infinity. */
function firstModuleBinding(cx: Emitter, v: Variable): number {
  let end = cx.moduleBindingEnd.get(v);
  if (end === undefined) {
    let moduleStmts = moduleStatements.get(cx);
    if (moduleStmts === undefined) {
      moduleStmts = new Set<A.Node>(cx.info.module.node.kind === "Module" ? cx.info.module.node.body : []);
      moduleStatements.set(cx, moduleStmts);
    }
    end = Infinity;
    for (const site of v.sites) {
      if (site.topLevel && site.kind !== "param" && moduleStmts.has(site.node)) end = Math.min(end, (site.node as A.Stmt).endLine);
    }
    cx.moduleBindingEnd.set(v, end);
  }
  return end;
}

export function isDefinite(cx: Emitter, v: Variable): boolean {
  return cx.fn.definite.has(v) && !canUnbind(cx, v);
}

/**
 * A module global assigned by a module-level statement that precedes the (module-level)
 * statement creating the current function: the function cannot run before that assignment.
 */
function boundBeforeFunction(cx: Emitter, v: Variable): boolean {
  return cx.fn.scope.kind !== "module" && globalBoundAt(cx, v, cx.fn.scope, 0);
}

/**
 * A read of module global `v` from `scope` on `line` comes after a module-level statement bound
 * it (and nothing can unbind it): in the module on a later line, anywhere else in a scope
 * created on a later line. Until then the read may see the builtin or tool of its name.
 */
export function globalBoundAt(cx: Emitter, v: Variable, scope: Scope, line: number): boolean {
  if (canUnbind(cx, v)) return false;
  let s = scope;
  while (s.parent && s.parent.kind !== "module") s = s.parent;
  return firstModuleBinding(cx, v) < (s.node.kind === "Module" ? line : s.node.line);
}

/**
 * A module-level read `n` of module global `v` inside the body of a `for` loop whose target binds
 * `v`: the loop binds it before each pass of its body (and nothing can unbind it), so the read
 * sees the loop's value, though the loop statement has not ended.
 */
export function boundByLoop(cx: Emitter, v: Variable, n: A.Name): boolean {
  if (canUnbind(cx, v)) return false;
  const at = (line: number, col: number) => line * 2 ** 20 + col;
  const read = at(n.line, n.col);
  return v.sites.some((site) => {
    if (site.node.kind !== "For") return false;
    const body = (site.node as A.For).body;
    const last = body[body.length - 1];
    return read >= at(body[0].line, body[0].col) && read <= at(last.endLine, last.endCol);
  });
}

/** JS expression reading `name` in the current scope. */
export function loadName(cx: Emitter, name: string): string {
  const r = cx.resolve(name);
  const js = cx.varName(r.v);
  if (r.kind === "global") return (name === "__class__" ? classCell(cx) : null) ?? loadGlobal(cx, name, r.v);
  if (r.kind === "local" && isDefinite(cx, r.v)) return js;
  // A class body reads a name it has not bound (yet) from the module, as CPython's LOAD_NAME.
  if (r.kind === "local" && cx.fn.scope.kind === "class") return `(${js} !== undefined ? ${js} : ${loadGlobal(cx, name, cx.info.globalVar(name))})`;
  const fail = r.kind === "local" ? "unboundLocal" : "unboundFree";
  return `(${js} !== undefined ? ${js} : ${cx.h(fail)}(${JSON.stringify(name)}))`;
}

function loadGlobal(cx: Emitter, name: string, v: Variable): string {
  const js = cx.varName(v);
  if (cx.isTool(v)) return js;
  if (v.sites.length === 0 && KNOWN_BUILTINS.has(name)) return js;
  if (cx.fn.scope.kind === "module" ? isDefinite(cx, v) : boundBeforeFunction(cx, v)) return js;
  return `(${js} !== undefined ? ${js} : ${cx.h("nameError")}(${JSON.stringify(name)}))`;
}

/** JS expression (an assignment) storing `value` into `name`. */
export function storeName(cx: Emitter, name: string, value: string): string {
  return `${cx.varName(cx.resolve(name).v)} = ${value}`;
}

/** `del name`: fails like a read when unbound, then forgets the value (builtins show through again). */
export function deleteName(cx: Emitter, name: string): string {
  const r = cx.resolve(name);
  const js = cx.varName(r.v);
  if (r.kind === "global" && !cx.isTool(r.v)) return `${js} = ${cx.h("delGlobal")}(${js}, ${JSON.stringify(name)})`;
  const reset = r.kind === "global" ? globalInit(cx, r.v) : "undefined";
  return `${loadName(cx, name)}, ${js} = ${reset}`;
}

/** The initial value of a module global: the tool or builtin of that name, else unbound. */
export function globalInit(cx: Emitter, v: Variable): string {
  const name = JSON.stringify(v.name);
  if (cx.tools.has(v.name)) return `${cx.h("tool")}(${name})`;
  return `${cx.h("initial")}(${name})`;
}
