// Decimal arithmetic as _pydecimal does it, over (sign, bigint coefficient, exponent): rounding
// to the context's precision with its rounding mode, exact division when the quotient fits,
// quantize/_rescale, and the to-scientific-string form str() and repr() show.

export type Rounding =
  | "ROUND_HALF_EVEN" | "ROUND_HALF_UP" | "ROUND_HALF_DOWN" | "ROUND_UP" | "ROUND_DOWN" | "ROUND_CEILING" | "ROUND_FLOOR" | "ROUND_05UP";

export const ROUNDINGS: readonly Rounding[] = [
  "ROUND_DOWN", "ROUND_HALF_UP", "ROUND_HALF_EVEN", "ROUND_CEILING", "ROUND_FLOOR", "ROUND_UP", "ROUND_HALF_DOWN", "ROUND_05UP",
];

/** A finite value is sign * coef * 10**exp; `special` marks Infinity and the NaNs. */
export interface Dec {
  sign: 0 | 1;
  coef: bigint;
  exp: number;
  special: null | "inf" | "nan" | "snan";
}

/** The default context's exponent limits, which toolflow's contexts keep. */
export const EMIN = -999999;
export const EMAX = 999999;

export const dec = (sign: 0 | 1, coef: bigint, exp: number): Dec => ({ sign, coef, exp, special: null });

export const pow10 = (n: number): bigint => 10n ** BigInt(n);

export function digits(c: bigint): number {
  return c === 0n ? 1 : c.toString().length;
}

/** The exponent of the most significant digit. */
export function adjusted(d: Dec): number {
  return d.exp + digits(d.coef) - 1;
}

/** coef with `drop` trailing digits removed, rounded by `mode` (the sign picks CEILING/FLOOR). */
export function roundCoef(coef: bigint, drop: number, mode: Rounding, sign: 0 | 1): bigint {
  if (drop <= 0) return coef * pow10(-drop);
  // Far more digits dropped than there are (a value far below Etiny): under half a unit, so only
  // the directed modes round up, and 10**drop need not be made.
  if (drop > 40 && drop > digits(coef)) {
    const up = coef !== 0n && (mode === "ROUND_UP" || mode === "ROUND_05UP" || (mode === "ROUND_CEILING" && sign === 0) || (mode === "ROUND_FLOOR" && sign === 1));
    return up ? 1n : 0n;
  }
  const p = pow10(drop);
  const q = coef / p;
  const r = coef % p;
  if (r === 0n) return q;
  const half = 5n * pow10(drop - 1);
  let up: boolean;
  switch (mode) {
    case "ROUND_HALF_EVEN": up = r > half || (r === half && q % 2n === 1n); break;
    case "ROUND_HALF_UP": up = r >= half; break;
    case "ROUND_HALF_DOWN": up = r > half; break;
    case "ROUND_UP": up = true; break;
    case "ROUND_DOWN": up = false; break;
    case "ROUND_CEILING": up = sign === 0; break;
    case "ROUND_FLOOR": up = sign === 1; break;
    case "ROUND_05UP": up = q % 5n === 0n; break;
  }
  return up ? q + 1n : q;
}

/** _fix: at most `prec` digits, rounded. */
export function fix(d: Dec, prec: number, mode: Rounding): Dec {
  if (d.special) return d;
  let { coef, exp } = d;
  const n = digits(coef);
  if (n > prec) {
    coef = roundCoef(coef, n - prec, mode, d.sign);
    exp += n - prec;
    if (digits(coef) > prec) {
      coef /= 10n;
      exp += 1;
    }
  }
  return dec(d.sign, coef, exp);
}

/** _rescale: the value at exponent `exp`, rounded by `mode`. */
export function rescale(d: Dec, exp: number, mode: Rounding): Dec {
  if (d.exp >= exp) return dec(d.sign, d.coef * pow10(d.exp - exp), exp);
  return dec(d.sign, roundCoef(d.coef, exp - d.exp, mode, d.sign), exp);
}

