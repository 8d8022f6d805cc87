// Exact rationals over bigint, for the modules whose CPython versions compute exactly and round
// once at the end (statistics' mean/variance, math.fsum): float <-> fraction conversions are exact
// and correctly rounded.

export interface Frac {
  n: bigint;
  d: bigint;
}

const abs = (x: bigint) => (x < 0n ? -x : x);

function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export function frac(n: bigint, d = 1n): Frac {
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return g > 1n ? { n: n / g, d: d / g } : { n, d };
}

export const ZERO: Frac = { n: 0n, d: 1n };

export function add(a: Frac, b: Frac): Frac {
  return a.d === b.d ? frac(a.n + b.n, a.d) : frac(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function sub(a: Frac, b: Frac): Frac {
  return add(a, { n: -b.n, d: b.d });
}

export function mul(a: Frac, b: Frac): Frac {
  return frac(a.n * b.n, a.d * b.d);
}

export function div(a: Frac, b: Frac): Frac {
  return frac(a.n * b.d, a.d * b.n);
}

export function bitLength(x: bigint): number {
  return x === 0n ? 0 : abs(x).toString(2).length;
}

/** float.as_integer_ratio(): exact, for finite doubles. */
export function fromFloat(x: number): Frac {
  if (x === 0 || !Number.isFinite(x)) return ZERO;
  const buf = new DataView(new ArrayBuffer(8));
  buf.setFloat64(0, x);
  const hi = buf.getUint32(0);
  const lo = buf.getUint32(4);
  const sign = hi >>> 31 ? -1n : 1n;
  const exp = (hi >>> 20) & 0x7ff;
  let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let e: number;
  if (exp === 0) e = -1074;
  else {
    mant |= 1n << 52n;
    e = exp - 1075;
  }
  return e >= 0 ? frac(sign * (mant << BigInt(e))) : frac(sign * mant, 1n << BigInt(-e));
}

/** n/d correctly rounded to a double (ties to even), as int/int true division in CPython. */
export function toFloat(f: Frac): number {
  let { n, d } = f;
  if (n === 0n) return 0;
  const negative = n < 0n;
  if (negative) n = -n;
  // Scale so the quotient has 55+ bits; OR the remainder into the last bit (round to odd) so that
  // the one final rounding by Number() is the correct one.
  let shift = bitLength(n) - bitLength(d) - 55;
  if (shift >= 0) d <<= BigInt(shift);
  else n <<= BigInt(-shift);
  let q = n / d;
  if (n % d !== 0n) q |= 1n;
  // A subnormal result has fewer than 53 significant bits: round once, at the 2**-1074 bit.
  if (bitLength(q) - 1 + shift - 52 < -1074) {
    const extra = -1074 - shift;
    {
      const dropped = q & ((1n << BigInt(extra)) - 1n);
      q >>= BigInt(extra);
      shift += extra;
      const half = 1n << BigInt(extra - 1);
      if (dropped > half || (dropped === half && q & 1n)) q += 1n;
    }
  }
  let value = Number(q);
  while (shift > 0) {
    const step = Math.min(shift, 1000);
    value *= 2 ** step;
    shift -= step;
  }
  while (shift < 0) {
    const step = Math.min(-shift, 1000);
    value /= 2 ** step;
    shift += step;
  }
  return negative ? -value : value;
}

/** isqrt for non-negative bigints (Newton). */
export function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt(Math.ceil(bitLength(n) / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** statistics._float_sqrt_of_frac: sqrt(n/m) correctly rounded. */
export function sqrtOfFrac(f: Frac): number {
  const { n, d: m } = f;
  const rto = (a: bigint, b: bigint) => {
    const r = isqrt(a / b);
    return r | (r * r * b !== a ? 1n : 0n);
  };
  const q = Math.floor((bitLength(n) - bitLength(m) - 109) / 2);
  if (q >= 0) return toFloat(frac(rto(n, m << BigInt(2 * q)) << BigInt(q)));
  return toFloat(frac(rto(n << BigInt(-2 * q), m), 1n << BigInt(-q)));
}
