// asyncio.Event as CPython 3.11's asyncio/locks.py keeps it: wait() returns True at once when the
// flag is set, else waits for set(), which wakes every waiter; clear() lowers the flag.
import { E, PyCoroutine, PyType, T, builtin, callPy, cancellable, cancelledError, defineMethods, fakeAddress, raise, typeName } from "../values/index.js";
import { Waiter, deferred, dropWaiter } from "./asyncio-waiters.js";

const EventType = new PyType("Event", [T.object], "asyncio.locks");

export class Event {
  readonly $type = EventType;
  value = false;
  readonly waiters: Waiter[] = [];

  set(): void {
    if (this.value) return;
    this.value = true;
    for (const w of this.waiters) w.wake();
  }

  /** wait()'s body: True now, or a promise of it. */
  wait(): true | Promise<true> {
    if (this.value) return true;
    const w = new Waiter();
    this.waiters.push(w);
    const woken = deferred<true>();
    // The waiter leaves the queue as the waiting task resumes (CPython's `finally`).
    w.promise.then(() => {
      dropWaiter(this.waiters, w);
      woken.resolve(true);
    });
    return cancellable(woken.promise, (msg) => {
      if (w.done) return false;
      w.done = true;
      dropWaiter(this.waiters, w);
      woken.reject(cancelledError(msg));
      return true;
    });
  }

  $repr(): string {
    const extra = (this.value ? "set" : "unset") + (this.waiters.length ? `, waiters:${this.waiters.length}` : "");
    return `<asyncio.locks.Event object at ${fakeAddress(this)} [${extra}]>`;
  }
}

function event(self: unknown, method: string): Event {
  if (self instanceof Event) return self;
  return raise(E.TypeError, `descriptor '${method}' for 'Event' objects doesn't apply to a '${typeName(self)}' object`);
}

EventType.construct = (pos, kw) => callPy(builtin("Event", "", () => new Event()), pos, kw);
defineMethods(EventType, {
  set: builtin("Event.set", "self, /", (self) => (event(self, "set").set(), null)),
  clear: builtin("Event.clear", "self, /", (self) => ((event(self, "clear").value = false), null)),
  is_set: builtin("Event.is_set", "self, /", (self) => event(self, "is_set").value),
  wait: builtin("Event.wait", "self, /", (self) => {
    const e = event(self, "wait");
    return new PyCoroutine(() => e.wait(), [], "wait", "Event.wait");
  }),
});

export { EventType };
