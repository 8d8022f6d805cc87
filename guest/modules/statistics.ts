// The `statistics` module as CPython 3.11 computes it: exact fractions for mean/variance/stdev
// (rounded once at the end, to the data's type: int, float, Fraction or Decimal), Python
// arithmetic for median/quantiles, StatisticsError messages.

import {
  E,
  PyFloat,
  PyList,
  PyModule,
  PyTuple,
  PyType,
  binaryOp,
  pyDef,
  callPy,
  hashKey,
  isInt,
  isModuleReal,
  newExceptionType,
  normInt,
  raise,
  repr,
  richCompareBool,
  toArray,
  truthy,
  typeName,
  typeOf,
} from "../values/index.js";
import { cLog } from "../libm/log.js";
import { namedtuple } from "./collections/namedtuple.js";
import { PyDecimal, decimalOfRatio, decimalSqrtOfRatio } from "./decimal/index.js";
import { ZERO, add, div, frac, fromFloat, mul, sqrtOfFrac, sub, toFloat, type Frac } from "./fraction.js";
import { PyFraction } from "./fractions.js";
import { normalDistType } from "./normal-dist.js";
import { mergeSort } from "./json/encode.js";

export const StatisticsError = newExceptionType("StatisticsError", [E.ValueError], "statistics");

function fail(message: string): never {
  return raise(StatisticsError, message);
}

/** The type of a result: the data's (int, float, Fraction or Decimal), as _coerce decides. */
type Kind = "int" | "float" | "Fraction" | "Decimal";

interface Sum {
  type: Kind;
  /** Exact total, or null when a NaN or an infinity was summed (`special`). */
  total: Frac | null;
  /** The NaNs' and infinities' Python sum (a float or a Decimal). */
  special: unknown;
  count: number;
}

function kindOf(x: unknown): Kind {
  return x instanceof PyFloat ? "float" : x instanceof PyFraction ? "Fraction" : x instanceof PyDecimal ? "Decimal" : "int";
}

/** statistics._coerce: int gives way to any type, Fraction to float; other mixes are refused. */
function coerce(t: Kind, s: Kind): Kind {
  if (t === s || s === "int") return t;
  if (t === "int") return s;
  if ((t === "Fraction" && s === "float") || (t === "float" && s === "Fraction")) return "float";
  return raise(E.TypeError, `don't know how to coerce ${t} and ${s}`);
}

/** statistics._exact_ratio: the exact value, or null for a NaN or an infinity. */
function exactRatio(x: unknown): Frac | null {
  if (typeof x === "boolean") return frac(x ? 1n : 0n);
  if (isInt(x)) return frac(BigInt(x as number | bigint));
  if (x instanceof PyFloat) return Number.isFinite(x.v) ? fromFloat(x.v) : null;
  if (isModuleReal(x)) return x.$ratio();
  return raise(E.TypeError, `can't convert type '${typeOf(x).name}' to numerator/denominator`);
}

/** statistics._sum / the sums of _ss in one pass: exact Σx and Σx², and the result's type. */
function sums(data: unknown[]): { s: Sum; sxx: Frac } {
  const s: Sum = { type: "int", total: ZERO, special: 0, count: 0 };
  const kinds = new Set<Kind>();
  let sxx = ZERO;
  let sawSpecial = false;
  for (const x of data) {
    kinds.add(kindOf(x));
    const r = exactRatio(x);
    s.count++;
    if (r === null) {
      s.special = binaryOp("Add", s.special, x);
      sawSpecial = true;
      continue;
    }
    s.total = add(s.total!, r);
    sxx = add(sxx, mul(r, r));
  }
  if (sawSpecial) s.total = null;
  for (const k of kinds) s.type = coerce(s.type, k);
  return { s, sxx };
}

