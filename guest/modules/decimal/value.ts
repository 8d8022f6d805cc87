// decimal.Decimal as a value: construction, arithmetic in the current context (exact, then rounded
// once), comparisons with ints, floats and Fractions (exactly), hashing with them, int()/float()/
// round(), and the signals its operations raise.

import {
  E,
  type Int,
  type Ratio,
  PyFloat,
  PyTuple,
  PyType,
  T,
  asIndex,
  builtin,
  isInt,
  isModuleReal,
  normInt,
  objectId,
  raise,
  decimalHash,
  decimalKey,
  toBigInt,
  typeName,
} from "../../values/index.js";
import { frac, fromFloat, isqrt } from "../fraction.js";
import { context } from "./context.js";
import { formatDecimal } from "./format.js";
import { powerDec } from "./transcendental.js";
import {
  type Dec,
  type Rounding,
  add,
  adjusted,
  compare,
  dec,
  div,
  divmod,
  digits,
  fix,
  mul,
  nextToward,
  parse,
  pow10,
  rescale,
  toSci,
} from "./number.js";
import { ConversionSyntax, DivisionByZero, DivisionImpossible, DivisionUndefined, InvalidOperation, signal } from "./signals.js";

// tp_name is "decimal.Decimal": CPython's operator messages name it so (its __name__ is Decimal).
export const DecimalType = new PyType("Decimal", [T.object], "decimal");
DecimalType.tpName = "decimal.Decimal";

export class PyDecimal {
  constructor(readonly d: Dec) {}

  $repr(): string {
    return `Decimal('${toSci(this.d)}')`;
  }

  $str(): string {
    return toSci(this.d);
  }

  $bool(): boolean {
    return this.d.special !== null || this.d.coef !== 0n;
  }

  $eq(other: unknown): boolean {
    const sides = comparable(this.d, other);
    if (sides === undefined || isNaN(sides[0]) || isNaN(sides[1])) return false;
    return compare(sides[0], sides[1]) === 0;
  }

  $compare(other: unknown): number | undefined {
    const sides = comparable(this.d, other);
    if (sides === undefined) return undefined;
    if (isNaN(sides[0]) || isNaN(sides[1])) signal(InvalidOperation);
    return compare(sides[0], sides[1]);
  }

  $ratio(): Ratio | null {
    if (this.d.special) return null;
    const n = this.d.sign ? -this.d.coef : this.d.coef;
    if (this.d.exp >= 0) return { n: n * pow10(this.d.exp), d: 1n };
    return frac(n, pow10(-this.d.exp));
  }

  /** The key of an equal int, float or Fraction (hash.ts); a NaN is equal to nothing. */
  $mapKey(): unknown {
    if (this.d.special === "snan") raise(E.TypeError, "Cannot hash a signaling NaN value");
    if (this.d.special === "nan") return this;
    if (this.d.special === "inf") return this.d.sign ? -Infinity : Infinity;
    return decimalKey(this.d.sign === 1, this.d.coef, this.d.exp);
  }

  $pyHash(): Int {
    if (this.d.special === "snan") raise(E.TypeError, "Cannot hash a signaling NaN value");
    if (this.d.special === "nan") return objectId(this);
    if (this.d.special === "inf") return this.d.sign ? -314159 : 314159;
    return decimalHash(this.d.sign === 1, this.d.coef, this.d.exp);
  }

  $binaryOp(op: string, other: unknown, reflected: boolean): unknown {
    const o = operand(other, false);
    if (o === undefined) return undefined;
    const [a, b] = reflected ? [o, this.d] : [this.d, o];
    if (op === "DivMod") return new PyTuple(divmodDec(a, b).map((d) => new PyDecimal(d)));
    return new PyDecimal(arith(op, a, b));
  }

