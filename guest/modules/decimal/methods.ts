// Decimal's methods: quantize and the to_integral family, exp/ln/log10/sqrt, the comparisons
// (compare, max, min, compare_total, ...), next_plus/next_minus/next_toward, the predicates and
// the conversions (as_tuple, as_integer_ratio, to_eng_string, from_float). A method's `context`
// argument is the context it computes in, as in CPython.

import {
  E,
  PyFloat,
  PyTuple,
  builtin,
  callPy,
  classMethod,
  defineMethods,
  defineProperties,
  isInt,
  normInt,
  raise,
  toBigInt,
  typeName,
} from "../../values/index.js";
import { namedtuple } from "../collections/namedtuple.js";
import { Context, context, setContext } from "./context.js";
import { type Dec, EMAX, EMIN, type Rounding, ROUNDINGS, add, adjusted, compare, dec, fix, nextToward, pow10, rescale, toSci } from "./number.js";
import { DivisionByZero, DivisionImpossible, DivisionUndefined, InvalidOperation, signal } from "./signals.js";
import { expDec, lnDec, log10Dec } from "./transcendental.js";
import {
  DecimalType,
  PyDecimal,
  construct,
  fromFloatExact,
  fromInt,
  integerRatio,
  integral,
  isNaN,
  normalized,
  quantizeTo,
  sqrt,
} from "./value.js";

export const DecimalTuple = namedtuple("DecimalTuple", "sign digits exponent", false, null, "decimal");

/** `fn` computed in the method's `context` argument (None: the current context). */
function within<T>(ctx: unknown, fn: () => T): T {
  if (ctx === null || ctx === undefined) return fn();
  if (!(ctx instanceof Context)) raise(E.TypeError, "optional argument must be a context");
  const saved = context();
  setContext(ctx);
  try {
    return fn();
  } finally {
    setContext(saved);
  }
}

/** A method of one Decimal, computed in its context argument. */
const unary = (name: string, f: (d: Dec) => unknown) =>
  builtin(name, "self, context=None", (x: PyDecimal, ctx: unknown) => within(ctx, () => wrap(f(x.d))));

/** A method of two, the other a Decimal or an int (_convert_other(raiseit=True)). */
const binary = (name: string, f: (a: Dec, b: Dec) => unknown) =>
  builtin(name, "self, other, context=None", (x: PyDecimal, other: unknown, ctx: unknown) => within(ctx, () => wrap(f(x.d, convertOther(other)))));

const wrap = (r: unknown) => (typeof r === "object" && r !== null && "coef" in r ? new PyDecimal(r as Dec) : r);

function convertOther(x: unknown): Dec {
  if (x instanceof PyDecimal) return x.d;
  if (isInt(x) || typeof x === "boolean") return fromInt(toBigInt(x));
  return raise(E.TypeError, `conversion from ${typeName(x)} to Decimal is not supported`);
}

const inf = (sign: 0 | 1): Dec => ({ sign, coef: 0n, exp: 0, special: "inf" });
const isZero = (d: Dec) => !d.special && d.coef === 0n;
const fixed = (d: Dec) => (d.special ? d : fix(d, context().prec, context().rounding));

/** _check_nans: the NaN result of an operation (InvalidOperation for a signaling one), or null. */
function nanOf(a: Dec, b?: Dec): Dec | null {
  if (a.special === "snan" || b?.special === "snan") signal(InvalidOperation);
  if (isNaN(a)) return a;
  if (b && isNaN(b)) return b;
  return null;
}

/** compare_total: the total order, NaNs (signaling below quiet) outside the numbers, then by
 *  exponent among equal values. */
function compareTotal(a: Dec, b: Dec): number {
  if (a.sign !== b.sign) return a.sign ? -1 : 1;
  const flip = a.sign ? -1 : 1;
  const rank = (d: Dec) => (d.special === "nan" ? 2 : d.special === "snan" ? 1 : 0);
  if (rank(a) || rank(b)) {
    if (rank(a) !== rank(b)) return (rank(a) > rank(b) ? 1 : -1) * flip;
    const pa = a.coef ? a.coef.toString() : "";
    const pb = b.coef ? b.coef.toString() : "";
    if (pa === pb) return 0;
    return (pa.length !== pb.length ? pa.length < pb.length : pa < pb) ? -flip : flip;
  }
  const c = compare(a, b);
  if (c !== 0) return c;
  if (a.special || a.exp === b.exp) return 0;
  return (a.exp < b.exp ? -1 : 1) * flip;
}

