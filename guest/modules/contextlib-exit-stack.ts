// contextlib's exit stacks: ExitStack (enter_context, callback, push, pop_all, close; LIFO
// unwinding with exceptions passed along) and AsyncExitStack, which adds the async managers and
// callbacks (enter_async_context, push_async_exit, push_async_callback, aclose). An exit that
// calls a tool makes the unwinding a promise, which the emitted `with` awaits.

import { E, PyBaseException, PyType, T, builtin, callPy, defineMethods, keywordRecord, lookupAttr, raise, raising, started, truthy, typeOf, type PyFunction } from "../values/index.js";

/** `f(x)` now, or once `x` settles when it is a promise. */
export function then<T>(x: any, f: (v: any) => T): T | Promise<T> {
  return x instanceof Promise ? x.then(f) : f(x);
}

export const method = (owner: string, name: string, params: string, body: (...args: any[]) => any) => builtin(`${owner}.${name}`, params, body);

export const ExitStackType = new PyType("ExitStack", [T.object], "contextlib");

/** A pushed exit: called with the exception details (type, value, traceback), may suppress. */
type Exit = (typ: any, value: any, tb: any) => any;

/** An ExitStack or an AsyncExitStack: its exits, last pushed first. */
class ExitStack {
  exits: Exit[] = [];
  constructor(readonly $type: PyType = ExitStackType) {}
}

/** `cm`'s protocol methods `enter` and `exit`; CPython's TypeError naming the class with its
 *  module (`{cls.__module__}.{cls.__qualname__}`) when one is missing. */
function protocolOf(cm: any, enter: string, exit: string, protocol: string): [PyFunction, PyFunction] {
  const t = typeOf(cm);
  const fail = (extra: string): never => raise(E.TypeError, `'${t.module}.${t.name}' object does not support the ${protocol} protocol${extra}`);
  const entering = lookupAttr(cm, enter) ?? fail("");
  return [entering, lookupAttr(cm, exit) ?? fail(` (missed ${exit} method)`)];
}

function enterContext(self: ExitStack, cm: any): any {
  const [enter, exit] = protocolOf(cm, "__enter__", "__exit__", "context manager");
  const result = callPy(enter, []);
  self.exits.push((t, v, tb) => callPy(exit, [t, v, tb]));
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

ExitStackType.construct = (pos, kw) => {
  if (pos.length || kw) raise(E.TypeError, "ExitStack() takes no arguments");
  return new ExitStack();
};
/** The methods ExitStack and AsyncExitStack share (CPython's _BaseExitStack), named for `owner`. */
function stackMethods(owner: string): Record<string, PyFunction> {
  return {
    enter_context: method(owner, "enter_context", "self, cm, /", enterContext),
    callback: method(owner, "callback", "self, callback, /, *args, **kwds", (self: ExitStack, fn: any, args: any[], kwds: any) => {
      const kw = keywordRecord(kwds);
      self.exits.push(() => then(callPy(fn, args, kw), () => null));
      return fn;
    }),
    push: method(owner, "push", "self, exit, /", (self: ExitStack, exit: any) => {
      // An object with __exit__ pushes that method; anything else is called as the exit itself.
      const bound = lookupAttr(exit, "__exit__") ?? exit;
      self.exits.push((t, v, tb) => callPy(bound, [t, v, tb]));
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

defineMethods(ExitStackType, {
  __enter__: method("ExitStack", "__enter__", "self, /", (self: ExitStack) => self),
  __exit__: method("ExitStack", "__exit__", "self, *exc_details", (self: ExitStack, details: any[]) => unwind(self, details[0] ?? null, details[1] ?? null)),
  ...stackMethods("ExitStack"),
  close: method("ExitStack", "close", "self, /", (self: ExitStack) => then(unwind(self, null, null), () => null)),
});

// ---- AsyncExitStack ---------------------------------------------------------------------------

export const asyncExitStackType = new PyType("AsyncExitStack", [T.object], "contextlib");

async function enterAsyncContext(self: ExitStack, cm: any): Promise<any> {
  const [enter, exit] = protocolOf(cm, "__aenter__", "__aexit__", "asynchronous context manager");
  const result = await started(callPy(enter, []));
  self.exits.push((t, v, tb) => started(callPy(exit, [t, v, tb])));
  return result;
}

asyncExitStackType.construct = (pos, kw) => {
  if (pos.length || kw) raise(E.TypeError, "AsyncExitStack() takes no arguments");
  return new ExitStack(asyncExitStackType);
};
defineMethods(asyncExitStackType, {
  __aenter__: method("AsyncExitStack", "__aenter__", "self, /", async (self: ExitStack) => self),
  __aexit__: method("AsyncExitStack", "__aexit__", "self, *exc_details", async (self: ExitStack, details: any[]) => unwind(self, details[0] ?? null, details[1] ?? null)),
  ...stackMethods("AsyncExitStack"),
  enter_async_context: method("AsyncExitStack", "enter_async_context", "self, cm, /", enterAsyncContext),
  push_async_exit: method("AsyncExitStack", "push_async_exit", "self, exit, /", (self: ExitStack, exit: any) => {
    const bound = lookupAttr(exit, "__aexit__") ?? exit;
    self.exits.push((t, v, tb) => started(callPy(bound, [t, v, tb])));
    return exit;
  }),
  push_async_callback: method("AsyncExitStack", "push_async_callback", "self, callback, /, *args, **kwds", (self: ExitStack, fn: any, args: any[], kwds: any) => {
    const kw = keywordRecord(kwds);
    self.exits.push(async () => (await started(callPy(fn, args, kw)), null));
    return fn;
  }),
  aclose: method("AsyncExitStack", "aclose", "self, /", async (self: ExitStack) => (await unwind(self, null, null), null)),
});
