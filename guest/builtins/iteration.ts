// Builtins that make iterators: enumerate, zip, map, filter, reversed, iter, next. Over an
// iterator that calls tools on each step, or (map, filter) with a function that calls a tool,
// they stay lazy as an AsyncPyIterator, so a loop that breaks early or next() makes only the calls
// CPython makes.
import { AsyncPyGenerator, AsyncPyIterator, E, PyGenerator, stopIteration, PyIterator, PyList, PyRange, PyTuple, PyType, STOP, T, callPy, eq, iterAwaitable, intAdd, intMul, intNeg, intSub, isInt, iter, makeAsyncIterator, makeIterator, newException, next, raise, toArray, truthy, typeOf, PyBaseException, PyInstance, sameOrEq, isInstance, specialMethod, callSpecial, len, getItem, awaitingSequence } from "../values/index.js";

/** Chains up to this many stages deep step each stage's source directly (recursion in JS). */
const SHALLOW = 50;

/** What a filter stage returns for a value it drops: its source is stepped again. */
const SKIP: unique symbol = Symbol("SKIP");

/**
 * An iterator that transforms each value of one source: map and zip of one iterable, filter,
 * enumerate. CPython steps a chain of them on its C stack, where 100,000 deep runs; a chain here
 * past SHALLOW stages deep is stepped in a loop (stepChain), so no depth of nesting overflows the
 * engine's stack. A shallower one steps its source in its own next(), as fast as a plain iterator
 * and with no JS frame more, so recursion through map or filter meets the stack bound no sooner.
 */
abstract class StageIterator extends PyIterator {
  /** How many stages lie below this one, counted up to SHALLOW. */
  readonly depth: number;
  constructor(
    type: PyType,
    readonly source: PyIterator,
    /** The function map calls, or filter's predicate (None: the value's truth). */
    protected readonly fn: any = null,
  ) {
    super(type);
    this.depth = source instanceof StageIterator ? Math.min(source.depth + 1, SHALLOW) : 0;
  }
  /** The stages stepChain walks from this one, once it has walked them. */
  chain: StageIterator[] | null = null;
  /** This stage applied to its source's next value `x` (STOP passes through), or SKIP. */
  abstract step(x: any): any;
  /** True once this stage returns STOP without stepping its source again (zip). */
  stopped(): boolean {
    return false;
  }
}

/** The next value of the chain of stages starting at `top`, each stage stepped in turn from the innermost. */
function stepChain(top: StageIterator): any {
  let stages = top.chain;
  // The chain is fixed but for zips that stop (here or through another reference to them).
  if (stages === null || stages.some(isStopped)) stages = top.chain = chainOf(top);
  const base = stages[stages.length - 1].source;
  let x = next(base);
  for (let j = stages.length - 1; ; ) {
    const y = stages[j].step(x);
    if (y === SKIP) {
      // A dropped value: the stages below the filter step again, from the chain's source.
      x = next(base);
      j = stages.length - 1;
    } else if (j === 0) return y;
    else {
      x = y;
      j--;
    }
  }
}

const isStopped = (s: StageIterator) => s.stopped();

/** `top` and the stages below it down to the first that is stopped or whose source is no stage. */
function chainOf(top: StageIterator): StageIterator[] {
  const stages = [top];
  for (let s = top.source; s instanceof StageIterator && !s.stopped(); s = s.source) stages.push(s);
  return stages;
}

class EnumerateIterator extends StageIterator {
  constructor(
    source: PyIterator,
    private n: number | bigint,
  ) {
    super(T.enumerate, source);
  }
  override next(): any {
    return this.depth === SHALLOW ? stepChain(this) : this.step(next(this.source));
  }
  step(x: any): any {
    if (x === STOP) return STOP;
    const i = this.n;
    this.n = typeof i === "number" && i < Number.MAX_SAFE_INTEGER ? i + 1 : BigInt(i) + 1n;
    return new PyTuple([i, x]);
  }
}

const stepsAsync = (its: PyIterator[]) => its.some((it) => it instanceof AsyncPyIterator);

export function enumerate(iterable: any, start: any): PyIterator {
  if (typeof start === "boolean") start = start ? 1 : 0;
  if (!isInt(start)) raise(E.TypeError, `'${typeOf(start).name}' object cannot be interpreted as an integer`);
  const it = iterAwaitable(iterable);
  if (!(it instanceof AsyncPyIterator)) return new EnumerateIterator(it, start);
  return makeAsyncIterator(
    (async function* () {
      for (let i = start, x = await it.next(); x !== STOP; i = intAdd(i, 1), x = await it.next()) yield new PyTuple([i, x]);
    })(),
    T.enumerate,
  );
}

