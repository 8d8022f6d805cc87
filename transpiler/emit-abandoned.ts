// Loops over a generator that no name holds (a generator expression, a call of the script's
// own generator function) close it when they stop early, as CPython's refcounting frees and so
// closes it at once: its `finally` runs before the code after the loop (or the handler).

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";

/** `e` makes a generator nothing else can hold: a loop over it that stops early (`break`,
 *  `return`, an exception) is the last to see it. */
export function isFreshGenerator(cx: Emitter, e: A.Expr): boolean {
  if (e.kind === "GeneratorExp") return !cx.info.scopeOf(e).isAsync;
  if (e.kind !== "Call" || e.func.kind !== "Name") return false;
  const def = cx.resolve(e.func.id).v.soleDef();
  return def !== null && def.kind === "FunctionDef" && cx.info.scopeOf(def).isGenerator;
}

/** `loop` over the fresh generator `it` that closes it unless `v` shows it was exhausted. */
export function closingAbandoned(cx: Emitter, loop: string, it: string, v: string): string {
  const close = `${cx.h("closeAbandoned")}(${it})`;
  return `try {\n${loop}\n} finally { if (${v} !== ${cx.h("STOP")}) ${cx.settled(close)}; }`;
}
