// statistics.NormalDist as Lib/statistics.py 3.11 writes it: a class of `_mu` and `_sigma`
// (floats), its arguments combined by Python arithmetic (`x - self._mu`) and its functions
// computed in floats in the same order, so results match CPython's bit for bit wherever the
// math functions do (erf and log are glibc's, exp the engine's: see docs/python-subset.md).

import {
  E,
  NotImplemented,
  PyFloat,
  PyInstance,
  PyList,
  PyProperty,
  PyTuple,
  T,
  UserType,
  asIndex,
  binaryOp,
  callPy,
  classMethod,
  declareSlots,
  isInstance,
  pyDef,
  pyHash,
  raise,
  repr,
  richCompareBool,
  typeOf,
  unaryOp,
} from "../values/index.js";
import { cLog } from "../libm/log.js";
import { erf } from "./math-special.js";
import { Random } from "./random/generator.js";
import { sharedRandom } from "./random/index.js";

const SQRT2 = Math.sqrt(2.0);
const TAU = 2 * Math.PI;

type Dist = PyInstance & { attrs: { _mu: PyFloat; _sigma: PyFloat } };

const f = (v: number) => new PyFloat(v);
const mu = (d: Dist) => d.attrs._mu.v;
const sigma = (d: Dist) => d.attrs._sigma.v;
/** float(x), as PyFloat_AsDouble takes a C function's double argument. */
const float = (x: unknown): number => (callPy(T.float, [x]) as PyFloat).v;

/** The C _statistics._normal_dist_inv_cdf (Wichura's AS241), as statistics.py's fallback spells it. */
function invCdf(p: number, m: number, s: number): number {
  const q = p - 0.5;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    const num = (((((((2.5090809287301226727e+3 * r + 3.3430575583588128105e+4) * r + 6.7265770927008700853e+4) * r + 4.5921953931549871457e+4) * r + 1.3731693765509461125e+4) * r + 1.9715909503065514427e+3) * r + 1.3314166789178437745e+2) * r + 3.3871328727963666080e+0) * q;
    const den = (((((((5.2264952788528545610e+3 * r + 2.8729085735721942674e+4) * r + 3.9307895800092710610e+4) * r + 2.1213794301586595867e+4) * r + 5.3941960214247511077e+3) * r + 6.8718700749205790830e+2) * r + 4.2313330701600911252e+1) * r + 1.0);
    return m + (num / den) * s;
  }
  let r = q <= 0.0 ? p : 1.0 - p;
  r = Math.sqrt(-cLog(r));
  let num: number;
  let den: number;
  if (r <= 5.0) {
    r = r - 1.6;
    num = (((((((7.74545014278341407640e-4 * r + 2.27238449892691845833e-2) * r + 2.41780725177450611770e-1) * r + 1.27045825245236838258e+0) * r + 3.64784832476320460504e+0) * r + 5.76949722146069140550e+0) * r + 4.63033784615654529590e+0) * r + 1.42343711074968357734e+0);
    den = (((((((1.05075007164441684324e-9 * r + 5.47593808499534494600e-4) * r + 1.51986665636164571966e-2) * r + 1.48103976427480074590e-1) * r + 6.89767334985100004550e-1) * r + 1.67638483018380384940e+0) * r + 2.05319162663775882187e+0) * r + 1.0);
  } else {
    r = r - 5.0;
    num = (((((((2.01033439929228813265e-7 * r + 2.71155556874348757815e-5) * r + 1.24266094738807843860e-3) * r + 2.65321895265761230930e-2) * r + 2.96560571828504891230e-1) * r + 1.78482653991729133580e+0) * r + 5.46378491116411436990e+0) * r + 6.65790464350110377720e+0);
    den = (((((((2.04426310338993978564e-15 * r + 1.42151175831644588870e-7) * r + 1.84631831751005468180e-5) * r + 7.86869131145613259100e-4) * r + 1.48753612908506148525e-2) * r + 1.36929880922735805310e-1) * r + 5.99832206555887937690e-1) * r + 1.0);
  }
  const x = num / den;
  return m + (q < 0.0 ? -x : x) * s;
}

