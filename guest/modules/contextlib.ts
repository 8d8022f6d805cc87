// The `contextlib` module (its async managers are in contextlib-async.ts, ContextDecorator in
// contextlib-decorators.ts): contextmanager (a generator function as a context manager, exceptions
// thrown into the generator as CPython's _GeneratorContextManager does), suppress, nullcontext,
// closing, ExitStack (enter_context, callback, push, pop_all, close; LIFO unwinding with
// exceptions passed along) and AsyncExitStack (also enter_async_context, push_async_exit,
// push_async_callback, aclose). A generator or callback that calls tools makes the step a
// promise, which the emitted `with` awaits.

import {
  andThen,
  AsyncPyGenerator,
  E,
  PyBaseException,
  PyGenerator,
  PyModule,
  PyTuple,
  PyType,
  STOP,
  T,
  builtin,
  callMethod,
  callPy,
  defineMethods,
  hooks,
  isSubtype,
  keywordRecord,
  lookupAttr,
  raise,
  raising,
  started,
  truthy,
  typeOf,
  type PyFunction,
} from "../values/index.js";
import { asyncContextManagers, managerFactory } from "./contextlib-async.js";
import { AsyncContextDecoratorType, ContextDecoratorType } from "./contextlib-decorators.js";

function newType(name: string): PyType {
  return new PyType(name, [T.object], "contextlib");
}

const method = (owner: string, name: string, params: string, body: (...args: any[]) => any) => builtin(`${owner}.${name}`, params, body);

// ---- contextmanager -------------------------------------------------------------------------

const GeneratorCMType = new PyType("_GeneratorContextManager", [ContextDecoratorType], "contextlib");

class GeneratorCM {
  readonly $type = GeneratorCMType;
  /** `recreate` calls the generator function again with the same arguments (_recreate_cm). */
  constructor(
    readonly gen: PyGenerator | AsyncPyGenerator,
    readonly recreate: () => any,
  ) {}
  // Callable as ContextDecorator is: `@manager(...)` over a function.
  $call(pos: any[], kw?: Record<string, any>): any {
    return callMethod(this, "__call__", pos, kw);
  }
  $callable(): boolean {
    return true;
  }
}

function generatorOf(x: any): PyGenerator | AsyncPyGenerator {
  if (x instanceof PyGenerator || x instanceof AsyncPyGenerator) return x;
  return raise(E.TypeError, `'${typeOf(x).name}' object is not an iterator`);
}

/** What __exit__ returns when throwing `value` into the generator raised `exc`. */
function afterRaise(exc: unknown, value: PyBaseException): boolean {
  if (exc === value) return false;
  if (exc instanceof PyBaseException && isSubtype(exc.type, E.RuntimeError) && isSubtype(value.type, E.StopIteration) && exc.cause === value) return false;
  throw exc;
}

function cmExit(self: GeneratorCM, typ: any, value: any): boolean | Promise<boolean> {
  const gen = self.gen;
  if (typ === null) {
    return andThen(gen.next(), (y) => {
      if (y !== STOP) raise(E.RuntimeError, "generator didn't stop");
      return false;
    });
  }
  const exc: PyBaseException = value === null ? callPy(typ, []) : value;
  const stopped = (y: any) => {
    // The generator returned after catching it: suppressed. A yield instead is an error.
    if (y !== STOP) raise(E.RuntimeError, "generator didn't stop after throw()");
    return true;
  };
  let r: any;
  try {
    r = gen.throwInto(exc);
  } catch (x) {
    return afterRaise(x, exc);
  }
  return r instanceof Promise ? r.then(stopped, (x) => afterRaise(x, exc)) : stopped(r);
}

