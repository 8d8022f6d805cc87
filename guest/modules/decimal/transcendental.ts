// Decimal's exp, ln and log10, correctly rounded (half even) as _pydecimal computes them (the C
// implementation returns the same values): fixed-point integer approximations with a bounded
// error (_ilog, _iexp, _dlog, _dexp), the working precision raised until the result rounds the
// same whichever way its last digit errs. Powers as libmpdec computes them, from these.

import { type Dec, EMAX, EMIN, type Rounding, add, adjusted, compare, dec, digits, div, fix, mul, pow10, rescale } from "./number.js";
import { InvalidOperation, Overflow, signal } from "./signals.js";

const abs = (x: bigint) => (x < 0n ? -x : x);
/** len(str(abs(x))) */
const len = (x: bigint) => abs(x).toString().length;
const bits = (x: bigint) => (x === 0n ? 0 : abs(x).toString(2).length);

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** The integer nearest a / b, ties to even. */
function divNearest(a: bigint, b: bigint): bigint {
  const q = floorDiv(a, b);
  return q + (2n * (a - q * b) + (q & 1n) > b ? 1n : 0n);
}

/** The integer nearest x / 2**shift, ties to even. */
function rshiftNearest(x: bigint, shift: number): bigint {
  const b = 1n << BigInt(shift);
  const q = x >> BigInt(shift);
  return q + (2n * (x & (b - 1n)) + (q & 1n) > b ? 1n : 0n);
}

/** The integer nearest sqrt(n), from the estimate a. */
function sqrtNearest(n: bigint, a: bigint): bigint {
  let b = 0n;
  while (a !== b) [b, a] = [a, (a - floorDiv(-n, a)) >> 1n];
  return a;
}

/** Terms of the Taylor series that _ilog and _iexp sum for M's digits. */
const terms = (M: bigint, L: number) => Math.ceil((10 * len(M)) / (3 * L));

/** _ilog: M * log(x / M), within 22 of it for 0.1 <= x/M <= 10. */
function ilog(x: bigint, M: bigint, L = 8): bigint {
  let y = x - M;
  let R = 0;
  while ((R <= L && abs(y) << BigInt(L - R) >= M) || (R > L && abs(y) >> BigInt(R - L) >= M)) {
    y = divNearest((M * y) << 1n, M + sqrtNearest(M * (M + rshiftNearest(y, R)), M));
    R += 1;
  }
  const T = terms(M, L);
  const yshift = rshiftNearest(y, R);
  let w = divNearest(M, BigInt(T));
  for (let k = T - 1; k > 0; k--) w = divNearest(M, BigInt(k)) - divNearest(yshift * w, M);
  return divNearest(w * y, M);
}

// log(10)'s digits, as many as have been needed.
let log10Text = "23025850929940456840179914546843642076011014886";

/** floor(10**p * log(10)). */
function log10Digits(p: number): bigint {
  if (p >= log10Text.length) {
    let extra = 3;
    let text: string;
    for (;;) {
      const M = pow10(p + extra + 2);
      text = divNearest(ilog(10n * M, M), 100n).toString();
      if (!text.endsWith("0".repeat(extra))) break;
      extra += 3;
    }
    log10Text = text.replace(/0+$/, "").slice(0, -1);
  }
  return BigInt(log10Text.slice(0, p + 1));
}

/** _dlog10: 10**p * log10(c * 10**e), within 1. */
function dlog10(c: bigint, e: number, p: number): bigint {
  p += 2;
  const l = len(c);
  const f = e + l - (e + l >= 1 ? 1 : 0);
  if (p <= 0) return divNearest(divNearest(BigInt(f), pow10(-p)), 100n);
  const M = pow10(p);
  const k = e + p - f;
  c = k >= 0 ? c * pow10(k) : divNearest(c, pow10(-k));
  const logD = divNearest(ilog(c, M) * M, log10Digits(p));
  return divNearest(BigInt(f) * M + logD, 100n);
}

