// The special functions of `math` with the algorithms CPython 3.11 uses, so that results agree
// to the last bit: gamma and lgamma are CPython's own (a Lanczos sum with N=13, g≈6.0247, and
// the reflection formula); erf, erfc and cbrt are the C library's on the platform CPython is
// built for (glibc's dbl-64: fdlibm's rational approximations, and a polynomial cube-root guess
// refined by one Halley step). Each returns what the C function returns, plus the errno CPython
// reads to raise ValueError/OverflowError. Their logs are the C library's (cLog).

import { cLog } from "../libm/log.js";

/** The C result and errno: "EDOM" (math domain error), "ERANGE" (range error) or null. */
export interface CResult {
  value: number;
  errno: "EDOM" | "ERANGE" | null;
}

const ok = (value: number): CResult => ({ value, errno: Number.isFinite(value) || Number.isNaN(value) ? null : "ERANGE" });

const PI = 3.141592653589793238462643383279502884197;
const LOG_PI = 1.144729885849400174143427351353058711647;
const LANCZOS_G = 6.024680040776729583740234375;
const LANCZOS_G_MINUS_HALF = 5.524680040776729583740234375;
const LANCZOS_NUM = [
  23531376880.410759688572007674451636754734846804940, 42919803642.649098768957899047001988850926355848959,
  35711959237.355668049440185451547166705960488635843, 17921034426.037209699919755754458931112671403265390,
  6039542586.3520280050642916443072979210699388420708, 1439720407.3117216736632230727949123939715485786772,
  248874557.86205415651146038641322942321632125127801, 31426415.585400194380614231628318205362874684987640,
  2876370.6289353724412254090516208496135991145378768, 186056.26539522349504029498971604569928220784236328,
  8071.6720023658162106380029022722506138218516325024, 210.82427775157934587250973392071336271166969580291,
  2.5066282746310002701649081771338373386264310793408,
];
/** x*(x+1)*...*(x+11) expanded. */
const LANCZOS_DEN = [0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0, 13339535.0, 2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0];

/** Γ(1)..Γ(23), exact as doubles. */
const GAMMA_INTEGRAL = Array.from({ length: 23 }, (_, i) => {
  let r = 1;
  for (let k = 2; k <= i; k++) r *= k;
  return r;
});

function lanczosSum(x: number): number {
  let num = 0;
  let den = 0;
  // Small x: Horner in x; large x: in 1/x (no overflow, better accuracy), as CPython.
  if (x < 5.0) {
    for (let i = 12; i >= 0; i--) {
      num = num * x + LANCZOS_NUM[i];
      den = den * x + LANCZOS_DEN[i];
    }
  } else {
    for (let i = 0; i < 13; i++) {
      num = num / x + LANCZOS_NUM[i];
      den = den / x + LANCZOS_DEN[i];
    }
  }
  return num / den;
}

/** sin(pi*x), exact at integers and half-integers (CPython's m_sinpi). */
function sinpi(x: number): number {
  const y = Math.abs(x) % 2.0;
  const n = Math.round(2.0 * y);
  let r: number;
  switch (n) {
    case 0:
      r = Math.sin(PI * y);
      break;
    case 1:
      r = Math.cos(PI * (y - 0.5));
      break;
    case 2:
      // -sin(pi*(y-1.0)) would give -0.0 at y == 1.0.
      r = Math.sin(PI * (1.0 - y));
      break;
    case 3:
      r = -Math.cos(PI * (y - 1.5));
      break;
    default:
      r = Math.sin(PI * (y - 2.0));
  }
  return (x < 0 || Object.is(x, -0) ? -1 : 1) * r;
}

