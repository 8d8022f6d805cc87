// Exceptions as emitted code raises and catches them: name errors, `raise` / `raise from`,
// matching `except` clauses, `__context__` chaining, and turning caught JS values into Python
// exceptions (only a stack overflow is one; any other JS error is internal and never caught).

import { E, PyBaseException, PyTuple, PyType, STOP, callPy, droppedUnseen, isStackOverflow, isSubtype, newException, raise, raising, typeOf, type SureClause, type SureClauses } from "../values/index.js";

/**
 * One raise of an exception: the JS stack where it happened (read back into script lines by
 * traceback.ts) and the frames the JS stack lacks because they were suspended in an `await` at
 * the time (`outer`, innermost first, filled in by await-frames.ts as the exception passes).
 */
export interface RaiseSite {
  stack: string;
  outer: { fn: number; line: number }[];
  /** How many of the stack's script frames (innermost first) await-frames.ts has matched. */
  matched: number;
}

/** Where an exception was raised: the first raise, then each later `raise e` of the same object. */
const raisedAt = new WeakMap<PyBaseException, RaiseSite[]>();

const site = (stack: string | undefined): RaiseSite => ({ stack: stack ?? "", outer: [], matched: 0 });

export function raiseSites(e: PyBaseException): RaiseSite[] {
  let sites = raisedAt.get(e);
  if (!sites) raisedAt.set(e, (sites = [site(e.stack)]));
  return sites;
}

/** `e` was raised (or caught) at least once: it has a traceback. */
export function wasRaised(e: PyBaseException): boolean {
  return raisedAt.has(e);
}

/** `to` (made from `from`, as a group's derive() does) has `from`'s traceback. */
export function copyRaiseSites(from: PyBaseException, to: PyBaseException): void {
  raisedAt.set(to, raiseSites(from).map((s) => ({ ...s, outer: [...s.outer] })));
}

/** Records `at` as where `e` was raised; a later raise of the same object adds its site. */
export function markRaised(e: PyBaseException, at: Error): void {
  const sites = raisedAt.get(e);
  if (sites) sites.push(site(at.stack));
  else raisedAt.set(e, [site(at.stack)]);
}

export function nameError(name: string): never {
  raise(E.NameError, `name '${name}' is not defined`);
}

/** A `for` loop walking a dict whose size, or (same size) keys, changed under it: CPython's words. */
export function dictChanged(sizeChanged: boolean): never {
  raise(E.RuntimeError, sizeChanged ? "dictionary changed size during iteration" : "dictionary keys changed during iteration");
}

export function unboundLocal(name: string): never {
  raise(E.UnboundLocalError, `cannot access local variable '${name}' where it is not associated with a value`);
}

export function unboundFree(name: string): never {
  raise(E.NameError, `cannot access free variable '${name}' where it is not associated with a value in enclosing scope`);
}

export function noActiveException(): PyBaseException {
  return newException(E.RuntimeError, ["No active exception to reraise"]);
}

function isExceptionType(x: any): x is PyType {
  return x instanceof PyType && isSubtype(x, E.BaseException);
}

/** `raise X`: a class is instantiated with no arguments; anything else must be an exception. */
function toException(x: any, what: string): PyBaseException {
  if (x instanceof PyBaseException) return x;
  if (isExceptionType(x)) {
    const e = callPy(x, []);
    if (e instanceof PyBaseException) return e;
  }
  return raise(E.TypeError, what);
}

/**
 * A `raise` statement's site. An exception made here (`raise E`, or `raise E(...)`: `made`), where
 * it is sure to be dropped unseen, skips the JS stack as its making did; one raised before, or
 * perhaps kept elsewhere (`raise err`), keeps every site for a later raise's traceback.
 */
function markRaisedHere(e: PyBaseException, made: boolean): void {
  if (made && e.stack === undefined && droppedUnseen(e.type) && !raisedAt.has(e)) return;
  markRaised(e, new Error());
}

export function raiseExc(x: any, call?: 1): PyBaseException {
  const e = toException(x, "exceptions must derive from BaseException");
  markRaisedHere(e, call === 1 || e !== x);
  return e;
}

export function raiseFrom(x: any, cause: any, call?: 1): PyBaseException {
  const e = toException(x, "exceptions must derive from BaseException");
  e.cause = cause === null ? null : toException(cause, "exception causes must derive from BaseException");
  e.suppressContext = true;
  markRaisedHere(e, call === 1 || e !== x);
  return e;
}

/**
 * A try's `except` clauses as droppedUnseen reads them, from the transpiler's `[[entries],
 * discards]`: an entry is a builtin exception's name (nothing in the script rebinds it) or the
 * index of a value `classes` gives (a class the script binds, a module's exception class). The
 * clauses end at the first entry that is not an exception class, whose match cannot be known ahead.
 */
export function sureClauses(spec: [(string | number)[], 0 | 1][], classes?: () => unknown[]): SureClauses {
  const sure: SureClauses = { clauses: [], lastType: null, lastAnswer: false, refresh: null };
  if (classes === undefined) {
    sure.clauses = resolveClauses(spec, []);
    return sure;
  }
  let last: unknown[] | null = null;
  sure.refresh = (s) => {
    const values = currentClasses(classes);
    if (last !== null && values.length === last.length && values.every((v, i) => v === last![i])) return;
    last = values;
    s.clauses = resolveClauses(spec, values);
    s.lastType = null;
  };
  return sure;
}

