// Consumers that step a generator whose body calls tools (an AsyncPyIterator, each step a
// promise) as CPython steps it, be it the operand or what the operand's `__iter__` made (which
// the synchronous consumer refuses, naming the operand: syncSteps): unpacking pulls one value
// past the targets and no more, `in` stops at the first equal value, `*x` and `[*x]` take every
// value. The emitted code uses these
// in async code of a program where such a generator exists, and awaits what they return when it
// is a promise; anything else takes the synchronous path unchanged.

import { AsyncPyIterator, E, PyList, STOP, contains, eq, raise, refusedIterator, toArray, unpack, unpackEx } from "../values/index.js";
import { methodStarArgs, starArgs, starItems } from "./containers.js";

/** `sync()`, or `steps` over the iterator it refused when `x`'s `__iter__` made that iterator. */
function orSteps<R>(x: any, sync: () => R, steps: (it: AsyncPyIterator) => Promise<R>): R | Promise<R> {
  if (x instanceof AsyncPyIterator) return steps(x);
  try {
    return sync();
  } catch (e) {
    if (refusedIterator(e) && (e as { $source?: unknown }).$source === x) return steps((e as { $drain: AsyncPyIterator }).$drain);
    throw e;
  }
}

async function unpackSteps(it: AsyncPyIterator, n: number): Promise<any[]> {
  const out: any[] = [];
  for (let i = 0; i < n; i++) {
    const v = await it.next();
    if (v === STOP) raise(E.ValueError, `not enough values to unpack (expected ${n}, got ${i})`);
    out.push(v);
  }
  if ((await it.next()) !== STOP) raise(E.ValueError, `too many values to unpack (expected ${n})`);
  return out;
}

/** `a, b = x`. */
export function unpackAwaiting(x: any, n: number): any[] | Promise<any[]> {
  return orSteps(x, () => unpack(x, n), (it) => unpackSteps(it, n));
}

/** `a, *rest, b = x`. */
export function unpackExAwaiting(x: any, before: number, after: number): any[] | Promise<any[]> {
  return orSteps(x, () => unpackEx(x, before, after), (it) => it.drain().then((items) => unpackEx(new PyList(items), before, after)));
}

async function containsSteps(it: AsyncPyIterator, x: any): Promise<boolean> {
  for (let v = await it.next(); v !== STOP; v = await it.next()) if (v === x || eq(v, x)) return true;
  return false;
}

/** `x in container`. */
export function containsAwaiting(container: any, x: any): boolean | Promise<boolean> {
  return orSteps(container, () => contains(container, x), (it) => containsSteps(it, x));
}

const drain = (it: AsyncPyIterator) => it.drain();

/** `{*x}`. */
export function toArrayAwaiting(x: any): any[] | Promise<any[]> {
  return orSteps(x, () => toArray(x), drain);
}

/** `[*x]`, `(*x,)`. */
export function starItemsAwaiting(x: any): any[] | Promise<any[]> {
  return orSteps(x, () => starItems(x), drain);
}

/** `f(*x)`. */
export function starArgsAwaiting(callee: any, x: any): any[] | Promise<any[]> {
  return orSteps(x, () => starArgs(callee, x), drain);
}

/** `obj.name(*x)`. */
export function methodStarArgsAwaiting(obj: any, name: string, x: any): any[] | Promise<any[]> {
  return orSteps(x, () => methodStarArgs(obj, name, x), drain);
}