/** _dlog: 10**p * log(c * 10**e), within 1. */
function dlog(c: bigint, e: number, p: number): bigint {
  p += 2;
  const l = len(c);
  const f = e + l - (e + l >= 1 ? 1 : 0);
  let logD = 0n;
  if (p > 0) {
    const k = e + p - f;
    c = k >= 0 ? c * pow10(k) : divNearest(c, pow10(-k));
    logD = ilog(c, pow10(p));
  }
  let fLogTen = 0n;
  if (f) {
    const extra = String(Math.abs(f)).length - 1;
    if (p + extra >= 0) fLogTen = divNearest(BigInt(f) * log10Digits(p + extra), pow10(extra));
  }
  return divNearest(fLogTen + logD, 100n);
}

/** _iexp: M * exp(x / M) for a small x / M. */
function iexp(x: bigint, M: bigint, L = 8): bigint {
  const R = bits(floorDiv(x << BigInt(L), M));
  const T = terms(M, L);
  let y = divNearest(x, BigInt(T));
  let Mshift = M << BigInt(R);
  for (let i = T - 1; i > 0; i--) y = divNearest(x * (Mshift + y), Mshift * BigInt(i));
  for (let k = R - 1; k >= 0; k--) {
    Mshift = M << BigInt(k + 2);
    y = divNearest(y * (y + Mshift), Mshift);
  }
  return M + y;
}

/** _dexp: exp(c * 10**e) as d * 10**f with p digits, d within 1. */
function dexp(c: bigint, e: number, p: number): [bigint, number] {
  p += 2;
  const extra = Math.max(0, e + len(c) - 1);
  const q = p + extra;
  const shift = e + q;
  const cshift = shift >= 0 ? c * pow10(shift) : floorDiv(c, pow10(-shift));
  const l10 = log10Digits(q);
  const quot = floorDiv(cshift, l10);
  const rem = divNearest(cshift - quot * l10, pow10(extra));
  return [divNearest(iexp(rem, pow10(p)), 1000n), Number(quot) - p + 3];
}

/** True when a result of `prec` digits from `coeff` (within 1) cannot round either way. */
const roundable = (coeff: bigint, prec: number) => coeff % (5n * pow10(len(coeff) - prec - 1)) !== 0n;

const ONE = dec(0, 1n, 0);
const isNaN = (d: Dec) => d.special === "nan" || d.special === "snan";
const inf = (sign: 0 | 1): Dec => ({ sign, coef: 0n, exp: 0, special: "inf" });
const isZero = (d: Dec) => !d.special && d.coef === 0n;

/** A NaN operand's result, InvalidOperation for a signaling one; null when there is none. */
function nanResult(a: Dec, b?: Dec): Dec | null {
  if (a.special === "snan" || b?.special === "snan") signal(InvalidOperation);
  if (isNaN(a)) return a;
  if (b && isNaN(b)) return b;
  return null;
}

/** d within the default context's exponent limits: Overflow raises (a default trap), a value
 *  below Etiny rounds to it. */
function inRange(d: Dec, prec: number, rounding: Rounding): Dec {
  if (!d.special && d.coef !== 0n && adjusted(d) > EMAX) signal(Overflow);
  const etiny = EMIN - prec + 1;
  return d.exp < etiny && !d.special ? rescale(d, etiny, rounding) : d;
}

export function expDec(d: Dec, prec: number): Dec {
  const nan = nanResult(d);
  if (nan) return nan;
  if (d.special) return d.sign ? dec(0, 0n, 0) : d;
  if (d.coef === 0n) return ONE;
  const adj = adjusted(d);
  const etiny = EMIN - prec + 1;
  let ans: Dec;
  if (d.sign === 0 && adj > String((EMAX + 1) * 3).length) ans = dec(0, 1n, EMAX + 1);
  else if (d.sign === 1 && adj > String((-etiny + 1) * 3).length) ans = dec(0, 1n, etiny - 1);
  else if (d.sign === 0 && adj < -prec) ans = dec(0, pow10(prec) + 1n, -prec);
  else if (d.sign === 1 && adj < -prec - 1) ans = dec(0, pow10(prec + 1) - 1n, -prec - 1);
  else {
    const c = d.sign ? -d.coef : d.coef;
    let extra = 3;
    let [coeff, exp] = dexp(c, d.exp, prec + extra);
    while (!roundable(coeff, prec)) [coeff, exp] = dexp(c, d.exp, prec + (extra += 3));
    ans = dec(0, coeff, exp);
  }
  return inRange(fix(ans, prec, "ROUND_HALF_EVEN"), prec, "ROUND_HALF_EVEN");
}

