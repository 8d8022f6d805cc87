// Python int: a JS number in the safe range, a bigint only outside it. Every operation here is
// exact for any size, normalises its result, floors toward -inf and quotes CPython's errors.
import { E, raise } from "./exceptions.js";
import { hooks } from "./hooks.js";
import { checkIntBits } from "./limits.js";

export type Int = number | bigint;

const MAX_SAFE_BIG = BigInt(Number.MAX_SAFE_INTEGER);
const MIN_SAFE_BIG = -MAX_SAFE_BIG;

/** JS's conversions under names emitted code can take from `$rt` (it reaches no globals): the
 *  emitter's inline bigint branches use them. */
export const bigintOf: (x: number | bigint) => bigint = BigInt;
export const numberOf: (x: bigint) => number = Number;

const SSIZE_MAX = 2n ** 63n - 1n;

/** A bigint int as CPython converts it to a C ssize_t: itself within [-2**63, 2**63 - 1],
 *  OverflowError outside (an int in the safe range always fits). */
export function checkSsize(n: bigint): bigint {
  if (n > SSIZE_MAX || n < -SSIZE_MAX - 1n) raise(E.OverflowError, "Python int too large to convert to C ssize_t");
  return n;
}

/** Brings an int result back to its canonical form: number when safe, else bigint; never -0. */
export function normInt(x: Int): Int {
  if (typeof x === "bigint") return x >= MIN_SAFE_BIG && x <= MAX_SAFE_BIG ? Number(x) : x;
  if (Number.isSafeInteger(x)) return x === 0 ? 0 : x;
  return BigInt(x);
}

/** True for Python ints (not bool, not float). */
export function isInt(x: any): x is Int {
  return typeof x === "number" || typeof x === "bigint";
}

export function toBigInt(x: Int | boolean): bigint {
  return typeof x === "bigint" ? x : BigInt(Number(x));
}

/** Number of bits in abs(x), as int.bit_length(). */
export function bitLength(x: Int): number {
  if (typeof x === "number") {
    const a = Math.abs(x);
    return a < 2 ** 31 ? 32 - Math.clz32(a) : a.toString(2).length;
  }
  const hex = (x < 0n ? -x : x).toString(16);
  return hex.length * 4 - Math.clz32(parseInt(hex[0], 16)) + 28;
}


export function intAdd(a: Int, b: Int): Int {
  if (typeof a === "number" && typeof b === "number") {
    const r = a + b;
    if (Number.isSafeInteger(r)) return r;
  }
  return normInt(toBigInt(a) + toBigInt(b));
}

export function intSub(a: Int, b: Int): Int {
  if (typeof a === "number" && typeof b === "number") {
    const r = a - b;
    if (Number.isSafeInteger(r)) return r;
  }
  return normInt(toBigInt(a) - toBigInt(b));
}

export function intMul(a: Int, b: Int): Int {
  if (typeof a === "number" && typeof b === "number") {
    const r = a * b;
    if (Number.isSafeInteger(r)) return r === 0 ? 0 : r;
  }
  checkIntBits(bitLength(a) + bitLength(b) - 1);
  return normInt(toBigInt(a) * toBigInt(b));
}

/**
 * Orders two ints: -1, 0 or 1. A bigint with a number is ordered as two bigints: this QuickJS
 * orders a negative bigint against a negative double the wrong way round (`-(2n ** 60n) <
 * -(2 ** 40)` is false), and an int past the safe range is a bigint.
 */
export function intOrder(a: Int, b: Int): number {
  if (typeof a !== typeof b) return intOrder(BigInt(a), BigInt(b));
  return a < b ? -1 : a > b ? 1 : 0;
}

export function intNeg(a: Int): Int {
  return typeof a === "number" ? (a === 0 ? 0 : -a) : normInt(-a);
}

export function intAbs(a: Int): Int {
  return typeof a === "number" ? Math.abs(a) : a < 0n ? -a : a;
}

export function intInvert(a: Int): Int {
  return intSub(intNeg(a), 1);
}

export function intSign(a: Int): number {
  return a > 0 ? 1 : a < 0 ? -1 : 0;
}

export function intFloorDiv(a: Int, b: Int): Int {
  if (b === 0) raise(E.ZeroDivisionError, "integer division or modulo by zero");
  if (typeof a === "number" && typeof b === "number") {
    // `%` is exact on doubles, so (a - r) / b is an exact integer quotient.
    const r = a % b;
    let q = (a - r) / b;
    if (r !== 0 && r < 0 !== b < 0) q -= 1;
    return q === 0 ? 0 : q;
  }
  const x = toBigInt(a);
  const y = toBigInt(b);
  let q = x / y;
  if (x % y !== 0n && x < 0n !== y < 0n) q -= 1n;
  return normInt(q);
}

export function intMod(a: Int, b: Int): Int {
  if (b === 0) raise(E.ZeroDivisionError, "integer modulo by zero");
  if (typeof a === "number" && typeof b === "number") {
    let r = a % b;
    if (r !== 0 && r < 0 !== b < 0) r += b;
    return r === 0 ? 0 : r;
  }
  const y = toBigInt(b);
  let r = toBigInt(a) % y;
  if (r !== 0n && r < 0n !== y < 0n) r += y;
  return normInt(r);
}

/** divmod(a, b) for ints. */
export function intDivMod(a: Int, b: Int): [Int, Int] {
  if (b === 0) raise(E.ZeroDivisionError, "integer division or modulo by zero");
  return [intFloorDiv(a, b), intMod(a, b)];
}

