// The `fractions` module: Fraction over the exact rationals of fraction.ts, from ints, strings
// ("3/4", "1.5e-3"), floats and Decimals (exactly) and other Fractions; arithmetic that stays
// exact with ints and Fractions and becomes float with floats; comparisons (with Decimals too);
// hashes equal to equal ints', floats' and Decimals'; limit_denominator; int/float/round.

import {
  type BinaryOpName,
  E,
  type Int,
  PyFloat,
  PyModule,
  PyTuple,
  PyType,
  T,
  asIndex,
  binaryOp,
  builtin,
  defineMethods,
  defineProperties,
  floatDivMod,
  isInt,
  isModuleReal,
  normInt,
  raise,
  rationalHash,
  rationalKey,
  repr,
  toBigInt,
  typeOf,
} from "../values/index.js";
import { PyDecimal, integerRatio } from "./decimal/index.js";
import { type Frac, add, div, frac, fromFloat, mul, sub, toFloat } from "./fraction.js";

const FractionType = new PyType("Fraction", [T.object], "fractions");

const floorDiv = (a: bigint, b: bigint) => {
  const q = a / b;
  return a % b !== 0n && (a < 0n) !== (b < 0n) ? q - 1n : q;
};

export class PyFraction {
  constructor(readonly f: Frac) {}

  $repr(): string {
    return `Fraction(${this.f.n}, ${this.f.d})`;
  }

  $str(): string {
    return this.f.d === 1n ? `${this.f.n}` : `${this.f.n}/${this.f.d}`;
  }

  $bool(): boolean {
    return this.f.n !== 0n;
  }

  $eq(other: unknown): boolean {
    if (other instanceof PyFloat) return Number.isFinite(other.v) && cmp(this.f, fromFloat(other.v)) === 0;
    // A Decimal's NaN or infinity equals no Fraction (Decimal.__eq__ answers the reflected ==).
    if (isModuleReal(other)) {
      const r = other.$ratio();
      return r !== null && cmp(this.f, r) === 0;
    }
    const o = operand(other);
    return o !== undefined && cmp(this.f, o) === 0;
  }

  $compare(other: unknown): number | undefined {
    if (other instanceof PyFloat) {
      if (Number.isNaN(other.v)) return undefined;
      if (!Number.isFinite(other.v)) return other.v > 0 ? -1 : 1;
      return cmp(this.f, fromFloat(other.v));
    }
    const o = operand(other);
    return o === undefined ? undefined : cmp(this.f, o);
  }

  $ratio(): Frac {
    return this.f;
  }

  /** The key of an equal int, float or Decimal (hash.ts). */
  $mapKey(): unknown {
    return rationalKey(this.f);
  }

  $pyHash(): Int {
    return rationalHash(this.f);
  }

  $binaryOp(op: string, other: unknown, reflected: boolean): unknown {
    if (other instanceof PyFloat) {
      const x = new PyFloat(asDouble(this.f));
      const [a, b] = reflected ? [other, x] : [x, other];
      return floatOp(op, a, b);
    }
    const o = operand(other);
    if (op === "Pow" && o === undefined) {
      // Fraction.__pow__ with a non-rational (a Decimal) is float(a) ** b; __rpow__ is a ** b's
      // integer, else a ** float(b).
      if (!reflected) return binaryOp("Pow", new PyFloat(asDouble(this.f)), other);
      return binaryOp("Pow", other, this.f.d === 1n ? normInt(this.f.n) : new PyFloat(asDouble(this.f)));
    }
    if (o === undefined) return undefined;
    const [a, b] = reflected ? [o, this.f] : [this.f, o];
    return fracOp(op, a, b);
  }

  $unaryOp(op: string): unknown {
    if (op === "USub") return new PyFraction({ n: -this.f.n, d: this.f.d });
    if (op === "UAdd") return this;
    if (op === "Abs") return new PyFraction({ n: this.f.n < 0n ? -this.f.n : this.f.n, d: this.f.d });
    return undefined;
  }

  $int(): Int {
    const q = this.f.n / this.f.d;
    return normInt(q);
  }

  $float(): number {
    return asDouble(this.f);
  }

  $round(ndigits: unknown): unknown {
    if (ndigits === null || ndigits === undefined) return normInt(roundHalfEven(this.f));
    const k = Number(asIndex(ndigits));
    const shift = 10n ** BigInt(Math.abs(k));
    if (k >= 0) return new PyFraction(frac(roundHalfEven(mul(this.f, frac(shift))), shift));
    return new PyFraction(frac(roundHalfEven(div(this.f, frac(shift))) * shift));
  }
}
Object.defineProperty(PyFraction.prototype, "$type", { value: FractionType });