function resolveClauses(spec: [(string | number)[], 0 | 1][], values: unknown[]): SureClause[] {
  const clauses: SureClause[] = [];
  for (const [entries, discards] of spec) {
    const types = entries.map((n) => (typeof n === "number" ? values[n] : Object.hasOwn(E, n) ? (E as Record<string, PyType>)[n] : undefined));
    if (!types.every(isExceptionType)) break;
    clauses.push({ types: types as PyType[], discards: discards === 1 });
  }
  return clauses;
}

/** The script's classes a try names, read with nothing sure (no exception made meanwhile skips its
 *  stack); a name not bound yet reads as no class. */
function currentClasses(classes: () => unknown[]): unknown[] {
  const saved = raising.sure;
  raising.sure = null;
  try {
    return classes();
  } catch {
    return [];
  } finally {
    raising.sure = saved;
  }
}

/** The value of `next(generator)` compiled into the generator: STOP raises StopIteration here. */
export function nextOrStop(v: any): any {
  if (v !== STOP) return v;
  const e = newException(E.StopIteration, []);
  markRaised(e, new Error());
  throw e;
}

/** PEP 479: what a generator expression raises when `e` escapes its body. */
export function generatorStop(e: unknown): unknown {
  return stopAsRuntimeError(e, "generator", [E.StopIteration]);
}

/** The same for an async generator, whose body may not raise StopAsyncIteration either. */
export function asyncGeneratorStop(e: unknown): unknown {
  return stopAsRuntimeError(e, "async generator", [E.StopIteration, E.StopAsyncIteration]);
}

function stopAsRuntimeError(e: unknown, what: string, stops: PyType[]): unknown {
  const stop = e instanceof PyBaseException ? stops.find((t) => isSubtype(e.type, t)) : undefined;
  if (stop === undefined) return e;
  const error = newException(E.RuntimeError, [`${what} raised ${stop.name}`]);
  // The StopIteration was raised (its traceback shows under the RuntimeError's), though no handler caught it.
  raiseSites(e as PyBaseException);
  error.cause = e as PyBaseException;
  // Raised as the generator's frame ends: CPython's traceback starts at the frame that resumed it.
  raisedAt.set(error, [site(new Error().stack?.replace(GENERATOR_FRAME, ""))]);
  return error;
}

/** The innermost frame of a generator's body in a JS stack (see traceback.ts). */
const GENERATOR_FRAME = /^\s*at (?:async )?\$f\d+g .*\n/m;

export function assertionError(...msg: any[]): PyBaseException {
  const e = newException(E.AssertionError, msg);
  markRaised(e, new Error());
  return e;
}

/** A call past CPython's recursion limit (counted by the emitted functions). */
export function recursionLimit(): never {
  raise(E.RecursionError, "maximum recursion depth exceeded");
}

/** A caught JS value as a Python exception; rethrows anything the script must not catch. */
export function toPyExc(e: unknown): PyBaseException {
  if (e instanceof PyBaseException) {
    // Caught means raised: a later `raise e` adds to this traceback, as CPython's does. One made
    // and raised where it was sure to be dropped unseen (no stack) has none to keep.
    if (e.stack !== undefined) raiseSites(e);
    return e;
  }
  if (isStackOverflow(e)) {
    const r = newException(E.RecursionError, ["maximum recursion depth exceeded"]);
    raisedAt.set(r, [site(e.stack)]);
    return r;
  }
  if (isBigIntOverflow(e)) {
    // An int past the engine's 2**20 bits that no size check foresaw: CPython would compute
    // it, toolflow cannot; MemoryError is the documented limit.
    const r = newException(E.MemoryError, []);
    raisedAt.set(r, [site(e.stack)]);
    return r;
  }
  throw e;
}

function isBigIntOverflow(e: unknown): e is Error {
  return e instanceof RangeError && /BigInt is too large/.test(e.message);
}

/** `except T:` / `except (A, B):` — CPython refuses non-exception classes in the clause. */
export function excMatch(e: PyBaseException, types: any): boolean {
  // One class, the common clause: its test without the list's.
  if (types instanceof PyType && isSubtype(types, E.BaseException)) return isSubtype(e.type, types);
  const list = types instanceof PyTuple ? types.items : [types];
  for (const t of list) {
    if (!isExceptionType(t)) raise(E.TypeError, "catching classes that do not inherit from BaseException is not allowed");
  }
  const et = typeOf(e);
  return list.some((t: PyType) => isSubtype(et, t));
}

/** An exception escaping a finally block that ran for `pending` (null: none) chains to it. */
export function chainPending(e: unknown, pending: unknown): unknown {
  return pending instanceof PyBaseException ? chain(e, pending) : e;
}

/** An exception escaping the handler of `handled` remembers it as `__context__`. */
export function chain(e: unknown, handled: PyBaseException): unknown {
  const x = e instanceof PyBaseException || !(isStackOverflow(e) || isBigIntOverflow(e)) ? e : toPyExc(e);
  if (x instanceof PyBaseException && x !== handled && x.context === null) x.context = handled;
  return x;
}