/** The NormalDist class; `fail` raises StatisticsError, `meanStdev` is statistics._mean_stdev. */
export function normalDistType(fail: (message: string) => never, meanStdev: (data: unknown) => [unknown, unknown]): UserType {
  const t = new UserType("NormalDist", "NormalDist", [T.object], [], "statistics");
  const make = (m: unknown, s: unknown) => callPy(t, [m, s]) as Dist;
  const isDist = (x: unknown): x is Dist => isInstance(x, t);
  /** `x - self._mu` (or `+`, `*`, ...) in Python arithmetic, taken as a float. */
  const arith = (op: "Sub" | "Add" | "Mult" | "Div", a: unknown, b: unknown) => binaryOp(op, a, b);

  function cdf(d: Dist, x: unknown): number {
    if (!sigma(d)) fail("cdf() not defined when sigma is zero");
    return 0.5 * (1.0 + erf(float(arith("Sub", x, d.attrs._mu)) / (sigma(d) * SQRT2)));
  }

  function inverse(d: Dist, p: unknown): number {
    if (richCompareBool(p, f(0.0), "LtE") || richCompareBool(p, f(1.0), "GtE")) fail("p must be in the range 0.0 < p < 1.0");
    if (sigma(d) <= 0.0) fail("cdf() not defined when sigma at or below zero");
    return invCdf(float(p), mu(d), sigma(d));
  }

  function overlap(self: Dist, other: unknown): PyFloat {
    if (!isDist(other)) return raise(E.TypeError, "Expected another NormalDist instance");
    let [X, Y] = [self, other];
    // Sorted to assure commutativity: (sigma, mu) tuples compared.
    if (sigma(Y) < sigma(X) || (sigma(Y) === sigma(X) && mu(Y) < mu(X))) [X, Y] = [Y, X];
    const xVar = sigma(X) * sigma(X);
    const yVar = sigma(Y) * sigma(Y);
    if (!xVar || !yVar) fail("overlap() not defined when sigma is zero");
    const dv = yVar - xVar;
    const dm = Math.abs(mu(Y) - mu(X));
    if (!dv) return f(1.0 - erf(dm / (2.0 * sigma(X) * SQRT2)));
    const a = mu(X) * yVar - mu(Y) * xVar;
    const b = sigma(X) * sigma(Y) * Math.sqrt(dm * dm + dv * cLog(yVar / xVar));
    const x1 = f((a + b) / dv);
    const x2 = f((a - b) / dv);
    return f(1.0 - (Math.abs(cdf(Y, x1) - cdf(X, x1)) + Math.abs(cdf(Y, x2) - cdf(X, x2))));
  }

  function samples(d: Dist, n: unknown, seed: unknown): PyList {
    const gen = seed === null ? sharedRandom : new Random();
    if (seed !== null) gen.seed(seed);
    const count = Number(asIndex(n));
    const out: PyFloat[] = [];
    for (let i = 0; i < count; i++) out.push(f(gen.gauss(mu(d), sigma(d))));
    return new PyList(out);
  }

  const methods: Record<string, [string, (...a: any[]) => unknown]> = {
    __init__: ["self, mu=0.0, sigma=1.0", (self: Dist, m: unknown, s: unknown) => {
      if (richCompareBool(s, f(0.0), "Lt")) fail("sigma must be non-negative");
      self.attrs._mu = f(float(m));
      self.attrs._sigma = f(float(s));
      return null;
    }],
    samples: ["self, n, *, seed=None", samples],
    pdf: ["self, x", (d: Dist, x: unknown) => {
      const variance = sigma(d) * sigma(d);
      if (!variance) fail("pdf() not defined when sigma is zero");
      const diff = float(arith("Sub", x, d.attrs._mu));
      return f(Math.exp((diff * diff) / (-2.0 * variance)) / Math.sqrt(TAU * variance));
    }],
    cdf: ["self, x", (d: Dist, x: unknown) => f(cdf(d, x))],
    inv_cdf: ["self, p", (d: Dist, p: unknown) => f(inverse(d, p))],
    quantiles: ["self, n=4", (d: Dist, n: unknown) => {
      const out: PyFloat[] = [];
      const count = Number(asIndex(n));
      for (let i = 1; i < count; i++) out.push(f(inverse(d, arith("Div", i, n))));
      return new PyList(out);
    }],
    overlap: ["self, other", overlap],
    zscore: ["self, x", (d: Dist, x: unknown) => {
      if (!sigma(d)) fail("zscore() not defined when sigma is zero");
      return arith("Div", arith("Sub", x, d.attrs._mu), d.attrs._sigma);
    }],
    __add__: ["x1, x2", (a: Dist, b: unknown) => (isDist(b) ? make(f(mu(a) + mu(b)), f(Math.hypot(sigma(a), sigma(b)))) : make(arith("Add", a.attrs._mu, b), a.attrs._sigma))],
    __sub__: ["x1, x2", (a: Dist, b: unknown) => (isDist(b) ? make(f(mu(a) - mu(b)), f(Math.hypot(sigma(a), sigma(b)))) : make(arith("Sub", a.attrs._mu, b), a.attrs._sigma))],
    __mul__: ["x1, x2", (a: Dist, b: unknown) => make(arith("Mult", a.attrs._mu, b), arith("Mult", a.attrs._sigma, f(Math.abs(float(b)))))],
    __truediv__: ["x1, x2", (a: Dist, b: unknown) => make(arith("Div", a.attrs._mu, b), arith("Div", a.attrs._sigma, f(Math.abs(float(b)))))],
    __pos__: ["x1", (a: Dist) => make(a.attrs._mu, a.attrs._sigma)],
    __neg__: ["x1", (a: Dist) => make(f(-mu(a)), a.attrs._sigma)],
    __rsub__: ["x1, x2", (a: Dist, b: unknown) => unaryOp("USub", binaryOp("Sub", a, b))],
    __eq__: ["x1, x2", (a: Dist, b: unknown) => (isDist(b) ? mu(a) === mu(b) && sigma(a) === sigma(b) : NotImplemented)],
    __hash__: ["self", (d: Dist) => pyHash(new PyTuple([d.attrs._mu, d.attrs._sigma]))],
    __repr__: ["self", (d: Dist) => `${typeOf(d).name}(mu=${repr(d.attrs._mu)}, sigma=${repr(d.attrs._sigma)})`],
    __getstate__: ["self", (d: Dist) => new PyTuple([d.attrs._mu, d.attrs._sigma])],
  };
  for (const [name, [params, impl]] of Object.entries(methods)) t.methods.set(name, pyDef(`NormalDist.${name}`, params, impl));
  t.methods.set("__radd__", t.methods.get("__add__"));
  t.methods.set("__rmul__", t.methods.get("__mul__"));
  t.methods.set("from_samples", classMethod(pyDef("NormalDist.from_samples", "cls, data", (cls: unknown, data: unknown) => callPy(cls, meanStdev(data)))));
  const property = (name: string, get: (d: Dist) => unknown) => t.methods.set(name, new PyProperty(pyDef(`NormalDist.${name}`, "self", get), null, null, null));
  for (const name of ["mean", "median", "mode"]) property(name, (d) => d.attrs._mu);
  property("stdev", (d) => d.attrs._sigma);
  property("variance", (d) => f(sigma(d) * sigma(d)));
  t.methods.set("__doc__", "Normal distribution of a random variable");
  t.methods.set("__slots__", new PyTuple(["_mu", "_sigma"]));
  declareSlots(t);
  return t;
}