/** statistics._convert: the exact value as the data's type (an int only when whole). */
function convert(value: Frac, type: Kind): unknown {
  if (type === "Fraction") return new PyFraction(value);
  if (type === "Decimal") return decimalOfRatio(value);
  if (type === "int" && value.d === 1n) return normInt(value.n);
  return new PyFloat(toFloat(value));
}

function mean(data: unknown): unknown {
  const { s } = sums(toArray(data));
  if (s.count < 1) fail("mean requires at least one data point");
  if (s.total === null) return binaryOp("Div", s.special, s.count);
  return convert(div(s.total, frac(BigInt(s.count))), s.type);
}

function fmean(data: unknown, weights: unknown): PyFloat {
  const xs = toArray(data).map(asFloat);
  if (weights === null) {
    if (xs.length === 0) fail("fmean requires at least one data point");
    return new PyFloat(fsum(xs) / xs.length);
  }
  const ws = toArray(weights).map(asFloat);
  if (xs.length !== ws.length) fail("data and weights must be the same length");
  const den = fsum(ws);
  if (!den) fail("sum of weights must be non-zero");
  return new PyFloat(fsum(xs.map((x, i) => x * ws[i])) / den);
}

function asFloat(x: unknown): number {
  if (x instanceof PyFloat) return x.v;
  if (typeof x === "boolean") return x ? 1 : 0;
  if (isInt(x)) return Number(x);
  if (isModuleReal(x)) return x.$float();
  return raise(E.TypeError, `must be real number, not ${typeName(x)}`);
}

function fsum(xs: number[]): number {
  if (xs.some((v) => !Number.isFinite(v))) return xs.reduce((a, b) => a + b, 0);
  let t = ZERO;
  for (const v of xs) t = add(t, fromFloat(v));
  return toFloat(t);
}

/** statistics._ss: the exact sum of squared deviations (or the NaNs' and infinities' sum), the
 *  count and the result type. */
function squaredDeviations(data: unknown[], c: unknown): { ss: Frac | { special: unknown }; n: number; type: Kind } {
  if (c !== null) {
    const devs = data.map((x) => {
      const d = binaryOp("Sub", x, c);
      return binaryOp("Mult", d, d);
    });
    const { s } = sums(devs);
    return { ss: s.total ?? { special: s.special }, n: s.count, type: s.type };
  }
  const { s, sxx } = sums(data);
  if (s.count === 0) return { ss: ZERO, n: 0, type: s.type };
  if (s.total === null) return { ss: { special: s.special }, n: s.count, type: s.type };
  return { ss: exactSs(s.total, sxx, s.count), n: s.count, type: s.type };
}

/** _ss's sum of squared deviations from Σx and Σx² (a poor formula in floats, exact in fractions). */
function exactSs(sx: Frac, sxx: Frac, count: number): Frac {
  const n = frac(BigInt(count));
  return div(sub(mul(n, sxx), mul(sx, sx)), n);
}

/** statistics._mean_stdev (NormalDist.from_samples): the mean and sample standard deviation as
 *  floats from one _ss; a NaN or an infinity gives (x, x / x) of their sum. */
function meanStdev(data: unknown): [PyFloat, PyFloat] {
  const { s, sxx } = sums(toArray(data));
  if (s.count < 2) fail("stdev requires at least two data points");
  if (s.total === null) {
    const x = asFloat(s.special);
    return [new PyFloat(x), new PyFloat(x / x)];
  }
  const mss = div(exactSs(s.total, sxx, s.count), frac(BigInt(s.count - 1)));
  return [new PyFloat(toFloat(div(s.total, frac(BigInt(s.count))))), new PyFloat(sqrtOfFrac(mss))];
}

function variance(data: unknown, xbar: unknown, population: boolean): unknown {
  const { ss, n, type } = squaredDeviations(toArray(data), xbar);
  const min = population ? 1 : 2;
  if (n < min) fail(population ? "pvariance requires at least one data point" : "variance requires at least two data points");
  const dof = population ? n : n - 1;
  if ("special" in ss) return binaryOp("Div", ss.special, dof);
  return convert(div(ss, frac(BigInt(dof))), type);
}