/** CPython's m_tgamma. */
export function gamma(x: number): CResult {
  if (!Number.isFinite(x)) return Number.isNaN(x) || x > 0 ? { value: x, errno: null } : { value: NaN, errno: "EDOM" };
  if (x === 0) return { value: Object.is(x, -0) ? -Infinity : Infinity, errno: "EDOM" };
  if (x === Math.floor(x)) {
    if (x < 0) return { value: NaN, errno: "EDOM" };
    if (x <= 23) return { value: GAMMA_INTEGRAL[x - 1], errno: null };
  }
  const absx = Math.abs(x);
  if (absx < 1e-20) return ok(1.0 / x);
  if (absx > 200.0) return x < 0 ? { value: 0.0 / sinpi(x), errno: null } : { value: Infinity, errno: "ERANGE" };
  const y = absx + LANCZOS_G_MINUS_HALF;
  // The rounding error of y, which pow and exp would magnify.
  let z = absx > LANCZOS_G_MINUS_HALF ? y - absx - LANCZOS_G_MINUS_HALF : y - LANCZOS_G_MINUS_HALF - absx;
  z = (z * LANCZOS_G) / y;
  let r: number;
  if (x < 0) {
    r = (((-PI / sinpi(absx) / absx) * Math.exp(y)) / lanczosSum(absx));
    r -= z * r;
    if (absx < 140.0) r /= Math.pow(y, absx - 0.5);
    else {
      const sqrtpow = Math.pow(y, absx / 2.0 - 0.25);
      r /= sqrtpow;
      r /= sqrtpow;
    }
  } else {
    r = lanczosSum(absx) / Math.exp(y);
    r += z * r;
    if (absx < 140.0) r *= Math.pow(y, absx - 0.5);
    else {
      const sqrtpow = Math.pow(y, absx / 2.0 - 0.25);
      r *= sqrtpow;
      r *= sqrtpow;
    }
  }
  return ok(r);
}

/** CPython's m_lgamma: log|Γ(x)|. */
export function lgamma(x: number): CResult {
  if (!Number.isFinite(x)) return { value: Number.isNaN(x) ? x : Infinity, errno: null };
  if (x === Math.floor(x) && x <= 2.0) return x <= 0 ? { value: Infinity, errno: "EDOM" } : { value: 0.0, errno: null };
  const absx = Math.abs(x);
  if (absx < 1e-20) return ok(-cLog(absx));
  let r = cLog(lanczosSum(absx)) - LANCZOS_G;
  r += (absx - 0.5) * (cLog(absx + LANCZOS_G - 0.5) - 1);
  if (x < 0.0) r = LOG_PI - cLog(Math.abs(sinpi(absx))) - cLog(absx) - r;
  return ok(r);
}

// fdlibm's erf/erfc coefficients (glibc dbl-64 s_erf.c).
const ERX = 8.45062911510467529297e-1;
const EFX = 1.28379167095512586316e-1;
const PP = [1.28379167095512558561e-1, -3.25042107247001499370e-1, -2.84817495755985104766e-2, -5.77027029648944159157e-3, -2.37630166566501626084e-5];
const QQ = [0, 3.97917223959155352819e-1, 6.50222499887672944485e-2, 5.08130628187576562776e-3, 1.32494738004321644526e-4, -3.96022827877536812320e-6];
const PA = [
  -2.36211856075265944077e-3, 4.14856118683748331666e-1, -3.72207876035701323847e-1, 3.18346619901161753674e-1,
  -1.10894694282396677476e-1, 3.54783043256182359371e-2, -2.16637559486879084300e-3,
];
const QA = [0, 1.06420880400844228286e-1, 5.40397917702171048937e-1, 7.18286544141962662868e-2, 1.26171219808761642112e-1, 1.36370839120290507362e-2, 1.19844998467991074170e-2];
const RA = [
  -9.86494403484714822705e-3, -6.93858572707181764372e-1, -1.05586262253232909814e1, -6.23753324503260060396e1,
  -1.62396669462573470355e2, -1.84605092906711035994e2, -8.12874355063065934246e1, -9.81432934416914548592,
];
const SA = [
  0, 1.96512716674392571292e1, 1.37657754143519042600e2, 4.34565877475229228821e2, 6.45387271733267880336e2,
  4.29008140027567833386e2, 1.08635005541779435134e2, 6.57024977031928170135, -6.04244152148580987438e-2,
];
const RB = [
  -9.86494292470009928597e-3, -7.99283237680523006574e-1, -1.77579549177547519889e1, -1.60636384855821916062e2,
  -6.37566443368389627722e2, -1.02509513161107724954e3, -4.83519191608651397019e2,
];
const SB = [
  0, 3.03380607434824582924e1, 3.25792512996573918826e2, 1.53672958608443695994e3, 3.19985821950859553908e3,
  2.55305040643316442583e3, 4.74528541206955367215e2, -2.24409524465858183362e1,
];
const TINY = 1e-300;

