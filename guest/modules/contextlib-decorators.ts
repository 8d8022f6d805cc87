// contextlib's ContextDecorator and AsyncContextDecorator: a manager used as a decorator runs each
// call of the function as `with self._recreate_cm(): return func(...)` (`async with`, and `return
// await func(...)`, for the async one), through the runtime's own `with` (guest/runtime/with.ts),
// so the call enters, exits, suppresses and chains exactly as the statement does.

import {
  PyCoroutine, T, UserType, andThen, awaitable, callMethod, callPy, hooks, pyDef, raising, started, type PyFunction,
  type WithFrame, type WithStatement,
} from "../values/index.js";
import { updateWrapper } from "./functools-decorators.js";

const withStatement = (): WithStatement => hooks.withStatement!;

/** `with cm: return call()`; a manager or body that calls tools makes it a promise. */
function callInside(cm: any, call: () => any): any {
  const w = withStatement();
  const f = w.enter(cm, false);
  return andThen(f.value, () => {
    // The body's exceptions reach __exit__, which may keep or show them (see `raising`).
    raising.sure = null;
    const failed = (x: unknown) => {
      const e = w.caught(x);
      return andThen(w.exit(f, e), (suppressed) => {
        if (suppressed) return null;
        throw e;
      });
    };
    const done = (v: unknown) => andThen(w.done(f), () => v);
    let r: any;
    try {
      r = call();
    } catch (x) {
      return failed(x);
    }
    return r instanceof Promise ? r.then(done, failed) : done(r);
  });
}

/** `async with cm: return await call()` (each `await` as a Python one: a coroutine `started`,
 *  a promise waited for). */
async function awaitInside(cm: any, call: () => any): Promise<any> {
  const w = withStatement();
  const f: WithFrame = w.enter(cm, true);
  await started(f.value);
  raising.sure = null;
  let v: unknown;
  try {
    v = await started(awaitable(call()));
  } catch (x) {
    const e = w.caught(x);
    if (await w.exit(f, e)) return null;
    throw e;
  }
  await started(w.done(f));
  return v;
}

/** ContextDecorator.__call__: `func` wrapped (functools.wraps) to run inside `self._recreate_cm()`. */
function decorate(self: any, func: any): PyFunction {
  const run = (pos: any[], kw?: Record<string, any>) =>
    andThen(callMethod(self, "_recreate_cm", []), (cm) => callInside(cm, () => callPy(func, pos, kw)));
  const inner: PyFunction = (...args: any[]) => run(args);
  inner.$kw = (pos, kw) => run(pos, kw);
  return updateWrapper(inner, func);
}

/** AsyncContextDecorator.__call__: calling the wrapper makes a coroutine, which runs the call
 *  inside `self._recreate_cm()` when awaited. */
function decorateAsync(self: any, func: any): PyFunction {
  const run = (pos: any[], kw?: Record<string, any>) =>
    new PyCoroutine(
      () => andThen(callMethod(self, "_recreate_cm", []), (cm) => awaitInside(cm, () => callPy(func, pos, kw))),
      [],
      func?.$name ?? "inner",
      func?.$qualname ?? "inner",
    );
  const inner: PyFunction = (...args: any[]) => run(args);
  inner.$kw = (pos, kw) => run(pos, kw);
  inner.$coroutineFunction = true;
  return updateWrapper(inner, func);
}

// Classes as contextlib.py defines them, so a script's class derives from them.
export const ContextDecoratorType = new UserType("ContextDecorator", "ContextDecorator", [T.object], [], "contextlib");
ContextDecoratorType.methods.set("_recreate_cm", pyDef("ContextDecorator._recreate_cm", "self", (self: any) => self));
ContextDecoratorType.methods.set("__call__", pyDef("ContextDecorator.__call__", "self, func", decorate));

export const AsyncContextDecoratorType = new UserType("AsyncContextDecorator", "AsyncContextDecorator", [T.object], [], "contextlib");
AsyncContextDecoratorType.methods.set("_recreate_cm", pyDef("AsyncContextDecorator._recreate_cm", "self", (self: any) => self));
AsyncContextDecoratorType.methods.set("__call__", pyDef("AsyncContextDecorator.__call__", "self, func", decorateAsync));
