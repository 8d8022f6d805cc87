// The `itertools` module: lazy iterators over guest iterables (chain, islice, groupby, count,
// cycle, accumulate, ...) and the combinatoric ones, which read their inputs eagerly as CPython's do.
// A callback that may call tools (isAsyncCallable) cannot be called lazily: its results are computed
// up front (awaiting each call, in CPython's call order) and the builtin returns a Promise of the
// iterator, which the emitted call awaits.

import {
  AsyncPyIterator,
  E,
  JsIterator,
  PyList,
  PyModule,
  PyTuple,
  PyType,
  STOP,
  T,
  asIndex,
  binaryOp,
  builtin,
  callPy,
  classMethod,
  defineMethods,
  eq,
  iter,
  iterAwaitable,
  makeAsyncIterator,
  raise,
  repr,
  toArray,
  truthy,
  PyIterator, writtenInC,
  isAsyncCallable,
  iteratesAwaiting,
} from "../values/index.js";
import {
  AwaitingChain,
  accumulateAwaiting,
  compressAwaiting,
  cycleAwaiting,
  dropwhileAwaiting,
  filterfalseAwaiting,
  pairwiseAwaiting,
  starmapAwaiting,
  takewhileAwaiting,
} from "./itertools-awaiting.js";

const types = new Map<string, PyType>();
function typeNamed(name: string): PyType {
  let t = types.get(name);
  if (t === undefined) {
    types.set(name, (t = new PyType(name, [T.object], "itertools")));
    // C types: CPython's reprs and messages name them `itertools.chain`.
    t.tpName = `itertools.${name}`;
  }
  return t;
}

function lazy(name: string, gen: Iterable<unknown>, reprText?: () => string): PyIterator {
  const it = new JsIterator(gen, typeNamed(name));
  if (reprText) Object.defineProperty(it, "$repr", { value: reprText });
  return it;
}

/** An iterator that asks `step` every time (a JS generator would stay finished once it ended).
 *  `source` is iterAwaitable's answer: its iter() runs at the first step, where a tool-calling
 *  generator is refused (and drained by the consumer) rather than stepped into promises. */
class StepIterator extends PyIterator {
  private src: PyIterator | null = null;
  constructor(
    type: PyType,
    private readonly source: PyIterator,
    private readonly step: (src: PyIterator) => unknown,
  ) {
    super(type);
  }
  next(): unknown {
    return this.step((this.src ??= iter(this.source)));
  }
}

/** pairwise() takes its iterator at the call (`pairwise(5)` fails there), then reads lazily. */
function pairwise(iterable: unknown): unknown {
  const it = iterAwaitable(iterable);
  if (it instanceof AsyncPyIterator) return pairwiseAwaiting(typeNamed("pairwise"), it);
  return lazy(
    "pairwise",
    (function* () {
      let prev: unknown = STOP;
      for (const v of values(it)) {
        if (prev !== STOP) yield new PyTuple([prev, v]);
        prev = v;
      }
    })(),
  );
}

/** What tee()'s iterators share: the source, and the values some of them have yet to read
 *  (`buffered[0]` is the value at index `start`), dropped once every iterator has passed them. */
interface TeeSource {
  /** iterAwaitable's answer, whose iterator the first read takes (a tool-calling generator
   *  refused there, as by the other lazy builtins). */
  source: PyIterator;
  src: PyIterator | null;
  buffered: unknown[];
  start: number;
  done: boolean;
  readers: Tee[];
}

/** One of tee()'s iterators (`_tee`): the source's values in order, each read once from it. */
class Tee extends PyIterator {
  private at: number;
  constructor(private readonly shared: TeeSource) {
    super(typeNamed("_tee"));
    this.at = shared.start;
    shared.readers.push(this);
  }
  next(): unknown {
    const s = this.shared;
    const i = this.at - s.start;
    if (i < s.buffered.length) {
      const v = s.buffered[i];
      this.at++;
      if (i === 0) this.trim();
      return v;
    }
    if (s.done) return STOP;
    const v = (s.src ??= iter(s.source)).next();
    if (v === STOP) {
      s.done = true;
      return STOP;
    }
    s.buffered.push(v);
    this.at++;
    this.trim();
    return v;
  }
  /** Drops the values every reader has passed. */
  private trim(): void {
    const s = this.shared;
    let least = Infinity;
    for (const r of s.readers) if (r.at < least) least = r.at;
    if (least > s.start) {
      s.buffered.splice(0, least - s.start);
      s.start = least;
    }
  }
}