  $unaryOp(op: string): unknown {
    const { prec, rounding } = context();
    if (op === "USub") return new PyDecimal(this.d.special ? { ...this.d, sign: (1 - this.d.sign) as 0 | 1 } : fix(dec(this.d.coef === 0n ? 0 : ((1 - this.d.sign) as 0 | 1), this.d.coef, this.d.exp), prec, rounding));
    if (op === "UAdd") return new PyDecimal(this.d.special ? this.d : fix(dec(this.d.coef === 0n ? 0 : this.d.sign, this.d.coef, this.d.exp), prec, rounding));
    if (op === "Abs") return new PyDecimal(this.d.special ? { ...this.d, sign: 0 } : fix(dec(0, this.d.coef, this.d.exp), prec, rounding));
    return undefined;
  }

  $int(): Int {
    return integral(this.d, "ROUND_DOWN");
  }

  $float(): number {
    if (this.d.special === "inf") return this.d.sign ? -Infinity : Infinity;
    if (this.d.special === "snan") raise(E.ValueError, "cannot convert signaling NaN to float");
    if (this.d.special) return NaN;
    return Number(toSci(this.d));
  }

  $round(ndigits: unknown): unknown {
    if (ndigits === null || ndigits === undefined) return integral(this.d, "ROUND_HALF_EVEN");
    return new PyDecimal(quantizeTo(this.d, -Number(asIndex(ndigits)), context().rounding));
  }

  $format(spec: string): string {
    return formatDecimal(this.d, spec);
  }
}
Object.defineProperty(PyDecimal.prototype, "$type", { value: DecimalType });

/** The integer `d` rounds to by `mode` (int() truncates, math.floor floors). */
export function integral(d: Dec, mode: Rounding): Int {
  if (d.special === "inf") raise(E.OverflowError, "cannot convert Infinity to integer");
  if (d.special) raise(E.ValueError, "cannot convert NaN to integer");
  const r = rescale(d, 0, mode);
  return normInt(r.sign ? -r.coef : r.coef);
}

/** Decimal(n) / Decimal(d) in the current context (statistics' _convert of a Fraction). */
export function decimalOfRatio(r: Ratio): PyDecimal {
  return new PyDecimal(arith("Div", fromInt(r.n), fromInt(r.d)));
}

/** The square root of n/d >= 0 correctly rounded in the current context, as statistics'
 *  _decimal_sqrt_of_frac finds it: Decimal's sqrt of the rounded quotient, then a step up or
 *  down where the exact midpoints say so. */
export function decimalSqrtOfRatio(r: Ratio): PyDecimal {
  if (r.n === 0n) return new PyDecimal(dec(0, 0n, -1));
  const root = sqrt(decimalOfRatio(r).d);
  const { prec } = context();
  const { n: nr, d: dr } = new PyDecimal(root).$ratio()!;
  const plus = new PyDecimal(nextToward(root, true, prec));
  const { n: np, d: dp } = plus.$ratio()!;
  if (4n * r.n * (dr * dp) ** 2n > r.d * (dr * np + dp * nr) ** 2n) return plus;
  const minus = new PyDecimal(nextToward(root, false, prec));
  const { n: nm, d: dm } = minus.$ratio()!;
  if (4n * r.n * (dr * dm) ** 2n < r.d * (dr * nm + dm * nr) ** 2n) return minus;
  return new PyDecimal(root);
}

/** Decimal.as_integer_ratio(): the exact value, refused for a NaN or an infinity. */
export function integerRatio(x: PyDecimal): Ratio {
  if (x.d.special === "inf") raise(E.OverflowError, "cannot convert Infinity to integer ratio");
  if (x.d.special) raise(E.ValueError, "cannot convert NaN to integer ratio");
  return x.$ratio()!;
}

export const isNaN = (d: Dec) => d.special === "nan" || d.special === "snan";

export function normalized(d: Dec): Dec {
  if (d.coef === 0n) return dec(d.sign, 0n, 0);
  let { coef, exp } = d;
  while (coef % 10n === 0n) {
    coef /= 10n;
    exp += 1;
  }
  return dec(d.sign, coef, exp);
}

