// asyncio's Lock, Semaphore and BoundedSemaphore as CPython 3.11's asyncio/locks.py keeps
// them: `acquire()` is a coroutine that takes the lock or a permit at once when it is free and
// nobody waits, else waits in FIFO order; a release wakes the first waiter (a semaphore's permit
// passed to it at once), which takes its place when it resumes; a waiter cancelled gives back
// what it was handed. `async with` acquires and releases. A Condition waits on its lock: wait()
// releases it, sleeps until notified, and takes it again (even when cancelled) before it returns.
import {
  E, PyCoroutine, PyType, T, builtin, callPy, cancellable, cancelledError, defineMethods, fakeAddress, isInt, passCancel, raise, truthy, typeOf,
} from "../values/index.js";
import { Waiter, deferred, dropWaiter } from "./asyncio-waiters.js";

const LockType = new PyType("Lock", [T.object], "asyncio.locks");
const SemaphoreType = new PyType("Semaphore", [T.object], "asyncio.locks");
const BoundedSemaphoreType = new PyType("BoundedSemaphore", [SemaphoreType], "asyncio.locks");
const ConditionType = new PyType("Condition", [T.object], "asyncio.locks");

abstract class Primitive {
  readonly waiters: Waiter[] = [];
  constructor(readonly $type: PyType) {}

  /** Whether acquire() would wait. */
  abstract busy(): boolean;
  /** What Python's locked() answers. */
  abstract locked(): boolean;
  /** What a successful acquire() takes, at once or when its waiter resumes. */
  protected abstract take(): void;
  /** Undoes take(); raises where there is nothing to release. */
  abstract release(): void;

  /** acquire()'s body: True now, or a promise of it. */
  acquire(): true | Promise<true> {
    if (!this.busy()) {
      this.take();
      return true;
    }
    const waiter = new Waiter();
    this.waiters.push(waiter);
    const acquired = deferred<true>();
    let settled = false;
    waiter.promise.then(() => {
      if (settled) return;
      settled = true;
      dropWaiter(this.waiters, waiter);
      this.resumed();
      acquired.resolve(true);
    });
    return cancellable(acquired.promise, (msg) => {
      if (settled) return false;
      settled = true;
      const woken = waiter.done;
      waiter.done = true;
      dropWaiter(this.waiters, waiter);
      this.cancelled(woken);
      acquired.reject(cancelledError(msg));
      return true;
    });
  }

  /** What a woken waiter does as it resumes, its waiter gone from the queue. */
  protected abstract resumed(): void;

  /** What a waiter cancelled (after it was `woken`, or before) passes on. */
  protected abstract cancelled(woken: boolean): void;

  /** The first waiter not woken yet, woken. */
  protected wakeNext(): void {
    this.waiters.find((x) => !x.done)?.wake();
  }

  abstract state(): string;

  $repr(): string {
    const waiting = this.waiters.length ? `, waiters:${this.waiters.length}` : "";
    return `<asyncio.locks.${this.$type.name} object at ${fakeAddress(this)} [${this.state()}${waiting}]>`;
  }
}

class Lock extends Primitive {
  private held = false;
  constructor() {
    super(LockType);
  }
  busy(): boolean {
    return this.held || this.waiters.length > 0;
  }
  /** A queue alone does not lock it. */
  locked(): boolean {
    return this.held;
  }
  protected take(): void {
    this.held = true;
  }
  protected resumed(): void {
    this.held = true;
  }
  protected cancelled(): void {
    if (!this.held) this.wakeFirst();
  }
  release(): void {
    if (!this.held) raise(E.RuntimeError, "Lock is not acquired.");
    this.held = false;
    this.wakeFirst();
  }
  /** CPython's _wake_up_first: only the queue's head, if it is not woken already. */
  private wakeFirst(): void {
    this.waiters[0]?.wake();
  }
  state(): string {
    return this.held ? "locked" : "unlocked";
  }
}

class Semaphore extends Primitive {
  constructor(
    type: PyType,
    public value: number,
    /** BoundedSemaphore's initial value, which a release may not pass. */
    readonly bound: number | null,
  ) {
    super(type);
  }
  busy(): boolean {
    return this.value === 0 || this.waiters.length > 0;
  }
  locked(): boolean {
    return this.busy();
  }
  protected take(): void {
    this.value--;
  }
  protected resumed(): void {
    if (this.value > 0) this.wake();
  }
  protected cancelled(woken: boolean): void {
    // Its permit was handed over already: the next waiter takes it.
    if (!woken) return;
    this.value++;
    this.wake();
  }
  release(): void {
    if (this.bound !== null && this.value >= this.bound) raise(E.ValueError, "BoundedSemaphore released too many times");
    this.value++;
    this.wake();
  }
  /** _wake_up_next: the permit passes to the first waiter not woken yet. */
  private wake(): void {
    if (this.waiters.some((w) => !w.done)) {
      this.value--;
      this.wakeNext();
    }
  }
  state(): string {
    return this.locked() ? "locked" : `unlocked, value:${this.value}`;
  }
}

class Condition {
  readonly waiters: Waiter[] = [];
  constructor(readonly lock: Lock) {}

