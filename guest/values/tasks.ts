// asyncio's tasks as CPython 3.11's event loop runs them, over the guest's promises: a PyTask runs
// a coroutine from its own promise job (create_task, gathered coroutines) and settles `promise`,
// which its awaiters and done callbacks wait on. The asyncio module gives it its Python face.
//
// Cancellation needs to know which task an `await` belongs to. A program that may cancel (the
// transpiler sees `.cancel`, `wait_for`, `timeout`, `TaskGroup`, ...: emit-program.ts) is compiled
// in tracking mode: each await keeps `running.task` across its suspension (`resumeTask`), and goes
// through `suspend`, so the task's `suspension` is the promise its innermost await waits on. cancel()
// cancels that promise when it can be (a sleep, a queue's get, another task: `cancellable`). A
// tool call in flight is, to the script, a call CPython already made (a plain function, then a
// yield): its answer is awaited, and the task then raises CancelledError where it resumes, or the
// call's ToolError when it failed (raised at the call, before the cancel came), the cancel then
// waiting for its next await. Other programs pay nothing for this.
import { E, PyBaseException, newException, newExceptionType } from "./exceptions.js";
import { isSubtype, type PyType } from "./type.js";

/** What a task runs: a coroutine (coroutine.ts's PyCoroutine, which imports this file), started
 *  once or closed. */
export interface TaskCoroutine {
  readonly qualname: string;
  start(): unknown;
  close(): unknown;
}

export const CancelledError = newExceptionType("CancelledError", [E.BaseException], "asyncio.exceptions");

export function cancelledError(msg: unknown): PyBaseException {
  return newException(CancelledError, msg === null ? [] : [msg]);
}

export function isCancelledError(e: unknown): e is PyBaseException {
  return e instanceof PyBaseException && isSubtype(e.type, CancelledError);
}

/** What an await in tracking mode resumes with when the awaited thing failed (see `resumeTask`). */
export class Thrown {
  /** `beforeCancel`: a tool call's failure, raised at its call before a cancel() that came while
   *  its answer was awaited; the cancel waits for the task's next await. */
  constructor(
    readonly error: unknown,
    readonly beforeCancel = false,
  ) {}
}

/** The task whose code runs now (kept across awaits in tracking mode only); `tracking`: that mode. */
export const running: { task: PyTask | null; tracking: boolean } = { task: null, tracking: false };

/** Promises a task may wait on that know how to cancel themselves: true when the
 *  cancellation will reach the waiting task through the promise (CPython's Future.cancel()). */
const cancellers = new WeakMap<Promise<unknown>, (msg: unknown) => boolean>();

export function cancellable<P extends Promise<unknown>>(p: P, cancel: (msg: unknown) => boolean): P {
  cancellers.set(p, cancel);
  return p;
}

/** `derived` (a `.then` of `p`) cancels as `p` does. */
export function passCancel<P extends Promise<unknown>>(p: Promise<unknown>, derived: P): P {
  const cancel = cancellers.get(p);
  if (cancel !== undefined) cancellers.set(derived, cancel);
  return derived;
}

export function cancelPromise(p: Promise<unknown>, msg: unknown): boolean {
  const cancel = cancellers.get(p);
  return cancel !== undefined && cancel(msg);
}

/** The promise a task's innermost await waits on; `callCancelled`: cancel() came while it is a
 *  tool call in flight. */
interface Suspension {
  inner: Promise<unknown>;
  callCancelled: boolean;
}

/** Task-1 is the flow's main task (asyncio.run's coroutine, or the program's top level). */
let lastTaskNumber = 1;

/** CPython numbers every task it makes, named or not (gather's and wait_for's too). */
export function countTasks(n: number): number {
  lastTaskNumber += n;
  return lastTaskNumber;
}

const PENDING = 0;
const FINISHED = 1;
const CANCELLED = 2;

export class PyTask {
  /** Set by the asyncio module (asyncio.Task). */
  declare readonly $type: PyType;
  state: typeof PENDING | typeof FINISHED | typeof CANCELLED = PENDING;
  value: unknown = null;
  /** What it failed with: an exception (FINISHED), the CancelledError (CANCELLED), or a host
   *  failure (a limit), which is no task's outcome and ends the flow through every awaiter. */
  error: unknown = undefined;
  readonly promise: Promise<unknown>;
  private resolve!: (v: unknown) => void;
  private reject!: (e: unknown) => void;
  started = false;
  /** What the task's innermost await waits on, while it waits. */
  suspension: Suspension | null = null;
  mustCancel = false;
  cancelMessage: unknown = null;
  /** cancelling(): cancel() calls not yet matched by uncancel(). */
  cancelRequests = 0;

  constructor(
    readonly coro: TaskCoroutine | null,
    public name: unknown,
  ) {
    this.promise = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // Nobody may await it: its failure is only logged by CPython.
    this.promise.catch(() => undefined);
    cancellable(this.promise, (msg) => this.cancel(msg));
  }