function stdev(data: unknown, xbar: unknown, population: boolean): unknown {
  const { ss, n, type } = squaredDeviations(toArray(data), xbar);
  if (n < (population ? 1 : 2)) fail(population ? "pstdev requires at least one data point" : "stdev requires at least two data points");
  const dof = population ? n : n - 1;
  if ("special" in ss) {
    // CPython reads the float's or Decimal's numerator, which it has not.
    return raise(E.AttributeError, `'${typeName(binaryOp("Div", ss.special, dof))}' object has no attribute 'numerator'`);
  }
  const mss = div(ss, frac(BigInt(dof)));
  return type === "Decimal" ? decimalSqrtOfRatio(mss) : new PyFloat(sqrtOfFrac(mss));
}

function sorted(data: unknown): unknown[] {
  return mergeSort(toArray(data), (a, b) => richCompareBool(a, b, "Lt"));
}

function median(data: unknown): unknown {
  const xs = sorted(data);
  const n = xs.length;
  if (n === 0) fail("no median for empty data");
  if (n % 2 === 1) return xs[(n - 1) / 2];
  const i = n / 2;
  return binaryOp("Div", binaryOp("Add", xs[i - 1], xs[i]), 2);
}

function medianLow(data: unknown): unknown {
  const xs = sorted(data);
  const n = xs.length;
  if (n === 0) fail("no median for empty data");
  return n % 2 === 1 ? xs[(n - 1) / 2] : xs[n / 2 - 1];
}

function medianHigh(data: unknown): unknown {
  const xs = sorted(data);
  if (xs.length === 0) fail("no median for empty data");
  return xs[Math.floor(xs.length / 2)];
}

/** median_grouped: the 50th percentile of data grouped in classes `interval` wide, centred on
 *  the values, in floats (3.11.7's). */
function medianGrouped(data: unknown, interval: unknown): PyFloat {
  const xs = sorted(data);
  const n = xs.length;
  if (n === 0) fail("no median for empty data");
  const x = xs[n >> 1];
  let i = 0;
  while (richCompareBool(xs[i], x, "Lt")) i++;
  let j = i;
  while (j < n && !richCompareBool(x, xs[j], "Lt")) j++;
  if (typeof x === "string" || typeof interval === "string") raise(E.TypeError, "Value cannot be converted to a float");
  const w = asFloat(interval);
  return new PyFloat(asFloat(x) - w / 2 + (w * (n / 2 - i)) / (j - i));
}

/** Distinct values with their counts, in first-seen order (as a Counter built from the data). */
function tally(data: unknown): { value: unknown; count: number }[] {
  const seen = new Map<unknown, { value: unknown; count: number }>();
  for (const x of toArray(data)) {
    const k = hashKey(x);
    const hit = seen.get(k);
    if (hit) hit.count++;
    else seen.set(k, { value: x, count: 1 });
  }
  return [...seen.values()];
}

function mode(data: unknown): unknown {
  const counts = tally(data);
  if (counts.length === 0) fail("no mode for empty data");
  let best = counts[0];
  for (const e of counts) if (e.count > best.count) best = e;
  return best.value;
}

function multimode(data: unknown): PyList {
  const counts = tally(data);
  const max = Math.max(0, ...counts.map((e) => e.count));
  return new PyList(counts.filter((e) => e.count === max).map((e) => e.value));
}

