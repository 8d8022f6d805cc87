// The real number types of modules (decimal.Decimal, fractions.Fraction) as the core meets them:
// float() and int() that run no script code (a `%f` or a math function has nothing to await), and
// the exact value, for hashing and exact comparisons across the number types.
import { type Int } from "./int.js";

/** A reduced fraction n/d with d > 0. */
export interface Ratio {
  n: bigint;
  d: bigint;
}

export interface ModuleReal {
  $float(): number;
  $int(): Int;
  /** The exact value; null for a NaN or an infinity. */
  $ratio(): Ratio | null;
  /** `undefined` for NotImplemented; "DivMod" is divmod(). */
  $binaryOp(op: string, other: unknown, reflected: boolean): unknown;
}

export function isModuleReal(x: unknown): x is ModuleReal {
  return typeof x === "object" && x !== null && typeof (x as { $ratio?: unknown }).$ratio === "function";
}
