// decimal's signals as exceptions: every trap the default context sets raises, as the C
// implementation raises it.

import { E, PyList, type PyType, newException, newExceptionType } from "../../values/index.js";

export const DecimalException = newExceptionType("DecimalException", [E.ArithmeticError], "decimal");
export const InvalidOperation = newExceptionType("InvalidOperation", [DecimalException], "decimal");
export const ConversionSyntax = newExceptionType("ConversionSyntax", [InvalidOperation], "decimal");
export const DivisionByZero = newExceptionType("DivisionByZero", [DecimalException, E.ZeroDivisionError], "decimal");
export const DivisionUndefined = newExceptionType("DivisionUndefined", [InvalidOperation, E.ZeroDivisionError], "decimal");
export const DivisionImpossible = newExceptionType("DivisionImpossible", [InvalidOperation], "decimal");
export const Inexact = newExceptionType("Inexact", [DecimalException], "decimal");
export const Rounded = newExceptionType("Rounded", [DecimalException], "decimal");
export const Overflow = newExceptionType("Overflow", [Inexact, Rounded], "decimal");
export const Clamped = newExceptionType("Clamped", [DecimalException], "decimal");
export const FloatOperation = newExceptionType("FloatOperation", [DecimalException, E.TypeError], "decimal");
export const Subnormal = newExceptionType("Subnormal", [DecimalException], "decimal");
export const Underflow = newExceptionType("Underflow", [Inexact, Rounded, Subnormal], "decimal");
export const InvalidContext = newExceptionType("InvalidContext", [InvalidOperation], "decimal");

const INVALID = [InvalidOperation, ConversionSyntax, DivisionUndefined, DivisionImpossible];

/** Trapped signals as the C implementation raises them: InvalidOperation when one is it or one of
 *  its conditions, else the first, with the list of them as the argument:
 *  `InvalidOperation([<class 'decimal.ConversionSyntax'>])`. */
export function signal(...conditions: PyType[]): never {
  const raised = conditions.some((c) => INVALID.includes(c)) ? InvalidOperation : conditions[0];
  throw newException(raised, [new PyList(conditions)]);
}
