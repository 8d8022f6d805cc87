// Methods that report the outcome a call reached without waiting. The analysis compiles a method
// async by method names (any class's `__bool__` that calls a tool makes every `if x:` able to
// wait), so a clean class's method may be async too; a builtin that cannot wait (dict(),
// enumerate's step, a sort) then takes the outcome such a call reached without waiting instead of
// refusing it (guest/values/sync-outcome.ts).

import type { Emitter } from "./emit-context.js";
import { type Scope, isCoroutine } from "./scope.js";

/** The JS local holding the call's number. */
const CALL = "$call";

/** A def in a class body compiled async, neither a generator nor a coroutine: its call returns a promise. */
export function reportsOutcome(s: Scope): boolean {
  return s.isAsync && s.parent?.kind === "class" && s.node.kind === "FunctionDef" && !s.isGenerator && !isCoroutine(s);
}

/** `return (value);` in the function being emitted, reported where it reports outcomes. */
export function returnCode(cx: Emitter, value: string): string {
  return reportsOutcome(cx.fn.scope) ? `return ${cx.h("syncReturn")}(${CALL}, ${value});` : `return ${value};`;
}

/** A reporting function's body: numbered on entry (on the header line), its raise reported. */
export function reportingBody(cx: Emitter, head: string, code: string): { head: string; code: string } {
  cx.fn.extraLets.push(CALL);
  return { head: `${head} ${CALL} = ${cx.h("syncEnter")}(); try {`, code: `${code}\n} catch ($e) { throw ${cx.h("syncThrow")}(${CALL}, $e); }` };
}
