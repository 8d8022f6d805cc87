// The `decimal` module: Decimal (value.ts, its methods in methods.ts), contexts with precision
// and rounding (getcontext, setcontext, localcontext), the ROUND_* modes and the signals.

import { E, PyModule, builtin, normInt, raise } from "../../values/index.js";
import { Context, ContextType, LocalContext, contextArgs, context, setContext } from "./context.js";
import { DecimalTuple } from "./methods.js";
import { ROUNDINGS } from "./number.js";
import {
  Clamped,
  ConversionSyntax,
  DecimalException,
  DivisionByZero,
  DivisionImpossible,
  DivisionUndefined,
  FloatOperation,
  Inexact,
  InvalidContext,
  InvalidOperation,
  Overflow,
  Rounded,
  Subnormal,
  Underflow,
} from "./signals.js";
import { DecimalType } from "./value.js";

export { PyDecimal, decimalOfRatio, decimalSqrtOfRatio, integerRatio } from "./value.js";

export function decimalModule(): PyModule {
  const attrs: Record<string, unknown> = {
    Decimal: DecimalType,
    Context: ContextType,
    getcontext: builtin("getcontext", "", context),
    setcontext: builtin("setcontext", "context, /", (c: unknown) => {
      if (!(c instanceof Context)) raise(E.TypeError, "argument must be a context");
      setContext(c as Context);
      return null;
    }),
    localcontext: builtin("localcontext", "ctx=None, *, prec=None, rounding=None", (ctx: unknown, prec: unknown, rounding: unknown) =>
      new LocalContext(contextArgs(prec, rounding, ctx instanceof Context ? ctx : context())),
    ),
    DefaultContext: new Context(),
    BasicContext: new Context(9, "ROUND_HALF_UP"),
    ExtendedContext: new Context(9, "ROUND_HALF_EVEN"),
    DecimalTuple,
    DecimalException,
    InvalidOperation,
    ConversionSyntax,
    DivisionImpossible,
    DivisionUndefined,
    InvalidContext,
    DivisionByZero,
    Inexact,
    Rounded,
    Overflow,
    Clamped,
    FloatOperation,
    Subnormal,
    Underflow,
    MAX_PREC: normInt(999999999999999999n),
    MAX_EMAX: normInt(999999999999999999n),
    MIN_EMIN: normInt(-999999999999999999n),
    MIN_ETINY: normInt(-1999999999999999997n),
  };
  for (const r of ROUNDINGS) attrs[r] = r;
  return new PyModule("decimal", attrs);
}

