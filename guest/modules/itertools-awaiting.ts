// itertools over an iterator whose steps call tools (a generator that calls tools, a script's
// iterator whose `__next__` does: an AsyncPyIterator): lazy themselves, each step awaited, so a
// consumer that stops early (`takewhile` over pages, `next()`) makes only the calls CPython makes.
import { andThen, AsyncPyIterator, PyIterator, PyList, PyTuple, type PyType, STOP, binaryOp, callPy, iterAwaited, makeIterator, toArray, truthy, unreplayed } from "../values/index.js";

/** What a stage's function returns for a value it drops: the source is stepped again. */
export const SKIP: unique symbol = Symbol("SKIP");
/** What it returns to end the stage for good (takewhile's first rejected value). */
export const END: unique symbol = Symbol("END");

/** Each value of `source` through `map` (its answer, SKIP, END, or a promise of one of them). */
class AwaitingStage extends AsyncPyIterator {
  private ended = false;
  constructor(
    type: PyType,
    private readonly source: AsyncPyIterator,
    private readonly map: (x: unknown) => unknown,
  ) {
    super(null, type);
  }
  override async next(): Promise<unknown> {
    while (!this.ended) {
      const x = await this.source.next();
      if (x === STOP) return STOP;
      const y = await this.map(x);
      if (y === END) this.ended = true;
      else if (y !== SKIP) return y;
    }
    return STOP;
  }
}

export const takewhileAwaiting = (type: PyType, src: AsyncPyIterator, pred: unknown) =>
  new AwaitingStage(type, src, (x) => andThen(callPy(pred, [x]), (t) => (truthy(t) ? x : END)));

export function dropwhileAwaiting(type: PyType, src: AsyncPyIterator, pred: unknown): AsyncPyIterator {
  let dropping = true;
  const kept = (x: unknown) => (t: unknown) => {
    if (truthy(t)) return SKIP;
    dropping = false;
    return x;
  };
  return new AwaitingStage(type, src, (x) => (dropping ? andThen(callPy(pred, [x]), kept(x)) : x));
}

export const filterfalseAwaiting = (type: PyType, src: AsyncPyIterator, pred: unknown) =>
  new AwaitingStage(type, src, (x) => andThen(pred === null ? x : callPy(pred, [x]), (t) => (truthy(t) ? SKIP : x)));

export const starmapAwaiting = (type: PyType, src: AsyncPyIterator, fn: unknown) => new AwaitingStage(type, src, (args) => callPy(fn, toArray(args)));

/** compress: each value, then its selector (`selectors`, which steps without waiting). */
export const compressAwaiting = (type: PyType, src: AsyncPyIterator, selectors: PyIterator) =>
  new AwaitingStage(type, src, (x) => {
    const k = selectors.next();
    return k === STOP ? END : truthy(k) ? x : SKIP;
  });

export function pairwiseAwaiting(type: PyType, src: AsyncPyIterator): AsyncPyIterator {
  let prev: unknown = STOP;
  return new AwaitingStage(type, src, (x) => {
    const p = prev;
    prev = x;
    return p === STOP ? SKIP : new PyTuple([p, x]);
  });
}

/** accumulate: `initial` first when given (the source not read for it), then each running value. */
export function accumulateAwaiting(type: PyType, src: AsyncPyIterator, fn: unknown, initial: unknown): AsyncPyIterator {
  let acc = initial;
  let first = initial === null;
  const store = (r: unknown) => (acc = r);
  const running = new AwaitingStage(type, src, (v) => {
    if (!first) return andThen(fn === null ? binaryOp("Add", acc, v) : callPy(fn, [acc, v]), store);
    first = false;
    return (acc = v);
  });
  return initial === null ? running : new AwaitingChain([new PyList([initial]), running], type);
}

/** cycle: the source's values, saved as they pass, then the saved ones again and again. */
export function cycleAwaiting(type: PyType, src: AsyncPyIterator): AsyncPyIterator {
  const saved: unknown[] = [];
  const again = function* () {
    if (saved.length === 0) return;
    for (;;) yield* saved;
  };
  const passing = new AwaitingStage(type, src, (v) => {
    saved.push(v);
    return v;
  });
  return new AwaitingChain([passing, makeIterator(again(), "cycle")], type);
}

/** chain over iterables one of which steps by calling tools: each step awaited, as Chain steps
 *  (an iterable's iter() taken as the chain reaches it, its `__iter__` awaited, a raising source
 *  kept current). */
export class AwaitingChain extends AsyncPyIterator {
  private at = 0;
  private active: PyIterator | null = null;
  constructor(
    private readonly iterables: unknown[],
    type: PyType,
  ) {
    super(null, type);
  }
  override next(): Promise<unknown> {
    // Its first iter() may run in an operation that can wait (`list(chain(...))`): apart from it.
    return unreplayed(() => this.step());
  }
  private async step(): Promise<unknown> {
    while (this.at < this.iterables.length) {
      if (this.active === null) {
        try {
          this.active = await iterAwaited(this.iterables[this.at]);
        } catch (e) {
          this.at = this.iterables.length;
          throw e;
        }
      }
      const v = await this.active.next();
      if (v !== STOP) return v;
      this.active = null;
      this.at++;
    }
    return STOP;
  }
}
