// Lazy iterators whose steps wait on tool calls: a generator expression, map or filter over a
// function that calls a tool. next() is a promise. The consumers that can wait (a for loop in
// async code, next(), list(), tuple()) await it step by step. iter() refuses it for every other
// consumer, which would otherwise see promises as values; a builtin (sorted, sum, str.join, ...)
// catches that refusal, drains the iterator and calls its implementation again (builtin()).
import { E, newException } from "./exceptions.js";
import { PyIterator, STOP, makeIterator } from "./iterator.js";
import { PyType, T } from "./type.js";

export class AsyncPyIterator extends PyIterator {
  private done = false;
  constructor(
    /** Null for a subclass whose own next() steps something else. */
    private readonly gen: AsyncGenerator<any, void, undefined> | null,
    type: PyType = T.generator,
  ) {
    super(type);
  }

  /** A promise of the next value, or of STOP once exhausted. */
  next(): Promise<any> {
    if (this.done || this.gen === null) return Promise.resolve(STOP);
    return this.gen.next().then((r) => {
      if (!r.done) return r.value;
      this.done = true;
      return STOP;
    });
  }

  /** Every remaining value, in order. */
  async drain(): Promise<any[]> {
    const out: any[] = [];
    for (let x = await this.next(); x !== STOP; x = await this.next()) out.push(x);
    return out;
  }
}

export const makeAsyncIterator = (gen: AsyncGenerator<any, void, undefined>, type?: PyType) => new AsyncPyIterator(gen, type);

/** What a consumer that cannot wait throws: a TypeError that names the iterator to drain. */
export function refuseAsyncIterator(it: AsyncPyIterator, source?: unknown): never {
  const error = newException(E.TypeError, [
    `this '${it.$type.name}' object calls tools on each step; consume it with a for loop, list(), tuple() or next()`,
  ]);
  (error as { $drain?: AsyncPyIterator }).$drain = it;
  // The object whose `__iter__` made it (`list(obj)`): a retry gives the drained values in its place.
  if (source !== undefined) (error as { $source?: unknown }).$source = source;
  throw error;
}

/** `it`, which iter(source) made, unless its steps call tools: then the refusal, naming `source`
 *  (a consumer that can wait steps the refused iterator itself: runtime/awaiting-consumers.ts). */
export function syncSteps(it: PyIterator, source: unknown): PyIterator {
  if (it instanceof AsyncPyIterator) refuseAsyncIterator(it, source);
  return it;
}

/** `error` refused an iterator that one of the arguments (`has`) is or made. */
export function refusedAmong(error: unknown, has: (x: unknown) => boolean): boolean {
  if (!refusedIterator(error)) return false;
  const e = error as { $drain: unknown; $source?: unknown };
  return has(e.$drain) || (e.$source !== undefined && has(e.$source));
}

/**
 * Calls `run` again once the iterator its last attempt refused is drained, with that argument
 * replaced by an iterator over the drained values: a promise of what `run` returns.
 */
export async function retryDrained(error: unknown, args: any[], run: (args: any[]) => any): Promise<any> {
  const { $drain: it, $source: source } = error as { $drain: AsyncPyIterator; $source?: unknown };
  const drained = makeIterator(await it.drain(), it.$type.name);
  const swap = (a: any): any => (a === it || (source !== undefined && a === source) ? drained : Array.isArray(a) ? a.map(swap) : a);
  return run(args.map(swap));
}

export const refusedIterator = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { $drain?: unknown }).$drain instanceof AsyncPyIterator;