/** The two sides of a comparison with `other`: a Fraction's n/d compares as self * d against n
 *  (_convert_for_comparison), anything else as its operand. */
export function comparable(self: Dec, other: unknown): [Dec, Dec] | undefined {
  if (isModuleReal(other) && !(other instanceof PyDecimal)) {
    const r = other.$ratio();
    if (r === null) return undefined;
    return [self.special ? self : dec(self.sign, self.coef * r.d, self.exp), fromInt(r.n)];
  }
  const o = operand(other, true);
  return o === undefined ? undefined : [self, o];
}

/** The other operand as a Dec: Decimal or int (and float for comparisons, exactly). */
export function operand(x: unknown, floats: boolean): Dec | undefined {
  if (x instanceof PyDecimal) return x.d;
  if (isInt(x) || typeof x === "boolean") return fromInt(toBigInt(x as Int | boolean));
  if (floats && x instanceof PyFloat) return fromFloatExact(x.v);
  return undefined;
}

export function fromInt(n: bigint): Dec {
  return dec(n < 0n ? 1 : 0, n < 0n ? -n : n, 0);
}

export function fromFloatExact(v: number): Dec {
  if (Number.isNaN(v)) return { sign: 0, coef: 0n, exp: 0, special: "nan" };
  if (!Number.isFinite(v)) return { sign: v < 0 ? 1 : 0, coef: 0n, exp: 0, special: "inf" };
  const { n, d } = fromFloat(v);
  // d is a power of two 2**k: n/2**k == n*5**k / 10**k.
  const k = d.toString(2).length - 1;
  const c = n * 5n ** BigInt(k);
  const negative = c < 0n || Object.is(v, -0);
  return dec(negative ? 1 : 0, c < 0n ? -c : c, -k);
}

export function arith(op: string, a: Dec, b: Dec): Dec {
  const { prec, rounding } = context();
  if (op === "Pow") return powerDec(a, b, prec, rounding);
  if (a.special || b.special) return specialArith(op, a, b);
  switch (op) {
    case "Add": return add(a, b, prec, rounding);
    case "Sub": return add(a, { ...b, sign: (1 - b.sign) as 0 | 1 }, prec, rounding);
    case "Mult": return mul(a, b, prec, rounding);
    case "Div":
      if (b.coef === 0n) signal(a.coef === 0n ? DivisionUndefined : DivisionByZero);
      return div(a, b, prec, rounding);
    case "FloorDiv":
    case "Mod":
      if (b.coef === 0n) signal(a.coef === 0n ? DivisionUndefined : op === "Mod" ? InvalidOperation : DivisionByZero);
      return divmodDec(a, b)[op === "FloorDiv" ? 0 : 1];
  }
  return raise(E.TypeError, `unsupported operand type(s) for ${op}: 'decimal.Decimal' and 'decimal.Decimal'`);
}

function specialArith(op: string, a: Dec, b: Dec): Dec {
  if (a.special === "snan" || b.special === "snan") signal(InvalidOperation);
  if (isNaN(a)) return a;
  if (isNaN(b)) return b;
  const inf = (sign: number): Dec => ({ sign: sign as 0 | 1, coef: 0n, exp: 0, special: "inf" });
  const sign = (a.sign ^ b.sign) as 0 | 1;
  switch (op) {
    case "Add":
    case "Sub": {
      const bs = op === "Sub" ? 1 - b.sign : b.sign;
      if (a.special && b.special && a.sign !== bs) signal(InvalidOperation);
      return a.special ? a : inf(bs);
    }
    case "Mult":
      if ((!a.special && a.coef === 0n) || (!b.special && b.coef === 0n)) signal(InvalidOperation);
      return inf(sign);
    case "Div":
    case "FloorDiv":
      if (a.special && b.special) signal(InvalidOperation);
      return a.special ? inf(sign) : dec(sign, 0n, 0);
    case "Mod":
      // x % Infinity is x; Infinity % x is invalid.
      if (a.special) signal(InvalidOperation);
      return fix(a, context().prec, context().rounding);
  }
  return signal(InvalidOperation);
}