defineMethods(GeneratorCMType, {
  __enter__: method("_GeneratorContextManager", "__enter__", "self, /", (self: GeneratorCM) =>
    andThen(self.gen.next(), (y) => (y === STOP ? raise(E.RuntimeError, "generator didn't yield") : y)),
  ),
  __exit__: method("_GeneratorContextManager", "__exit__", "self, typ, value, traceback, /", cmExit),
  _recreate_cm: method("_GeneratorContextManager", "_recreate_cm", "self, /", (self: GeneratorCM) => self.recreate()),
});

function contextmanager(func: any): PyFunction {
  const make = (pos: any[], kw?: Record<string, any>): any => andThen(callPy(func, pos, kw), (g) => new GeneratorCM(generatorOf(g), () => make(pos, kw)));
  return managerFactory(func, make);
}

// ---- suppress, nullcontext, closing ---------------------------------------------------------

const SuppressType = newType("suppress");
const NullContextType = newType("nullcontext");
const ClosingType = newType("closing");

class Holder {
  constructor(
    readonly $type: PyType,
    readonly held: any,
  ) {}
}

function isExceptionType(x: any): x is PyType {
  return x instanceof PyType && isSubtype(x, E.BaseException);
}

SuppressType.construct = (pos, kw) => {
  if (kw) raise(E.TypeError, "suppress() takes no keyword arguments");
  return new Holder(SuppressType, pos);
};
defineMethods(SuppressType, {
  __enter__: method("suppress", "__enter__", "self, /", () => null),
  __exit__: method("suppress", "__exit__", "self, exctype, excinst, exctb, /", (self: Holder, exctype: any) => {
    if (exctype === null) return false;
    // issubclass(exctype, self._exceptions): each listed class, or a tuple of them.
    const listed = (self.held as any[]).flatMap((t) => (t instanceof PyTuple ? t.items : [t]));
    for (const t of listed) if (!isExceptionType(t)) raise(E.TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
    return listed.some((t: PyType) => isSubtype(exctype, t));
  }),
});

NullContextType.construct = (pos, kw) => {
  const sig = builtin("nullcontext", "enter_result=None", (r: any) => new Holder(NullContextType, r));
  return kw ? sig.$kw!(pos, kw) : callPy(sig, pos);
};
defineMethods(NullContextType, {
  __enter__: method("nullcontext", "__enter__", "self, /", (self: Holder) => self.held),
  __exit__: method("nullcontext", "__exit__", "self, *excinfo", () => null),
  // `async with nullcontext()` works too (awaiting a plain value is a no-op here).
  __aenter__: method("nullcontext", "__aenter__", "self, /", (self: Holder) => self.held),
  __aexit__: method("nullcontext", "__aexit__", "self, *excinfo", () => null),
});

ClosingType.construct = (pos, kw) => {
  const sig = builtin("closing", "thing", (thing: any) => new Holder(ClosingType, thing));
  return kw ? sig.$kw!(pos, kw) : callPy(sig, pos);
};
defineMethods(ClosingType, {
  __enter__: method("closing", "__enter__", "self, /", (self: Holder) => self.held),
  __exit__: method("closing", "__exit__", "self, *excinfo", (self: Holder) => andThen(callMethod(self.held, "close", []), () => null)),
});

// ---- ExitStack ------------------------------------------------------------------------------

const ExitStackType = newType("ExitStack");

/** A pushed exit: called with the exception details (type, value, traceback), may suppress. */
type Exit = (typ: any, value: any, tb: any) => any;

/** An ExitStack or an AsyncExitStack: its exits, last pushed first. */
class ExitStack {
  exits: Exit[] = [];
  constructor(readonly $type: PyType) {}
}

/** `type(x).<name>` as contextlib reads it (`cls.__exit__`: on the class, so an instance's or a
 *  function's own attributes do not count), called with `x` first; undefined when absent. */
function typeAttrCalledWith(x: any, name: string): ((...args: any[]) => any) | undefined {
  const m = lookupAttr(typeOf(x), name);
  return m === undefined ? undefined : (...args: any[]) => callPy(m, [x, ...args]);
}

/** `cm`'s protocol methods `enter` and `exit`; CPython 3.11's TypeError naming the class with its
 *  module (`{cls.__module__}.{cls.__qualname__}`) when one is missing (3.12 added which). */
function protocolOf(cm: any, enter: string, exit: string, protocol: string): [() => any, Exit] {
  const t = typeOf(cm);
  const fail = (): never => raise(E.TypeError, `'${t.module}.${t.qualname}' object does not support the ${protocol} protocol`);
  const entering = typeAttrCalledWith(cm, enter) ?? fail();
  return [entering, typeAttrCalledWith(cm, exit) ?? fail()];
}

function enterContext(self: ExitStack, cm: any): any {
  const [enter, exit] = protocolOf(cm, "__enter__", "__exit__", "context manager");
  const result = enter();
  self.exits.push(exit);
  return result;
}

/** ExitStack.__exit__: every exit, last pushed first; a true result clears the exception. */
function unwind(self: ExitStack, typ: any, value: any): boolean | Promise<boolean> {
  // What an exit raises becomes the next one's exception and the context of later ones.
  raising.sure = null;
  const received = typ !== null;
  let details: [any, any] = [typ, value];
  let suppressed = false;
  let pending = false;
  const onResult = (r: any) => {
    if (truthy(r)) {
      suppressed = true;
      pending = false;
      details = [null, null];
    }
  };
  const onRaise = (x: unknown) => {
    if (!(x instanceof PyBaseException)) throw x;
    if (details[1] instanceof PyBaseException && x !== details[1] && x.context === null) x.context = details[1];
    pending = true;
    details = [x.type, x];
  };
  const finish = () => {
    if (pending) throw details[1];
    return received && suppressed;
  };
  const loop = (): boolean | Promise<boolean> => {
    while (self.exits.length) {
      const exit = self.exits.pop()!;
      let r: any;
      try {
        r = exit(details[0], details[1], null);
      } catch (x) {
        onRaise(x);
        continue;
      }
      if (r instanceof Promise) {
        return r.then(
          (v) => (onResult(v), loop()),
          (x) => (onRaise(x), loop()),
        );
      }
      onResult(r);
    }
    return finish();
  };
  return loop();
}

/** `type()`: a new, empty stack of that type. */
function stackConstructor(type: PyType): NonNullable<PyType["construct"]> {
  return (pos, kw) => {
    if (pos.length || kw) raise(E.TypeError, `${type.name}() takes no arguments`);
    return new ExitStack(type);
  };
}

/** The methods ExitStack and AsyncExitStack share (CPython's _BaseExitStack), named for `owner`. */
function stackMethods(owner: string): Record<string, PyFunction> {
  return {
    enter_context: method(owner, "enter_context", "self, cm, /", enterContext),
    callback: method(owner, "callback", "self, callback, /, *args, **kwds", (self: ExitStack, fn: any, args: any[], kwds: any) => {
      const kw = keywordRecord(kwds);
      self.exits.push(() => andThen(callPy(fn, args, kw), () => null));
      return fn;
    }),
    push: method(owner, "push", "self, exit, /", (self: ExitStack, exit: any) => {
      // An object with __exit__ pushes that method; anything else is called as the exit itself.
      self.exits.push(typeAttrCalledWith(exit, "__exit__") ?? ((t, v, tb) => callPy(exit, [t, v, tb])));
      return exit;
    }),
    pop_all: method(owner, "pop_all", "self, /", (self: ExitStack) => {
      const moved = new ExitStack(self.$type);
      moved.exits = self.exits;
      self.exits = [];
      return moved;
    }),
  };
}

ExitStackType.construct = stackConstructor(ExitStackType);
defineMethods(ExitStackType, {
  __enter__: method("ExitStack", "__enter__", "self, /", (self: ExitStack) => self),
  __exit__: method("ExitStack", "__exit__", "self, *exc_details", (self: ExitStack, details: any[]) => unwind(self, details[0] ?? null, details[1] ?? null)),
  ...stackMethods("ExitStack"),
  close: method("ExitStack", "close", "self, /", (self: ExitStack) => andThen(unwind(self, null, null), () => null)),
});

// ---- AsyncExitStack -------------------------------------------------------------------------

const AsyncExitStackType = newType("AsyncExitStack");

async function enterAsyncContext(self: ExitStack, cm: any): Promise<any> {
  const [enter, exit] = protocolOf(cm, "__aenter__", "__aexit__", "asynchronous context manager");
  const result = await started(enter());
  self.exits.push((t, v, tb) => started(exit(t, v, tb)));
  return result;
}

AsyncExitStackType.construct = stackConstructor(AsyncExitStackType);
defineMethods(AsyncExitStackType, {
  __aenter__: method("AsyncExitStack", "__aenter__", "self, /", async (self: ExitStack) => self),
  __aexit__: method("AsyncExitStack", "__aexit__", "self, *exc_details", async (self: ExitStack, details: any[]) => unwind(self, details[0] ?? null, details[1] ?? null)),
  ...stackMethods("AsyncExitStack"),
  enter_async_context: method("AsyncExitStack", "enter_async_context", "self, cm, /", enterAsyncContext),
  push_async_exit: method("AsyncExitStack", "push_async_exit", "self, exit, /", (self: ExitStack, exit: any) => {
    const bound = typeAttrCalledWith(exit, "__aexit__") ?? ((t, v, tb) => callPy(exit, [t, v, tb]));
    self.exits.push((t, v, tb) => started(bound(t, v, tb)));
    return exit;
  }),
  push_async_callback: method("AsyncExitStack", "push_async_callback", "self, callback, /, *args, **kwds", (self: ExitStack, fn: any, args: any[], kwds: any) => {
    const kw = keywordRecord(kwds);
    self.exits.push(async () => (await started(callPy(fn, args, kw)), null));
    return fn;
  }),
  aclose: method("AsyncExitStack", "aclose", "self, /", async (self: ExitStack) => (await unwind(self, null, null), null)),
});

// ---- redirect_stdout, redirect_stderr ------------------------------------------------------

/** CPython's _RedirectStream: each `with` puts the target in place of the stream and keeps the
 *  one before it, so one object may be entered again inside itself. */
class Redirect {
  readonly previous: unknown[] = [];
  constructor(
    readonly $type: PyType,
    readonly target: unknown,
    readonly stream: "stdout" | "stderr",
  ) {}
}

function redirectType(stream: "stdout" | "stderr"): PyType {
  const name = `redirect_${stream}`;
  const t = newType(name);
  t.construct = (pos, kw) => {
    const sig = builtin(name, "new_target", (target: unknown) => new Redirect(t, target, stream));
    return kw ? sig.$kw!(pos, kw) : callPy(sig, pos);
  };
  defineMethods(t, {
    __enter__: method(name, "__enter__", "self, /", (self: Redirect) => {
      self.previous.push(hooks[stream]);
      hooks[stream] = self.target;
      return self.target;
    }),
    __exit__: method(name, "__exit__", "self, exctype, excinst, exctb, /", (self: Redirect) => {
      hooks[stream] = self.previous.pop() ?? null;
      return null;
    }),
  });
  return t;
}

export function contextlibModule(): PyModule {
  return new PyModule("contextlib", {
    contextmanager: builtin("contextmanager", "func", contextmanager),
    ContextDecorator: ContextDecoratorType,
    AsyncContextDecorator: AsyncContextDecoratorType,
    suppress: SuppressType,
    nullcontext: NullContextType,
    closing: ClosingType,
    ExitStack: ExitStackType,
    AsyncExitStack: AsyncExitStackType,
    redirect_stdout: redirectType("stdout"),
    redirect_stderr: redirectType("stderr"),
    ...asyncContextManagers,
  });
}
