// Builtins that consume an iterable: sorted, min, max, sum, any, all. Key functions may be
// async user functions; then the result is a Promise (keys are awaited in iteration order).
import { AsyncPyIterator, E, FLOAT, doubleOf, extendingItems, type PyIterator, PyBytes, PyFloat, PyList, PySet, STOP, binaryOp, callPy, iter, iterAwaitable, raise, recoverDrained, recoveringCall, richCompareBool, toArray, truthy, SEQ } from "../values/index.js";
import { keysOf, plainKind, sortInPlace } from "./sort.js";

export function sorted(iterable: any, key: any, reverse: any): PyList | Promise<PyList> {
  const list = new PyList((key === null && iterable instanceof PySet && iterable.unordered()) || extendingItems(iterable));
  const done = sortInPlace(list.items, key, truthy(reverse));
  return done instanceof Promise ? done.then(() => list) : list;
}

/**
 * `sorted(xs, key=f, reverse=r)` and `min(xs, key=f)` / `max(xs, key=f)` of the unrebound
 * builtins, as the transpiler calls them (transpiler/emit-call.ts): the builtin's body without
 * the keyword binder, recovering from an async iterator as the builtin does.
 */
export function sortedKeyed(iterable: any, key: any, reverse: any): PyList | Promise<PyList> {
  try {
    return sorted(iterable, key, reverse);
  } catch (error) {
    return recoverDrained(error, [iterable, key, reverse], (args: any[]) => sorted(args[0], args[1], args[2]));
  }
}

export function extremeKeyed(name: "min" | "max", iterable: any, key: any): any {
  // A list or tuple of safe ints or of strs without surrogates, without a key: the first extreme
  // item as JS compares them (Python's order for those; no copy, no script code runs).
  const items = key === null && iterable?.$seq === SEQ ? iterable.items : null;
  if (items !== null && items.length > 0 && plainKind(items) !== null) {
    const max = name === "max";
    let best = items[0];
    for (let i = 1; i < items.length; i++) {
      const x = items[i];
      if (max ? x > best : x < best) best = x;
    }
    return best;
  }
  try {
    return minMax(name, [iterable], key, undefined);
  } catch (error) {
    return recoverDrained(error, [iterable, key], (args: any[]) => minMax(name, [args[0]], args[1], undefined));
  }
}

/** `max(a, b)` (`op` "Gt") or `min(a, b)` ("Lt") without the argument binder: `a` unless `b`
 *  beats it, as CPython's loop decides for two arguments (two ints compared inline; no async
 *  iterator to recover from). */
const pickOfTwo =
  (op: "Gt" | "Lt") =>
  (a: any, b: any): any =>
    (typeof a === "number" && typeof b === "number" ? (op === "Gt" ? b > a : b < a) : richCompareBool(b, a, op)) ? b : a;

export const max2 = pickOfTwo("Gt");
export const min2 = pickOfTwo("Lt");

/** `sum(iterable)`: the body without the argument binder, as sortedKeyed. */
export const sumOf = recoveringCall((iterable: any) => sum(iterable, 0));

/**
 * min()/max(): `args` are the positionals (one iterable, or several values). `dflt` is
 * undefined when no default was given. The first extreme item wins, as in CPython.
 */
export function minMax(name: "min" | "max", args: any[], key: any, dflt: any): any {
  if (args.length === 0) raise(E.TypeError, `${name} expected at least 1 argument, got 0`);
  if (args.length > 1 && dflt !== undefined) raise(E.TypeError, `Cannot specify a default for ${name}() with multiple positional arguments`);
  const only = args[0];
  const items = args.length > 1 ? args : (key === null && only instanceof PySet && only.unordered()) || toArray(only);
  if (items.length === 0) {
    if (dflt !== undefined) return dflt;
    raise(E.ValueError, `${name}() arg is an empty sequence`);
  }
  const op = name === "min" ? "Lt" : "Gt";
  if (key === null) return items[extreme(items, op)];
  if (key.$async === true) {
    return (async () => {
      const keys: any[] = [];
      for (const x of items) keys.push(await callPy(key, [x]));
      return items[extreme(keys, op)];
    })();
  }
  return items[extreme(keysOf(items, key), op)];
}

/** The index of the first key no later one beats by `op`. A function of its own: as a closure
 *  made in minMax it was made at every call (max(a, b) took 3.4 us, 2.0 of them in minMax, where
 *  comparing took 0.6; 1.4 without it). */
