// The C library's log(x), bit for bit: CPython's math.log (and the random module's draws) call
// glibc's, which is Arm optimized-routines' log (math/log.c) built with FMA on the machines the
// oracle runs on; the engine's Math.log differs from it in the last bit for a few inputs in a
// hundred. The one fused multiply-add the FMA build makes, r = fma(z, 1/c, -1), is exact here: z/c
// is within 2**-8 of 1, so the rounded product minus 1 is exact and adding the product's rounding
// error (Dekker's two-product) rounds once. Checked against glibc on millions of inputs.
import { fma, productError } from "./fma.js";
import { LN2_HI, LN2_LO, POLY, POLY1, TABLE } from "./log-data.js";

const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);
// Little-endian words, as wasm and every engine here lay them out.
const LO = 0;
const HI = 1;

const [A0, A1, A2, A3, A4] = POLY as [number, number, number, number, number];
const [B0, B1, B2, B3, B4, B5, B6, B7, B8, B9, B10] = POLY1 as [number, number, number, number, number, number, number, number, number, number, number];

/** log(x) near 1 (x in [1 - 2**-4, 1 + 0x1.09p-4)): a polynomial in r = x - 1, its leading
 *  terms kept in two parts, with the fused multiply-adds GCC makes of Arm's code (read from its
 *  object code: every product feeding a sum, save those that are exact). */
function logNearOne(x: number): number {
  if (x === 1) return 0;
  const r = x - 1;
  const r2 = r * r;
  const r3 = r2 * r;
  const q1 = fma(r2, B3, fma(r, B2, B1));
  const q4 = fma(r2, B6, fma(r, B5, B4));
  const q7 = fma(r2, B9, fma(r, B8, B7));
  const poly = fma(fma(fma(r3, B10, q7), r3, q4), r3, q1);
  const w = r * 134217728; // 2 ** 27
  const rhi = r + w - w;
  const rlo = r - rhi;
  const half = rhi * rhi * B0; // exact: rhi has 26 bits, B0 is -0.5
  const hi = r + half;
  const lo = fma(B0 * rlo, rhi + r, r - hi + half);
  return fma(poly, r3, lo) + hi;
}

export function cLog(x: number): number {
  if (x >= 0.9375 && x < 1.064697265625) return logNearOne(x);
  if (!(x >= 2.2250738585072014e-308 && x < Infinity)) {
    if (x === 0) return -Infinity;
    if (x === Infinity) return x;
    if (!(x > 0)) return NaN;
    // A subnormal: scaled into the normal range, its exponent taken back in k.
    return logScaled(x * 4503599627370496, -52);
  }
  return logScaled(x, 0);
}

/** log(x * 2**scale) for a normal x: x = 2**k z with z in [0x1.6p-1, 0x1.6p0), log(z) = log(c) +
 *  log1p(z/c - 1) for the table's c nearest z. */
function logScaled(x: number, scale: number): number {
  f64[0] = x;
  const hi = u32[HI]!;
  // The bits of x less those of 0x1.6p-1 (its low word is 0): the table index and k.
  const tmp = (hi - 0x3fe60000) | 0;
  const i = (tmp >>> 13) & 127;
  const k = (tmp >> 20) + scale;
  u32[HI] = hi - (tmp & 0xfff00000);
  const z = f64[0]!;
  const invc = TABLE[2 * i]!;
  const logc = TABLE[2 * i + 1]!;
  const p = z * invc;
  const r = p - 1 + productError(z, invc, p);
  const w = k * LN2_HI + logc;
  const h = w + r;
  const lo = w - h + r + k * LN2_LO;
  const r2 = r * r;
  return lo + r2 * A0 + r * r2 * (A1 + r * A2 + r2 * (A3 + r * A4)) + h;
}
