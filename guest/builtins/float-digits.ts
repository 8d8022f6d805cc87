// Decimal digits of a double, as CPython's `_Py_dg_dtoa` gives them: shortest (mode 0), n
// significant digits (mode 2) or n digits after the point (mode 3), rounded half-even on the
// exact binary value. Shared by format specs, `%`-formatting and `round()`.

import { shortestExponential } from "../values/index.js";

/** `value = 0.<digits> * 10**decpt`; digits carry no leading or trailing zeros ("0" for zero). */
export interface Digits {
  digits: string;
  decpt: number;
  neg: boolean;
}

const ZERO = (neg: boolean): Digits => ({ digits: "0", decpt: 1, neg });

/** mode 0: shortest round-trip; 2: `n` significant digits (n >= 1); 3: `n` digits after the point (n may be negative). */
export function dtoa(x: number, mode: 0 | 2 | 3, n: number): Digits {
  const neg = x < 0 || Object.is(x, -0);
  const a = Math.abs(x);
  if (a === 0) return ZERO(neg);
  if (mode === 0) return fromExponential(shortestExponential(a), neg);
  // JS's toExponential/toFixed round exactly but break ties upwards; CPython breaks them to even.
  // A tie shows as a one-digit-longer exact rendering ending in 5, which is then redone exactly.
  if (mode === 2 && n <= 100) {
    const longer = a.toExponential(n);
    if (!isTie(longer.slice(0, longer.indexOf("e")), a, longer)) return fromExponential(a.toExponential(n - 1), neg);
  } else if (mode === 3) {
    const fixed = fixedDigits(a, n);
    if (fixed !== undefined) return fromFixed(fixed, neg);
  }
  return roundExact(a, mode, n, neg);
}

const POW2 = Array.from({ length: 102 }, (_, i) => 2 ** i);

/**
 * Whether |x| lies exactly halfway between two n-place decimals (where toFixed, which rounds
 * ties up, and CPython, which rounds them to even, disagree). With b binary fraction digits a
 * double has exactly b decimal ones, the last a 5, so this is b == n + 1, i.e. x * 2**(n+1) is
 * an odd integer; scaling by a power of two is exact for |x| < 1e21 and n < 100.
 */
function isFixedTie(x: number, n: number): boolean {
  const r = (x * POW2[n + 1]) % 2;
  return r === 1 || r === -1;
}

/**
 * `x` with `n` digits after the point as CPython's `%.nf` and `format(x, ".nf")` write it, when
 * toFixed gives exactly that (|x| < 1e21, n <= 99, not a tie); undefined otherwise.
 */
export function fixedDigits(x: number, n: number): string | undefined {
  if (n < 0 || n > 99 || !(Math.abs(x) < 1e21) || isFixedTie(x, n)) return undefined;
  return Object.is(x, -0) ? "-" + (0).toFixed(n) : x.toFixed(n);
}

function isTie(mantissa: string, a: number, rendering: string): boolean {
  return mantissa.endsWith("5") && Number(rendering) === a;
}

function fromExponential(s: string, neg: boolean): Digits {
  const e = s.indexOf("e");
  return trimmed(s.slice(0, e).replace(".", ""), Number(s.slice(e + 1)) + 1, neg);
}

function fromFixed(s: string, neg: boolean): Digits {
  const dot = s.indexOf(".");
  const intLen = dot < 0 ? s.length : dot;
  return trimmed(s.replace(".", ""), intLen, neg);
}

function trimmed(all: string, decpt: number, neg: boolean): Digits {
  let start = 0;
  while (start < all.length && all[start] === "0") start++;
  let end = all.length;
  while (end > start && all[end - 1] === "0") end--;
  if (start === end) return ZERO(neg);
  return { digits: all.slice(start, end), decpt: decpt - start, neg };
}

/** The exact decimal expansion of a finite positive double: `a = int * 10**exp10`. */
function exactDecimal(a: number): { int: bigint; exp10: number } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, a);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const biased = (hi >>> 20) & 0x7ff;
  let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let exp2: number;
  if (biased === 0) exp2 = -1074;
  else {
    mant |= 1n << 52n;
    exp2 = biased - 1075;
  }
  if (exp2 >= 0) return { int: mant << BigInt(exp2), exp10: 0 };
  // m / 2**k == m * 5**k / 10**k
  return { int: mant * 5n ** BigInt(-exp2), exp10: exp2 };
}

function roundExact(a: number, mode: 2 | 3, n: number, neg: boolean): Digits {
  const { int, exp10 } = exactDecimal(a);
  const all = int.toString();
  const decpt = all.length + exp10;
  const keep = mode === 2 ? n : decpt + n;
  if (keep >= all.length) return trimmed(all, decpt, neg);
  if (keep < 0) return ZERO(neg);
  const head = all.slice(0, keep);
  const first = all[keep];
  const restNonZero = /[1-9]/.test(all.slice(keep + 1));
  const lastOdd = keep > 0 && Number(head[keep - 1]) % 2 === 1;
  const up = first > "5" || (first === "5" && (restNonZero || lastOdd));
  if (!up) return trimmed(head, decpt, neg);
  const bumped = (BigInt(head || "0") + 1n).toString();
  return trimmed(bumped, bumped.length + decpt - keep, neg);
}
