// divmod(a, b): the numbers' own quotient and remainder, else the operands' `__divmod__` /
// `__rdivmod__` (the "DivMod" operator a script's class, Decimal, Fraction and timedelta answer).
import { E, raise } from "./exceptions.js";
import { PyFloat } from "./float.js";
import { isInt } from "./int.js";
import { binaryOp } from "./operators.js";
import { PyTuple } from "./tuple.js";
import { typeName } from "./type.js";

const isNumber = (x: any) => isInt(x) || typeof x === "boolean" || x instanceof PyFloat;
const hasBinary = (x: any) => x !== null && typeof x === "object" && typeof x.$binaryOp === "function";

export function divmod(a: any, b: any): PyTuple {
  if (!isNumber(a) || !isNumber(b)) {
    const r = (hasBinary(a) ? a.$binaryOp("DivMod", b, false) : undefined) ?? (hasBinary(b) ? b.$binaryOp("DivMod", a, true) : undefined);
    if (r !== undefined) return r as PyTuple;
    raise(E.TypeError, `unsupported operand type(s) for divmod(): '${typeName(a)}' and '${typeName(b)}'`);
  }
  // The float message names divmod itself; binaryOp would name `//`.
  if ((a instanceof PyFloat || b instanceof PyFloat) && Number(b instanceof PyFloat ? b.v : b) === 0) {
    raise(E.ZeroDivisionError, "float divmod()");
  }
  return new PyTuple([binaryOp("FloorDiv", a, b), binaryOp("Mod", a, b)]);
}
