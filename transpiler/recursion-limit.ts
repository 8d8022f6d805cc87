// CPython's recursion limit: RecursionError when a call would make more than 1000 frames (the
// module's frame included). Sync `def` functions count their frames in the program-wide `$depth`;
// the `finally` undoes the count however the frame ends. Async functions and lambdas do not count
// (a suspended coroutine would hold its count while others run); the engine's stack bound still
// stops them, with the same RecursionError.

import type { Emitter } from "./emit-context.js";

/** Python frames besides the module's that may be active at once (sys.getrecursionlimit() - 1). */
export const MAX_FUNCTION_DEPTH = 999;

/** Wraps a function body (`head` stays on the header line) so that it counts one frame. */
export function countFrame(cx: Emitter, head: string, code: string): { head: string; code: string } {
  cx.countsDepth = true;
  return {
    head: ` if (++$depth > ${MAX_FUNCTION_DEPTH}) ${cx.h("recursionLimit")}(); try {${head}`,
    code: `${code}\n} finally { $depth--; }`,
  };
}

/** The program's declaration of the counter, when a function uses it. */
export function depthDeclaration(cx: Emitter): string[] {
  return cx.countsDepth ? ["$depth = 0"] : [];
}
