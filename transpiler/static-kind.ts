// What an expression certainly evaluates to, when the emitter can tell without running it (or
// else it raises): lets an operator drop the inline branches that cannot apply and the `typeof`
// tests that cannot fail. No user classes exist, so no operator can be overloaded.

import type * as A from "./ast.js";
import type { Emitter, Kind } from "./emit-context.js";

const MAX_SAFE = 9007199254740991n;

export const isIntKind = (k: Kind) => k === "number" || k === "int";

export function staticKind(cx: Emitter, e: A.Expr): Kind {
  // Each operator of a chain asks about its operands: remembered, the chain costs one pass.
  const memo = cx.fn.kinds;
  let kind = memo.get(e);
  if (kind === undefined) {
    kind = computeKind(cx, e);
    memo.set(e, kind);
  }
  return kind;
}

function computeKind(cx: Emitter, e: A.Expr): Kind {
  switch (e.kind) {
    case "Constant":
      if (e.value.type === "str") return "str";
      if (e.value.type === "int") return BigInt(e.value.digits) <= MAX_SAFE ? "number" : "int";
      return null;
    case "Name":
      return cx.fn.numbers.has(cx.varName(cx.resolve(e.id).v)) ? "number" : null;
    case "JoinedStr":
      return "str";
    case "UnaryOp": {
      // 0 - x stays in the safe range.
      const operand = e.op === "USub" ? staticKind(cx, e.operand) : null;
      return isIntKind(operand) ? operand : null;
    }
    case "BinOp":
      return binOpKind(e.op, staticKind(cx, e.left), staticKind(cx, e.right));
    case "Call": {
      const name = directBuiltin(cx, e);
      if (name === null) return null;
      // int() and float() may run a script's __int__/__float__/__index__: no kind is promised.
      if (name === "int" || name === "float") return null;
      // Only len() of a range can pass 2**53.
      if (name === "len") return staticKind(cx, e.args[0]) === "str" ? "number" : "int";
      return "str";
    }
    default:
      return null;
  }
}

/** The builtins whose one-argument call the emitter makes a direct call of the guest's function
 *  of the same name (emit-call.ts; int and float: intOf, floatOf), and whose result kind is known
 *  here where it can be. */
const DIRECT_BUILTINS = ["len", "str", "repr", "int", "float"] as const;

/** Which of DIRECT_BUILTINS `e` calls, unrebound, with one plain positional argument; else null. */
export function directBuiltin(cx: Emitter, e: A.Call): (typeof DIRECT_BUILTINS)[number] | null {
  if (e.args.length !== 1 || e.keywords.length || e.args[0].kind === "Starred") return null;
  return DIRECT_BUILTINS.find((name) => cx.isBuiltinName(e.func, name)) ?? null;
}

function binOpKind(op: A.OperatorName, a: Kind, b: Kind): Kind {
  switch (op) {
    case "Add":
    case "Mult":
      // str * int repeats.
      return a === "str" || b === "str" ? "str" : isIntKind(a) && isIntKind(b) ? "int" : null;
    case "Sub":
      return isIntKind(a) && isIntKind(b) ? "int" : null;
    case "Mod":
      // str % args formats; an int remainder is smaller than the divisor.
      if (a === "str") return "str";
      return a === "number" && b === "number" ? "number" : isIntKind(a) && isIntKind(b) ? "int" : null;
    case "FloorDiv":
      return a === "number" && b === "number" ? "number" : isIntKind(a) && isIntKind(b) ? "int" : null;
    default:
      return null;
  }
}