  done(): boolean {
    return this.state !== PENDING;
  }

  cancelled(): boolean {
    return this.state === CANCELLED;
  }

  /** Runs the coroutine from the next promise job, as CPython's loop runs a new task's first step. */
  schedule(): this {
    Promise.resolve().then(() => this.run());
    return this;
  }

  /** The task's first step: the coroutine runs until it first waits (not at all when cancelled already). */
  run(): void {
    if (this.started || this.coro === null) return;
    this.started = true;
    if (this.mustCancel) {
      this.coro.close();
      return this.fail(cancelledError(this.cancelMessage));
    }
    const prev = running.task;
    running.task = this;
    let r: unknown;
    try {
      r = this.coro.start();
    } catch (e) {
      r = Promise.reject(e);
    } finally {
      running.task = prev;
    }
    if (!(r instanceof Promise)) return this.finish(r);
    // A builtin coroutine's own wait (Queue.get, sleep, wait_for): the task waits on it as on an
    // await, so cancel() ends it; a script's coroutine registers its awaits itself.
    if (cancellers.has(r)) this.adopt(r);
    else r.then((v) => this.finish(v), (e) => this.fail(e));
  }

  /** A task that waits on a promise it did not make (ensure_future of a gather or a tool call). */
  adopt(p: Promise<unknown>): this {
    this.started = true;
    this.suspend(p, () => undefined).then((v) => (v instanceof Thrown ? this.fail(v.error) : this.finish(v)));
    return this;
  }

  finish(v: unknown): void {
    if (this.state !== PENDING) return;
    // Cancelled while its last step ran: CPython cancels it as it stops.
    if (this.mustCancel) return this.fail(cancelledError(this.cancelMessage));
    this.state = FINISHED;
    this.value = v;
    this.resolve(v);
  }

  fail(e: unknown): void {
    if (this.state !== PENDING) return;
    this.state = isCancelledError(e) ? CANCELLED : FINISHED;
    this.error = e;
    this.reject(e);
  }

  /**
   * Task.cancel(msg) as CPython 3.11's: the promise its await waits on is cancelled when it can
   * be; otherwise (running, that promise settled, or a tool call in flight) its next await, or
   * the one it resumes from, raises CancelledError (`resumeTask`).
   */
  cancel(msg: unknown): boolean {
    if (this.state !== PENDING) return false;
    this.cancelRequests++;
    const suspension = this.suspension;
    if (suspension !== null) {
      const cancel = cancellers.get(suspension.inner);
      if (cancel === undefined) suspension.callCancelled = true;
      else if (cancel(msg)) return true;
    }
    this.mustCancel = true;
    this.cancelMessage = msg;
    return true;
  }

  /**
   * An await of this task's code suspends on `p`: a promise of p's value, or of a Thrown, that
   * cancel() can end early. `failed` sees p's own failure (the awaiting frame's traceback).
   */
  suspend(p: Promise<unknown>, failed: (e: unknown) => void): Promise<unknown> {
    let settle!: (v: unknown) => void;
    const resumes = new Promise<unknown>((resolve) => (settle = resolve));
    const suspension: Suspension = { inner: p, callCancelled: false };
    this.suspension = suspension;
    p.then(
      (v) => {
        if (this.suspension === suspension) this.suspension = null;
        settle(v);
      },
      (e) => {
        if (this.suspension === suspension) this.suspension = null;
        failed(e);
        settle(new Thrown(e, suspension.callCancelled));
      },
    );
    // Cancelled while it ran: what it now waits on is cancelled (CPython's __step), a tool call
    // answered first.
    if (this.mustCancel && cancelPromise(p, this.cancelMessage)) this.mustCancel = false;
    else if (this.mustCancel) suspension.callCancelled = true;
    return resumes;
  }

  /** `await task`: its value at once when it is done (CPython does not yield then), else its promise. */
  awaited(): unknown {
    if (this.state === PENDING) return this.promise;
    if (this.error !== undefined) throw this.error;
    return this.value;
  }
}

/** An await in tracking mode resumes: `task` (the one that awaited) runs again, and raises
 *  CancelledError here if it was cancelled after what it awaited had settled. */
export function resumeTask(v: unknown, task: PyTask | null): unknown {
  running.task = task;
  if (task !== null && task.mustCancel && !(v instanceof Thrown && v.beforeCancel)) {
    task.mustCancel = false;
    throw cancelledError(task.cancelMessage);
  }
  if (v instanceof Thrown) throw v.error;
  return v;
}

/** The flow starts with no task but its main one (a context may have run an earlier flow). */
export function resetTasks(): void {
  lastTaskNumber = 1;
  running.task = null;
  running.tracking = false;
}
