// CPython's recursion limit: RecursionError when a call would make more than the limit's frames
// (the module's frame included; 1000 unless `sys.setrecursionlimit` changed it). Sync `def`
// functions count their frames in the program-wide `$depth` against `$depthMax`, which the guest's
// `sys` module reads and changes through `$frameCounter`; the `finally` undoes the count however
// the frame ends. A recursion's clone that can run none of the script's other code counts in a
// `$depth` parameter of its own instead, the caller's count plus one, with nothing to undo
// (transpiler/emit-specialize.ts). Async functions and lambdas do not count (a suspended coroutine would hold its
// count while others run); the engine's stack bound still stops them, and any recursion a raised
// limit allows past that bound, with the same RecursionError.

import type { Emitter } from "./emit-context.js";

/** Wraps a function body (`head` stays on the header line) so that it counts one frame. */
export function countFrame(cx: Emitter, head: string, code: string): { head: string; code: string } {
  cx.countsDepth = true;
  return {
    // The refused frame gives its count back before the error leaves (`$depth--` as the argument).
    head: ` if (++$depth > $depthMax) ${cx.h("recursionLimit")}($depth--); try {${head}`,
    code: `${code}\n} finally { $depth--; }`,
  };
}

/** The program's declaration of the counter and its bound, when a function uses them. */
export function depthDeclaration(cx: Emitter): string[] {
  if (!cx.countsDepth) return [];
  return ["$depth = 0", `$depthMax = ${cx.h("frameCounter")}(() => $depth, function ($max) { $depthMax = $max; })`];
}

/** Wraps a clone's body so that it counts its frame in its `$depth` parameter. */
export function countFrameIn(cx: Emitter, code: string): { head: string; code: string } {
  cx.countsDepth = true;
  return { head: ` if (++$depth > $depthMax) ${cx.h("recursionLimit")}();`, code };
}
