// Arithmetic whose result is sure to be a safe int: `+ - *` of int literals and JS numbers of
// known magnitude (a counter of a range of int literals, emit-loop.ts). Such an expression needs
// no range check and no `typeof` of its result (int_loop's `i * i` over range(1000000)).

import type * as A from "./ast.js";
import type { Emitter } from "./emit-context.js";
import { probe } from "./code-shape.js";

const DIGITS = /^\d+$/;

const MAX_SAFE = 9007199254740991n;
const JS_OPS: Partial<Record<A.OperatorName, string>> = { Add: "+", Sub: "-", Mult: "*" };

/** The largest magnitude `e` can have, when it is within the safe ints; null otherwise. */
export function safeMagnitude(cx: Emitter, e: A.Expr): bigint | null {
  // Each operator of a chain asks about its operands: remembered, the chain costs one pass.
  let m = cx.fn.safeMagnitudes.get(e);
  if (m === undefined) {
    m = magnitude(cx, e);
    if (m !== null && m > MAX_SAFE) m = null;
    cx.fn.safeMagnitudes.set(e, m);
  }
  return m;
}

function magnitude(cx: Emitter, e: A.Expr): bigint | null {
  switch (e.kind) {
    case "Constant":
      return e.value.type === "int" ? BigInt(e.value.digits) : null;
    case "Name": {
      const js = cx.varName(cx.resolve(e.id).v);
      return cx.fn.numbers.has(js) ? (cx.fn.magnitude(js) ?? null) : null;
    }
    case "UnaryOp":
      return e.op === "USub" ? magnitude(cx, e.operand) : null;
    case "BinOp": {
      if (JS_OPS[e.op] === undefined) return null;
      const a = safeMagnitude(cx, e.left);
      const b = a === null ? null : safeMagnitude(cx, e.right);
      if (a === null || b === null) return null;
      return e.op === "Mult" ? a * b : a + b;
    }
    default:
      return null;
  }
}

/**
 * `e` as the JS operator alone where its result is sure to be a safe int, else null (two int
 * literals: binaryOp's literalArith). A product takes `+ 0` (ints have no -0: `0 * -3`) unless
 * it is a square or of two operands known non-negative.
 */
export function safeArith(cx: Emitter, e: A.BinOp, left: string, right: string): string | null {
  const js = JS_OPS[e.op];
  if (js === undefined || (e.left.kind === "Constant" && e.right.kind === "Constant") || safeMagnitude(cx, e) === null) return null;
  const nonNegative = (code: string) => probe(DIGITS, code) || cx.fn.isNonNegative(code);
  const signed = e.op === "Mult" && left !== right && !(nonNegative(left) && nonNegative(right));
  return `(${left} ${js} ${right}${signed ? " + 0" : ""})`;
}
