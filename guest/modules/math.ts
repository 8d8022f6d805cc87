// The `math` module: IEEE functions with CPython's domain/range errors ("math domain error",
// "math range error"), exact integer functions (factorial, comb, perm, gcd, lcm, isqrt) and an
// exactly rounded fsum.

import {
  E,
  PyFloat,
  PyModule,
  PyTuple,
  type PyFunction,
  binaryOp,
  builtin,
  callPy,
  isInt,
  isModuleReal,
  normInt,
  raise,
  toArray,
  toBigInt,
  typeName,
  typeOf, writtenInC,
} from "../values/index.js";
import { cLog } from "../libm/log.js";
import { ZERO, add, bitLength, fromFloat, isqrt, toFloat, type Frac } from "./fraction.js";
import { cbrt, erf, erfc, gamma, lgamma, nextafter, ulp, type CResult } from "./math-special.js";

type Int = number | bigint;

/** A real argument as a double, as PyFloat_AsDouble does (bool, int, Decimal and Fraction accepted). */
export function toDouble(x: unknown): number {
  if (x instanceof PyFloat) return x.v;
  if (typeof x === "number") return x;
  if (typeof x === "boolean") return x ? 1 : 0;
  if (typeof x === "bigint") {
    const v = Number(x);
    if (!Number.isFinite(v)) raise(E.OverflowError, "int too large to convert to float");
    return v;
  }
  if (isModuleReal(x)) return x.$float();
  return raise(E.TypeError, `must be real number, not ${typeName(x)}`);
}

/** An integer argument (operator.index): bool and int accepted, float refused. */
function toIndex(x: unknown): Int {
  if (typeof x === "boolean") return x ? 1 : 0;
  if (isInt(x)) return x as Int;
  return raise(E.TypeError, `'${typeName(x)}' object cannot be interpreted as an integer`);
}

const f = (v: number) => new PyFloat(v);

function domainError(): never {
  return raise(E.ValueError, "math domain error");
}

/** CPython's math_1: NaN from a non-NaN is a domain error; inf from a finite is a range error. */
function math1(fn: (x: number) => number, canOverflow: boolean) {
  return (x: unknown) => {
    const v = toDouble(x);
    const r = fn(v);
    if (Number.isNaN(r) && !Number.isNaN(v)) domainError();
    if (!Number.isFinite(r) && !Number.isNaN(r) && Number.isFinite(v)) {
      if (canOverflow) raise(E.OverflowError, "math range error");
      domainError();
    }
    return f(r);
  };
}

/** CPython's math_1a: the C function's errno decides (a range error that underflowed is none). */
function withErrno(fn: (x: number) => CResult) {
  return (x: unknown) => {
    const r = fn(toDouble(x));
    if (r.errno === "EDOM") domainError();
    if (r.errno === "ERANGE" && Math.abs(r.value) >= 1.5) raise(E.OverflowError, "math range error");
    return f(r.value);
  };
}

/** log of a positive int of any size (CPython's loghelper uses frexp for big ints). */
function logAny(x: unknown, base: (v: number) => number): number {
  if (typeof x === "bigint" || (typeof x === "number" && Number.isInteger(x))) {
    const n = toBigInt(x as Int);
    if (n <= 0n) domainError();
    const asDouble = Number(n);
    if (Number.isFinite(asDouble)) return base(asDouble);
    // Too big for a double: CPython's loghelper takes frexp(n) = x * 2**e and returns f(x) + f(2) * e.
    const bits = bitLength(n);
    const mantissa = Number(n >> BigInt(bits - 64)) / 2 ** 64;
    return base(mantissa) + base(2) * bits;
  }
  const v = toDouble(x);
  if (Number.isNaN(v)) return v;
  if (v <= 0) domainError();
  return base(v);
}

/** math.floor, ceil and trunc: an int or float rounds itself, anything else through its type's
 *  __floor__, __ceil__ or __trunc__ (Decimal, Fraction, a script's class) as in CPython, where
 *  floor and ceil fall back to the float value. */
function rounding(special: string, op: (v: number) => number) {
  return (x: unknown) => {
    if (!(x instanceof PyFloat || isInt(x) || typeof x === "boolean")) {
      const m = typeOf(x).lookup(special);
      if (m !== undefined) return callPy(m, [x]);
      if (special === "__trunc__") raise(E.TypeError, `type ${typeOf(x).name} doesn't define __trunc__ method`);
    }
    return roundToInt(x, op);
  };
}

