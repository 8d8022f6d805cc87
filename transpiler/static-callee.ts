// Which `def` a call by name goes straight to (emit-call.ts emits `$fN(...)`, static-kind.ts
// knows what such a call returns): the name's only binding is that def, and the def has bound it
// by the time the call runs.

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { isDefinite } from "./emit-names.js";
import type { Variable } from "./scope.js";

/**
 * The call runs inside a function created by a statement that follows the callee's `def` in the
 * same body (or inside the callee itself): by the time it runs, the `def` has bound the name.
 */
export function definedBeforeCaller(cx: Emitter, v: Variable): boolean {
  const def = v.soleDef();
  if (!def) return false;
  let s = cx.fn.scope;
  while (s.parent && s.parent !== v.owner) s = s.parent;
  if (s.parent !== v.owner || s.node.kind === "Module") return false;
  return s.node === def || s.node.line > def.endLine;
}

/**
 * Whether a call by name may go straight to the `def`'s raw function. A module global the `def`
 * may not have bound yet can still hold the builtin of that name (a later `def min` leaves
 * earlier calls of `min` to the builtin): such calls look the name up when they run.
 */
export function mayBindStatically(cx: Emitter, v: Variable): boolean {
  return cx.resolve(v.name).kind !== "global" || isDefinite(cx, v) || definedBeforeCaller(cx, v);
}

/** The `def` a call by name goes straight to, or null. */
export function staticDef(cx: Emitter, e: A.Call): A.FunctionDef | A.AsyncFunctionDef | null {
  if (e.func.kind !== "Name") return null;
  const v = cx.resolve(e.func.id).v;
  const def = v.soleDef();
  return def !== null && mayBindStatically(cx, v) ? def : null;
}