/** float(Fraction): n / d, which overflows as int true division does. */
function asDouble(f: Frac): number {
  const v = toFloat(f);
  if (!Number.isFinite(v)) raise(E.OverflowError, "integer division result too large for a float");
  return v;
}

function roundHalfEven(f: Frac): bigint {
  const q = floorDiv(f.n, f.d);
  const r2 = 2n * (f.n - q * f.d);
  if (r2 > f.d || (r2 === f.d && q % 2n !== 0n)) return q + 1n;
  return q;
}

function cmp(a: Frac, b: Frac): number {
  const x = a.n * b.d;
  const y = b.n * a.d;
  return x < y ? -1 : x > y ? 1 : 0;
}

function operand(x: unknown): Frac | undefined {
  if (x instanceof PyFraction) return x.f;
  if (isInt(x) || typeof x === "boolean") return frac(toBigInt(x as Int | boolean));
  return undefined;
}

function zeroDivision(a: Frac): never {
  return raise(E.ZeroDivisionError, `Fraction(${a.n}, 0)`);
}

function fracOp(op: string, a: Frac, b: Frac): unknown {
  switch (op) {
    case "Add": return new PyFraction(add(a, b));
    case "Sub": return new PyFraction(sub(a, b));
    case "Mult": return new PyFraction(mul(a, b));
    case "Div":
      if (b.n === 0n) zeroDivision(mul(a, frac(b.d)));
      return new PyFraction(div(a, b));
    case "FloorDiv":
      if (b.n === 0n) raise(E.ZeroDivisionError, "integer division or modulo by zero");
      return normInt(floorDiv(a.n * b.d, a.d * b.n));
    case "DivMod": {
      if (b.n === 0n) raise(E.ZeroDivisionError, "integer division or modulo by zero");
      const q = floorDiv(a.n * b.d, a.d * b.n);
      return new PyTuple([normInt(q), new PyFraction(sub(a, mul(b, frac(q))))]);
    }
    case "Mod": {
      if (b.n === 0n) raise(E.ZeroDivisionError, "integer modulo by zero");
      const q = floorDiv(a.n * b.d, a.d * b.n);
      return new PyFraction(sub(a, mul(b, frac(q))));
    }
    case "Pow":
      if (b.d === 1n) {
        const e = b.n;
        if (e >= 0n) return new PyFraction(frac(a.n ** e, a.d ** e));
        if (a.n === 0n) zeroDivision(frac(a.d ** -e));
        return new PyFraction(frac(a.d ** -e, a.n ** -e));
      }
      return binaryOp("Pow", new PyFloat(asDouble(a)), new PyFloat(asDouble(b)));
  }
  return undefined;
}

/** With a float the Fraction is a float (fractions' _operator_fallbacks). */
function floatOp(op: string, a: PyFloat, b: PyFloat): unknown {
  if (op === "DivMod") return new PyTuple(floatDivMod(a.v, b.v).map((v) => new PyFloat(v)));
  return ARITHMETIC.includes(op) ? binaryOp(op as BinaryOpName, a, b) : undefined;
}

const ARITHMETIC = ["Add", "Sub", "Mult", "Div", "FloorDiv", "Mod", "Pow"];

/** Fraction(str): `[sign]int[/int]` or a decimal with an optional exponent. */
function parseFraction(text: string): Frac {
  const m = /^\s*([+-]?)(?=\d|\.\d)(\d*(?:_\d+)*)(?:\/(\d+(?:_\d+)*))?(?:\.(\d*(?:_\d+)*))?(?:[eE]([+-]?\d+(?:_\d+)*))?\s*$/.exec(text);
  if (!m || (m[3] !== undefined && (m[4] !== undefined || m[5] !== undefined))) return raise(E.ValueError, `Invalid literal for Fraction: '${text}'`);
  const clean = (s: string | undefined) => (s ?? "").replace(/_/g, "");
  const sign = m[1] === "-" ? -1n : 1n;
  if (m[3] !== undefined) {
    const d = BigInt(clean(m[3]));
    if (d === 0n) raise(E.ZeroDivisionError, `Fraction(${sign * BigInt(clean(m[2]) || "0")}, 0)`);
    return frac(sign * BigInt(clean(m[2]) || "0"), d);
  }
  const decimals = clean(m[4]);
  let n = BigInt((clean(m[2]) + decimals) || "0");
  let d = 10n ** BigInt(decimals.length);
  const exp = Number(clean(m[5]) || "0");
  if (exp >= 0) n *= 10n ** BigInt(exp);
  else d *= 10n ** BigInt(-exp);
  return frac(sign * n, d);
}

