// CPython's compile-time nesting limits, checked right after parsing so that every later phase
// (subset check, scopes, emitter, and QuickJS compiling the emitted JS) recurses through a tree
// of bounded depth: a RecursionError for nesting past MAX_NESTING, and CPython's
// "too many statically nested blocks" (CO_MAXBLOCKS) for loops, `with` and `try` blocks.

import type * as A from "./ast.js";
import { children } from "./ast-walk.js";
import { PySyntaxError } from "./syntax-error.js";

/**
 * Nodes nested inside each other, at most: CPython 3.11 compiles 1000 levels of every construct
 * (the extra hundred leaves room for the statements around them) and stops at about 3000
 * (RecursionError "maximum recursion depth exceeded during compilation", or MemoryError from its
 * parser's stack); compiling an `ast` tree it stops at about 1000. The bound keeps each phase's
 * recursion, and QuickJS compiling the emitted JS, within its stack; a thread whose stack is
 * smaller still ends in the same RecursionError (transpile catches the overflow).
 */
export const MAX_NESTING = 1100;

/**
 * QuickJS's stack (SandboxLimits.stackBytes) per function nested in the emitted JS, on a thread
 * whose own stack is about 1 MB (a browser's, Node's main thread). Compiling a nested function
 * recurses through QuickJS's parser on the thread's native stack, which its stack limit barely
 * sees: in a Chromium worker 150 nested lambdas crashed the sandbox while 100 compiled, and 80
 * nested `(lambda: ...)()` crashed it while 60 compiled, under a 160 KiB limit. Bounding nested
 * functions by the limit keeps such a thread below that: 53 at the browser's 160 KiB. A Node
 * pool worker's 8 MB stack needs no such bound (FlowEngine.functionNesting).
 */
const STACK_BYTES_PER_NESTED_FUNCTION = 3072;

/** The functions a flow with this QuickJS stack limit may nest (TranspileOptions.functionNesting). */
export function maxFunctionNesting(stackBytes: number): number {
  return Math.max(1, Math.floor(stackBytes / STACK_BYTES_PER_NESTED_FUNCTION));
}

/** Nodes that are functions in the emitted JS. */
const FUNCTION_KINDS = new Set(["Lambda", "FunctionDef", "AsyncFunctionDef", "ClassDef", "ListComp", "SetComp", "DictComp", "GeneratorExp"]);

/** Throws nestingError at the first function nested in more than `max` others. Iterative: any depth. */
export function checkFunctionNesting(module: A.Module, max: number): void {
  const stack: [A.Node, number][] = [[module, 0]];
  while (stack.length) {
    const [node, outer] = stack.pop()!;
    const depth = FUNCTION_KINDS.has(node.kind) ? outer + 1 : outer;
    if (depth > max) throw nestingError(node as A.Span);
    for (const child of children(node)) stack.push([child, depth]);
  }
}

/** CPython's CO_MAXBLOCKS. */
const MAX_STATIC_BLOCKS = 20;

/** A JS engine's own stack overflow: V8 and JavaScriptCore throw RangeError, SpiderMonkey InternalError. */
export function isStackOverflow(e: unknown): boolean {
  return e instanceof RangeError || (e instanceof Error && e.name === "InternalError");
}

export function nestingError(at: { line: number; col: number }): PySyntaxError {
  return new PySyntaxError("maximum recursion depth exceeded during compilation", at.line, at.col, "RecursionError");
}

/**
 * Levels CPython 3.11's compiler recurses through before its RecursionError; an `elif` chain costs
 * one level a link (2,990 elifs compile at module level, 2,995 do not), so it is bounded by this, not MAX_NESTING.
 */
const MAX_COMPILE_DEPTH = 2994;

/** The `elif` link of `node`: an If that is the whole `else` of another If. */
const elifOf = (node: A.Node): A.If | null =>
  node.kind === "If" && node.orelse.length === 1 && node.orelse[0].kind === "If" ? node.orelse[0] : null;

/**
 * Throws nestingError at the first node nested more than MAX_NESTING deep (elif links not
 * counted), or more than MAX_COMPILE_DEPTH with them. Iterative: any depth.
 */
export function checkNestingDepth(module: A.Module): void {
  const stack: [A.Node, number, number][] = [[module, 0, 0]];
  while (stack.length) {
    const [node, depth, links] = stack.pop()!;
    if (depth > MAX_NESTING || depth + links > MAX_COMPILE_DEPTH) throw nestingError(node as A.Span);
    const elif = elifOf(node);
    for (const child of children(node)) stack.push(child === elif ? [child, depth, links + 1] : [child, depth + 1, links]);
  }
}

/**
 * The first "too many statically nested blocks" CPython 3.11's compiler raises, or null. Its
 * block stack per function: a loop or a `with` item is one block, a `try` body one (two with
 * both `except` and `finally`), an `except` body two (three inside a `finally`'s `try`), a
 * `finally` body one; `if` is none. The error is at the statement pushing the 21st block.
 */
export function staticBlockError(module: A.Module): PySyntaxError | null {
  const tooMany = (at: A.Span) => new PySyntaxError("too many statically nested blocks", at.line, at.col);
  const body = (stmts: A.Stmt[], depth: number): PySyntaxError | null => {
    for (const s of stmts) {
      const found = stmt(s, depth);
      if (found) return found;
    }
    return null;
  };
  const stmt = (s: A.Stmt, depth: number): PySyntaxError | null => {
    switch (s.kind) {
      case "FunctionDef":
      case "AsyncFunctionDef":
      case "ClassDef":
        return body(s.body, 0);
      case "For":
      case "AsyncFor":
      case "While":
        if (depth + 1 > MAX_STATIC_BLOCKS) return tooMany(s);
        return body(s.body, depth + 1) ?? body(s.orelse, depth);
      case "With":
      case "AsyncWith": {
        const inner = depth + s.items.length;
        return inner > MAX_STATIC_BLOCKS ? tooMany(s) : body(s.body, inner);
      }
      case "If":
        return body(s.body, depth) ?? body(s.orelse, depth);
      case "Try":
      case "TryStar":
        return tryStatement(s, depth);
      default:
        return null;
    }
  };
  const tryStatement = (s: A.Try | A.TryStar, depth: number): PySyntaxError | null => {
    const outer = depth + (s.finalbody.length ? 1 : 0);
    const bodyDepth = outer + (s.handlers.length ? 1 : 0);
    if (bodyDepth > MAX_STATIC_BLOCKS) return tooMany(s);
    const found = body(s.body, bodyDepth);
    if (found) return found;
    for (const h of s.handlers) {
      if (outer + 2 > MAX_STATIC_BLOCKS) return tooMany(h);
      const inHandler = body(h.body, outer + 2);
      if (inHandler) return inHandler;
    }
    const inElse = body(s.orelse, outer);
    if (inElse) return inElse;
    if (!s.finalbody.length) return null;
    return depth + 1 > MAX_STATIC_BLOCKS ? tooMany(s) : body(s.finalbody, depth + 1);
  };
  return body(module.body, 0);
}