function tee(iterable: unknown, n: unknown): PyTuple {
  const count = Number(asIndex(n));
  if (count < 0) raise(E.ValueError, "n must be >= 0");
  const shared: TeeSource = { source: iterAwaitable(iterable), src: null, buffered: [], start: 0, done: false, readers: [] };
  return new PyTuple(Array.from({ length: count }, () => new Tee(shared)));
}

/** The builtins take their iterators at the call, as CPython's do (`takewhile(f, 5)` fails
 *  there; iterAwaitable leaves a tool-calling generator to be refused at its first step, never
 *  drained ahead of the consumer), and read them lazily through this. */
function* values(iterable: unknown): Generator<unknown> {
  const it = iter(iterable);
  for (let v = it.next(); v !== STOP; v = it.next()) yield v;
}

/** itertools.chain as CPython's chain_next: a source whose `__next__` raises stays current (the
 *  next call asks it again); one whose `iter()` fails, or a failing or spent source of
 *  iterables, ends the chain. */
class Chain extends PyIterator {
  private active: PyIterator | null = null;
  private started = false;
  /** `source` is iterAwaitable's answer, made an iterator at the first step (see StepIterator). */
  constructor(private source: PyIterator | null) {
    super(typeNamed("chain"));
  }
  next(): unknown {
    while (this.source !== null) {
      if (this.active === null) {
        try {
          if (!this.started) {
            this.started = true;
            this.source = iter(this.source);
          }
          const iterable = this.source.next();
          if (iterable === STOP) {
            this.source = null;
            return STOP;
          }
          this.active = iter(iterable);
        } catch (e) {
          this.source = null;
          throw e;
        }
      }
      const v = this.active.next();
      if (v !== STOP) return v;
      this.active = null;
    }
    return STOP;
  }
}

function sliceArg(x: unknown, what: "Stop argument" | "Indices"): number | null {
  if (x === null) return null;
  const bad = () =>
    raise(E.ValueError, `${what} for islice() must be None or an integer: 0 <= x <= sys.maxsize.`);
  if (typeof x !== "number" && typeof x !== "boolean" && typeof x !== "bigint") bad();
  const v = Number(x);
  if (v < 0) bad();
  return v;
}

/**
 * islice's reads of its source: each entry is how many items to read for the next value (the last
 * one read is yielded); a negative entry reads that many more without yielding (CPython consumes
 * up to `stop` even when no more items are yielded).
 */
function* sliceReads(start: number, stop: number | null, step: number): Generator<number> {
  let read = 0;
  for (let next = start; stop === null || next < stop; next += step) {
    yield next + 1 - read;
    read = next + 1;
  }
  if (stop !== null && read < stop) yield read - stop;
}

function* sliced(it: PyIterator, reads: Iterable<number>): Generator<unknown> {
  for (const n of reads) {
    let v: unknown = STOP;
    for (let k = Math.abs(n); k > 0; k--) if ((v = it.next()) === STOP) return;
    if (n > 0) yield v;
  }
}

async function* slicedAsync(it: AsyncPyIterator, reads: Iterable<number>): AsyncGenerator<unknown, void, undefined> {
  for (const n of reads) {
    let v: unknown = STOP;
    for (let k = Math.abs(n); k > 0; k--) if ((v = await it.next()) === STOP) return;
    if (n > 0) yield v;
  }
}

function islice(iterable: unknown, args: unknown[]): PyIterator {
  if (args.length === 0) raise(E.TypeError, "islice expected at least 2 arguments, got 1");
  if (args.length > 3) raise(E.TypeError, `islice expected at most 4 arguments, got ${args.length + 1}`);
  let start = 0;
  let stop: number | null;
  let step = 1;
  if (args.length === 1) stop = sliceArg(args[0], "Stop argument");
  else {
    start = sliceArg(args[0], "Indices") ?? 0;
    stop = sliceArg(args[1], "Stop argument");
    if (args.length === 3 && args[2] !== null) {
      const s = args[2];
      if ((typeof s !== "number" && typeof s !== "boolean") || Number(s) < 1) {
        raise(E.ValueError, "Step for islice() must be a positive integer or None.");
      }
      step = Number(s);
    }
  }
  const reads = sliceReads(start, stop, step);
  // A generator (or a script's iterator) that calls tools is read only as far as the slice goes,
  // each step awaited: a drained one would lose the rest of a shared iterator and call tools past the slice.
  const it = iterAwaitable(iterable);
  if (it instanceof AsyncPyIterator) return makeAsyncIterator(slicedAsync(it, reads), typeNamed("islice"));
  return lazy("islice", sliced(it, reads));
}