function quantiles(data: unknown, n: unknown, method: unknown): PyList {
  if (!isInt(n) && typeof n !== "boolean") raise(E.TypeError, `'<' not supported between instances of '${typeOf(n).name}' and 'int'`);
  const k = Number(n);
  if (k < 1) fail("n must be at least 1");
  const xs = sorted(data);
  const ld = xs.length;
  if (ld < 2) fail("must have at least two data points");
  const out: unknown[] = [];
  const interp = (a: unknown, b: unknown, wa: number, wb: number) =>
    binaryOp("Div", binaryOp("Add", binaryOp("Mult", a, wa), binaryOp("Mult", b, wb)), k);
  if (method === "inclusive") {
    const m = ld - 1;
    for (let i = 1; i < k; i++) {
      const j = Math.floor((i * m) / k);
      const delta = i * m - j * k;
      out.push(interp(xs[j], xs[j + 1], k - delta, delta));
    }
    return new PyList(out);
  }
  if (method === "exclusive") {
    const m = ld + 1;
    for (let i = 1; i < k; i++) {
      let j = Math.floor((i * m) / k);
      j = j < 1 ? 1 : j > ld - 1 ? ld - 1 : j;
      const delta = i * m - j * k;
      out.push(interp(xs[j - 1], xs[j], k - delta, delta));
    }
    return new PyList(out);
  }
  return raise(E.ValueError, `Unknown method: ${repr(method)}`);
}

function geometricMean(data: unknown): PyFloat {
  const xs = toArray(data).map(asFloat);
  if (xs.length === 0 || xs.some((x) => !(x > 0) && !Number.isNaN(x))) {
    fail("geometric mean requires a non-empty dataset containing positive numbers");
  }
  return new PyFloat(Math.exp(fsum(xs.map(cLog)) / xs.length));
}

function harmonicMean(data: unknown, weights: unknown): unknown {
  const xs = toArray(data);
  const negative = "harmonic mean does not support negative values";
  const n = xs.length;
  if (n < 1) fail("harmonic_mean requires at least one data point");
  if (n === 1 && weights === null) {
    const x = xs[0];
    if (!(x instanceof PyFloat || isInt(x) || typeof x === "boolean" || isModuleReal(x))) raise(E.TypeError, "unsupported type");
    if (richCompareBool(x, 0, "Lt")) fail(negative);
    return x;
  }
  let ws: unknown[];
  let sumWeights: Frac;
  if (weights === null) {
    ws = xs.map(() => 1);
    sumWeights = frac(BigInt(n));
  } else {
    ws = toArray(weights);
    if (ws.length !== n) fail("Number of weights does not match data size");
    for (const w of ws) if (richCompareBool(w, 0, "Lt")) fail(negative);
    sumWeights = sums(ws).s.total ?? ZERO;
  }
  const terms: unknown[] = [];
  for (let i = 0; i < n; i++) {
    const x = xs[i];
    if (richCompareBool(x, 0, "Lt")) fail(negative);
    if (!truthy(ws[i])) {
      terms.push(0);
      continue;
    }
    // CPython returns 0 when a weighted value is zero (w / x raises ZeroDivisionError).
    if (!truthy(x)) return 0;
    terms.push(binaryOp("Div", ws[i], x));
  }
  const { s } = sums(terms);
  const total = s.total;
  if (total === null) {
    if (richCompareBool(s.special, 0, "LtE")) fail("Weighted sum must be positive");
    const v = binaryOp("Div", weights === null ? n : new PyFraction(sumWeights), s.special);
    return v instanceof PyFraction ? convert(v.f, s.type) : v;
  }
  if (total.n <= 0n) fail("Weighted sum must be positive");
  return convert(div(sumWeights, total), s.type);
}

/** The two inputs of covariance/correlation/linear_regression, checked as CPython does. */
function pairs(x: unknown, y: unknown, what: string): [unknown[], unknown[]] {
  const xs = toArray(x);
  const ys = toArray(y);
  if (ys.length !== xs.length) fail(`${what} requires that both inputs have same number of data points`);
  if (xs.length < 2) fail(`${what} requires at least two data points`);
  return [xs, ys];
}

const fsumOf = (xs: unknown[]) => fsum(xs.map(asFloat));
const pyMul = (a: unknown, b: unknown) => binaryOp("Mult", a, b);
const pySub = (a: unknown, b: unknown) => binaryOp("Sub", a, b);

