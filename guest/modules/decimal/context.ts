// decimal's contexts: precision and rounding (the exponent limits are the default ones and never
// reached), the current context, and localcontext()'s manager.

import { E, PyType, T, builtin, defineMethods, isInt, raise } from "../../values/index.js";
import { EMAX, EMIN, type Rounding, ROUNDINGS } from "./number.js";

export const ContextType = new PyType("Context", [T.object], "decimal");
ContextType.tpName = "decimal.Context";

export class Context {
  constructor(
    public prec = 28,
    public rounding: Rounding = "ROUND_HALF_EVEN",
  ) {}

  $getAttr(name: string): unknown {
    if (name === "prec") return this.prec;
    if (name === "rounding") return this.rounding;
    if (name === "Emax") return EMAX;
    if (name === "Emin") return EMIN;
    return undefined;
  }

  $setAttr(name: string, value: unknown): void {
    if (name === "prec") {
      if (!isInt(value)) raise(E.TypeError, "an integer is required");
      const p = Number(value);
      if (p < 1 || p > 999999999999999999) raise(E.ValueError, "valid range for prec is [1, MAX_PREC]");
      this.prec = p;
    } else if (name === "rounding") {
      if (!ROUNDINGS.includes(value as Rounding)) raise(E.TypeError, "valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]");
      this.rounding = value as Rounding;
    } else {
      raise(E.AttributeError, `'decimal.Context' object has no attribute '${name}'`);
    }
  }

  $repr(): string {
    return `Context(prec=${this.prec}, rounding=${this.rounding}, Emin=${EMIN}, Emax=${EMAX}, capitals=1, clamp=0, flags=[], traps=[InvalidOperation, DivisionByZero, Overflow])`;
  }
}
Object.defineProperty(Context.prototype, "$type", { value: ContextType });

// The current context (getcontext()). Read through context(): a lazily loaded chunk sees another
// chunk's exports as they were when it loaded them, so an exported `let` would not follow changes.
let current = new Context();

export function context(): Context {
  return current;
}

export function setContext(c: Context): void {
  current = c;
}

const ContextManagerType = new PyType("_ContextManager", [T.object], "decimal");
export class LocalContext {
  saved: Context | null = null;
  constructor(readonly ctx: Context) {}
}
Object.defineProperty(LocalContext.prototype, "$type", { value: ContextManagerType });
defineMethods(ContextManagerType, {
  __enter__: builtin("__enter__", "self", (m: LocalContext) => {
    m.saved = current;
    current = m.ctx;
    return m.ctx;
  }),
  __exit__: builtin("__exit__", "self, *args", (m: LocalContext) => {
    current = m.saved ?? current;
    return false;
  }),
});

/** A copy of `base` with the given prec and rounding (None: base's). */
export function contextArgs(prec: unknown, rounding: unknown, base: Context): Context {
  const c = new Context(base.prec, base.rounding);
  if (prec !== null) c.$setAttr("prec", prec);
  if (rounding !== null) c.$setAttr("rounding", rounding);
  return c;
}

ContextType.construct = (pos, kw) => contextCtor.$kw!(pos, kw ?? {});
const contextCtor = builtin("Context", "prec=None, rounding=None, Emin=None, Emax=None, capitals=None, clamp=None, flags=None, traps=None", (prec: unknown, rounding: unknown) =>
  contextArgs(prec, rounding, new Context()),
);