/** a ** b for ints with b >= 0 (the caller turns negative exponents into float power). */
export function intPow(a: Int, b: Int): Int {
  if (a === 0) return b === 0 ? 1 : 0;
  if (a === 1) return 1;
  if (a === -1) return intMod(b, 2) === 0 ? 1 : -1;
  // The result has at least (bitLength(a) - 1) * b + 1 bits: refuse before computing.
  const bits = bitLength(a);
  const minBits = (bits - 1) * Number(b) + 1;
  if (typeof b === "bigint" || minBits > hooks.maxIntBits) raise(E.MemoryError);
  if (typeof a === "number" && bits * b <= 53) {
    let result = 1;
    let base = a;
    let e = b as number;
    while (e > 0) {
      if (e & 1) result *= base;
      e = Math.floor(e / 2);
      if (e > 0) base *= base;
    }
    return result;
  }
  return normInt(toBigInt(a) ** BigInt(b));
}

export function intLShift(a: Int, b: Int): Int {
  if (b < 0) raise(E.ValueError, "negative shift count");
  if (a === 0) return 0;
  if (typeof b === "bigint") {
    if (b > 0x7fffffffffffffffn) raise(E.OverflowError, "too many digits in integer");
    raise(E.MemoryError);
  }
  const bits = bitLength(a) + (b as number);
  checkIntBits(bits);
  if (typeof a === "number" && bits <= 53) return a * 2 ** (b as number);
  return normInt(toBigInt(a) << BigInt(b));
}

export function intRShift(a: Int, b: Int): Int {
  if (b < 0) raise(E.ValueError, "negative shift count");
  if (typeof b === "bigint" || b >= bitLength(a) + 1) return a < 0 ? -1 : 0;
  if (typeof a === "number") {
    const r = Math.floor(a / 2 ** b);
    return r === 0 ? 0 : r;
  }
  return normInt(a >> BigInt(b));
}

const isInt32 = (x: Int) => typeof x === "number" && (x | 0) === x;

export function intAnd(a: Int, b: Int): Int {
  if (isInt32(a) && isInt32(b)) return (a as number) & (b as number);
  return normInt(toBigInt(a) & toBigInt(b));
}

export function intOr(a: Int, b: Int): Int {
  if (isInt32(a) && isInt32(b)) return (a as number) | (b as number);
  return normInt(toBigInt(a) | toBigInt(b));
}

export function intXor(a: Int, b: Int): Int {
  if (isInt32(a) && isInt32(b)) return (a as number) ^ (b as number);
  return normInt(toBigInt(a) ^ toBigInt(b));
}

/** float(int): exact when possible, correctly rounded otherwise; OverflowError beyond double range. */
export function intToFloat(a: Int): number {
  if (typeof a === "number") return a;
  const f = Number(a);
  if (!Number.isFinite(f)) raise(E.OverflowError, "int too large to convert to float");
  return f;
}

/** a / b for ints, correctly rounded as CPython's long_true_divide. */
export function intTrueDiv(a: Int, b: Int): number {
  if (b === 0) raise(E.ZeroDivisionError, "division by zero");
  if (typeof a === "number" && typeof b === "number") return a / b;
  const negative = a < 0 !== b < 0;
  let x = toBigInt(a);
  let y = toBigInt(b);
  if (x < 0n) x = -x;
  if (y < 0n) y = -y;
  if (x === 0n) return negative ? -0 : 0;
  const r = ratioToFloat(x, y, 0);
  if (!Number.isFinite(r)) raise(E.OverflowError, "integer division result too large for a float");
  return negative ? -r : r;
}

/** n / d * 2**exp2 for positive bigints, correctly rounded to a double (Infinity on overflow). */
export function ratioToFloat(n: bigint, d: bigint, exp2: number): number {
  // Scale so the integer quotient has at least 55 bits; a sticky bit for a nonzero remainder
  // makes Number()'s round-half-even rounding of the quotient the correctly rounded result.
  const shift = bitLength(d) - bitLength(n) + 55;
  const num = shift > 0 ? n << BigInt(shift) : n;
  const den = shift < 0 ? d << BigInt(-shift) : d;
  let q = num / den;
  if (num % den !== 0n) q |= 1n;
  return ldexp(Number(q), exp2 - shift);
}

/** x * 2**e without intermediate overflow or underflow. */
export function ldexp(x: number, e: number): number {
  while (e > 1000) {
    x *= 2 ** 1000;
    e -= 1000;
  }
  while (e < -1000) {
    x *= 2 ** -1000;
    e += 1000;
  }
  return x * 2 ** e;
}

/** CPython 3.11's default limit on int<->decimal string conversion; sys.set_int_max_str_digits
 *  changes hooks.maxStrDigits (0: no limit). */
export const MAX_STR_DIGITS = 4300;

/** str(int) in base 10, with CPython's digit limit (checked before the costly conversion). */
export function intToString(a: Int): string {
  if (typeof a === "number") return String(a);
  const limit = hooks.maxStrDigits;
  const tooMany = () =>
    raise(
      E.ValueError,
      `Exceeds the limit (${limit} digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit`,
    );
  if (limit > 0 && bitLength(a) > limit * 3.33 + 64) tooMany();
  const s = a.toString();
  if (limit > 0 && s.length - (a < 0n ? 1 : 0) > limit) tooMany();
  return s;
}