/** groupby shares one underlying iterator between the pairs it yields, as CPython's does. */
function groupby(iterable: unknown, key: unknown): PyIterator | Promise<PyIterator> {
  if (isAsyncCallable(key)) {
    return (async () => {
      const items = toArray(iterable);
      const keys: unknown[] = [];
      for (const v of items) keys.push(await callPy(key, [v]));
      let i = 0;
      // The sync groupby calls its key once per item, in order: hand back the awaited keys.
      return groupby(new PyList(items), () => keys[i++]) as PyIterator;
    })();
  }
  const keyFn = key;
  const it = iter(iterable);
  // The look-ahead item: not read yet, read (value and key), or the end.
  const state: { read: boolean; done: boolean; value: unknown; key: unknown } = { read: false, done: false, value: null, key: null };
  const advance = () => {
    const v = it.next();
    state.read = true;
    if (v === STOP) state.done = true;
    else {
      state.value = v;
      state.key = keyFn === null ? v : callPy(keyFn, [v]);
    }
  };
  let generation = 0;
  return lazy(
    "groupby",
    (function* () {
      let previous: { k: unknown } | null = null;
      for (;;) {
        if (!state.read) advance();
        // Skip what is left of the previous group.
        while (!state.done && previous !== null && eq(state.key, previous.k)) advance();
        if (state.done) return;
        const groupKey = state.key;
        previous = { k: groupKey };
        const mine = ++generation;
        const grouper = lazy(
          "_grouper",
          (function* () {
            while (mine === generation && !state.done && eq(state.key, groupKey)) {
              const v = state.value;
              advance();
              yield v;
            }
          })(),
        );
        yield new PyTuple([groupKey, grouper]);
      }
    })(),
  );
}

function* product(pools: unknown[][], repeat: number): Generator<PyTuple> {
  const all: unknown[][] = [];
  for (let r = 0; r < repeat; r++) all.push(...pools);
  if (all.some((p) => p.length === 0)) return;
  const idx = new Array(all.length).fill(0);
  for (;;) {
    yield new PyTuple(idx.map((i, k) => all[k][i]));
    let k = all.length - 1;
    while (k >= 0 && ++idx[k] === all[k].length) idx[k--] = 0;
    if (k < 0) return;
  }
}

function* combinations(pool: unknown[], r: number, replace: boolean): Generator<PyTuple> {
  const n = pool.length;
  if (!replace && r > n) return;
  if (replace && n === 0 && r > 0) return;
  const idx = replace ? new Array(r).fill(0) : Array.from({ length: r }, (_, i) => i);
  yield new PyTuple(idx.map((i) => pool[i]));
  for (;;) {
    let i = r - 1;
    if (replace) while (i >= 0 && idx[i] === n - 1) i--;
    else while (i >= 0 && idx[i] === i + n - r) i--;
    if (i < 0) return;
    idx[i]++;
    for (let j = i + 1; j < r; j++) idx[j] = replace ? idx[i] : idx[j - 1] + 1;
    yield new PyTuple(idx.map((k) => pool[k]));
  }
}

function* permutations(pool: unknown[], r: number): Generator<PyTuple> {
  const n = pool.length;
  if (r > n) return;
  const indices = Array.from({ length: n }, (_, i) => i);
  const cycles = Array.from({ length: r }, (_, i) => n - i);
  yield new PyTuple(indices.slice(0, r).map((i) => pool[i]));
  while (n) {
    let i = r - 1;
    for (; i >= 0; i--) {
      cycles[i]--;
      if (cycles[i] === 0) {
        indices.push(...indices.splice(i, 1));
        cycles[i] = n - i;
      } else {
        const j = cycles[i];
        [indices[i], indices[n - j]] = [indices[n - j], indices[i]];
        yield new PyTuple(indices.slice(0, r).map((k) => pool[k]));
        break;
      }
    }
    if (i < 0) return;
  }
}

function countArg(r: unknown): number {
  const v = Number(asIndex(r));
  if (v < 0) raise(E.ValueError, "r must be non-negative");
  return v;
}