function roundToInt(x: unknown, op: (v: number) => number): Int {
  if (isInt(x)) return x as Int;
  if (typeof x === "boolean") return x ? 1 : 0;
  const v = toDouble(x);
  if (Number.isNaN(v)) raise(E.ValueError, "cannot convert float NaN to integer");
  if (!Number.isFinite(v)) raise(E.OverflowError, "cannot convert float infinity to integer");
  const r = op(v);
  return Number.isSafeInteger(r) ? r : normInt(BigInt(r));
}

function gcd2(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a;
}

function factorial(n: unknown): Int {
  const v = toBigInt(toIndex(n));
  if (v < 0n) raise(E.ValueError, "factorial() not defined for negative values");
  let r = 1n;
  for (let i = 2n; i <= v; i++) r *= i;
  return normInt(r);
}

function comb(nArg: unknown, kArg: unknown): Int {
  const n = toBigInt(toIndex(nArg));
  let k = toBigInt(toIndex(kArg));
  if (n < 0n) raise(E.ValueError, "n must be a non-negative integer");
  if (k < 0n) raise(E.ValueError, "k must be a non-negative integer");
  if (k > n) return 0;
  if (k > n - k) k = n - k;
  let r = 1n;
  for (let i = 1n; i <= k; i++) r = (r * (n - k + i)) / i;
  return normInt(r);
}

function perm(nArg: unknown, kArg: unknown): Int {
  const n = toBigInt(toIndex(nArg));
  if (kArg === null) {
    if (n < 0n) raise(E.ValueError, "n must be a non-negative integer");
    return factorial(nArg);
  }
  const k = toBigInt(toIndex(kArg));
  if (n < 0n) raise(E.ValueError, "n must be a non-negative integer");
  if (k < 0n) raise(E.ValueError, "k must be a non-negative integer");
  if (k > n) return 0;
  let r = 1n;
  for (let i = 0n; i < k; i++) r *= n - i;
  return normInt(r);
}

/** math.fsum: the exactly rounded sum, with IEEE rules for infinities and NaN. */
function fsum(iterable: unknown): PyFloat {
  const xs = toArray(iterable).map(toDouble);
  if (xs.some(Number.isNaN)) return f(NaN);
  const infs = xs.filter((v) => !Number.isFinite(v));
  if (infs.length) {
    if (infs.includes(Infinity) && infs.includes(-Infinity)) raise(E.ValueError, "-inf + inf in fsum");
    return f(infs[0]);
  }
  let exact: Frac = ZERO;
  for (const v of xs) exact = add(exact, fromFloat(v));
  const r = toFloat(exact);
  if (!Number.isFinite(r)) raise(E.OverflowError, "intermediate overflow in fsum");
  return f(r);
}

function isclose(a: unknown, b: unknown, relTol: unknown, absTol: unknown): boolean {
  const x = toDouble(a);
  const y = toDouble(b);
  const rel = toDouble(relTol);
  const abs = toDouble(absTol);
  if (rel < 0 || abs < 0) raise(E.ValueError, "tolerances must be non-negative");
  if (x === y) return true;
  if (!Number.isFinite(x) || !Number.isFinite(y)) return false;
  const diff = Math.abs(y - x);
  return diff <= Math.abs(rel * y) || diff <= Math.abs(rel * x) || diff <= abs;
}

function pow(a: unknown, b: unknown): PyFloat {
  const x = toDouble(a);
  const y = toDouble(b);
  if (Number.isNaN(x)) return f(y === 0 ? 1 : NaN);
  if (Number.isNaN(y)) return f(x === 1 ? 1 : NaN);
  if (x === 0 && y < 0 && Number.isFinite(y)) domainError();
  if (x < 0 && Number.isFinite(x) && Number.isFinite(y) && !Number.isInteger(y)) domainError();
  if (x === 1 || y === 0) return f(1);
  if (x === -1 && !Number.isFinite(y)) return f(1);
  const r = Math.pow(x, y);
  if (!Number.isFinite(r) && Number.isFinite(x) && Number.isFinite(y)) raise(E.OverflowError, "math range error");
  return f(r);
}