class ZipIterator extends PyIterator {
  private done = false;
  constructor(
    private readonly its: PyIterator[],
    private readonly strict: boolean,
  ) {
    super(T.zip);
  }
  override next(): any {
    if (this.done || this.its.length === 0) return STOP;
    const row: any[] = [];
    for (let i = 0; i < this.its.length; i++) {
      const x = next(this.its[i]);
      if (x === STOP) {
        this.done = true;
        if (this.strict) this.checkStrict(i);
        return STOP;
      }
      row.push(x);
    }
    return new PyTuple(row);
  }
  private checkStrict(i: number): void {
    if (i > 0) raise(E.ValueError, shorter(i));
    for (let k = 1; k < this.its.length; k++) if (next(this.its[k]) !== STOP) raise(E.ValueError, longer(k));
  }
}

/** zip of one iterable (strict or not: there is nothing to compare). */
class ZipOneIterator extends StageIterator {
  private done = false;
  constructor(source: PyIterator) {
    super(T.zip, source);
  }
  override stopped(): boolean {
    return this.done;
  }
  override next(): any {
    if (this.done) return STOP;
    return this.depth === SHALLOW ? stepChain(this) : this.step(next(this.source));
  }
  step(x: any): any {
    if (x !== STOP) return new PyTuple([x]);
    this.done = true;
    return STOP;
  }
}

// zip(strict=True): argument i ran out; it is shorter, or a later one is longer.
const plural = (k: number) => (k === 1 ? "argument 1" : `arguments 1-${k}`);
const shorter = (i: number) => `zip() argument ${i + 1} is shorter than ${plural(i)}`;
const longer = (k: number) => `zip() argument ${k + 1} is longer than ${plural(k)}`;

export function zip(iterables: any[], strict: any): PyIterator {
  const its = iterables.map(iterAwaitable);
  const isStrict = truthy(strict);
  if (its.length === 1 && !stepsAsync(its)) return new ZipOneIterator(its[0]);
  if (!stepsAsync(its)) return new ZipIterator(its, isStrict);
  return makeAsyncIterator(
    (async function* () {
      for (;;) {
        const row: any[] = [];
        for (let i = 0; i < its.length; i++) {
          const x = await next(its[i]);
          if (x !== STOP) row.push(x);
          else if (!isStrict) return;
          else if (i > 0) raise(E.ValueError, shorter(i));
          else {
            for (let k = 1; k < its.length; k++) if ((await next(its[k])) !== STOP) raise(E.ValueError, longer(k));
            return;
          }
        }
        yield new PyTuple(row);
      }
    })(),
    T.zip,
  );
}

class MapIterator extends PyIterator {
  constructor(
    private readonly fn: any,
    private readonly its: PyIterator[],
  ) {
    super(T.map);
  }
  override next(): any {
    const args: any[] = [];
    for (const it of this.its) {
      const x = next(it);
      if (x === STOP) return STOP;
      args.push(x);
    }
    return callPy(this.fn, args);
  }
}

class MapOneIterator extends StageIterator {
  override next(): any {
    if (this.depth === SHALLOW) return stepChain(this);
    const x = next(this.source);
    return x === STOP ? STOP : callPy(this.fn, [x]);
  }
  step(x: any): any {
    return x === STOP ? STOP : callPy(this.fn, [x]);
  }
}

export function map(fn: any, iterables: any[]): PyIterator | Promise<PyIterator> {
  if (iterables.length === 0) raise(E.TypeError, "map() must have at least two arguments.");
  const its = iterables.map(iterAwaitable);
  if (fn?.$async !== true && its.length === 1 && !stepsAsync(its)) return new MapOneIterator(T.map, its[0], fn);
  if (fn?.$async !== true && !stepsAsync(its)) return new MapIterator(fn, its);
  return makeAsyncIterator(
    (async function* () {
      for (;;) {
        const args: any[] = [];
        for (const it of its) {
          const x = await next(it);
          if (x === STOP) return;
          args.push(x);
        }
        yield await callPy(fn, args);
      }
    })(),
    T.map,
  );
}

class FilterIterator extends StageIterator {
  override next(): any {
    if (this.depth === SHALLOW) return stepChain(this);
    for (;;) {
      const x = next(this.source);
      if (x === STOP || truthy(this.fn === null ? x : callPy(this.fn, [x]))) return x;
    }
  }
  step(x: any): any {
    if (x === STOP || truthy(this.fn === null ? x : callPy(this.fn, [x]))) return x;
    return SKIP;
  }
}

export function filter(fn: any, iterable: any): PyIterator | Promise<PyIterator> {
  const it = iterAwaitable(iterable);
  if (fn?.$async !== true && !(it instanceof AsyncPyIterator)) return new FilterIterator(T.filter, it, fn);
  return makeAsyncIterator(
    (async function* () {
      for (let x = await next(it); x !== STOP; x = await next(it)) if (truthy(fn === null ? x : await callPy(fn, [x]))) yield x;
    })(),
    T.filter,
  );
}

/** A list walked backwards live, as list_reverseiterator does (a shrinking list ends it). */
function* backwards(list: PyList): Generator<any> {
  for (let i = list.items.length - 1; i >= 0 && i < list.items.length; i--) yield list.items[i];
}

