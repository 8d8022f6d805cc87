// contextlib's async managers: `asynccontextmanager` (an async generator function as an
// asynchronous context manager, exceptions thrown in as CPython's
// _AsyncGeneratorContextManager does) and `aclosing`. Every protocol method returns a promise,
// which the emitted `async with` awaits.

import { AsyncContextDecoratorType } from "./contextlib-decorators.js";
import { E, PyAsyncGen, PyBaseException, PyType, STOP, T, builtin, callMethod, callPy, defineMethods, isSubtype, raise, started, typeOf, type PyFunction } from "../values/index.js";

const AsyncGeneratorCMType = new PyType("_AsyncGeneratorContextManager", [AsyncContextDecoratorType], "contextlib");
const AClosingType = new PyType("aclosing", [T.object], "contextlib");

class AsyncGeneratorCM {
  readonly $type = AsyncGeneratorCMType;
  /** `recreate` calls the generator function again with the same arguments (_recreate_cm). */
  constructor(
    readonly gen: PyAsyncGen,
    readonly recreate: () => AsyncGeneratorCM,
  ) {}
  // Callable as AsyncContextDecorator is: `@manager(...)` over an async function.
  $call(pos: any[], kw?: Record<string, any>): any {
    return callMethod(this, "__call__", pos, kw);
  }
  $callable(): boolean {
    return true;
  }
}

const isA = (e: unknown, t: PyType): e is PyBaseException => e instanceof PyBaseException && isSubtype(e.type, t);

async function aenter(self: AsyncGeneratorCM): Promise<any> {
  const y = await self.gen.resume(false, null);
  if (y === STOP) raise(E.RuntimeError, "generator didn't yield");
  return y;
}

async function aexit(self: AsyncGeneratorCM, typ: any, value: any): Promise<boolean> {
  const gen = self.gen;
  if (typ === null) {
    if ((await gen.resume(false, null)) !== STOP) raise(E.RuntimeError, "generator didn't stop");
    return false;
  }
  const exc: PyBaseException = value === null ? callPy(typ, []) : value;
  let y: any;
  try {
    y = await gen.resume(true, exc);
  } catch (x) {
    if (x === exc) return false;
    // StopIteration or StopAsyncIteration thrown in comes back as the RuntimeError it caused.
    if (isA(x, E.RuntimeError) && (isA(exc, E.StopIteration) || isA(exc, E.StopAsyncIteration)) && x.cause === exc) return false;
    throw x;
  }
  // The generator returned after catching it: suppressed. A yield instead is an error.
  if (y !== STOP) raise(E.RuntimeError, "generator didn't stop after athrow()");
  return true;
}

defineMethods(AsyncGeneratorCMType, {
  __aenter__: builtin("_AsyncGeneratorContextManager.__aenter__", "self, /", aenter),
  __aexit__: builtin("_AsyncGeneratorContextManager.__aexit__", "self, typ, value, traceback, /", aexit),
  _recreate_cm: builtin("_AsyncGeneratorContextManager._recreate_cm", "self, /", (self: AsyncGeneratorCM) => self.recreate()),
});

/** What `@contextmanager` and `@asynccontextmanager` return: `func`'s name, calling `make` with the arguments. */
export function managerFactory(func: any, make: (pos: any[], kw?: Record<string, any>) => any): PyFunction {
  const helper: PyFunction = (...args: any[]) => make(args);
  helper.$kw = (pos, kw) => make(pos, kw);
  helper.$name = func?.$name ?? "helper";
  helper.$qualname = func?.$qualname ?? "helper";
  return helper;
}

function asynccontextmanager(func: any): PyFunction {
  const make = (pos: any[], kw?: Record<string, any>): AsyncGeneratorCM => {
    const g = callPy(func, pos, kw);
    if (!(g instanceof PyAsyncGen)) raise(E.TypeError, `'${typeOf(g).name}' object is not an async iterator`);
    return new AsyncGeneratorCM(g, () => make(pos, kw));
  };
  return managerFactory(func, make);
}

class AClosing {
  readonly $type = AClosingType;
  constructor(readonly thing: any) {}
}

AClosingType.construct = (pos, kw) => {
  const sig = builtin("aclosing", "thing", (thing: any) => new AClosing(thing));
  return kw ? sig.$kw!(pos, kw) : callPy(sig, pos);
};
defineMethods(AClosingType, {
  __aenter__: builtin("aclosing.__aenter__", "self, /", async (self: AClosing) => self.thing),
  __aexit__: builtin("aclosing.__aexit__", "self, *exc_info", async (self: AClosing) => {
    await started(callMethod(self.thing, "aclose", []));
    return null;
  }),
});

export const asyncContextManagers = {
  asynccontextmanager: builtin("asynccontextmanager", "func", asynccontextmanager),
  aclosing: AClosingType,
};