export function add(a: Dec, b: Dec, prec: number, mode: Rounding): Dec {
  const exp = Math.min(a.exp, b.exp);
  const x = (a.sign ? -a.coef : a.coef) * pow10(a.exp - exp);
  const y = (b.sign ? -b.coef : b.coef) * pow10(b.exp - exp);
  const s = x + y;
  // An exact zero sum is positive unless both operands are negative (or rounding is FLOOR).
  const sign: 0 | 1 = s < 0n || (s === 0n && ((a.sign && b.sign) || (mode === "ROUND_FLOOR" && a.sign !== b.sign))) ? 1 : 0;
  return fix(dec(sign, s < 0n ? -s : s, exp), prec, mode);
}

export function mul(a: Dec, b: Dec, prec: number, mode: Rounding): Dec {
  return fix(dec((a.sign ^ b.sign) as 0 | 1, a.coef * b.coef, a.exp + b.exp), prec, mode);
}

/** a / b for b != 0, correctly rounded; exact quotients keep the ideal exponent. */
export function div(a: Dec, b: Dec, prec: number, mode: Rounding): Dec {
  const sign = (a.sign ^ b.sign) as 0 | 1;
  if (a.coef === 0n) return fix(dec(sign, 0n, a.exp - b.exp), prec, mode);
  const shift = digits(b.coef) - digits(a.coef) + prec + 1;
  let exp = a.exp - b.exp - shift;
  let coef: bigint;
  let rem: bigint;
  if (shift >= 0) {
    coef = (a.coef * pow10(shift)) / b.coef;
    rem = (a.coef * pow10(shift)) % b.coef;
  } else {
    coef = a.coef / (b.coef * pow10(-shift));
    rem = a.coef % (b.coef * pow10(-shift));
  }
  if (rem !== 0n) {
    if (coef % 5n === 0n) coef += 1n;
  } else {
    const ideal = a.exp - b.exp;
    while (exp < ideal && coef % 10n === 0n) {
      coef /= 10n;
      exp += 1;
    }
  }
  return fix(dec(sign, coef, exp), prec, mode);
}

/** _divide: the truncated integer quotient and the remainder (sign of the dividend), or null
 *  when the quotient needs more than `prec` digits. */
export function divmod(a: Dec, b: Dec, prec: number, mode: Rounding): [Dec, Dec] | null {
  const sign = (a.sign ^ b.sign) as 0 | 1;
  const ideal = Math.min(a.exp, b.exp);
  const expdiff = adjusted(a) - adjusted(b);
  if (a.coef === 0n || expdiff <= -2) return [dec(sign, 0n, 0), rescale(a, ideal, mode)];
  if (expdiff <= prec) {
    let x = a.coef;
    let y = b.coef;
    if (a.exp >= b.exp) x *= pow10(a.exp - b.exp);
    else y *= pow10(b.exp - a.exp);
    const q = x / y;
    if (q < pow10(prec)) return [dec(sign, q, 0), dec(a.sign, x % y, ideal)];
  }
  return null;
}

/** next_plus (`up`) / next_minus of a finite value: its neighbour at `prec` digits. */
export function nextToward(d: Dec, up: boolean, prec: number): Dec {
  const r = fix(d, prec, up ? "ROUND_CEILING" : "ROUND_FLOOR");
  if (compare(r, d) !== 0) return r;
  // No exponent is below Etiny: the smallest step, from zero and among the subnormals.
  const etiny = EMIN - prec + 1;
  if (d.coef === 0n) return dec(up ? 0 : 1, 1n, etiny);
  const pad = Math.min(prec - digits(r.coef), r.exp - etiny);
  let coef = r.coef * pow10(pad);
  let exp = r.exp - pad;
  if ((r.sign === 0) === up) {
    coef += 1n;
    if (coef === pow10(prec)) [coef, exp] = [pow10(prec - 1), exp + 1];
  } else if (coef === pow10(prec - 1) && exp > etiny) {
    // Below a power of ten the steps are ten times finer.
    [coef, exp] = [pow10(prec) - 1n, exp - 1];
  } else {
    coef -= 1n;
  }
  return dec(r.sign, coef, exp);
}

