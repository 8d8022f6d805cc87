// fma(a, b, c): a * b + c rounded once, which glibc's FMA builds compute and JavaScript has no
// operator for. Boldo and Melquiond's emulation: the product exactly as two doubles (Dekker),
// its sum with c exactly as two (Knuth's two-sum), the two small parts added with rounding to
// odd, then one rounding to nearest. Exact for operands whose products neither overflow nor
// underflow (the callers' are within [2**-200, 2**10]).

const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);

/** The rounding error of the product p = a * b, exactly (Veltkamp's split, Dekker's product). */
export function productError(a: number, b: number, p: number): number {
  let t = 134217729 * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = 134217729 * b;
  const bh = t - (t - b);
  const bl = b - bh;
  return ah * bh - p + ah * bl + al * bh + al * bl;
}

/** x + y rounded to odd: when the sum is inexact, the neighbour whose last bit is 1. */
function addRoundOdd(x: number, y: number): number {
  const s = x + y;
  const v = s - x;
  const err = x - (s - v) + (y - v);
  if (err === 0) return s;
  f64[0] = s;
  const lo = u32[0]!;
  if ((lo & 1) === 1) return s;
  if (err > 0 === s > 0) u32[0] = lo + 1;
  else if (lo !== 0) u32[0] = lo - 1;
  else {
    u32[0] = 0xffffffff;
    u32[1] = u32[1]! - 1;
  }
  return f64[0]!;
}

export function fma(a: number, b: number, c: number): number {
  const p = a * b;
  const e = productError(a, b, p);
  const s = p + c;
  const v = s - p;
  const t = p - (s - v) + (c - v);
  return s + addRoundOdd(t, e);
}
