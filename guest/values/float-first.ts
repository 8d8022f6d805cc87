// `+ - * /` where the emitted int branches did not apply: a float with a float or an int held in
// a JS number (a safe int is its own double, as CPython's int-to-float conversion gives it) is
// computed here, anything else goes to binaryOp's or inplaceOp's dispatch. In this QuickJS a
// float product costs ~0.6 us here against ~1.1 through the dispatch's layers and its switch
// over the operator's name (bench/experiments/float-ops.mjs).

import { PyFloat } from "./float.js";
import { binaryOp, inplaceOp, type BinaryOpName } from "./operators.js";

type Arith = (a: any, b: any) => any;

/** The operator on two doubles, or undefined where the dispatch must decide (a zero divisor raises there). */
type Doubles = (x: number, y: number) => number | undefined;

function floatFirstOp(op: BinaryOpName, doubles: Doubles, inplace: boolean): Arith {
  const general = inplace ? inplaceOp : binaryOp;
  return (a, b) => {
    let r: number | undefined;
    if (a instanceof PyFloat) {
      if (b instanceof PyFloat) r = doubles(a.v, b.v);
      else if (typeof b === "number") r = doubles(a.v, b);
    } else if (typeof a === "number" && b instanceof PyFloat) r = doubles(a, b.v);
    return r === undefined ? general(op, a, b) : new PyFloat(r);
  };
}

const DOUBLES: Record<"Add" | "Sub" | "Mult" | "Div", Doubles> = {
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
