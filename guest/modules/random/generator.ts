// random.Random: CPython's random.py methods over the MT19937 of mt19937.ts, drawing numbers in
// the same order, so `random.seed(42); random.random()` gives CPython's value bit for bit.
// Unseeded generators start from the flow's seed (hooks.seed), so a flow is deterministic.

import {
  E,
  type Int,
  PyBytes,
  PyList,
  PyRange,
  PyTuple,
  PyFloat,
  T,
  asIndex,
  eq,
  binaryOp,
  bitLength,
  getItem,
  hooks,
  isInt,
  len,
  normInt,
  pyHash,
  raise,
  richCompare,
  setItem,
  toArray,
  toBigInt,
  utf8Encode,
} from "../../values/index.js";
import { cLog } from "../../libm/log.js";
import { digest } from "../hashlib/digests.js";
import { MT19937 } from "./mt19937.js";

/** How many unseeded generators this flow has started: each gets its own stream. */
let unseeded = 0;

/** The flow's seed as init_by_array's key, as `random.seed(seed)` makes it. */
function flowSeedWords(): number[] {
  const seed = hooks.seed;
  return seed < 2 ** 32 ? [seed] : [seed % 2 ** 32, Math.floor(seed / 2 ** 32)];
}

export class Random {
  private mt: MT19937 | null = null;
  gaussNext: number | null = null;

  /** The generator, seeded on first use (a module made before the flow knew its seed). */
  private get gen(): MT19937 {
    if (this.mt === null) this.seed(null);
    return this.mt!;
  }

  /** A stream of the flow's own, apart from `random`'s (uuid4: CPython's reads os.urandom). */
  static forFlow(tag: number): Random {
    const r = new Random();
    r.mt = new MT19937();
    r.mt.seedWords([...flowSeedWords(), 0, tag]);
    return r;
  }

  seed(a: unknown): void {
    const mt = new MT19937();
    if (a === null || a === undefined) {
      // The flow's seed: the default generator first, then one stream per further seeding.
      const n = unseeded++;
      mt.seedWords(n === 0 ? flowSeedWords() : [...flowSeedWords(), n]);
    } else if (typeof a === "string" || a instanceof PyBytes) {
      const bytes = typeof a === "string" ? utf8Encode(a) : a.b;
      const all = new Uint8Array([...bytes, ...digest("sha512", bytes)]);
      mt.seedInt(BigInt(`0x${Array.from(all, (b) => b.toString(16).padStart(2, "0")).join("")}`));
    } else if (isInt(a) || typeof a === "boolean") {
      mt.seedInt(toBigInt(a as Int | boolean));
    } else if (a instanceof PyFloat) {
      mt.seedInt(toBigInt(pyHash(a)));
    } else {
      raise(E.TypeError, "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.");
    }
    this.mt = mt;
    this.gaussNext = null;
  }

  random(): number {
    return this.gen.random();
  }

  /** k > 0 random bits: the one draw besides random() that every method builds on. */
  protected bits(k: number): bigint {
    return this.gen.getrandbits(k);
  }

  getrandbits(k: unknown): Int {
    const n = Number(asIndex(k));
    if (n < 0) raise(E.ValueError, "number of bits must be non-negative");
    if (n === 0) return 0;
    return normInt(this.bits(n));
  }

  /** _randbelow_with_getrandbits: a uniform int in [0, n), n > 0. */
  randbelow(n: bigint): bigint {
    const k = bitLength(normInt(n));
    let r = this.bits(k);
    while (r >= n) r = this.bits(k);
    return r;
  }

  randrange(start: unknown, stop: unknown, step: unknown): Int {
    const istart = toBigInt(index(start, "arg 1"));
    if (stop === null) {
      if (step !== undefined) raise(E.TypeError, "Missing a non-None stop argument");
      if (istart > 0n) return normInt(this.randbelow(istart));
      raise(E.ValueError, "empty range for randrange()");
    }
    const istop = toBigInt(index(stop, "stop"));
    const width = istop - istart;
    const istep = step === undefined ? 1n : toBigInt(index(step, "step"));
    if (istep === 1n) {
      if (width > 0n) return normInt(istart + this.randbelow(width));
      raise(E.ValueError, `empty range for randrange() (${istart}, ${istop}, ${width})`);
    }
    let n: bigint;
    if (istep > 0n) n = floorDiv(width + istep - 1n, istep);
    else if (istep < 0n) n = floorDiv(width + istep + 1n, istep);
    else return raise(E.ValueError, "zero step for randrange()");
    if (n <= 0n) raise(E.ValueError, "empty range for randrange()");
    return normInt(istart + istep * this.randbelow(n));
  }

  choice(seq: unknown): unknown {
    const n = len(seq);
    if (!n) raise(E.IndexError, "Cannot choose from an empty sequence");
    return getItem(seq, normInt(this.randbelow(BigInt(n))));
  }

  shuffle(x: unknown): null {
    for (let i = len(x) - 1; i >= 1; i--) {
      const j = normInt(this.randbelow(BigInt(i + 1)));
      const a = getItem(x, i);
      const b = getItem(x, j);
      setItem(x, i, b);
      setItem(x, j, a);
    }
    return null;
  }