/** _ln_exp_bound: r with ln(d) >= 10**r, for d finite, positive and not 1. */
function lnExpBound(d: Dec): number {
  const adj = adjusted(d);
  if (adj >= 1) return String(Math.floor((adj * 23) / 10)).length - 1;
  if (adj <= -2) return String(Math.floor(((-1 - adj) * 23) / 10)).length - 1;
  if (adj === 0) {
    const num = (d.coef - pow10(-d.exp)).toString();
    const den = d.coef.toString();
    return num.length - den.length - (num < den ? 1 : 0);
  }
  return d.exp + (pow10(-d.exp) - d.coef).toString().length - 1;
}

/** _log10_exp_bound: r with |log10(d)| >= 10**r, for d finite, positive and not 1. */
function log10ExpBound(d: Dec): number {
  const adj = adjusted(d);
  if (adj >= 1) return String(adj).length - 1;
  if (adj <= -2) return String(-1 - adj).length - 1;
  if (adj === 0) {
    const num = (d.coef - pow10(-d.exp)).toString();
    const den = (231n * d.coef).toString();
    return num.length - den.length - (num < den ? 1 : 0) + 2;
  }
  const num = (pow10(-d.exp) - d.coef).toString();
  return num.length + d.exp - (num < "231" ? 1 : 0) - 1;
}

/** ln and log10: NaNs, zero, infinity and 1 first, then `approx` (10**places * the log, within
 *  1) at more places until it rounds unambiguously. */
function logarithm(d: Dec, prec: number, bound: (d: Dec) => number, approx: (c: bigint, e: number, places: number) => bigint): Dec {
  const nan = nanResult(d);
  if (nan) return nan;
  if (isZero(d)) return inf(1);
  if (d.special === "inf" && d.sign === 0) return d;
  if (compare(d, ONE) === 0 && !d.special) return dec(0, 0n, 0);
  if (d.sign) signal(InvalidOperation);
  let places = prec - bound(d) + 2;
  let coeff = approx(d.coef, d.exp, places);
  while (!roundable(coeff, prec)) coeff = approx(d.coef, d.exp, (places += 3));
  return fix(dec(coeff < 0n ? 1 : 0, abs(coeff), -places), prec, "ROUND_HALF_EVEN");
}

export function lnDec(d: Dec, prec: number): Dec {
  return logarithm(d, prec, lnExpBound, dlog);
}

export function log10Dec(d: Dec, prec: number): Dec {
  // A power of ten's logarithm is its exponent.
  if (!d.special && d.sign === 0 && d.coef !== 0n && /^10*$/.test(d.coef.toString())) {
    const a = adjusted(d);
    return fix(dec(a < 0 ? 1 : 0, BigInt(Math.abs(a)), 0), prec, "ROUND_HALF_EVEN");
  }
  return logarithm(d, prec, log10ExpBound, dlog10);
}

const isInteger = (d: Dec) => !d.special && (d.exp >= 0 || d.coef % pow10(-d.exp) === 0n);

function integerOf(d: Dec): bigint {
  const n = d.exp >= 0 ? d.coef * pow10(d.exp) : d.coef / pow10(-d.exp);
  return d.sign ? -n : n;
}

/** libmpdec's _lower_bound_zeta: a lower bound for log10(abs(log10(x))), x > 0 and not 1. */
function lowerBoundZeta(x: Dec): number {
  const t = adjusted(x);
  if (t > 0) return String(t).length - 1;
  if (t < -1) return String(-(t + 1)).length - 1;
  // x - 1, exactly.
  const u = adjusted(add(x, dec(1, 1n, 0), Infinity, "ROUND_HALF_EVEN"));
  return t === 0 ? u - 2 : u - 1;
}

