// The `with` statement's protocol, as CPython 3.11 runs it: `__enter__` and `__exit__` are found
// on the object's type only (boundSpecial: any object whose class has them works, builtin or the
// script's; a class's own classmethods or a function's attributes do not), `__enter__` is found
// before `__exit__`, and both before `__enter__` is called, an exception leaving the body reaches
// `__exit__(type, value, traceback)` and a true result suppresses it; leaving the body any other
// way (end, return, break, continue) calls `__exit__(None, None, None)`. `async with` is the same
// over `__aenter__`/`__aexit__`, whose results are awaited. In code that may suspend, a method
// that calls tools returns a promise: the emitted code awaits what these helpers return then.

import { E, type PyBaseException, type WithFrame, boundSpecial, callPy, hooks, passCancel, raise, started, truthy, typeOf } from "../values/index.js";
import { chain, toPyExc } from "./errors.js";

function frame(mgr: any, enterName: string, exitName: string, what: string): WithFrame {
  const enter = boundSpecial(mgr, enterName);
  const missing = (extra: string) => raise(E.TypeError, `'${typeOf(mgr).tpName}' object does not support the ${what} protocol${extra}`);
  if (enter === undefined) missing("");
  const exit = boundSpecial(mgr, exitName);
  if (exit === undefined) missing(` (missed ${exitName} method)`);
  return { exit, value: callPy(enter, []), failed: false, isAsync: what !== "context manager" };
}

/** Before the body: the bound `__exit__` and `__enter__`'s result. */
export function withEnter(mgr: any): WithFrame {
  return frame(mgr, "__enter__", "__exit__", "context manager");
}

export function asyncWithEnter(mgr: any): WithFrame {
  return frame(mgr, "__aenter__", "__aexit__", "asynchronous context manager");
}

/**
 * The body raised `e`: `__exit__(type(e), e, None)`; true (or a promise of it) when its result
 * suppresses `e`. An exception `__exit__` raises has `e` as its context.
 */
export function withExit(f: WithFrame, e: PyBaseException): boolean | Promise<boolean> {
  f.failed = true;
  let r: any;
  try {
    r = callPy(f.exit, [typeOf(e), e, null]);
    if (f.isAsync) r = started(r);
  } catch (x) {
    throw chain(x, e);
  }
  if (r instanceof Promise) {
    // A task cancelled while it waits here cancels what `__aexit__` waits on (a TaskGroup's end).
    return passCancel(
      r,
      r.then(truthy, (x) => {
        throw chain(x, e);
      }),
    );
  }
  return truthy(r);
}

/** The body ended without an exception: `__exit__(None, None, None)` (its result is ignored). */
export function withDone(f: WithFrame): unknown {
  return callPy(f.exit, [null, null, null]);
}

hooks.withStatement = {
  enter: (mgr, isAsync) => (isAsync ? asyncWithEnter(mgr) : withEnter(mgr)),
  exit: withExit,
  done: withDone,
  caught: toPyExc,
};