const scratch = new DataView(new ArrayBuffer(8));
function highWord(x: number): number {
  scratch.setFloat64(0, x);
  return scratch.getInt32(0);
}
function withLowWordZero(x: number): number {
  scratch.setFloat64(0, x);
  scratch.setUint32(4, 0);
  return scratch.getFloat64(0);
}

/** R(x²) of erf on |x| < 0.84375 (erf(x) = x + x*R). */
function erfSmall(x: number): number {
  const z = x * x;
  const z2 = z * z;
  const z4 = z2 * z2;
  const r = PP[0] + z * PP[1] + z2 * (PP[2] + z * PP[3]) + z4 * PP[4];
  const s = 1 + z * QQ[1] + z2 * (QQ[2] + z * QQ[3]) + z4 * (QQ[4] + z * QQ[5]);
  return r / s;
}

/** P/Q of erf(1+s) - ERX on 0.84375 <= |x| < 1.25. */
function erfNearOne(ax: number): number {
  const s = ax - 1;
  const s2 = s * s;
  const s4 = s2 * s2;
  const s6 = s4 * s2;
  const p = PA[0] + s * PA[1] + s2 * (PA[2] + s * PA[3]) + s4 * (PA[4] + s * PA[5]) + s6 * PA[6];
  const q = 1 + s * QA[1] + s2 * (QA[2] + s * QA[3]) + s4 * (QA[4] + s * QA[5]) + s6 * QA[6];
  return p / q;
}

/** x * erfc(x) for 1.25 <= x < 28: exp(-x*x - 0.5625 + R/S), split to keep -x*x exact. */
function erfcTail(ax: number, nearer: boolean): number {
  const s = 1 / (ax * ax);
  const s2 = s * s;
  const s4 = s2 * s2;
  const s6 = s4 * s2;
  let R: number;
  let S: number;
  if (nearer) {
    const s8 = s4 * s4;
    R = RA[0] + s * RA[1] + s2 * (RA[2] + s * RA[3]) + s4 * (RA[4] + s * RA[5]) + s6 * (RA[6] + s * RA[7]);
    S = 1 + s * SA[1] + s2 * (SA[2] + s * SA[3]) + s4 * (SA[4] + s * SA[5]) + s6 * (SA[6] + s * SA[7]) + s8 * SA[8];
  } else {
    R = RB[0] + s * RB[1] + s2 * (RB[2] + s * RB[3]) + s4 * (RB[4] + s * RB[5]) + s6 * RB[6];
    S = 1 + s * SB[1] + s2 * (SB[2] + s * SB[3]) + s4 * (SB[4] + s * SB[5]) + s6 * (SB[6] + s * SB[7]);
  }
  const z = withLowWordZero(ax);
  return Math.exp(-z * z - 0.5625) * Math.exp((z - ax) * (z + ax) + R / S);
}