export function itertoolsModule(): PyModule {
  const chainType = typeNamed("chain");
  chainType.construct = (pos, kw) => {
    if (kw) raise(E.TypeError, "chain() takes no keyword arguments");
    // An iterable whose steps call tools: every step awaited, each iterable's iter() taken as the chain reaches it.
    if (pos.some(iteratesAwaiting)) return new AwaitingChain(pos, chainType);
    return new Chain(iter(new PyTuple(pos)));
  };
  defineMethods(chainType, {
    from_iterable: classMethod(builtin("from_iterable", "cls, iterable, /", (_cls: unknown, its: unknown) => new Chain(iterAwaitable(its)))),
  });
  return writtenInC(new PyModule("itertools", {
    chain: chainType,
    islice: builtin("islice", "iterable, /, *args", islice),
    groupby: builtin("groupby", "iterable, key=None", groupby),
    product: builtin("product", "*iterables, repeat=1", (its: unknown[], repeat: unknown) => {
      const r = Number(asIndex(repeat));
      if (r < 0) raise(E.ValueError, "repeat argument cannot be negative");
      return lazy("product", product(its.map(toArray), r));
    }),
    combinations: builtin("combinations", "iterable, r", (it: unknown, r: unknown) => lazy("combinations", combinations(toArray(it), countArg(r), false))),
    combinations_with_replacement: builtin("combinations_with_replacement", "iterable, r", (it: unknown, r: unknown) =>
      lazy("combinations_with_replacement", combinations(toArray(it), countArg(r), true)),
    ),
    permutations: builtin("permutations", "iterable, r=None", (it: unknown, r: unknown) => {
      const pool = toArray(it);
      return lazy("permutations", permutations(pool, r === null ? pool.length : countArg(r)));
    }),
    accumulate: builtin("accumulate", "iterable, func=None, *, initial=None", (it: unknown, func: unknown, initial: unknown) => {
      it = iterAwaitable(it);
      if (it instanceof AsyncPyIterator) return accumulateAwaiting(typeNamed("accumulate"), it, func, initial);
      const f = func;
      if (isAsyncCallable(f)) {
        return (async () => {
          const out: unknown[] = initial === null ? [] : [initial];
          let acc: unknown = initial;
          let first = initial === null;
          for (const v of values(it)) {
            acc = first ? v : await callPy(f, [acc, v]);
            first = false;
            out.push(acc);
          }
          return lazy("accumulate", out);
        })();
      }
      return lazy(
        "accumulate",
        (function* () {
          let acc: unknown = initial;
          let first = initial === null;
          if (!first) yield acc;
          for (const v of values(it)) {
            acc = first ? v : f === null ? binaryOp("Add", acc, v) : callPy(f, [acc, v]);
            first = false;
            yield acc;
          }
        })(),
      );
    }),
    zip_longest: builtin("zip_longest", "*iterables, fillvalue=None", (its: unknown[], fill: unknown) => {
      const iters = its.map((x) => iter(x));
      return lazy(
        "zip_longest",
        (function* () {
          if (iters.length === 0) return;
          const done = iters.map(() => false);
          for (;;) {
            const row = iters.map((i, k) => {
              if (done[k]) return fill;
              const v = i.next();
              if (v === STOP) {
                done[k] = true;
                return fill;
              }
              return v;
            });
            if (done.every(Boolean)) return;
            yield new PyTuple(row);
          }
        })(),
      );
    }),
    count: builtin("count", "start=0, step=1", (start: unknown, step: unknown) => {
      let n = start;
      return lazy(
        "count",
        (function* () {
          for (;;) {
            yield n;
            n = binaryOp("Add", n, step);
          }
        })(),
        () => (step === 1 ? `count(${repr(n)})` : `count(${repr(n)}, ${repr(step)})`),
      );
    }),
    repeat: builtin("repeat", "object, times=<unset>", (obj: unknown, times: unknown) => {
      let left = times === undefined ? Infinity : Math.max(0, Number(asIndex(times)));
      return lazy(
        "repeat",
        (function* () {
          while (left > 0) {
            left--;
            yield obj;
          }
        })(),
        () => (times === undefined ? `repeat(${repr(obj)})` : `repeat(${repr(obj)}, ${left})`),
      );
    }),
    cycle: builtin(
      "cycle",
      "iterable, /",
      (it: unknown) => {
        const src = iterAwaitable(it);
        if (src instanceof AsyncPyIterator) return cycleAwaiting(typeNamed("cycle"), src);
        return lazy(
          "cycle",
          (function* () {
            const saved: unknown[] = [];
            for (const v of values(src)) {
              saved.push(v);
              yield v;
            }
            if (saved.length === 0) return;
            for (;;) yield* saved;
          })(),
        );
      },
      { style: "checked" },
    ),
    takewhile: builtin("takewhile", "predicate, iterable, /", (pred: unknown, it: unknown) => {
      it = iterAwaitable(it);
      // A source whose steps call tools: lazy, each step awaited (its predicate's too).
      if (it instanceof AsyncPyIterator) return takewhileAwaiting(typeNamed("takewhile"), it, pred);
      const p = pred;
      if (isAsyncCallable(p)) {
        return (async () => {
          const out: unknown[] = [];
          for (const v of values(it)) {
            if (!truthy(await callPy(p, [v]))) break;
            out.push(v);
          }
          return lazy("takewhile", out);
        })();
      }
      // Only a rejected item latches it (CPython's stop flag); a spent source is asked again.
      let stopped = false;
      return new StepIterator(typeNamed("takewhile"), it as PyIterator, (src) => {
        if (stopped) return STOP;
        const v = src.next();
        if (v === STOP || truthy(callPy(p, [v]))) return v;
        stopped = true;
        return STOP;
      });
    }),
    dropwhile: builtin("dropwhile", "predicate, iterable, /", (pred: unknown, it: unknown) => {
      it = iterAwaitable(it);
      // A source whose steps call tools: lazy, each step awaited (its predicate's too).
      if (it instanceof AsyncPyIterator) return dropwhileAwaiting(typeNamed("dropwhile"), it, pred);
      const p = pred;
      if (isAsyncCallable(p)) {
        return (async () => {
          // Only the dropped prefix needs the predicate; the rest stays lazy.
          const src = iter(it);
          let v = src.next();
          while (v !== STOP && truthy(await callPy(p, [v]))) v = src.next();
          const first = v;
          return lazy(
            "dropwhile",
            (function* () {
              if (first === STOP) return;
              yield first;
              yield* values(src);
            })(),
          );
        })();
      }
      let dropping = true;
      return new StepIterator(typeNamed("dropwhile"), it as PyIterator, (src) => {
        for (;;) {
          const v = src.next();
          if (v === STOP || !dropping) return v;
          if (!truthy(callPy(p, [v]))) {
            dropping = false;
            return v;
          }
        }
      });
    }),
    filterfalse: builtin("filterfalse", "function, iterable, /", (pred: unknown, it: unknown) => {
      it = iterAwaitable(it);
      // A source whose steps call tools: lazy, each step awaited (its predicate's too).
      if (it instanceof AsyncPyIterator) return filterfalseAwaiting(typeNamed("filterfalse"), it, pred);
      const p = pred;
      if (isAsyncCallable(p)) {
        return (async () => {
          const out: unknown[] = [];
          for (const v of values(it)) if (!truthy(await callPy(p, [v]))) out.push(v);
          return lazy("filterfalse", out);
        })();
      }
      return new StepIterator(typeNamed("filterfalse"), it as PyIterator, (src) => {
        for (;;) {
          const v = src.next();
          if (v === STOP || !truthy(p === null ? v : callPy(p, [v]))) return v;
        }
      });
    }),
    starmap: builtin("starmap", "function, iterable, /", (fn: unknown, it: unknown) => {
      const src = iterAwaitable(it);
      if (src instanceof AsyncPyIterator) return starmapAwaiting(typeNamed("starmap"), src, fn);
      const f = fn;
      if (isAsyncCallable(f)) {
        return (async () => {
          const out: unknown[] = [];
          for (const args of values(src)) out.push(await callPy(f, toArray(args)));
          return lazy("starmap", out);
        })();
      }
      // No spent flag, as CPython's: a source that stops and then yields again is read again.
      return new StepIterator(typeNamed("starmap"), src, (src) => {
        const args = src.next();
        return args === STOP ? STOP : callPy(f, toArray(args));
      });
    }),
    compress: builtin("compress", "data, selectors", (data: unknown, sel: unknown) => {
      const d = iterAwaitable(data);
      const s = iter(sel);
      if (d instanceof AsyncPyIterator) return compressAwaiting(typeNamed("compress"), d, s);
      return lazy(
        "compress",
        (function* () {
          for (const v of values(d)) {
            const k = s.next();
            if (k === STOP) return;
            if (truthy(k)) yield v;
          }
        })(),
      );
    }),
    // pairwise() takes its iterator at the call (`pairwise(5)` fails there), then reads lazily.
    pairwise: builtin("pairwise", "iterable, /", pairwise, { style: "checked" }),
    tee: builtin("tee", "iterable, n=2, /", tee),
  }));
}
