// Python float: PyFloat boxes a double so 1.0 and 1 stay distinct; CPython's repr, arithmetic
// with its ZeroDivisionError/OverflowError rules, and exact int/float comparison.
import { E, newException, raise } from "./exceptions.js";
import { T } from "./type.js";
import { type Int, ratioToFloat } from "./int.js";
import { FLOAT } from "./type-marks.js";

export class PyFloat {
  constructor(readonly v: number) {}
}
Object.defineProperties(PyFloat.prototype, { $type: { value: T.float }, $float: { value: FLOAT } });

/** A safe int (a JS number) or a float as the double it compares and converts as; undefined for
 *  anything else. */
export function doubleOf(x: any): number | undefined {
  return typeof x === "number" ? x : x?.$float === FLOAT ? x.v : undefined;
}

/** repr(float) as CPython: shortest round-trip digits, exponent form when exp < -4 or exp >= 16. */
export function floatRepr(x: number): string {
  if (x !== x) return "nan";
  if (x === Infinity) return "inf";
  if (x === -Infinity) return "-inf";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const m = Math.abs(x);
  if (m >= 1e-4 && m < 1e16) {
    // In this range both JS and CPython print the same shortest digits in fixed notation.
    const s = String(x);
    return s.includes(".") ? s : s + ".0";
  }
  const sign = x < 0 ? "-" : "";
  // CPython prints the shortest digit string that round-trips, nearest to the value; QuickJS's
  // toExponential() sometimes gives more digits (2.0**149), so shorter ones are tried first.
  const [mant, expText] = shortestExponential(Math.abs(x)).split("e");
  const digits = mant.replace(".", "");
  const exp = Number(expText);
  if (exp < -4 || exp >= 16) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const e = Math.abs(exp);
    return `${sign}${m}e${exp < 0 ? "-" : "+"}${e < 10 ? "0" : ""}${e}`;
  }
  if (exp < 0) return `${sign}0.${"0".repeat(-exp - 1)}${digits}`;
  if (digits.length <= exp + 1) return `${sign}${digits}${"0".repeat(exp + 1 - digits.length)}.0`;
  return `${sign}${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
}

/** The shortest digits that read back as `m` (finite, > 0), the nearest of them, in
 *  toExponential's form: CPython's repr digits. QuickJS's toExponential() is sometimes longer
 *  (2.0**149), and at a power of two the nearest shorter rendering may lie just outside the
 *  rounding interval while the one above it is inside (2.0**305). */
export function shortestExponential(m: number): string {
  const full = m.toExponential();
  for (let p = 0; p < full.indexOf("e") - 2; p++) {
    const s = m.toExponential(p);
    if (Number(s) === m) return s;
    const up = nextDigits(s);
    if (Number(up) === m) return up;
  }
  return full;
}

/** `d.ddde±x` with its last digit one higher (9.99e5 -> 1.00e6). */
function nextDigits(s: string): string {
  const [mant, expText] = s.split("e");
  const digits = mant.replace(".", "");
  let next = (BigInt(digits) + 1n).toString();
  let exp = Number(expText);
  if (next.length > digits.length) {
    next = next.slice(0, -1);
    exp++;
  }
  return `${next[0]}${next.length > 1 ? "." + next.slice(1) : ""}e${exp < 0 ? "-" : "+"}${Math.abs(exp)}`;
}

export function floatDiv(a: number, b: number): number {
  if (b === 0) raise(E.ZeroDivisionError, "float division by zero");
  return a / b;
}

/** CPython float_divmod: the floor quotient and a remainder with the divisor's sign. */
function divmod(a: number, b: number): [number, number] {
  let mod = a % b;
  let div = (a - mod) / b;
  // C's `if (mod)` is true for NaN, unlike JS truthiness.
  if (mod !== 0) {
    if (b < 0 !== mod < 0) {
      mod += b;
      div -= 1;
    }
  } else {
    mod = b < 0 ? -0 : 0;
  }
  let floordiv: number;
  if (div !== 0) {
    floordiv = Math.floor(div);
    if (div - floordiv > 0.5) floordiv += 1;
  } else {
    floordiv = a / b < 0 || Object.is(a / b, -0) ? -0 : 0;
  }
  return [floordiv, mod];
}

export function floatFloorDiv(a: number, b: number): number {
  if (b === 0) raise(E.ZeroDivisionError, "float floor division by zero");
  return divmod(a, b)[0];
}

export function floatMod(a: number, b: number): number {
  if (b === 0) raise(E.ZeroDivisionError, "float modulo");
  return divmod(a, b)[1];
}

export function floatDivMod(a: number, b: number): [number, number] {
  if (b === 0) raise(E.ZeroDivisionError, "float divmod()");
  return divmod(a, b);
}

const isOddInteger = (x: number) => Number.isInteger(x) && Math.abs(x % 2) === 1;

/** a ** b on doubles following CPython's float_pow special cases (C99 pow, not JS Math.pow). */
export function floatPow(a: number, b: number): number {
  if (b === 0) return 1;
  if (a !== a) return a;
  if (b !== b) return a === 1 ? 1 : b;
  if (!Number.isFinite(b)) {
    const m = Math.abs(a);
    if (m === 1) return 1;
    return b > 0 === m > 1 ? Infinity : 0;
  }
  if (!Number.isFinite(a)) {
    const odd = isOddInteger(b);
    if (a > 0) return b > 0 ? a : 0;
    return b > 0 ? (odd ? a : Infinity) : odd ? -0 : 0;
  }
  if (a === 0) {
    if (b < 0) raise(E.ZeroDivisionError, "0.0 cannot be raised to a negative power");
    return isOddInteger(b) ? a : 0;
  }
  if (a < 0 && !Number.isInteger(b)) {
    // CPython returns a complex here; the subset has no complex numbers.
    raise(E.ValueError, "math domain error");
  }
  if (a === 1) return 1;
  if (a === -1) return isOddInteger(b) ? -1 : 1;
  // A square is one multiplication, rounded once: already the correctly rounded result.
  const r = b === 2 ? a * a : Number.isInteger(b) && Math.abs(b) <= 1024 ? powInteger(a, b) : b === 0.5 ? Math.sqrt(a) : Math.pow(a, b);
  if (!Number.isFinite(r)) throw newException(E.OverflowError, [34, "Numerical result out of range"]);
  return r;
}

/** a ** n for an integer n, exact then correctly rounded (as C99 pow in glibc/musl; JS Math.pow
 *  is not correctly rounded in every engine). */
function powInteger(a: number, n: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(a));
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const biased = hi >>> 20;
  let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let exp: number;
  if (biased === 0) exp = -1074;
  else {
    mant |= 1n << 52n;
    exp = biased - 1075;
  }
  const p = mant ** BigInt(Math.abs(n));
  const r = n > 0 ? ratioToFloat(p, 1n, exp * n) : ratioToFloat(1n, p, -exp * -n);
  return a < 0 && Math.abs(n) % 2 === 1 ? -r : r;
}

/** Compares an int with a double exactly (no rounding of big ints): -1, 0, 1, or NaN if unordered. */
export function compareIntFloat(i: Int, f: number): number {
  if (f !== f) return NaN;
  if (typeof i === "number") return i < f ? -1 : i > f ? 1 : 0;
  if (!Number.isFinite(f)) return f > 0 ? -1 : 1;
  const whole = Math.trunc(f);
  const w = BigInt(whole);
  if (i !== w) return i < w ? -1 : 1;
  return f > whole ? -1 : f < whole ? 1 : 0;
}

/** int(float): truncation toward zero, with CPython's errors for inf and nan. */
export function floatToInt(f: number): Int {
  if (f !== f) raise(E.ValueError, "cannot convert float NaN to integer");
  if (!Number.isFinite(f)) raise(E.OverflowError, "cannot convert float infinity to integer");
  const t = Math.trunc(f);
  if (Number.isSafeInteger(t)) return t === 0 ? 0 : t;
  return BigInt(t);
}