/** max/min (by value or magnitude): a quiet NaN gives way to a number; ties go by compare_total. */
function extreme(a: Dec, b: Dec, larger: boolean, magnitude: boolean): Dec {
  if (isNaN(a) || isNaN(b)) {
    if (a.special === "nan" && !isNaN(b)) return fixed(b);
    if (b.special === "nan" && !isNaN(a)) return fixed(a);
    return nanOf(a, b)!;
  }
  let c = magnitude ? compare({ ...a, sign: 0 }, { ...b, sign: 0 }) : compare(a, b);
  if (c === 0) c = compareTotal(a, b);
  return fixed((larger ? c === -1 : c !== -1) ? b : a);
}

/** next_plus / next_minus: the neighbour toward +Infinity (up) or -Infinity. */
function next(d: Dec, up: boolean): Dec {
  const nan = nanOf(d);
  if (nan) return nan;
  const { prec } = context();
  if (d.special) return (d.sign === 0) === up ? d : dec(d.sign, pow10(prec) - 1n, EMAX - prec + 1);
  return nextToward(d, up, prec);
}

/** remainder_near: a - n*b for the integer n nearest a/b (ties to even). */
function remainderNear(a: Dec, b: Dec): Dec {
  const nan = nanOf(a, b);
  if (nan) return nan;
  if (a.special) signal(InvalidOperation);
  if (isZero(b)) signal(isZero(a) ? DivisionUndefined : InvalidOperation);
  if (b.special) return fixed(a);
  const { prec, rounding } = context();
  const ideal = Math.min(a.exp, b.exp);
  if (isZero(a)) return fixed(dec(a.sign, 0n, ideal));
  const expdiff = adjusted(a) - adjusted(b);
  if (expdiff >= prec + 1) signal(DivisionImpossible);
  if (expdiff <= -2) return fixed(rescale(a, ideal, rounding));
  const x = a.coef * pow10(a.exp - ideal);
  const y = b.coef * pow10(b.exp - ideal);
  let q = x / y;
  let r = x % y;
  if (2n * r + (q & 1n) > y) {
    r -= y;
    q += 1n;
  }
  if (q >= pow10(prec)) signal(DivisionImpossible);
  const sign = (r < 0n ? 1 - a.sign : a.sign) as 0 | 1;
  return fixed(dec(sign, r < 0n ? -r : r, ideal));
}

function scaleb(a: Dec, b: Dec): Dec {
  const nan = nanOf(a, b);
  if (nan) return nan;
  const { prec } = context();
  if (b.special || b.exp !== 0) signal(InvalidOperation);
  const n = b.sign ? -b.coef : b.coef;
  const limit = BigInt(2 * (EMAX + prec));
  if (n < -limit || n > limit) signal(InvalidOperation);
  if (a.special) return a;
  return fixed({ ...a, exp: a.exp + Number(n) });
}

function logb(d: Dec): Dec {
  const nan = nanOf(d);
  if (nan) return nan;
  if (d.special) return inf(0);
  if (d.coef === 0n) signal(DivisionByZero);
  return fixed(fromInt(BigInt(adjusted(d))));
}

const isSubnormal = (d: Dec) => !d.special && d.coef !== 0n && adjusted(d) < EMIN;

function numberClass(d: Dec): string {
  if (d.special === "snan") return "sNaN";
  if (d.special === "nan") return "NaN";
  const sign = d.sign ? "-" : "+";
  if (d.special) return `${sign}Infinity`;
  if (d.coef === 0n) return `${sign}Zero`;
  return isSubnormal(d) ? `${sign}Subnormal` : `${sign}Normal`;
}