function fromValue(x: unknown): Frac {
  if (x instanceof PyFraction) return x.f;
  if (x instanceof PyDecimal) return integerRatio(x);
  if (isInt(x) || typeof x === "boolean") return frac(toBigInt(x as Int | boolean));
  if (x instanceof PyFloat) {
    if (Number.isNaN(x.v)) raise(E.ValueError, "cannot convert NaN to integer ratio");
    if (!Number.isFinite(x.v)) raise(E.OverflowError, "cannot convert Infinity to integer ratio");
    return fromFloat(x.v);
  }
  if (typeof x === "string") return parseFraction(x);
  return raise(E.TypeError, "argument should be a string or a Rational instance");
}

function construct(numerator: unknown, denominator: unknown): PyFraction {
  if (denominator === null) return numerator instanceof PyFraction ? numerator : new PyFraction(fromValue(numerator));
  const rational = (x: unknown) => isInt(x) || typeof x === "boolean" || x instanceof PyFraction;
  if (!rational(numerator) || !rational(denominator)) raise(E.TypeError, "both arguments should be Rational instances");
  const a = fromValue(numerator);
  const b = fromValue(denominator);
  if (b.n === 0n) zeroDivision(mul(a, frac(b.d)));
  return new PyFraction(div(a, b));
}

/** Fraction.limit_denominator as fractions.py 3.11 computes it. */
function limitDenominator(f: Frac, maxDen: bigint): Frac {
  if (maxDen < 1n) raise(E.ValueError, "max_denominator should be at least 1");
  if (f.d <= maxDen) return f;
  let [p0, q0, p1, q1] = [0n, 1n, 1n, 0n];
  let [n, d] = [f.n, f.d];
  for (;;) {
    const a = floorDiv(n, d);
    const q2 = q0 + a * q1;
    if (q2 > maxDen) break;
    [p0, q0, p1, q1] = [p1, q1, p0 + a * p1, q2];
    [n, d] = [d, n - a * d];
  }
  const k = floorDiv(maxDen - q0, q1);
  const bound1 = frac(p0 + k * p1, q0 + k * q1);
  const bound2 = frac(p1, q1);
  const dist = (b: Frac) => {
    const x = sub(b, f);
    return { n: x.n < 0n ? -x.n : x.n, d: x.d };
  };
  return cmp(dist(bound2), dist(bound1)) <= 0 ? bound2 : bound1;
}

FractionType.construct = (pos, kw) => ctor.$kw!(pos, kw ?? {});
const ctor = builtin("Fraction", "numerator=0, denominator=None", construct, { style: "python" });

defineProperties(FractionType, {
  numerator: (x: PyFraction) => normInt(x.f.n),
  denominator: (x: PyFraction) => normInt(x.f.d),
  real: (x: PyFraction) => x,
  imag: () => 0,
});
defineMethods(FractionType, {
  limit_denominator: builtin("limit_denominator", "self, max_denominator=1000000", (x: PyFraction, m: unknown) =>
    new PyFraction(limitDenominator(x.f, toBigInt(asIndex(m)))), { style: "python" },
  ),
  as_integer_ratio: builtin("as_integer_ratio", "self", (x: PyFraction) => new PyTuple([normInt(x.f.n), normInt(x.f.d)])),
  // math.floor, math.ceil and math.trunc ask these.
  __floor__: builtin("__floor__", "self", (x: PyFraction) => normInt(floorDiv(x.f.n, x.f.d))),
  __ceil__: builtin("__ceil__", "self", (x: PyFraction) => normInt(-floorDiv(-x.f.n, x.f.d))),
  __trunc__: builtin("__trunc__", "self", (x: PyFraction) => x.$int()),
  from_float: builtin("from_float", "f", (f: unknown) => {
    if (!(f instanceof PyFloat) && !isInt(f)) raise(E.TypeError, `Fraction.from_float() only takes floats, not ${repr(f)} (${typeOf(f).name})`);
    return new PyFraction(fromValue(f));
  }),
  from_decimal: builtin("from_decimal", "dec", (d: unknown) => {
    if (!(d instanceof PyDecimal) && !isInt(d)) raise(E.TypeError, `Fraction.from_decimal() only takes Decimals, not ${repr(d)} (${typeOf(d).name})`);
    return new PyFraction(fromValue(d));
  }),
});

export function fractionsModule(): PyModule {
  return new PyModule("fractions", { Fraction: FractionType });
}
