// `+ - * /` and `< <= > >=` where the emitted int branches did not apply: a float with a float or
// an int held in a JS number (a safe int is its own double, as CPython's int-to-float conversion
// gives it) is computed here, and a list's `+` with a list and `*` by an int (listOps); anything
// else goes to binaryOp's, inplaceOp's or richCompare's dispatch. In this QuickJS a float product costs ~0.6 us here against ~1.1 through the
// dispatch's layers and its switch over the operator's name (bench/experiments/float-ops.mjs).

import { PyFloat } from "./float.js";
import { binaryOp, inplaceOp, listOps, type BinaryOpName } from "./operators.js";
import { PyList } from "./list.js";
import { richCompare, richCompareBool } from "./compare.js";

type Arith = (a: any, b: any) => any;

/** The operator on two doubles, or undefined where the dispatch must decide (a zero divisor raises there). */
type Doubles<R> = (x: number, y: number) => R | undefined;

/** `doubles` of both operands where each is a float or a number and one a float, else undefined. */
function ofDoubles<R>(a: any, b: any, doubles: Doubles<R>): R | undefined {
  if (a instanceof PyFloat) {
    if (b instanceof PyFloat) return doubles(a.v, b.v);
    if (typeof b === "number") return doubles(a.v, b);
  } else if (typeof a === "number" && b instanceof PyFloat) return doubles(a, b.v);
  return undefined;
}

function floatFirstOp(op: BinaryOpName, doubles: Doubles<number>, inplace: boolean): Arith {
  const general = inplace ? inplaceOp : binaryOp;
  // `xs + [x]`, `[0] * n` after the doubles: ~0.6 us of binaryOp's tests and calls skipped.
  const list = inplace ? undefined : listOps[op as keyof typeof listOps];
  return (a, b) => {
    const r = ofDoubles(a, b, doubles);
    if (r !== undefined) return new PyFloat(r);
    if (list !== undefined && a instanceof PyList) {
      const l = list(a, b);
      if (l !== undefined) return l;
    }
    return general(op, a, b);
  };
}

const DOUBLES: Record<"Add" | "Sub" | "Mult" | "Div", Doubles<number>> = {
  Add: (x, y) => x + y,
  Sub: (x, y) => x - y,
  Mult: (x, y) => x * y,
  Div: (x, y) => (y === 0 ? undefined : x / y),
};

const table = (inplace: boolean) =>
  Object.fromEntries(Object.entries(DOUBLES).map(([op, doubles]) => [op, floatFirstOp(op as BinaryOpName, doubles, inplace)])) as Record<keyof typeof DOUBLES, Arith>;

/** `floatFirst.Add(a, b)`: binaryOp("Add", a, b), floats without its dispatch; `Sub`, `Mult`, `Div` alike. */
export const floatFirst = table(false);
/** The same for `+=` and friends: inplaceOp where the operands are not floats (list `+=` extends). */
export const floatFirstInPlace = table(true);

const ORDERS: Record<"Lt" | "LtE" | "Gt" | "GtE", Doubles<boolean>> = {
  Lt: (x, y) => x < y,
  LtE: (x, y) => x <= y,
  Gt: (x, y) => x > y,
  GtE: (x, y) => x >= y,
};

const orders = (compare: typeof richCompare) =>
  Object.fromEntries(
    Object.entries(ORDERS).map(([op, doubles]) => [op, (a: any, b: any) => ofDoubles(a, b, doubles) ?? compare(a, b, op as keyof typeof ORDERS)]),
  ) as Record<keyof typeof ORDERS, (a: any, b: any) => boolean>;

/** `floatFirstOrder.Lt(a, b)`: richCompare(a, b, "Lt"), floats without its dispatch (NaN unordered). */
export const floatFirstOrder = orders(richCompare);
/** The same in a condition: richCompareBool, the truth of a script's method's answer. */
export const floatFirstTruth = orders(richCompareBool);
