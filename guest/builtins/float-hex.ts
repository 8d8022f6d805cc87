// float.hex, float.fromhex and float.as_integer_ratio, exactly as CPython's floatobject.c: read
// from the double's bits (sign, 11-bit exponent, 52-bit fraction), and fromhex rounding half to
// even at the precision the value's exponent leaves (subnormals included).
import { E, normInt, raise } from "../values/index.js";

const view = new DataView(new ArrayBuffer(8));

/** The double's sign, biased exponent and fraction bits. */
function bitsOf(x: number): { negative: boolean; exponent: number; fraction: bigint } {
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  return { negative: hi >>> 31 === 1, exponent: (hi >>> 20) & 0x7ff, fraction: (BigInt(hi & 0xfffff) << 32n) | BigInt(lo) };
}

/** x == mantissa * 2**exponent with an integer mantissa (the implicit bit included). */
function integerScaled(x: number): { mantissa: bigint; exponent: number } {
  const { exponent, fraction } = bitsOf(x);
  return exponent === 0 ? { mantissa: fraction, exponent: -1074 } : { mantissa: fraction | (1n << 52n), exponent: exponent - 1075 };
}

export function floatHex(x: number): string {
  if (Number.isNaN(x)) return "nan";
  if (!Number.isFinite(x)) return x > 0 ? "inf" : "-inf";
  const { negative, exponent, fraction } = bitsOf(x);
  const sign = negative ? "-" : "";
  if (x === 0) return `${sign}0x0.0p+0`;
  const digits = fraction.toString(16).padStart(13, "0");
  const e = exponent === 0 ? -1022 : exponent - 1023;
  return `${sign}0x${exponent === 0 ? 0 : 1}.${digits}p${e < 0 ? "-" : "+"}${Math.abs(e)}`;
}

export function floatAsIntegerRatio(x: number): [number | bigint, number | bigint] {
  if (Number.isNaN(x)) raise(E.ValueError, "cannot convert NaN to integer ratio");
  if (!Number.isFinite(x)) raise(E.OverflowError, "cannot convert Infinity to integer ratio");
  if (x === 0) return [0, 1];
  let { mantissa, exponent } = integerScaled(Math.abs(x));
  while ((mantissa & 1n) === 0n && exponent < 0) {
    mantissa >>= 1n;
    exponent++;
  }
  const numerator = exponent > 0 ? mantissa << BigInt(exponent) : mantissa;
  return [normInt(x < 0 ? -numerator : numerator), normInt(exponent < 0 ? 1n << BigInt(-exponent) : 1n)];
}

const HEX_FLOAT = /^([+-]?)(?:(inf|infinity)|(nan)|(?:0x)?([0-9a-f]*)(?:\.([0-9a-f]*))?(?:p([+-]?[0-9]+))?)$/i;

export function floatFromHex(s: string): number {
  const m = HEX_FLOAT.exec(s.replace(/^[ \t\n\r\f\v]+|[ \t\n\r\f\v]+$/g, ""));
  const whole = m?.[4] ?? "";
  const part = m?.[5] ?? "";
  if (m === null || (m[2] === undefined && m[3] === undefined && whole + part === "")) raise(E.ValueError, "invalid hexadecimal floating-point string");
  const negative = m![1] === "-";
  if (m![2] !== undefined) return negative ? -Infinity : Infinity;
  if (m![3] !== undefined) return NaN;
  const mantissa = BigInt(`0x${whole + part}`);
  if (mantissa === 0n) return negative ? -0 : 0;
  // The value is mantissa * 2**e, in [2**(top - 1), 2**top).
  const e = Number(m![6] ?? 0) - 4 * part.length;
  const top = mantissa.toString(2).length + e;
  if (top > 1024) raise(E.OverflowError, "hexadecimal value too large to represent as a float");
  // The exponent of the last place the double keeps: 53 bits, or fewer below 2**-1022.
  const last = Math.max(top - 53, -1074);
  const drop = last - e;
  let q: bigint;
  if (drop <= 0) q = mantissa << BigInt(-drop);
  else if (drop > top - e + 1) q = 0n;
  else {
    q = mantissa >> BigInt(drop);
    const rest = mantissa - (q << BigInt(drop));
    const half = 1n << BigInt(drop - 1);
    if (rest > half || (rest === half && (q & 1n) === 1n)) q++;
  }
  const v = Number(q) * 2 ** last;
  if (!Number.isFinite(v)) raise(E.OverflowError, "hexadecimal value too large to represent as a float");
  return negative ? -v : v;
}