/** divmod(a, b) as Decimal.__divmod__: the truncated quotient and the remainder. */
function divmodDec(a: Dec, b: Dec): [Dec, Dec] {
  if (a.special || b.special) return [specialArith("FloorDiv", a, b), specialArith("Mod", a, b)];
  const { prec, rounding } = context();
  // The quotient divides by zero and the remainder is invalid (libmpdec's mpd_qdivmod).
  if (b.coef === 0n) a.coef === 0n ? signal(DivisionUndefined) : signal(InvalidOperation, DivisionByZero);
  const [q, r] = divmod(a, b, prec, rounding) ?? signal(DivisionImpossible);
  return [q, fix(r, prec, rounding)];
}

/** quantize / round(d, n): `d` at exponent `exp`, InvalidOperation when it needs over prec digits. */
export function quantizeTo(d: Dec, exp: number, rounding: Rounding): Dec {
  if (d.special) {
    if (d.special === "inf") signal(InvalidOperation);
    return d;
  }
  const { prec } = context();
  if (d.coef !== 0n && adjusted(d) - exp + 1 > prec) signal(InvalidOperation);
  const r = rescale(d, exp, rounding);
  if (digits(r.coef) > prec) signal(InvalidOperation);
  return r;
}

export function construct(value: unknown): PyDecimal {
  if (value === undefined) return new PyDecimal(dec(0, 0n, 0));
  if (value instanceof PyDecimal) return value;
  if (typeof value === "string") {
    const d = parse(value);
    if (d === null) signal(ConversionSyntax);
    return new PyDecimal(d!);
  }
  if (isInt(value) || typeof value === "boolean") return new PyDecimal(fromInt(toBigInt(value as Int | boolean)));
  if (value instanceof PyFloat) return new PyDecimal(fromFloatExact(value.v));
  if (value instanceof PyTuple || typeName(value) === "list") {
    if ((value as PyTuple).items.length !== 3) raise(E.ValueError, "argument must be a sequence of length 3");
    const [sign, ds, exp] = (value as PyTuple).items;
    const coef = BigInt((ds as PyTuple).items.map((x) => String(x)).join("") || "0");
    return new PyDecimal(dec(Number(sign) ? 1 : 0, coef, Number(exp)));
  }
  return raise(E.TypeError, `conversion from ${typeName(value)} to Decimal is not supported`);
}

DecimalType.construct = (pos, kw) => ctor.$kw!(pos, kw ?? {});
const ctor = builtin("Decimal", "value=?, context=None", (v: unknown) => construct(v));

/** Square root of a finite d >= 0 at the context's precision, correctly rounded half even
 *  whatever the context's rounding (ideal exponent floor(exp/2); a zero keeps its sign). */
export function sqrt(d: Dec): Dec {
  const { prec } = context();
  if (d.coef === 0n) return dec(d.sign, 0n, Math.floor(d.exp / 2));
  // Scale to an even exponent with prec+2 digits of root, then round once.
  let exp = d.exp;
  let c = d.coef;
  const want = prec + 2;
  let shift = 2 * want - digits(c);
  if (shift < 0) shift = 0;
  if ((exp - shift) % 2 !== 0) shift += 1;
  c *= pow10(shift);
  exp -= shift;
  let r = isqrt(c);
  const exact = r * r === c;
  let rexp = exp / 2;
  if (!exact) r = r * 10n + 1n, (rexp -= 1);
  let out = fix(dec(0, r, rexp), prec, "ROUND_HALF_EVEN");
  if (exact) {
    const ideal = Math.floor(d.exp / 2);
    let { coef, exp: e } = out;
    while (e < ideal && coef % 10n === 0n) {
      coef /= 10n;
      e += 1;
    }
    out = dec(0, coef, e);
  }
  return out;
}