  /** wait()'s body: True once notified and holding the lock again. */
  wait(): Promise<true> {
    if (!this.lock.locked()) raise(E.RuntimeError, "cannot wait on un-acquired lock");
    this.lock.release();
    const waiter = new Waiter();
    this.waiters.push(waiter);
    const done = deferred<true>();
    let cancelled: unknown = null;
    let reacquiring = false;
    // CPython's `finally`: the lock is taken again however the wait ends, then a cancel is raised.
    const reacquire = () => {
      reacquiring = true;
      dropWaiter(this.waiters, waiter);
      const finish = () => (cancelled === null ? done.resolve(true) : done.reject(cancelledError(cancelled)));
      const r = this.lock.acquire();
      if (r === true) finish();
      else r.then(finish);
    };
    waiter.promise.then(() => {
      if (!reacquiring) reacquire();
    });
    return cancellable(done.promise, (msg) => {
      if (cancelled !== null) return false;
      cancelled = msg ?? "";
      waiter.done = true;
      if (!reacquiring) reacquire();
      return true;
    });
  }

  notify(n: number): void {
    if (!this.lock.locked()) raise(E.RuntimeError, "cannot notify on un-acquired lock");
    let woken = 0;
    for (const w of this.waiters) {
      if (woken >= n) break;
      if (w.wake()) woken++;
    }
  }

  $repr(): string {
    const waiting = this.waiters.length ? `, waiters:${this.waiters.length}` : "";
    return `<asyncio.locks.Condition object at ${fakeAddress(this)} [${this.lock.state()}${waiting}]>`;
  }
}
Object.defineProperty(Condition.prototype, "$type", { value: ConditionType });

function condition(self: unknown, name: string): Condition {
  if (self instanceof Condition) return self;
  return raise(E.TypeError, `descriptor '${name}' requires a 'Condition' object but received a '${typeOf(self).name}'`);
}

/** wait_for(predicate): waits until predicate() is true, and returns its value. */
async function waitFor(c: Condition, predicate: unknown): Promise<unknown> {
  let result = callPy(predicate, []);
  while (!truthy(result)) {
    await c.wait();
    result = callPy(predicate, []);
  }
  return result;
}

/** The lock a method works on: a Condition's is its lock's. */
function primitive(self: unknown, name: string): Primitive {
  if (self instanceof Primitive) return self;
  if (self instanceof Condition) return self.lock;
  return raise(E.TypeError, `descriptor '${name}' requires an asyncio lock, not '${typeOf(self).name}'`);
}

function semaphore(type: PyType, value: unknown, bounded: boolean): Semaphore {
  if (!isInt(value)) raise(E.TypeError, `'<' not supported between instances of '${typeOf(value).name}' and 'int'`);
  const n = Number(value);
  if (n < 0) raise(E.ValueError, "Semaphore initial value must be >= 0");
  return new Semaphore(type, n, bounded ? n : null);
}

LockType.construct = (pos, kw) => callPy(builtin("Lock", "", () => new Lock()), pos, kw);
SemaphoreType.construct = (pos, kw) => callPy(builtin("Semaphore", "value=1", (v: unknown) => semaphore(SemaphoreType, v, false)), pos, kw);
BoundedSemaphoreType.construct = (pos, kw) =>
  callPy(builtin("BoundedSemaphore", "value=1", (v: unknown) => semaphore(BoundedSemaphoreType, v, true)), pos, kw);

const methods = (type: PyType) => ({
  acquire: builtin(`${type.name}.acquire`, "self, /", (self: unknown) => {
    const p = primitive(self, "acquire");
    return new PyCoroutine(() => p.acquire(), [], "acquire", `${type.name}.acquire`);
  }),
  release: builtin(`${type.name}.release`, "self, /", (self: unknown) => (primitive(self, "release").release(), null)),
  locked: builtin(`${type.name}.locked`, "self, /", (self: unknown) => primitive(self, "locked").locked()),
  __aenter__: builtin(`${type.name}.__aenter__`, "self, /", (self: unknown) => {
    const r = primitive(self, "__aenter__").acquire();
    return r === true ? null : passCancel(r, r.then(() => null));
  }),
  __aexit__: builtin(`${type.name}.__aexit__`, "self, exc_type, exc, tb, /", (self: unknown) => (primitive(self, "__aexit__").release(), null)),
});
defineMethods(LockType, methods(LockType));
defineMethods(SemaphoreType, methods(SemaphoreType));

ConditionType.construct = (pos, kw) =>
  callPy(builtin("Condition", "lock=None", (lock: unknown) => {
    if (lock === null) return new Condition(new Lock());
    if (lock instanceof Lock) return new Condition(lock);
    return raise(E.TypeError, `Condition() takes an asyncio.Lock, not '${typeOf(lock).name}'`);
  }), pos, kw);
defineMethods(ConditionType, {
  ...methods(ConditionType),
  wait: builtin("Condition.wait", "self, /", (self: unknown) => {
    const c = condition(self, "wait");
    return new PyCoroutine(() => c.wait(), [], "wait", "Condition.wait");
  }),
  wait_for: builtin("Condition.wait_for", "self, predicate, /", (self: unknown, predicate: unknown) => {
    const c = condition(self, "wait_for");
    return new PyCoroutine(() => waitFor(c, predicate), [], "wait_for", "Condition.wait_for");
  }),
  notify: builtin("Condition.notify", "self, n=1, /", (self: unknown, n: unknown) => (condition(self, "notify").notify(Number(n)), null)),
  notify_all: builtin("Condition.notify_all", "self, /", (self: unknown) => {
    const c = condition(self, "notify_all");
    c.notify(c.waiters.length);
    return null;
  }),
});

export const asyncioLocks = { Lock: LockType, Semaphore: SemaphoreType, BoundedSemaphore: BoundedSemaphoreType, Condition: ConditionType };