export function erf(x: number): number {
  const hx = highWord(x);
  const ix = hx & 0x7fffffff;
  if (ix >= 0x7ff00000) return Number.isNaN(x) ? x : x > 0 ? 1 : -1;
  if (ix < 0x3feb0000) {
    if (ix < 0x3e300000) return ix < 0x00800000 ? 0.0625 * (16.0 * x + 16.0 * EFX * x) : x + EFX * x;
    return x + x * erfSmall(x);
  }
  if (ix < 0x3ff40000) {
    const pq = erfNearOne(Math.abs(x));
    return hx >= 0 ? ERX + pq : -ERX - pq;
  }
  if (ix >= 0x40180000) return hx >= 0 ? 1 - TINY : TINY - 1;
  const ax = Math.abs(x);
  const r = erfcTail(ax, ix < 0x4006db6e);
  return hx >= 0 ? 1 - r / ax : r / ax - 1;
}

export function erfc(x: number): number {
  const hx = highWord(x);
  const ix = hx & 0x7fffffff;
  if (ix >= 0x7ff00000) return Number.isNaN(x) ? x : x > 0 ? 0 : 2;
  if (ix < 0x3feb0000) {
    if (ix < 0x3c700000) return 1 - x;
    const y = erfSmall(x);
    if (hx < 0x3fd00000) return 1 - (x + x * y);
    let r = x * y;
    r += x - 0.5;
    return 0.5 - r;
  }
  if (ix < 0x3ff40000) {
    const pq = erfNearOne(Math.abs(x));
    return hx >= 0 ? 1 - ERX - pq : 1 + (ERX + pq);
  }
  if (ix < 0x403c0000) {
    if (hx < 0 && ix >= 0x40180000) return 2 - TINY;
    const ax = Math.abs(x);
    const r = erfcTail(ax, ix < 0x4006db6d);
    return hx > 0 ? r / ax : 2 - r / ax;
  }
  return hx > 0 ? TINY * TINY : 2 - TINY;
}

const CBRT2 = 1.2599210498948731648;
const SQR_CBRT2 = 1.5874010519681994748;
const CBRT_FACTOR = [1.0 / SQR_CBRT2, 1.0 / CBRT2, 1.0, CBRT2, SQR_CBRT2];

/** glibc's cbrt: a degree-6 guess on the mantissa, one rational refinement, the exponent / 3. */
export function cbrt(x: number): number {
  if (x === 0 || !Number.isFinite(x)) return x + x;
  // frexp: |x| = xm * 2**xe with xm in [0.5, 1).
  let ax = Math.abs(x);
  let xe = 0;
  if (ax < 2 ** -1022) {
    ax *= 2 ** 54;
    xe = -54;
  }
  scratch.setFloat64(0, ax);
  const hi = scratch.getUint32(0);
  xe += (hi >>> 20) - 1022;
  scratch.setUint32(0, (hi & 0x800fffff) | (1022 << 20));
  const xm = scratch.getFloat64(0);
  const u =
    0.354895765043919860 +
    (1.50819193781584896 +
      (-2.11499494167371287 + (2.44693122563534430 + (-1.83469277483613086 + (0.784932344976639262 - 0.145263899385486377 * xm) * xm) * xm) * xm) * xm) *
      xm;
  const t2 = u * u * u;
  const ym = ((u * (t2 + 2.0 * xm)) / (2.0 * t2 + xm)) * CBRT_FACTOR[2 + (xe % 3)];
  return (x > 0 ? ym : -ym) * 2 ** Math.trunc(xe / 3);
}

/** C's nextafter: the next double after x toward y. */
export function nextafter(x: number, y: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  if (x === y) return y;
  if (x === 0) return y > 0 ? 5e-324 : -5e-324;
  scratch.setFloat64(0, x);
  let bits = scratch.getBigUint64(0);
  // Away from zero when moving outward, else toward it.
  bits += y > x === x > 0 ? 1n : -1n;
  scratch.setBigUint64(0, bits);
  return scratch.getFloat64(0);
}

/** math.ulp: the distance from |x| to the next double up (down for the largest). */
export function ulp(x: number): number {
  if (Number.isNaN(x)) return x;
  const a = Math.abs(x);
  if (!Number.isFinite(a)) return a;
  const up = nextafter(a, Infinity);
  return Number.isFinite(up) ? up - a : a - nextafter(a, -Infinity);
}