  sample(population: unknown, k: unknown, counts: unknown): PyList {
    if (!isSequence(population)) raise(E.TypeError, "Population must be a sequence.  For dicts or sets, use sorted(d).");
    const n = len(population);
    if (counts !== null) {
      const cum: unknown[] = [];
      let acc: unknown = undefined;
      for (const c of toArray(counts)) cum.push((acc = acc === undefined ? c : binaryOp("Add", acc, c)));
      if (cum.length !== n) raise(E.ValueError, "The number of counts does not match the population");
      const total = cum.pop();
      if (!isInt(total)) raise(E.TypeError, "Counts must be integers");
      if (richCompare(total, 0, "LtE")) raise(E.ValueError, "Total of counts must be greater than zero");
      const picks = this.sample(new PyRange(0, total as Int, 1), k, null);
      return new PyList(picks.items.map((s) => getItem(population, bisectRight(cum, s, 0, cum.length))));
    }
    const kk = asIndex(k);
    if (!(richCompare(0, kk, "LtE") && richCompare(kk, n, "LtE"))) raise(E.ValueError, "Sample larger than population or is negative");
    const count = Number(kk);
    const result: unknown[] = new Array(count);
    let setsize = 21;
    if (count > 5) setsize += 4 ** Math.ceil(cLog(count * 3) / cLog(4));
    if (n <= setsize) {
      const pool = toArray(population);
      for (let i = 0; i < count; i++) {
        const j = Number(this.randbelow(BigInt(n - i)));
        result[i] = pool[j];
        pool[j] = pool[n - i - 1];
      }
    } else {
      const selected = new Set<number>();
      for (let i = 0; i < count; i++) {
        let j = Number(this.randbelow(BigInt(n)));
        while (selected.has(j)) j = Number(this.randbelow(BigInt(n)));
        selected.add(j);
        result[i] = getItem(population, j);
      }
    }
    return new PyList(result);
  }

  choices(population: unknown, weights: unknown, cumWeights: unknown, k: unknown): PyList {
    const n = len(population);
    const count = Number(asIndex(k));
    const out: unknown[] = [];
    if (cumWeights === null) {
      if (weights === null) {
        for (let i = 0; i < count; i++) out.push(getItem(population, Math.floor(this.random() * n)));
        return new PyList(out);
      }
      if (isInt(weights)) raise(E.TypeError, `The number of choices must be a keyword argument: k=${String(weights)}`);
      const cum: unknown[] = [];
      let acc: unknown = undefined;
      for (const w of toArray(weights)) cum.push((acc = acc === undefined ? w : binaryOp("Add", acc, w)));
      cumWeights = new PyList(cum);
    } else if (weights !== null) {
      raise(E.TypeError, "Cannot specify both weights and cumulative weights");
    }
    const cum = toArray(cumWeights);
    if (cum.length !== n) raise(E.ValueError, "The number of weights does not match the population");
    const total = toFloat(binaryOp("Add", cum[cum.length - 1], new PyFloat(0)));
    if (total <= 0) raise(E.ValueError, "Total of weights must be greater than zero");
    if (!Number.isFinite(total)) raise(E.ValueError, "Total of weights must be finite");
    for (let i = 0; i < count; i++) out.push(getItem(population, bisectRight(cum, new PyFloat(this.random() * total), 0, n - 1)));
    return new PyList(out);
  }

  gauss(mu: number, sigma: number): number {
    let z = this.gaussNext;
    this.gaussNext = null;
    if (z === null) {
      const x2pi = this.random() * 2 * Math.PI;
      const g2rad = Math.sqrt(-2.0 * cLog(1.0 - this.random()));
      z = Math.cos(x2pi) * g2rad;
      this.gaussNext = Math.sin(x2pi) * g2rad;
    }
    return mu + z * sigma;
  }

  getstate(): PyTuple {
    return new PyTuple([3, new PyTuple(this.gen.state()), this.gaussNext === null ? null : new PyFloat(this.gaussNext)]);
  }

  setstate(state: unknown): null {
    const items = state instanceof PyTuple ? state.items : [];
    const words = items[1] instanceof PyTuple ? items[1].items : [];
    if (items[0] !== 3 || words.length !== 625) raise(E.ValueError, "state vector is the wrong size");
    const mt = new MT19937();
    mt.setState(words.map((w) => Number(w)));
    this.mt = mt;
    this.gaussNext = items[2] instanceof PyFloat ? items[2].v : null;
    return null;
  }
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return (a % b !== 0n && (a < 0n) !== (b < 0n)) ? q - 1n : q;
}

/** _index with 3.11's fallback: an integral float is accepted, another raises ValueError. */
function index(x: unknown, which: string): Int {
  if (isInt(x) || typeof x === "boolean") return asIndex(x);
  const i = T.int.construct!([x]) as Int;
  if (!eq(i, x)) raise(E.ValueError, `non-integer ${which} for randrange()`);
  return i;
}

export function toFloat(x: unknown): number {
  return x instanceof PyFloat ? x.v : Number(x);
}

function isSequence(x: unknown): boolean {
  return x instanceof PyList || x instanceof PyTuple || x instanceof PyRange || x instanceof PyBytes || typeof x === "string";
}

/** bisect.bisect_right over a JS array. */
export function bisectRight(a: readonly unknown[], x: unknown, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (richCompare(x, a[mid], "Lt")) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