const HALF_EVEN: Rounding = "ROUND_HALF_EVEN";

/** _mpd_qpow_int: base ** n by squaring, each product rounded to a few digits more than prec. */
function integerPower(base: Dec, exp: Dec, prec: number): Dec {
  let wp = prec + digits(exp.coef) + exp.exp + 2;
  let b = base;
  if (exp.sign) {
    wp += 1;
    b = div(ONE, base, wp, HALF_EVEN);
  }
  const n = integerOf(exp);
  const k = n < 0n ? -n : n;
  // The products keep the context's Emin: one that underflows to zero ends the loop at zero.
  const etiny = EMIN - wp + 1;
  const product = (p: Dec, q: Dec) => {
    const m = mul(p, q, wp, HALF_EVEN);
    return m.exp < etiny ? rescale(m, etiny, HALF_EVEN) : m;
  };
  let r = b;
  for (let bit = bits(k) - 2; bit >= 0 && r.coef !== 0n; bit--) {
    r = product(r, r);
    if ((k >> BigInt(bit)) & 1n) r = product(r, b);
  }
  return r;
}

/** Decimal.__pow__ (two arguments) as libmpdec's mpd_qpow computes it: an integer power by
 *  squaring at a wider precision, any other as exp(y * ln(x)) at 23 digits more, then rounded
 *  once to `prec` by `rounding` (so not always correctly rounded, as in CPython). */
export function powerDec(x: Dec, y: Dec, prec: number, rounding: Rounding): Dec {
  const nan = nanResult(x, y);
  if (nan) return nan;
  const intexp = isInteger(y);
  const sign: 0 | 1 = intexp && x.sign === 1 && integerOf(y) % 2n !== 0n ? 1 : 0;
  if (isZero(x)) {
    if (isZero(y)) signal(InvalidOperation);
    return y.sign ? inf(sign) : dec(sign, 0n, 0);
  }
  if (x.sign && !intexp) signal(InvalidOperation);
  if (y.special) {
    const c = compare(x, ONE);
    if (c === 0) return dec(sign, pow10(prec - 1), 1 - prec);
    return c * (y.sign ? -1 : 1) < 0 ? dec(sign, 0n, 0) : inf(sign);
  }
  if (x.special) return isZero(y) ? dec(sign, 1n, 0) : y.sign ? dec(sign, 0n, 0) : inf(sign);
  if (isZero(y)) return dec(sign, 1n, 0);
  const absX: Dec = { ...x, sign: 0 };
  if (compare(absX, ONE) === 0) {
    // A power of one keeps the exponent's zeros, up to prec digits.
    if (intexp && y.sign) return dec(sign, 1n, 0);
    const zeros = intexp ? integerOf(y) * BigInt(-x.exp) : BigInt(prec - 1);
    const shift = zeros > BigInt(prec - 1) ? prec - 1 : Number(zeros);
    return dec(sign, pow10(shift), -shift);
  }
  // Certain overflow or underflow (_qcheck_pow_bounds).
  const etiny = EMIN - prec + 1;
  const bound = lowerBoundZeta(absX) + adjusted(y);
  if ((adjusted(absX) < 0 ? 1 : 0) ^ y.sign) {
    if (String(-etiny).length < bound) return inRange(dec(sign, 1n, etiny - 1), prec, rounding);
  } else if (String(EMAX).length < bound) {
    signal(Overflow);
  }
  if (intexp) return inRange(fix({ ...integerPower(x, y, prec), sign }, prec, rounding), prec, rounding);
  const wp = Math.max(digits(x.coef), prec) + 4 + 19;
  let r = expDec(mul(lnDec(x, wp), y, wp, HALF_EVEN), wp);
  // An underflow to zero at wp is still above zero: the context's rounding may round it up.
  if (r.coef === 0n) r = dec(0, 1n, etiny - 1);
  else if (compare(r, ONE) === 0) r = dec(0, pow10(prec - 1), 1 - prec);
  return inRange(fix(r, prec, rounding), prec, rounding);
}
