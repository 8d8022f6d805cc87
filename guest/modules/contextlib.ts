// The `contextlib` module (its async managers are in contextlib-async.ts, its exit stacks in
// contextlib-exit-stack.ts): contextmanager (a generator function as a context manager, exceptions
// thrown into the generator as CPython's _GeneratorContextManager does), suppress, nullcontext,
// closing and redirect_stdout/redirect_stderr. A generator that calls tools makes the step a
// promise, which the emitted `with` awaits.

import {
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
  raise,
  typeOf,
  type PyFunction,
} from "../values/index.js";
import { asyncContextManagers, managerFactory } from "./contextlib-async.js";
import { ExitStackType, asyncExitStackType, method, then } from "./contextlib-exit-stack.js";

function newType(name: string): PyType {
  return new PyType(name, [T.object], "contextlib");
}


// ---- contextmanager -------------------------------------------------------------------------

const GeneratorCMType = newType("_GeneratorContextManager");

class GeneratorCM {
  readonly $type = GeneratorCMType;
  constructor(readonly gen: PyGenerator | AsyncPyGenerator) {}
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
    return then(gen.next(), (y) => {
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
    then(self.gen.next(), (y) => (y === STOP ? raise(E.RuntimeError, "generator didn't yield") : y)),
  ),
  __exit__: method("_GeneratorContextManager", "__exit__", "self, typ, value, traceback, /", cmExit),
});

function contextmanager(func: any): PyFunction {
  return managerFactory(func, (pos, kw) => then(callPy(func, pos, kw), (g) => new GeneratorCM(generatorOf(g))));
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
  __exit__: method("closing", "__exit__", "self, *excinfo", (self: Holder) => then(callMethod(self.held, "close", []), () => null)),
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
    suppress: SuppressType,
    nullcontext: NullContextType,
    closing: ClosingType,
    ExitStack: ExitStackType,
    AsyncExitStack: asyncExitStackType,
    redirect_stdout: redirectType("stdout"),
    redirect_stderr: redirectType("stderr"),
    ...asyncContextManagers,
  });
}