export function compare(a: Dec, b: Dec): number {
  if (a.special === "inf" || b.special === "inf") {
    const va = a.special === "inf" ? (a.sign ? -1 : 1) : 0;
    const vb = b.special === "inf" ? (b.sign ? -1 : 1) : 0;
    if (va !== vb) return va < vb ? -1 : 1;
    if (va !== 0) return 0;
  }
  // Far apart exponents: the signs and magnitudes decide, with no 10**gap made.
  if (Math.abs(a.exp - b.exp) > 50 && a.coef !== 0n && b.coef !== 0n && a.sign === b.sign && adjusted(a) !== adjusted(b)) {
    return (adjusted(a) < adjusted(b)) === (a.sign === 0) ? -1 : 1;
  }
  const exp = Math.min(a.exp, b.exp);
  const x = (a.sign ? -a.coef : a.coef) * pow10(a.exp - exp);
  const y = (b.sign ? -b.coef : b.coef) * pow10(b.exp - exp);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** to-scientific-string (Decimal.__str__), or to-engineering-string (exponents of 3s). */
export function toSci(d: Dec, eng = false): string {
  const sign = d.sign ? "-" : "";
  if (d.special === "inf") return `${sign}Infinity`;
  if (d.special === "nan") return `${sign}NaN${d.coef ? d.coef : ""}`;
  if (d.special === "snan") return `${sign}sNaN${d.coef ? d.coef : ""}`;
  const ds = d.coef.toString();
  const leftdigits = d.exp + ds.length;
  const mod3 = (n: number) => ((n % 3) + 3) % 3;
  let dotplace = 1;
  if (d.exp <= 0 && leftdigits > -6) dotplace = leftdigits;
  else if (eng) dotplace = d.coef === 0n ? mod3(leftdigits + 1) - 1 : mod3(leftdigits - 1) + 1;
  let intpart: string;
  let fracpart: string;
  if (dotplace <= 0) {
    intpart = "0";
    fracpart = "." + "0".repeat(-dotplace) + ds;
  } else if (dotplace >= ds.length) {
    intpart = ds + "0".repeat(dotplace - ds.length);
    fracpart = "";
  } else {
    intpart = ds.slice(0, dotplace);
    fracpart = "." + ds.slice(dotplace);
  }
  const e = leftdigits - dotplace;
  return sign + intpart + fracpart + (leftdigits === dotplace ? "" : `E${e >= 0 ? "+" : ""}${e}`);
}

/** Decimal(str): the decimal string syntax (underscores between digits), Infinity, NaN; null if invalid. */
export function parse(text: string): Dec | null {
  const s = text.trim().replace(/(?<=\d)_(?=\d)/g, "");
  const special = /^([+-])?(inf|infinity|nan(\d*)|snan(\d*))$/i.exec(s);
  if (special) {
    const sign = special[1] === "-" ? 1 : 0;
    const word = special[2].toLowerCase();
    if (word.startsWith("inf")) return { sign, coef: 0n, exp: 0, special: "inf" };
    const payload = BigInt(special[3] || special[4] || "0");
    return { sign, coef: payload, exp: 0, special: word.startsWith("s") ? "snan" : "nan" };
  }
  const m = /^([+-])?(?:(\d+)(?:\.(\d*))?|\.(\d+))(?:[eE]([+-]?\d+))?$/.exec(s);
  if (!m) return null;
  const intpart = m[2] ?? "";
  const frac = m[3] ?? m[4] ?? "";
  return dec(m[1] === "-" ? 1 : 0, BigInt((intpart + frac) || "0"), Number(m[5] ?? 0) - frac.length);
}