function extreme(keys: any[], op: "Lt" | "Gt"): number {
  let best = 0;
  let bestDouble = doubleOf(keys[0]);
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i];
    const d = doubleOf(k);
    // Safe ints and floats compare as JS numbers (a NaN compares false either way, as in
    // Python); anything else as Python compares it.
    if (d !== undefined && bestDouble !== undefined ? (op === "Lt" ? d < bestDouble : d > bestDouble) : richCompareBool(k, keys[best], op)) {
      best = i;
      bestDouble = d;
    }
  }
  return best;
}

/** sum(iterable, start=0): a left fold with `+` (3.11 adds floats plainly, no compensation). */
export function sum(iterable: any, start: any): any {
  if (typeof start === "string") raise(E.TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
  if (start instanceof PyBytes) raise(E.TypeError, "sum() can't sum bytes [use b''.join(seq) instead]");
  let acc = start;
  if (iterable?.$seq === SEQ) {
    // The array as it is, by index (no iterator): ints added inline while the sum stays in the
    // safe range (int32 bounds first: QuickJS compares int32s inline, calls C for a float64).
    const a = iterable.items;
    let i = 0;
    if (typeof acc === "number") {
      for (; i < a.length; i++) {
        const x = a[i];
        if (typeof x !== "number") break;
        const r = acc + x;
        if (!(r <= 2147483647 ? r >= -2147483647 || r >= -MAX_SAFE : r <= MAX_SAFE)) break;
        acc = r;
      }
    }
    return i === a.length ? acc : fold(acc, () => (i < a.length ? a[i++] : STOP));
  }
  // Not a list or tuple: items() gives its iterator.
  const it = items(iterable) as PyIterator;
  return fold(acc, () => it.next());
}

/**
 * sum's fold from `acc` over `next()`'s items until STOP. As CPython's float loop, a float total
 * is kept as a double while the items are floats or ints (no float made at each step); anything
 * else adds as `+` does.
 */
function fold(acc: any, next: () => any): any {
  let f = 0;
  let floating = false;
  for (let x = next(); x !== STOP; x = next()) {
    if (floating) {
      // Inline, not doubleOf: a call per item costs as much as the addition's loop step.
      if (x?.$float === FLOAT) {
        f += x.v;
        continue;
      }
      if (typeof x === "number") {
        f += x;
        continue;
      }
      acc = new PyFloat(f);
      floating = false;
    }
    acc = sumStep(acc, x);
    if (acc instanceof PyFloat) {
      f = acc.v;
      floating = true;
    }
  }
  return floating ? new PyFloat(f) : acc;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** One step of sum's fold, `acc + x`; a script's `sum(f(x) for x in xs)` runs it inside the
 *  generator expression's own loop (the transpiler's "sum" consumer). */
export function sumStep(acc: any, x: any): any {
  if (typeof acc === "number" && typeof x === "number") {
    // Two safe ints: their sum is exact while in the safe range (a compare, not a C call).
    const r = acc + x;
    return r <= MAX_SAFE && r >= -MAX_SAFE ? r : binaryOp("Add", acc, x);
  }
  if (acc instanceof PyFloat && x instanceof PyFloat) return new PyFloat(acc.v + x.v);
  return binaryOp("Add", acc, x);
}

export function any(iterable: any): boolean | Promise<boolean> {
  const it = stepped(iterable);
  if (it instanceof AsyncPyIterator) return firstWith(it, true);
  for (const x of items(it)) if (truthy(x)) return true;
  return false;
}

export function all(iterable: any): boolean | Promise<boolean> {
  const it = stepped(iterable);
  if (it instanceof AsyncPyIterator) return firstWith(it, false).then((found) => !found);
  for (const x of items(it)) if (!truthy(x)) return false;
  return true;
}

/** A list or tuple as is, else its iterator (an object's `__iter__` may give one that calls tools). */
function stepped(iterable: any): any {
  return iterable?.$seq === SEQ ? iterable : iterAwaitable(iterable);
}

/** any/all over an iterator whose steps call tools: steps until a value of truth `want`, no further. */
async function firstWith(it: AsyncPyIterator, want: boolean): Promise<boolean> {
  for (let x = await it.next(); x !== STOP; x = await it.next()) if (truthy(x) === want) return true;
  return false;
}

/** A list's or tuple's array as is (no iterator object on the hot path), else the iterator. */
function items(iterable: any): Iterable<any> {
  if (iterable?.$seq === SEQ) return iterable.items;
  // An `__iter__` that calls tools is refused: drained by the caller (callPy), then this runs again.
  return iter(iterable);
}
