// Guards on number parameters: after `if n < 2: return n` at a def's top level, where `n` holds
// a JS number (a specialized def's parameter, bound once: emit-specialize.ts), the rest of the
// body sees n >= 0, so `n - 1` cannot leave the safe range and needs no check (fib's two calls:
// 0.80-0.92 of the checked form's time).

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";

/**
 * When `s` is such a guard, whose body returns or raises, notes its name as non-negative in the
 * function being emitted. Against any literal: a literal is never negative (`-1` is an operation
 * on one), and a number compared with a str, None or bytes raises; an `else` changes nothing
 * (the name is bound once).
 */
export function noteGuard(cx: Emitter, s: A.Stmt): void {
  if (s.kind !== "If") return;
  const last = s.body[s.body.length - 1];
  if (last.kind !== "Return" && last.kind !== "Raise") return;
  const t = s.test;
  if (t.kind !== "Compare" || t.ops.length !== 1) return;
  const [left, right, op] = [t.left, t.comparators[0], t.ops[0]];
  // `n < C`, `n <= C`, `C > n`, `C >= n`: what gets past is at least C.
  const [name, bound] = op === "Lt" || op === "LtE" ? [left, right] : op === "Gt" || op === "GtE" ? [right, left] : [null, null];
  if (name?.kind !== "Name" || bound?.kind !== "Constant") return;
  const js = cx.varName(cx.resolve(name.id).v);
  if (cx.fn.numbers.has(js)) cx.fn.markNonNegative(js);
}
