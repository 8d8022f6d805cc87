// A small sync `def` whose parameters take part in arithmetic or comparisons, and are never
// rebound, gets a second copy of its body for calls where those parameters are all JS numbers
// (ints in the safe range): there its operators on them skip the `typeof` tests (`fib(n)`,
// `n - 1`, `n < 2`). The other calls run the general body, as before.

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { INT_LITERAL } from "./code-shape.js";
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
 * Where a call of the clone may pass the caller's frame count: once the copy is emitted, the
 * program's `$depth` in the def and the clone's own parameter of that name in the clone, if the
 * clone counts in a parameter, else nothing. (No emitted code holds a raw control character.)
 */
export const DEPTH_ARGUMENT = "\u0001depth";

/** Statements and expressions that may run a script's code or catch an exception. */
const OPEN_KINDS = new Set(["Attribute", "Subscript", "Try", "TryStar", "With", "Match", "Global", "Nonlocal", "Import", "ImportFrom"]);

/**
 * Whether the def's body, all of whose parameters are numbers, can run no code of the script's
 * but its own calls of itself: it reads only its locals, calls only itself, and neither looks
 * up attributes or items nor catches. Then nothing reads the program's frame count while its
 * clone runs, and no exception stops inside it: the clone may count frames in a parameter, with
 * no `try`/`finally` (fib's ~0.02 us of ~0.15 us a call).
 */
function selfContained(cx: Emitter, s: A.FunctionDef, numbers: string[], params: string[]): boolean {
  const scope = cx.info.scopeOf(s);
  if (numbers.length !== params.length || scope.vars.has(s.name)) return false;
  const callees = new Set<A.Node>();
  for (const c of scope.calls) {
    if (c.func.kind !== "Name" || c.func.id !== s.name) return false;
    callees.add(c.func);
  }
  if (scope.loads.some((n) => !callees.has(n) && !scope.vars.has(n.id))) return false;
  let open = false;
  for (const st of s.body) walk(st, (n) => (open ||= OPEN_KINDS.has(n.kind)));
  return !open;
}

/**
 * The number-only copy of the body (`emitBody` must end in a return) and its guard, or empty
 * strings. Emitted first, with the same names known bound as the general copy that follows it.
 * The guard goes on the function's header line: a frame there has not started the body (a
 * stack overflow on entry), as tracebacks expect (guest/runtime/traceback.ts).
 *
 * A module-level def (`params` its JS parameters) whose copy calls itself with numbers where its
 * number parameters go (`fib(n - 1)` after `if n < 2: return n`) also gets `clone`, the body of
 * a second JS function (emit-function.ts declares it) holding only the copy, which those calls
 * call, so that a recursion pays the guard's `typeof` tests once, not at every call (fib's ~0.05
 * us of ~0.2 us per call).
 */
export function numberSpecialized(
  cx: Emitter,
  s: A.FunctionDef | A.AsyncFunctionDef,
  emitBody: () => string,
  params: string[] | null,
): { head: string; code: string; clone: { idx: number; code: string; temps: string[]; byDepth: boolean } | null } {
  const none = { head: "", code: "", clone: null };
  if (s.kind !== "FunctionDef") return none;
  const numbers = numericParams(cx, s);
  if (!numbers.length) return none;
  const definite = new Set(cx.fn.definite);
  const firstTemp = cx.fn.tempNames.length;
  cx.fn.numberClone = params ? { def: s, positions: numbers.map((p) => params.indexOf(p)), byDepth: selfContained(cx, s, numbers, params) } : null;
  let code: string;
  try {
    code = cx.fn.withNumbers(numbers, emitBody);
  } finally {
    cx.fn.definite.clear();
    definite.forEach((v) => cx.fn.definite.add(v));
  }
  const { idx, byDepth = false, general = false } = cx.fn.numberClone ?? {};
  cx.fn.numberClone = null;
  const head = ` if (${numbers.map((p) => `typeof ${p} === "number"`).join(" && ")}) {`;
  // The clone's body is the copy itself; its temporaries are those the copy took. It counts
  // frames in a parameter only if each call of its own went to it (a call of the def would count
  // from the program's `$depth`, without the clone's frames).
  const counted = byDepth && !general;
  code = code.replaceAll(`, ${DEPTH_ARGUMENT}`, counted ? ", $depth" : "");
  const clone = idx === undefined ? null : { idx, code, temps: cx.fn.tempNames.slice(firstTemp), byDepth: counted };
  return { head, code: `${code}\n}\n`, clone };
}

/**
 * A JS number where `code`, an argument of a call from a def's number-only copy, is one: an int
 * literal (larger ones are constants), a number parameter, or one a guard left non-negative less
 * a literal (emit-operators.ts emits that bare, as `(L_n - 1)`).
 */
export function numberCode(cx: Emitter, code: string): boolean {
  if (INT_LITERAL.test(code) || cx.fn.numbers.has(code)) return true;
  const m = /^\(([\w$]+) - \d+\)$/.exec(code);
  return m !== null && cx.fn.numbers.has(m[1]) && cx.fn.isNonNegative(m[1]);
}