function fmod(a: unknown, b: unknown): PyFloat {
  const x = toDouble(a);
  const y = toDouble(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return f(NaN);
  if (!Number.isFinite(x) || y === 0) domainError();
  return f(x % y);
}

/** IEEE 754 remainder, as CPython's m_remainder (ties go to the even multiple). */
function remainder(a: unknown, b: unknown): PyFloat {
  const x = toDouble(a);
  const y = toDouble(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return f(Number.isNaN(x) ? x : y);
  if (!Number.isFinite(x) || y === 0) domainError();
  if (!Number.isFinite(y)) return f(x);
  const absx = Math.abs(x);
  const absy = Math.abs(y);
  const m = absx % absy;
  const c = absy - m;
  const r = m < c ? m : m > c ? -c : m - 2 * ((0.5 * (absx - m)) % absy);
  return f((Object.is(x, -0) || x < 0 ? -1 : 1) * r);
}

function modf(a: unknown): PyTuple {
  const x = toDouble(a);
  if (!Number.isFinite(x)) {
    if (Number.isNaN(x)) return new PyTuple([f(x), f(x)]);
    return new PyTuple([f(Object.is(x, -Infinity) ? -0 : 0), f(x)]);
  }
  const ip = Math.trunc(x);
  const fp = x - ip;
  // The fractional part keeps the sign of x, even when it is zero (modf(-2.0) == (-0.0, -2.0)).
  return new PyTuple([f(fp === 0 ? (x < 0 || Object.is(x, -0) ? -0 : 0) : fp), f(ip)]);
}

function frexp(a: unknown): PyTuple {
  const x = toDouble(a);
  if (x === 0 || !Number.isFinite(x)) return new PyTuple([f(x), 0]);
  // A subnormal is scaled up first: 2 ** 1073 overflows, and the loops below never ended on inf.
  const sub = Math.abs(x) < 2 ** -1022 ? 54 : 0;
  const y = x * 2 ** sub;
  let e = Math.floor(Math.log2(Math.abs(y))) + 1;
  let m = y * 2 ** -e;
  while (Math.abs(m) < 0.5) {
    m *= 2;
    e -= 1;
  }
  while (Math.abs(m) >= 1) {
    m /= 2;
    e += 1;
  }
  return new PyTuple([f(m), e - sub]);
}

function ldexp(a: unknown, b: unknown): PyFloat {
  const x = toDouble(a);
  const e = Number(toIndex(b));
  if (x === 0 || !Number.isFinite(x)) return f(x);
  let r = x;
  let k = e;
  while (k > 1000) {
    r *= 2 ** 1000;
    k -= 1000;
  }
  while (k < -1000) {
    r *= 2 ** -1000;
    k += 1000;
  }
  r *= 2 ** k;
  if (!Number.isFinite(r)) raise(E.OverflowError, "math range error");
  return f(r);
}

function hypot(args: unknown[]): PyFloat {
  const vs = args.map(toDouble);
  if (vs.some((v) => v === Infinity || v === -Infinity)) return f(Infinity);
  return f(Math.hypot(...vs));
}

function dist(p: unknown, q: unknown): PyFloat {
  const a = toArray(p).map(toDouble);
  const b = toArray(q).map(toDouble);
  if (a.length !== b.length) raise(E.ValueError, "both points must have the same number of dimensions");
  return hypot(a.map((x, i) => new PyFloat(x - b[i])));
}

function intArgs(args: unknown[], op: (a: bigint, b: bigint) => bigint, empty: bigint): Int {
  let acc = empty;
  let first = true;
  for (const a of args) {
    const v = toBigInt(toIndex(a));
    acc = first ? (v < 0n ? -v : v) : op(acc, v);
    first = false;
  }
  return normInt(acc);
}

function isqrtFn(n: unknown): Int {
  const v = toBigInt(toIndex(n));
  if (v < 0n) raise(E.ValueError, "isqrt() argument must be nonnegative");
  return normInt(isqrt(v));
}

function prod(iterable: unknown, start: unknown): unknown {
  let acc = start;
  for (const x of toArray(iterable)) acc = binaryOp("Mult", acc, x);
  return acc;
}

export function mathModule(): PyModule {
  const one = (name: string, fn: (x: number) => number, canOverflow = false) => builtin(name, "x, /", math1(fn, canOverflow));
  const m = new PyModule("math", {
    pi: f(Math.PI),
    e: f(Math.E),
    tau: f(2 * Math.PI),
    inf: f(Infinity),
    nan: f(NaN),
    sqrt: one("sqrt", Math.sqrt),
    exp: one("exp", Math.exp, true),
    expm1: one("expm1", Math.expm1, true),
    exp2: one("exp2", (x) => Math.pow(2, x), true),
    cbrt: one("cbrt", cbrt),
    erf: one("erf", erf),
    erfc: one("erfc", erfc),
    gamma: builtin("gamma", "x, /", withErrno(gamma)),
    lgamma: builtin("lgamma", "x, /", withErrno(lgamma)),
    nextafter: builtin("nextafter", "x, y, /", (x: unknown, y: unknown) => f(nextafter(toDouble(x), toDouble(y)))),
    ulp: builtin("ulp", "x, /", (x: unknown) => f(ulp(toDouble(x)))),
    log1p: builtin("log1p", "x, /", (x: unknown) => {
      const v = toDouble(x);
      if (v <= -1) domainError();
      return f(Math.log1p(v));
    }),
    sin: one("sin", Math.sin),
    cos: one("cos", Math.cos),
    tan: one("tan", Math.tan),
    asin: one("asin", Math.asin),
    acos: one("acos", Math.acos),
    atan: one("atan", Math.atan),
    sinh: one("sinh", Math.sinh, true),
    cosh: one("cosh", Math.cosh, true),
    tanh: one("tanh", Math.tanh),
    asinh: one("asinh", Math.asinh),
    acosh: one("acosh", Math.acosh),
    atanh: builtin("atanh", "x, /", (x: unknown) => {
      const v = toDouble(x);
      if (Math.abs(v) >= 1) domainError();
      return f(Math.atanh(v));
    }),
    atan2: builtin("atan2", "y, x, /", (y: unknown, x: unknown) => f(Math.atan2(toDouble(y), toDouble(x)))),
    degrees: builtin("degrees", "x, /", (x: unknown) => f(toDouble(x) * (180 / Math.PI))),
    radians: builtin("radians", "x, /", (x: unknown) => f(toDouble(x) * (Math.PI / 180))),
    fabs: builtin("fabs", "x, /", (x: unknown) => f(Math.abs(toDouble(x)))),
    floor: builtin("floor", "x, /", rounding("__floor__", Math.floor)),
    ceil: builtin("ceil", "x, /", rounding("__ceil__", Math.ceil)),
    trunc: builtin("trunc", "x, /", rounding("__trunc__", Math.trunc)),
    log: builtin("log", "x, base=<unset>, /", (x: unknown, base: unknown) => {
      const num = logAny(x, cLog);
      if (base === undefined) return f(num);
      const den = logAny(base, cLog);
      if (den === 0) raise(E.ZeroDivisionError, "float division by zero");
      return f(num / den);
    }),
    log2: builtin("log2", "x, /", (x: unknown) => f(logAny(x, Math.log2))),
    log10: builtin("log10", "x, /", (x: unknown) => f(logAny(x, Math.log10))),
    pow: builtin("pow", "x, y, /", pow),
    fmod: builtin("fmod", "x, y, /", fmod),
    remainder: builtin("remainder", "x, y, /", remainder),
    modf: builtin("modf", "x, /", modf),
    frexp: builtin("frexp", "x, /", frexp),
    ldexp: builtin("ldexp", "x, i, /", ldexp),
    copysign: builtin("copysign", "x, y, /", (x: unknown, y: unknown) => {
      const a = Math.abs(toDouble(x));
      const b = toDouble(y);
      return f(b < 0 || Object.is(b, -0) ? -a : a);
    }),
    hypot: builtin("hypot", "*coordinates", hypot),
    dist: builtin("dist", "p, q, /", dist),
    isnan: builtin("isnan", "x, /", (x: unknown) => Number.isNaN(toDouble(x))),
    isinf: builtin("isinf", "x, /", (x: unknown) => {
      const v = toDouble(x);
      return v === Infinity || v === -Infinity;
    }),
    isfinite: builtin("isfinite", "x, /", (x: unknown) => Number.isFinite(toDouble(x))),
    isclose: builtin("isclose", "a, b, *, rel_tol=<unset>, abs_tol=<unset>", (a: unknown, b: unknown, rel: unknown, abs: unknown) =>
      isclose(a, b, rel ?? f(1e-9), abs ?? f(0)),
    ),
    gcd: builtin("gcd", "*integers", (args: unknown[]) => intArgs(args, gcd2, 0n)),
    lcm: builtin("lcm", "*integers", (args: unknown[]) => {
      if (args.length === 0) return 1;
      return intArgs(args, (a, b) => {
        if (a === 0n || b === 0n) return 0n;
        const r = (a / gcd2(a, b)) * b;
        return r < 0n ? -r : r;
      }, 1n);
    }),
    factorial: builtin("factorial", "n, /", factorial),
    comb: builtin("comb", "n, k, /", comb),
    perm: builtin("perm", "n, k=None, /", perm),
    isqrt: builtin("isqrt", "n, /", isqrtFn),
    prod: builtin("prod", "iterable, /, *, start=1", prod),
    fsum: builtin("fsum", "seq, /", fsum),
  });
  // Clinic functions name their module in some argument errors (`math.sqrt() takes no keyword
  // arguments`); log, with an optional group, is parsed the older way and does not.
  for (const [k, v] of Object.entries(m.attrs)) if (typeof v === "function" && k !== "log") (v as PyFunction).$owner = "math";
  return writtenInC(m);
}