/** fma: a * b exactly, then + c rounded once. */
function fma(a: Dec, b: Dec, c: Dec): Dec {
  let product: Dec;
  if (a.special || b.special) {
    if (a.special === "snan" || b.special === "snan") signal(InvalidOperation);
    if (isNaN(a) || isNaN(b)) product = isNaN(a) ? a : b;
    else if (isZero(a) || isZero(b)) return signal(InvalidOperation);
    else product = inf((a.sign ^ b.sign) as 0 | 1);
  } else {
    product = dec((a.sign ^ b.sign) as 0 | 1, a.coef * b.coef, a.exp + b.exp);
  }
  const nan = nanOf(product, c);
  if (nan) return nan;
  if (product.special || c.special) {
    if (product.special && c.special && product.sign !== c.sign) signal(InvalidOperation);
    return product.special ? product : c;
  }
  return add(product, c, context().prec, context().rounding);
}

function sqrtOf(d: Dec): Dec {
  const nan = nanOf(d);
  if (nan) return nan;
  if (d.special === "inf" && d.sign === 0) return d;
  if (d.sign && (d.special || d.coef !== 0n)) signal(InvalidOperation);
  return sqrt(d);
}

/** to_integral_value / to_integral_exact: rounded to an integer by `rounding` (None: the context's). */
const toIntegral = (name: string) =>
  builtin(name, "self, rounding=None, context=None", (x: PyDecimal, r: unknown, ctx: unknown) =>
    within(ctx, () => {
      const nan = nanOf(x.d);
      if (nan) return new PyDecimal(nan);
      if (x.d.special || x.d.exp >= 0) return x;
      return new PyDecimal(rescale(x.d, 0, (r as Rounding | null) ?? context().rounding));
    }),
  );

