// Set displays of constants, in CPython 3.11's order. Its compiler makes a frozenset constant of
// a display of more than two constants, and the AST optimizer one of any display of constants
// that is a `for` loop's or a comprehension's iterable or the last operand of `in` / `not in`
// (fold_iter); merging the code object's constants then rebuilds each frozenset from its own
// iteration order (merge_consts_recursive). Such an iterable is that frozenset; such a display
// elsewhere is an empty set updated from it (BUILD_SET 0, LOAD_CONST, SET_UPDATE: set_merge's
// table copy). Either order can differ from adding the items one by one, as every other display
// does (`{1, 9, 17, 25}` prints `{1, 17, 25, 9}`). Equal frozenset constants of one module are one
// constant, the first display's (`{25, 17, 9, 1}` after it prints the same). The frozenset is made
// once, at program start.

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { constantCode, floatCode, intCode } from "./constant-code.js";
import { walk } from "./walk.js";

/**
 * The program-start code of a constant as CPython's optimizer folds it (a literal, a sign on a
 * number, a tuple of constants), or null when it is not one.
 */
function foldedCode(cx: Emitter, e: A.Expr): string | null {
  // Inside the frozenset's own program-start code: values made where they are.
  const asIs = (code: string) => code;
  if (e.kind === "Constant") return constantCode(cx, e.value, asIs);
  if (e.kind === "UnaryOp" && e.operand.kind === "Constant" && (e.op === "USub" || e.op === "UAdd")) {
    const v = e.operand.value;
    if (v.type === "int") return intCode(e.op === "USub" ? -BigInt(v.digits) : BigInt(v.digits), asIs);
    if (v.type === "float") return floatCode(cx, e.op === "USub" ? -v.value : v.value, asIs);
    return null;
  }
  if (e.kind === "Tuple") {
    if (e.elts.length === 0) return cx.h("EMPTY_TUPLE");
    const items = e.elts.map((x) => foldedCode(cx, x));
    return items.every((x) => x !== null) ? `new ${cx.h("PyTuple")}([${items.join(", ")}])` : null;
  }
  return null;
}

/** Per module: the set displays CPython's optimizer turns into frozenset constants (fold_iter). */
const foldedByModule = new WeakMap<A.Node, Set<A.Node>>();

function foldedIterables(module: A.Node): Set<A.Node> {
  let folded = foldedByModule.get(module);
  if (folded === undefined) {
    const found = new Set<A.Node>();
    walk(module, (n) => {
      if (n.kind === "For") found.add(n.iter);
      else if (n.kind === "ListComp" || n.kind === "SetComp" || n.kind === "DictComp" || n.kind === "GeneratorExp") for (const g of n.generators) found.add(g.iter);
      else if (n.kind === "Compare") {
        const last = n.ops.length - 1;
        if (n.ops[last] === "In" || n.ops[last] === "NotIn") found.add(n.comparators[last]);
      }
    });
    foldedByModule.set(module, (folded = found));
  }
  return folded;
}

/**
 * Per emitter: the first frozenset constant's code for each set of item codes (a constant's code
 * tells its type as CPython's constant keys do: `1`, `true`, `new $PyFloat(1)`).
 */
const firstByItems = new WeakMap<Emitter, Map<string, string>>();

/** The code of a set display of constants as CPython 3.11 builds it, or null for the items added in order. */
export function constantSetDisplay(cx: Emitter, e: A.Set): string | null {
  const folded = foldedIterables(cx.info.module.node).has(e);
  if (!folded && e.elts.length <= 2) return null;
  const items: string[] = [];
  for (const x of e.elts) {
    const code = foldedCode(cx, x);
    if (code === null) return null;
    items.push(code);
  }
  let first = firstByItems.get(cx);
  if (first === undefined) firstByItems.set(cx, (first = new Map()));
  const key = [...new Set(items)].sort().join("\u0000");
  let code = first.get(key);
  if (code === undefined) first.set(key, (code = `${cx.h("frozenConstant")}([${items.join(", ")}])`));
  const frozen = cx.constant(code);
  return folded ? frozen : `${cx.h("setFromFrozen")}(${frozen})`;
}