const REVERSIBLE = new Set<PyType>([T.tuple, T.str, T.range, T.dict, T.dict_keys, T.dict_values, T.dict_items, T.bytes, T.bytearray]);

export function reversed(seq: any): PyIterator {
  if (seq instanceof PyList) return makeIterator(backwards(seq), "list_reverseiterator");
  // A range reverses arithmetically, as CPython's range_reverse does: nothing is materialised.
  if (seq instanceof PyRange) {
    if (seq.length === 0) return iter(seq);
    const last = intAdd(seq.start, intMul(intSub(seq.length, 1), seq.step));
    return iter(new PyRange(last, intSub(seq.start, seq.step), intNeg(seq.step)));
  }
  // deque and other module types reverse themselves.
  if (typeof seq?.$reversed === "function") return seq.$reversed();
  const type = typeOf(seq);
  if (type.user) return reversedInstance(seq, type);
  if (!type.mro.some((t: PyType) => REVERSIBLE.has(t))) raise(E.TypeError, `'${type.name}' object is not reversible`);
  return makeIterator(toArray(seq).reverse(), "reversed");
}

/** reversed() of a script's instance: its `__reversed__`'s result, or its items by `__getitem__`
 *  from `__len__() - 1` down, read as the iterator steps (CPython's reversed object). */
function reversedInstance(seq: any, type: PyType): any {
  const m = specialMethod(seq, "__reversed__");
  if (m !== undefined && m !== null) return callSpecial(m, seq, [], "__reversed__");
  if (m === null || specialMethod(seq, "__len__") === undefined || specialMethod(seq, "__getitem__") === undefined) {
    raise(E.TypeError, `'${type.name}' object is not reversible`);
  }
  const n = Number(len(seq));
  // A `__getitem__` that calls tools: each step awaited, as a forward walk's (awaiting-instance-iterator.ts).
  return awaitingSequence(seq, specialMethod(seq, "__getitem__"), T.reversed, n - 1, -1) ?? makeIterator(itemsBackwards(seq, n), "reversed");
}

function* itemsBackwards(seq: any, n: number): Generator<any> {
  for (let i = n - 1; i >= 0; i--) {
    let v: any;
    try {
      v = getItem(seq, i);
    } catch (e) {
      if (e instanceof PyBaseException && (isInstance(e, E.IndexError) || isInstance(e, E.StopIteration))) return;
      throw e;
    }
    yield v;
  }
}

const CALLABLE_ITERATOR = new PyType("callable_iterator", [T.object]);

class CallableIterator extends PyIterator {
  private done = false;
  constructor(
    private readonly fn: any,
    private readonly sentinel: any,
  ) {
    super(CALLABLE_ITERATOR);
  }
  override next(): any {
    if (this.done) return STOP;
    let x: any;
    try {
      x = callPy(this.fn, []);
    } catch (e) {
      // CPython's callable iterator ends, without the exception, when the call raises StopIteration.
      if (!(e instanceof PyBaseException && isInstance(e, E.StopIteration))) throw e;
      this.done = true;
      return STOP;
    }
    if (sameOrEq(x, this.sentinel)) {
      this.done = true;
      return STOP;
    }
    return x;
  }
}

/** iter(x), or iter(callable, sentinel) when a sentinel was passed. */
export function iterBuiltin(obj: any, sentinel: any): PyIterator {
  // A script's instance: what its __iter__ returns, itself included, as CPython hands it back.
  if (sentinel === undefined) return obj instanceof PyInstance ? obj.$iterObject() : iterAwaitable(obj);
  if (typeof obj !== "function" && !(obj instanceof PyType)) raise(E.TypeError, "iter(v, w): v must be callable");
  return new CallableIterator(obj, sentinel);
}

/** next(it[, default]); `hasDefault` separates next(it) from next(it, None). */
export function nextBuiltin(it: any, dflt: any, hasDefault: boolean): any {
  if (!(it instanceof PyIterator)) {
    // A script's iterator class: its __next__ (instance.ts).
    if (it !== null && typeof it === "object" && typeof it.$next === "function") return it.$next(dflt, hasDefault);
    raise(E.TypeError, `'${typeOf(it).name}' object is not an iterator`);
  }
  if (it instanceof AsyncPyIterator) return it.next().then((x) => nextOrDefault(it, x, dflt, hasDefault));
  return nextOrDefault(it, next(it), dflt, hasDefault);
}

function nextOrDefault(it: PyIterator, x: any, dflt: any, hasDefault: boolean): any {
  if (x !== STOP) return x;
  // A generator that just returned hands its return value to StopIteration.value.
  const returned = it instanceof PyGenerator || it instanceof AsyncPyGenerator ? it.frame.returnValue : null;
  if (hasDefault) return dflt;
  throw stopIteration(returned);
}