defineProperties(DecimalType, {
  real: (x: PyDecimal) => x,
  imag: () => new PyDecimal(dec(0, 0n, 0)),
});
defineMethods(DecimalType, {
  quantize: builtin("quantize", "self, exp, rounding=None, context=None", (x: PyDecimal, exp: unknown, rounding: unknown, ctx: unknown) =>
    within(ctx, () => {
      const target = construct(exp).d;
      const mode = rounding === null ? context().rounding : (rounding as Rounding);
      if (!ROUNDINGS.includes(mode)) raise(E.TypeError, "invalid rounding mode");
      return new PyDecimal(quantizeTo(x.d, target.exp, mode));
    }),
  ),
  normalize: unary("normalize", (d) => nanOf(d) ?? (d.special ? d : normalized(fixed(d)))),
  to_integral_value: toIntegral("to_integral_value"),
  to_integral: toIntegral("to_integral"),
  to_integral_exact: toIntegral("to_integral_exact"),
  adjusted: builtin("adjusted", "self", (x: PyDecimal) => (x.d.special ? 0 : adjusted(x.d))),
  as_tuple: builtin("as_tuple", "self", (x: PyDecimal) => {
    const { sign, coef, special } = x.d;
    // A NaN without a payload has no digits.
    const digitsOf = special && special !== "inf" && coef === 0n ? [] : [...coef.toString()].map(Number);
    return callPy(DecimalTuple, [sign, new PyTuple(digitsOf), special === "inf" ? "F" : special === "nan" ? "n" : special === "snan" ? "N" : x.d.exp]);
  }),
  as_integer_ratio: builtin("as_integer_ratio", "self", (x: PyDecimal) => {
    const r = integerRatio(x);
    return new PyTuple([normInt(r.n), normInt(r.d)]);
  }),
  // math.floor, math.ceil and math.trunc ask these.
  __floor__: builtin("__floor__", "self", (x: PyDecimal) => integral(x.d, "ROUND_FLOOR")),
  __ceil__: builtin("__ceil__", "self", (x: PyDecimal) => integral(x.d, "ROUND_CEILING")),
  __trunc__: builtin("__trunc__", "self", (x: PyDecimal) => x.$int()),
  from_float: classMethod(builtin("from_float", "cls, f, /", (_cls: unknown, f: unknown) => {
    if (isInt(f) || typeof f === "boolean") return new PyDecimal(fromInt(toBigInt(f)));
    if (!(f instanceof PyFloat)) raise(E.TypeError, "argument must be int or float");
    return new PyDecimal(fromFloatExact(f.v));
  })),
  exp: unary("exp", (d) => expDec(d, context().prec)),
  ln: unary("ln", (d) => lnDec(d, context().prec)),
  log10: unary("log10", (d) => log10Dec(d, context().prec)),
  sqrt: unary("sqrt", sqrtOf),
  logb: unary("logb", logb),
  next_plus: unary("next_plus", (d) => next(d, true)),
  next_minus: unary("next_minus", (d) => next(d, false)),
  next_toward: binary("next_toward", (a, b) => {
    const nan = nanOf(a, b);
    if (nan) return nan;
    const c = compare(a, b);
    return c === 0 ? { ...a, sign: b.sign } : next(a, c < 0);
  }),
  compare: binary("compare", (a, b) => nanOf(a, b) ?? fromInt(BigInt(compare(a, b)))),
  compare_signal: binary("compare_signal", (a, b) => {
    if (isNaN(a) || isNaN(b)) signal(InvalidOperation);
    return fromInt(BigInt(compare(a, b)));
  }),
  compare_total: binary("compare_total", (a, b) => fromInt(BigInt(compareTotal(a, b)))),
  compare_total_mag: binary("compare_total_mag", (a, b) => fromInt(BigInt(compareTotal({ ...a, sign: 0 }, { ...b, sign: 0 })))),
  max: binary("max", (a, b) => extreme(a, b, true, false)),
  min: binary("min", (a, b) => extreme(a, b, false, false)),
  max_mag: binary("max_mag", (a, b) => extreme(a, b, true, true)),
  min_mag: binary("min_mag", (a, b) => extreme(a, b, false, true)),
  copy_sign: binary("copy_sign", (a, b) => ({ ...a, sign: b.sign })),
  same_quantum: binary("same_quantum", (a, b) =>
    a.special || b.special ? (isNaN(a) && isNaN(b)) || (a.special === "inf" && b.special === "inf") : a.exp === b.exp,
  ),
  remainder_near: binary("remainder_near", remainderNear),
  scaleb: binary("scaleb", scaleb),
  fma: builtin("fma", "self, other, third, context=None", (x: PyDecimal, b: unknown, c: unknown, ctx: unknown) =>
    within(ctx, () => new PyDecimal(fma(x.d, convertOther(b), convertOther(c)))),
  ),
  to_eng_string: builtin("to_eng_string", "self, context=None", (x: PyDecimal) => toSci(x.d, true)),
  number_class: unary("number_class", numberClass),
  is_zero: builtin("is_zero", "self", (x: PyDecimal) => isZero(x.d)),
  is_signed: builtin("is_signed", "self", (x: PyDecimal) => x.d.sign === 1),
  is_nan: builtin("is_nan", "self", (x: PyDecimal) => isNaN(x.d)),
  is_qnan: builtin("is_qnan", "self", (x: PyDecimal) => x.d.special === "nan"),
  is_snan: builtin("is_snan", "self", (x: PyDecimal) => x.d.special === "snan"),
  is_infinite: builtin("is_infinite", "self", (x: PyDecimal) => x.d.special === "inf"),
  is_finite: builtin("is_finite", "self", (x: PyDecimal) => x.d.special === null),
  is_normal: unary("is_normal", (d) => !d.special && d.coef !== 0n && adjusted(d) >= EMIN),
  is_subnormal: unary("is_subnormal", isSubnormal),
  is_canonical: builtin("is_canonical", "self", () => true),
  canonical: builtin("canonical", "self", (x: PyDecimal) => x),
  conjugate: builtin("conjugate", "self", (x: PyDecimal) => x),
  radix: builtin("radix", "self", () => new PyDecimal(dec(0, 10n, 0))),
  copy_abs: builtin("copy_abs", "self", (x: PyDecimal) => new PyDecimal({ ...x.d, sign: 0 })),
  copy_negate: builtin("copy_negate", "self", (x: PyDecimal) => new PyDecimal({ ...x.d, sign: (1 - x.d.sign) as 0 | 1 })),
});
