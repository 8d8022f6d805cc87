// A script's iterator whose steps call tools: its class's `__next__`, or the `__getitem__` the old
// sequence protocol walks, compiled async. What iter() of such an object makes is one of these, an
// AsyncPyIterator, as a generator whose body calls tools: every consumer that can wait (a loop in
// async code, next(), zip, map, enumerate, filter, itertools, list(), the builtins that drain a
// refused iterator) awaits each step, one method call a step in CPython's order; the others refuse it.
import { AsyncPyIterator } from "./async-iterator.js";
import { E, PyBaseException } from "./exceptions.js";
import { type PyIterator, STOP } from "./iterator.js";
import { iterAwaitable } from "./iterate.js";
import { callUnreplayed, typeSpecial } from "./special.js";
import { typeOf, type PyType } from "./type.js";
import { andThen } from "./maybe-promise.js";

const raised = (e: unknown, t: PyType) => e instanceof PyBaseException && e.type.mro.includes(t);

/** `__next__` called at each step; StopIteration ends the step, and the next one calls again (a
 *  class's iterator may go on, as CPython's loop over it would see). */
class AwaitingNextIterator extends AsyncPyIterator {
  constructor(
    private readonly target: any,
    private readonly method: any,
  ) {
    super(null, typeOf(target));
  }
  override next(): Promise<any> {
    return settle(() => callUnreplayed(this.method, this.target, []), (e) => raised(e, E.StopIteration));
  }
}

/** `__getitem__(0)`, `(1)`, ... (reversed: from `len - 1` down to 0) until IndexError or
 *  StopIteration, which exhausts it for good. */
class AwaitingSequenceIterator extends AsyncPyIterator {
  constructor(
    private readonly target: any,
    private readonly method: any,
    type: PyType,
    private i: number,
    private readonly step: 1 | -1,
  ) {
    super(null, type);
  }
  override next(): Promise<any> {
    if (this.i < 0) return Promise.resolve(STOP);
    return settle(
      () => callUnreplayed(this.method, this.target, [this.i]),
      (e) => raised(e, E.IndexError) || raised(e, E.StopIteration),
    ).then((v) => {
      this.i = v === STOP ? -1 : this.i + this.step;
      return v;
    });
  }
}

/** A promise of `call()`'s value, or of STOP where what it raised `ends` the iteration. */
function settle(call: () => any, ends: (e: unknown) => boolean): Promise<any> {
  const stop = (e: unknown) => {
    if (ends(e)) return STOP;
    throw e;
  };
  try {
    return Promise.resolve(call()).catch(stop);
  } catch (e) {
    return Promise.resolve().then(() => stop(e));
  }
}

const awaits = (m: any) => typeof m === "function" && (m as { $async?: boolean }).$async === true;

/** The iterator over `it` (what `__iter__` returned, a script's object) that awaits its
 *  `__next__`, when that calls tools; else undefined. */
export function awaitingNext(it: any): AsyncPyIterator | undefined {
  const m = typeSpecial(typeOf(it), "__next__");
  return awaits(m) ? new AwaitingNextIterator(it, m) : undefined;
}

/** The old sequence protocol's iterator over `seq` that awaits its `__getitem__` (`m`), when that
 *  calls tools, from index `start` by `step`; else undefined. */
export function awaitingSequence(seq: any, m: any, type: PyType, start = 0, step: 1 | -1 = 1): AsyncPyIterator | undefined {
  return awaits(m) ? new AwaitingSequenceIterator(seq, m, type, start, step) : undefined;
}

/** iter(x) may make an iterator whose steps call tools: `x` is one, or a script's object whose
 *  `__iter__` (a generator), `__next__` or, without `__iter__`, `__getitem__` is compiled async. */
export function iteratesAwaiting(x: any): boolean {
  if (x instanceof AsyncPyIterator) return true;
  const t = typeOf(x);
  if (!t.user) return false;
  const it = typeSpecial(t, "__iter__");
  return it === undefined ? awaits(typeSpecial(t, "__getitem__")) : awaits(it) || awaits(typeSpecial(t, "__next__"));
}

/** iterAwaitable(x), or a promise of it where `x` is a script's object whose `__iter__` calls
 *  tools (a step that can wait, as chain's, takes its iterable's iterator only there). */
export function iterAwaited(x: any): PyIterator | Promise<PyIterator> {
  const m = typeof x?.$iterObject === "function" ? typeSpecial(typeOf(x), "__iter__") : undefined;
  if (!awaits(m)) return iterAwaitable(x);
  return andThen(callUnreplayed(m, x, []), (it) => x.$iterOf(x.$iterChecked(it)));
}
