// Consumers that step a generator whose body calls tools (an AsyncPyIterator, each step a
// promise) as CPython steps it: unpacking pulls one value past the targets and no more, `in`
// stops at the first equal value, `*x` and `[*x]` take every value. The emitted code uses these
// in async code of a program where such a generator exists, and awaits what they return when it
// is a promise; anything else takes the synchronous path unchanged.

import { AsyncPyIterator, E, PyList, STOP, contains, eq, raise, toArray, unpack, unpackEx } from "../values/index.js";
import { starArgs, starItems } from "./containers.js";

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
  return x instanceof AsyncPyIterator ? unpackSteps(x, n) : unpack(x, n);
}

/** `a, *rest, b = x`. */
export function unpackExAwaiting(x: any, before: number, after: number): any[] | Promise<any[]> {
  return x instanceof AsyncPyIterator ? x.drain().then((items) => unpackEx(new PyList(items), before, after)) : unpackEx(x, before, after);
}

async function containsSteps(it: AsyncPyIterator, x: any): Promise<boolean> {
  for (let v = await it.next(); v !== STOP; v = await it.next()) if (v === x || eq(v, x)) return true;
  return false;
}

/** `x in container`. */
export function containsAwaiting(container: any, x: any): boolean | Promise<boolean> {
  return container instanceof AsyncPyIterator ? containsSteps(container, x) : contains(container, x);
}

/** `{*x}`. */
export function toArrayAwaiting(x: any): any[] | Promise<any[]> {
  return x instanceof AsyncPyIterator ? x.drain() : toArray(x);
}

/** `[*x]`, `(*x,)`. */
export function starItemsAwaiting(x: any): any[] | Promise<any[]> {
  return x instanceof AsyncPyIterator ? x.drain() : starItems(x);
}

/** `f(*x)`. */
export function starArgsAwaiting(callee: any, x: any): any[] | Promise<any[]> {
  return x instanceof AsyncPyIterator ? x.drain() : starArgs(callee, x);
}
