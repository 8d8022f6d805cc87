// Async generators: what calling an `async def` whose body yields returns, and what an async
// generator expression (`(x async for x in xs)`) is. PyAsyncGen drives a JS async generator (the
// compiled body) through CPython's protocol: `__anext__`, `asend`, `athrow` and `aclose` each
// return a promise (the emitted `await` settles it), an exhausted generator raises
// StopAsyncIteration, and `async for` steps it with `asyncStep` (STOP instead of the exception).
// Unlike a generator it is not iterable by `for`.
import { builtin, callPy, defineMethods, defineProperties, lookupAttr } from "./callable.js";
import { E, PyBaseException, newException, raise } from "./exceptions.js";
import { Frame, closed, generatorExit, thrownException } from "./generator.js";
import { STOP } from "./iterator.js";
import { fakeAddress } from "./repr.js";
import { started } from "./coroutine.js";
import { T, isSubtype, typeName } from "./type.js";

const isA = (e: unknown, t: typeof E.BaseException) => e instanceof PyBaseException && isSubtype(e.type, t);

export class PyAsyncGen {
  readonly $type = T.async_generator;
  readonly frame = new Frame();

  constructor(
    private readonly agen: AsyncGenerator<any, any, any>,
    readonly name: string,
    readonly qualname: string,
  ) {}

  /** One resumption: a promise of the yielded value, or of STOP when the body returned. */
  async resume(throwing: boolean, arg: any): Promise<any> {
    const frame = this.frame;
    if (frame.running) raise(E.RuntimeError, "anext(): asynchronous generator is already running");
    if (!frame.enter(throwing, arg)) return STOP;
    let r: IteratorResult<any, any>;
    try {
      r = await (throwing ? this.agen.throw(arg) : this.agen.next(arg));
    } catch (e) {
      frame.finish();
      throw e;
    }
    return frame.left(r);
  }

  async send(value: any): Promise<any> {
    this.frame.checkSend(value, "async generator");
    return valueOrStop(await this.resume(false, value));
  }

  async close(): Promise<null> {
    if (this.frame.closedAlready()) return null;
    let y: any;
    try {
      y = await this.resume(true, generatorExit());
    } catch (e) {
      if (isA(e, E.GeneratorExit) || isA(e, E.StopAsyncIteration)) return null;
      throw e;
    }
    closed(y, "async generator");
    return null;
  }

  $repr(): string {
    return `<async_generator object ${this.qualname} at ${fakeAddress(this)}>`;
  }
}

function valueOrStop(y: any): any {
  if (y === STOP) throw newException(E.StopAsyncIteration, []);
  return y;
}

export const makeAsyncGen = (gen: AsyncGenerator<any, any, any>, name: string, qualname: string) => new PyAsyncGen(gen, name, qualname);

/** `aiter(x)` and the start of `async for`: `x.__aiter__()`, which must have `__anext__`. */
export function asyncIter(x: any, forStatement = false): any {
  if (x instanceof PyAsyncGen) return x;
  const aiter = lookupAttr(x, "__aiter__");
  if (aiter === undefined) {
    raise(E.TypeError, forStatement ? `'async for' requires an object with __aiter__ method, got ${typeName(x)}` : `'${typeName(x)}' object is not an async iterable`);
  }
  const it = callPy(aiter, []);
  if (!(it instanceof PyAsyncGen) && lookupAttr(it, "__anext__") === undefined) {
    raise(E.TypeError, forStatement ? `'async for' received an object from __aiter__ that does not implement __anext__: ${typeName(it)}` : `aiter() returned not an async iterator of type '${typeName(it)}'`);
  }
  return it;
}

/** `async for`'s step: the next value, or STOP where `__anext__` raised StopAsyncIteration (a promise when it waits). */
export function asyncStep(it: any): any {
  if (it instanceof PyAsyncGen) return it.resume(false, null);
  let r: any;
  try {
    r = started(callPy(lookupAttr(it, "__anext__"), []));
  } catch (e) {
    if (isA(e, E.StopAsyncIteration)) return STOP;
    throw e;
  }
  // An `async def __anext__` that never waits runs at once: its value is the step's.
  if (!(r instanceof Promise)) return r;
  return r.then(undefined, (e) => {
    if (isA(e, E.StopAsyncIteration)) return STOP;
    throw e;
  });
}

/** `anext(it[, default])`: a promise of the next value (of `default` once exhausted). */
function anext(it: any, dflt: any, hasDefault: boolean): Promise<any> {
  if (!(it instanceof PyAsyncGen) && lookupAttr(it, "__anext__") === undefined) raise(E.TypeError, `'${typeName(it)}' object is not an async iterator`);
  return Promise.resolve(asyncStep(it)).then((v) => {
    if (v !== STOP) return v;
    if (hasDefault) return dflt;
    throw newException(E.StopAsyncIteration, []);
  });
}

export const asyncIterationBuiltins = {
  aiter: builtin("aiter", "async_iterable, /", (x: any) => asyncIter(x)),
  anext: builtin("anext", "aiterator, default=?, /", (it: any, dflt: any) => anext(it, dflt, dflt !== undefined)),
};

function self(g: any, method: string): PyAsyncGen {
  if (g instanceof PyAsyncGen) return g;
  return raise(E.TypeError, `descriptor '${method}' for 'async_generator' objects doesn't apply to a '${typeName(g)}' object`);
}

defineMethods(T.async_generator, {
  __aiter__: builtin("async_generator.__aiter__", "self, /", (g) => self(g, "__aiter__")),
  __anext__: builtin("async_generator.__anext__", "self, /", (g) => self(g, "__anext__").send(null)),
  asend: builtin("async_generator.asend", "self, value, /", (g, value) => self(g, "asend").send(value)),
  athrow: builtin("async_generator.athrow", "self, typ, val=None, tb=None, /", (g, typ, val) => {
    const gen = self(g, "athrow");
    return gen.resume(true, thrownException(typ, val)).then(valueOrStop);
  }),
  aclose: builtin("async_generator.aclose", "self, /", (g) => self(g, "aclose").close()),
});

defineProperties(T.async_generator, {
  __name__: (g) => self(g, "__name__").name,
  __qualname__: (g) => self(g, "__qualname__").qualname,
  ag_running: (g) => self(g, "ag_running").frame.running,
});