function centered(xs: unknown[], ys: unknown[]) {
  const n = xs.length;
  const xbar = new PyFloat(fsumOf(xs) / n);
  const ybar = new PyFloat(fsumOf(ys) / n);
  const sxy = fsumOf(xs.map((xi, i) => pyMul(pySub(xi, xbar), pySub(ys[i], ybar))));
  const sxx = fsumOf(xs.map((xi) => pyMul(pySub(xi, xbar), pySub(xi, xbar))));
  const syy = fsumOf(ys.map((yi) => pyMul(pySub(yi, ybar), pySub(yi, ybar))));
  return { xbar: xbar.v, ybar: ybar.v, sxy, sxx, syy };
}

let LinearRegression: PyType | null = null;

function linearRegression(x: unknown, y: unknown, proportional: unknown): unknown {
  const [xs, ys] = pairs(x, y, "linear regression");
  let sxy: number;
  let sxx: number;
  let xbar = 0;
  let ybar = 0;
  if (truthy(proportional)) {
    sxy = fsumOf(xs.map((xi, i) => pyMul(xi, ys[i])));
    sxx = fsumOf(xs.map((xi) => pyMul(xi, xi)));
  } else {
    ({ sxy, sxx, xbar, ybar } = centered(xs, ys));
  }
  if (sxx === 0) fail("x is constant");
  const slope = sxy / sxx;
  const intercept = truthy(proportional) ? 0 : ybar - slope * xbar;
  LinearRegression ??= namedtuple("LinearRegression", new PyTuple(["slope", "intercept"]), false, null, "statistics");
  return callPy(LinearRegression, [new PyFloat(slope), new PyFloat(intercept)]);
}

export function statisticsModule(): PyModule {
  return new PyModule("statistics", {
    StatisticsError,
    mean: pyDef("mean", "data", mean),
    fmean: pyDef("fmean", "data, weights=None", fmean),
    median: pyDef("median", "data", median),
    median_low: pyDef("median_low", "data", medianLow),
    median_high: pyDef("median_high", "data", medianHigh),
    median_grouped: pyDef("median_grouped", "data, interval=1", medianGrouped),
    mode: pyDef("mode", "data", mode),
    multimode: pyDef("multimode", "data", multimode),
    variance: pyDef("variance", "data, xbar=None", (d: unknown, x: unknown) => variance(d, x, false)),
    pvariance: pyDef("pvariance", "data, mu=None", (d: unknown, m: unknown) => variance(d, m, true)),
    stdev: pyDef("stdev", "data, xbar=None", (d: unknown, x: unknown) => stdev(d, x, false)),
    pstdev: pyDef("pstdev", "data, mu=None", (d: unknown, m: unknown) => stdev(d, m, true)),
    quantiles: pyDef("quantiles", "data, *, n=4, method='exclusive'", quantiles),
    geometric_mean: pyDef("geometric_mean", "data", geometricMean),
    harmonic_mean: pyDef("harmonic_mean", "data, weights=None", harmonicMean),
    covariance: pyDef("covariance", "x, y, /", (x: unknown, y: unknown) => {
      const [xs, ys] = pairs(x, y, "covariance");
      return new PyFloat(centered(xs, ys).sxy / (xs.length - 1));
    }),
    correlation: pyDef("correlation", "x, y, /", (x: unknown, y: unknown) => {
      const [xs, ys] = pairs(x, y, "correlation");
      const { sxy, sxx, syy } = centered(xs, ys);
      const den = Math.sqrt(sxx * syy);
      if (den === 0) fail("at least one of the inputs is constant");
      return new PyFloat(sxy / den);
    }),
    linear_regression: pyDef("linear_regression", "x, y, /, *, proportional=False", linearRegression),
    NormalDist: normalDistType(fail, meanStdev),
  });
}
