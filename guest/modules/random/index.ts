// The `random` module: a Random class and the module-level functions, which are the methods of
// one shared instance, as in CPython. Deterministic per flow: see generator.ts.

import {
  E,
  PyFloat,
  PyModule,
  PyType,
  T,
  binaryOp,
  builtin,
  callPy,
  defineMethods,
  getAttr,
  pyDef,
  raise,
  type PyFunction,
} from "../../values/index.js";
import { cLog } from "../../libm/log.js";
import { Random, toFloat } from "./generator.js";
import { SystemRandom } from "./system-random.js";

const RandomType = new PyType("Random", [T.object], "random");
Object.defineProperty(Random.prototype, "$type", { value: RandomType });

const float = (v: number) => new PyFloat(v);
const NV_MAGICCONST = (4 * Math.exp(-0.5)) / Math.sqrt(2.0);

function uniform(self: Random, a: unknown, b: unknown): unknown {
  return binaryOp("Add", a, binaryOp("Mult", binaryOp("Sub", b, a), float(self.random())));
}

function triangular(self: Random, low: unknown, high: unknown, mode: unknown): unknown {
  const u0 = self.random();
  let lo = toFloat(low);
  let hi = toFloat(high);
  if (mode !== null && hi === lo) return low;
  let c = mode === null ? 0.5 : (toFloat(mode) - lo) / (hi - lo);
  let u = u0;
  if (u > c) {
    u = 1.0 - u;
    c = 1.0 - c;
    [lo, hi] = [hi, lo];
  }
  return float(lo + (hi - lo) * Math.sqrt(u * c));
}

function normalvariate(self: Random, mu: unknown, sigma: unknown): PyFloat {
  let z: number;
  for (;;) {
    const u1 = self.random();
    const u2 = 1.0 - self.random();
    z = (NV_MAGICCONST * (u1 - 0.5)) / u2;
    if ((z * z) / 4.0 <= -cLog(u2)) break;
  }
  return float(toFloat(mu) + z * toFloat(sigma));
}

function expovariate(self: Random, lambd: unknown): PyFloat {
  const l = toFloat(lambd);
  const x = -cLog(1.0 - self.random());
  if (l === 0) raise(E.ZeroDivisionError, "float division by zero");
  return float(x / l);
}

defineMethods(RandomType, {
  seed: pyDef("Random.seed", "self, a=None, version=2", (self: Random, a: unknown) => (self.seed(a), null)),
  random: builtin("random", "self", (self: Random) => float(self.random())),
  getrandbits: builtin("getrandbits", "self, k, /", (self: Random, k: unknown) => self.getrandbits(k)),
  randrange: pyDef("Random.randrange", "self, start, stop=None, step=?", (self: Random, a: unknown, b: unknown, c: unknown) => self.randrange(a, b, c)),
  randint: pyDef("Random.randint", "self, a, b", (self: Random, a: unknown, b: unknown) => self.randrange(a, binaryOp("Add", b, 1), undefined)),
  choice: pyDef("Random.choice", "self, seq", (self: Random, seq: unknown) => self.choice(seq)),
  choices: pyDef("Random.choices", "self, population, weights=None, *, cum_weights=None, k=1", (self: Random, p: unknown, w: unknown, cw: unknown, k: unknown) =>
    self.choices(p, w, cw, k),
  ),
  shuffle: pyDef("Random.shuffle", "self, x", (self: Random, x: unknown) => self.shuffle(x)),
  sample: pyDef("Random.sample", "self, population, k, *, counts=None", (self: Random, p: unknown, k: unknown, c: unknown) => self.sample(p, k, c)),
  uniform: pyDef("Random.uniform", "self, a, b", uniform),
  triangular: pyDef("Random.triangular", "self, low=0.0, high=1.0, mode=None", triangular),
  gauss: pyDef("Random.gauss", "self, mu=0.0, sigma=1.0", (self: Random, mu: unknown, sigma: unknown) => float(self.gauss(toFloat(mu), toFloat(sigma)))),
  normalvariate: pyDef("Random.normalvariate", "self, mu=0.0, sigma=1.0", normalvariate),
  expovariate: pyDef("Random.expovariate", "self, lambd", expovariate),
  getstate: pyDef("Random.getstate", "self", (self: Random) => self.getstate()),
  setstate: pyDef("Random.setstate", "self, state", (self: Random, state: unknown) => self.setstate(state)),
});

// random.py's Random.__init__(self, x=None) seeds; SystemRandom's seed ignores it.
const randomInit = pyDef("Random.__init__", "self, x=None", (self: Random, x: unknown) => (self.seed(x), self));
RandomType.construct = (pos, kw) => callPy(randomInit, [new Random(), ...pos], kw);

// SystemRandom: the same methods over the flow's entropy (entropy.ts) instead of the twister.
export const SystemRandomType = new PyType("SystemRandom", [RandomType], "random");
Object.defineProperty(SystemRandom.prototype, "$type", { value: SystemRandomType });
const noState = pyDef("SystemRandom._notimplemented", "self, *args, **kwds", () =>
  raise(E.NotImplementedError, "System entropy source does not have state."),
);
defineMethods(SystemRandomType, {
  seed: pyDef("SystemRandom._stub", "self, *args, **kwds", () => null),
  random: pyDef("SystemRandom.random", "self", (self: SystemRandom) => float(self.random())),
  getrandbits: pyDef("SystemRandom.getrandbits", "self, k", (self: SystemRandom, k: unknown) => self.getrandbits(k)),
  getstate: noState,
  setstate: noState,
});
SystemRandomType.construct = (pos, kw) => callPy(randomInit, [new SystemRandom(), ...pos], kw);

const METHODS = [
  "seed", "random", "getrandbits", "randrange", "randint", "choice", "choices", "shuffle", "sample", "uniform",
  "triangular", "gauss", "normalvariate", "expovariate", "getstate", "setstate",
];

/** The module's shared generator (uuid4 draws from it too, as CPython's uses os.urandom). */
export const sharedRandom = new Random();

export function randomModule(): PyModule {
  const attrs: Record<string, unknown> = { Random: RandomType, SystemRandom: SystemRandomType };
  for (const name of METHODS) attrs[name] = getAttr(sharedRandom, name) as PyFunction;
  return new PyModule("random", attrs);
}

