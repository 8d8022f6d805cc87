// A small sync `def` whose parameters take part in arithmetic or comparisons, and are never
// rebound, gets a second copy of its body for calls where those parameters are all JS numbers
// (ints in the safe range): there its operators on them skip the `typeof` tests (`fib(n)`,
// `n - 1`, `n < 2`). The other calls run the general body, as before.

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { walk } from "./subset.js";

/** Past this many AST nodes the copy costs more code than it saves time. */
const MAX_NODES = 80;

/** JS names of the parameters to specialize on; empty when the def does not qualify. */
function numericParams(cx: Emitter, s: A.FunctionDef): string[] {
  const scope = cx.info.scopeOf(s);
  if (scope.isAsync || scope.children.length) return [];
  let nodes = 0;
  const operands = new Set<string>();
  const note = (e: A.Expr) => e.kind === "Name" && operands.add(e.id);
  for (const st of s.body) {
    walk(st, (n) => {
      nodes++;
      if (n.kind === "BinOp") [n.left, n.right].forEach(note);
      else if (n.kind === "Compare") [n.left, ...n.comparators].forEach(note);
      else if (n.kind === "UnaryOp") note(n.operand);
    });
  }
  if (nodes > MAX_NODES) return [];
  return [...s.args.posonlyargs, ...s.args.args]
    .map((p) => scope.vars.get(p.arg)!)
    .filter((v) => v.sites.length === 1 && operands.has(v.name))
    .map((v) => cx.varName(v));
}

/**
 * The number-only copy of the body (`emitBody` must end in a return) and its guard, or empty
 * strings. Emitted first, with the same names known bound as the general copy that follows it.
 * The guard goes on the function's header line: a frame there has not started the body (a
 * stack overflow on entry), as tracebacks expect (guest/runtime/traceback.ts).
 */
export function numberSpecialized(cx: Emitter, s: A.FunctionDef | A.AsyncFunctionDef, emitBody: () => string): { head: string; code: string } {
  const none = { head: "", code: "" };
  if (s.kind !== "FunctionDef") return none;
  const params = numericParams(cx, s);
  if (!params.length) return none;
  const definite = new Set(cx.fn.definite);
  let code: string;
  try {
    code = cx.fn.withNumbers(params, emitBody);
  } finally {
    cx.fn.definite.clear();
    definite.forEach((v) => cx.fn.definite.add(v));
  }
  return { head: ` if (${params.map((p) => `typeof ${p} === "number"`).join(" && ")}) {`, code: `${code}\n}\n` };
}
