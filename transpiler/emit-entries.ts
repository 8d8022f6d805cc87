// The emitters' mutually recursive entry points: a statement holds expressions, an expression a
// lambda or comprehension whose body holds statements and calls. The emitters below the modules
// defining them (emit-stmt.ts, emit-expr.ts, emit-call.ts) import them from here, where
// emit-program.ts, above every emitter, sets them once as it loads: so no emitter imports one
// that imports it back. Bindings, not forwarding functions: the recursion through the deepest
// input (MAX_NESTING levels) takes no extra stack frame per level.

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";

export interface EmitEntries {
  expr(cx: Emitter, e: A.Expr): string;
  body(cx: Emitter, stmts: A.Stmt[], topLevel: boolean): string;
  block(cx: Emitter, stmts: A.Stmt[]): string;
  call(cx: Emitter, e: A.Call, noAwait: boolean): string;
}

/** An expression's code (emit-expr.ts). */
export let expr: EmitEntries["expr"];
/** A statement list (emit-stmt.ts); `topLevel`: directly in a function or module body. */
export let body: EmitEntries["body"];
/** A statement list as a JS block (emit-stmt.ts). */
export let block: EmitEntries["block"];
/** A call (emit-call.ts); `noAwait`: the caller awaits its result itself. */
export let emitCall: EmitEntries["call"];

export function setEntries(entries: EmitEntries): void {
  ({ expr, body, block, call: emitCall } = entries);
}
