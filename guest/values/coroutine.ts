// Coroutines: what calling an `async def` (one that does not yield) returns. Nothing of the body
// runs until the coroutine is awaited, gathered, passed to asyncio.run or made a task; then
// `start` runs the compiled body once (its value, or a promise of it when the body waits). A
// second start raises CPython's RuntimeError. `await f(...)` of a `def` known at compile time
// skips the object and calls the body directly (transpiler/emit-call.ts), the same thing sooner.
import { builtin, defineMethods, defineProperties } from "./callable.js";
import { E, raise, raising } from "./exceptions.js";
import { fakeAddress } from "./repr.js";
import { PyTask } from "./tasks.js";
import { T, typeName, type PyType } from "./type.js";

export class PyCoroutine {
  /** On the prototype (below). */
  declare readonly $type: PyType;
  readonly body: (...slots: any[]) => unknown;
  readonly slots: any[];
  readonly name: string;
  readonly qualname: string;
  /** Started or closed: a second start raises. */
  used: boolean;

  constructor(body: (...slots: any[]) => unknown, slots: any[], name: string, qualname: string) {
    this.body = body;
    this.slots = slots;
    this.name = name;
    this.qualname = qualname;
    this.used = false;
  }

  /** Runs the body: its value, or a promise of it. A coroutine runs once (closing one counts). */
  start(): unknown {
    if (this.used) raise(E.RuntimeError, "cannot reuse already awaited coroutine");
    this.used = true;
    // What the body raises before it waits becomes the coroutine's outcome, read later (see `raising`).
    raising.sure = null;
    return this.body(...this.slots);
  }

  close(): null {
    this.used = true;
    return null;
  }

  $repr(): string {
    return `<coroutine object ${this.qualname} at ${fakeAddress(this)}>`;
  }
}

/**
 * What an `await` (or `async with`, `async for`, a gathered argument) waits for: a coroutine runs
 * now; anything else (a promise, or a value some lenient caller passes on) is returned as it is.
 */
export function started(x: unknown): unknown {
  return x instanceof PyCoroutine ? x.start() : x;
}

/** `await x` of a value that is not a call: CPython 3.11 accepts only awaitables. */
export function awaitable(x: unknown): unknown {
  if (x instanceof Promise || x instanceof PyCoroutine || x instanceof PyTask) return x;
  return raise(E.TypeError, `object ${typeName(x)} can't be used in 'await' expression`);
}

/** A direct argument of asyncio.gather that is not a call: CPython's ensure_future refuses a non-awaitable. */
export function gatherable(x: unknown): unknown {
  if (x instanceof Promise || x instanceof PyCoroutine || x instanceof PyTask) return x;
  return raise(E.TypeError, "An asyncio.Future, a coroutine or an awaitable is required");
}

function self(c: any, method: string): PyCoroutine {
  if (c instanceof PyCoroutine) return c;
  return raise(E.TypeError, `descriptor '${method}' for 'coroutine' objects doesn't apply to a '${typeName(c)}' object`);
}

Object.defineProperty(PyCoroutine.prototype, "$type", { value: T.coroutine });

defineMethods(T.coroutine, {
  close: builtin("coroutine.close", "self, /", (c) => self(c, "close").close()),
});

defineProperties(T.coroutine, {
  __name__: (c) => self(c, "__name__").name,
  __qualname__: (c) => self(c, "__qualname__").qualname,
});
