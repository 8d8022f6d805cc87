// asyncio's waits on the flow's clock (guest/values/flow-clock.ts: tool calls take no time on
// it): sleep, wait_for, wait and as_completed, as CPython 3.11's tasks.py words and orders them.
import {
  E, PyBaseException, PyCoroutine, PySet, PyTask, PyTuple, addTimer, builtin, cancelTimer, cancellable, cancelledError,
  deadlineAfter, isCancelledError, makeGenerator, secondsOf, newException, raise, str, toArray, typeName, typeOf, type Timer,
} from "../values/index.js";
import { ensureTask } from "./asyncio-tasks.js";
import { deferred } from "./asyncio-waiters.js";

/** A delay or timeout as a number; CPython's `delay <= 0` refuses anything else. */
function seconds(x: unknown): number {
  return secondsOf(x) ?? raise(E.TypeError, `'<=' not supported between instances of '${typeName(x)}' and 'int'`);
}

/** A timer `delay` seconds on; an infinite (or too long) delay never fires. */
function timerAfter(delay: number, fire: () => void): Timer | null {
  const at = deadlineAfter(delay);
  return at === null ? null : addTimer(at, fire);
}

/** asyncio.sleep's body: no delay only yields once (CPython's bare yield); a delay waits on the clock. */
function sleep(delay: unknown, result: unknown): Promise<unknown> {
  if (delay === 0) return Promise.resolve(result);
  const d = seconds(delay);
  if (!(d > 0)) return Promise.resolve(result);
  const slept = deferred<unknown>();
  let fired = false;
  const timer = timerAfter(d, () => {
    fired = true;
    slept.resolve(result);
  });
  return cancellable(slept.promise, (msg) => {
    if (fired) return false;
    fired = true;
    if (timer !== null) cancelTimer(timer);
    slept.reject(cancelledError(msg));
    return true;
  });
}

/** `raise TimeoutError() from exc`, as wait_for and Timeout raise it. */
export function timeoutFrom(exc: unknown): PyBaseException {
  const e = newException(E.TimeoutError, []);
  if (exc instanceof PyBaseException) {
    e.cause = exc;
    e.context = exc;
  }
  e.suppressContext = true;
  return e;
}

/** The value of awaiting `aw` now: a coroutine started, a task's outcome, a promise as it is, and
 *  a tool's answer (a value already) taken as the result, as gather takes one. */
function awaitedNow(aw: unknown): unknown {
  if (aw instanceof PyCoroutine) return aw.start();
  if (aw instanceof PyTask) return aw.awaited();
  return aw;
}

/**
 * wait_for(aw, timeout): `aw`'s task, cancelled when the clock passes the timeout (then
 * TimeoutError from its CancelledError, unless it ended otherwise). Cancelling the wait cancels
 * the task and waits for it to end.
 */
function waitFor(aw: unknown, timeout: unknown): unknown {
  if (timeout === null) return awaitedNow(aw);
  const limit = seconds(timeout);
  if (!(aw instanceof PyTask || aw instanceof PyCoroutine || aw instanceof Promise)) return aw;
  const task = ensureTask(aw);
  if (limit <= 0 && task.done()) return task.awaited();
  const waited = deferred<unknown>();
  /** Why the wait ends early: the timeout, or the waiting task's own cancellation. */
  let ending: "timeout" | PyBaseException | null = null;
  const end = () => {
    if (timer !== null) cancelTimer(timer);
    if (ending instanceof PyBaseException) return waited.reject(ending);
    try {
      waited.resolve(task.awaited());
    } catch (e) {
      waited.reject(ending === "timeout" && isCancelledError(e) ? timeoutFrom(e) : e);
    }
  };
  task.promise.then(end, end);
  const expire = () => {
    if (task.done() || ending !== null) return;
    ending = "timeout";
    task.cancel(null);
  };
  const timer = limit <= 0 ? null : timerAfter(limit, expire);
  if (limit <= 0) expire();
  return cancellable(waited.promise, (msg) => {
    if (task.done()) return false;
    ending = cancelledError(msg);
    if (timer !== null) cancelTimer(timer);
    task.cancel(msg);
    return true;
  });
}

const RETURN_WHEN = ["FIRST_COMPLETED", "FIRST_EXCEPTION", "ALL_COMPLETED"];

/** The distinct items of `fs` in order (CPython makes a set of them). */
function distinct(fs: unknown): unknown[] {
  return [...new Set(toArray(fs))];
}

/** wait(fs, *, timeout=None, return_when=ALL_COMPLETED): (done, pending) sets of the tasks. */
function wait(fs: unknown, timeout: unknown, returnWhen: unknown): unknown {
  if (fs instanceof PyTask || fs instanceof PyCoroutine) raise(E.TypeError, `expect a list of futures, not ${typeOf(fs).name}`);
  const items = distinct(fs);
  if (items.length === 0) raise(E.ValueError, "Set of Tasks/Futures is empty.");
  if (!RETURN_WHEN.includes(returnWhen as string)) raise(E.ValueError, `Invalid return_when value: ${str(returnWhen)}`);
  if (items.some((f) => f instanceof PyCoroutine)) raise(E.TypeError, "Passing coroutines is forbidden, use tasks explicitly.");
  const tasks = items.map(ensureTask);
  const limit = timeout === null ? null : seconds(timeout);
  const sets = () => new PyTuple([new PySet(tasks.filter((t) => t.done())), new PySet(tasks.filter((t) => !t.done()))]);
  // The sets are made when the wait resumes, as CPython's are (a task may end meanwhile).
  return new Promise((resolve) => {
    let left = tasks.length;
    let ended = false;
    const finish = () => {
      if (ended) return;
      ended = true;
      if (timer !== null) cancelTimer(timer);
      resolve(null);
    };
    const timer = limit === null ? null : timerAfter(limit, finish);
    for (const t of tasks) {
      const completed = () => {
        left--;
        const failed = !t.cancelled() && t.error !== undefined;
        if (left <= 0 || returnWhen === "FIRST_COMPLETED" || (returnWhen === "FIRST_EXCEPTION" && failed)) finish();
      };
      t.promise.then(completed, completed);
    }
  }).then(sets);
}

/**
 * as_completed(fs, *, timeout=None): a generator of coroutines, each giving the next task to end
 * (its value, or its exception raised), in the order they end; TimeoutError for those left when
 * the clock passes the timeout. The tasks start in the order given (CPython's follow a set's).
 */
function* asCompleted(fs: unknown, timeout: unknown): Generator<PyCoroutine, void, unknown> {
  if (fs instanceof PyTask || fs instanceof PyCoroutine) raise(E.TypeError, `expect an iterable of futures, not ${typeOf(fs).name}`);
  const tasks = distinct(fs).map(ensureTask);
  const limit = timeout === null ? null : seconds(timeout);
  /** Ended tasks not yet handed out (null: one the timeout ended), and who waits for them. */
  const done: (PyTask | null)[] = [];
  const getters: ((t: PyTask | null) => void)[] = [];
  let todo = new Set(tasks);
  const put = (t: PyTask | null) => {
    const getter = getters.shift();
    if (getter !== undefined) getter(t);
    else done.push(t);
  };
  const timer = limit === null || tasks.length === 0 ? null : timerAfter(limit, () => {
    for (let i = 0; i < todo.size; i++) put(null);
    todo = new Set();
  });
  for (const t of tasks) {
    const completed = () => {
      if (!todo.delete(t)) return;
      put(t);
      if (todo.size === 0 && timer !== null) cancelTimer(timer);
    };
    t.promise.then(completed, completed);
  }
  const handOut = (t: PyTask | null): unknown => {
    if (t === null) raise(E.TimeoutError);
    return t.awaited();
  };
  const waitForOne = (): unknown => {
    if (done.length > 0) return handOut(done.shift()!);
    const next = deferred<unknown>();
    const getter = (t: PyTask | null) => {
      try {
        next.resolve(handOut(t));
      } catch (e) {
        next.reject(e);
      }
    };
    getters.push(getter);
    return cancellable(next.promise, (msg) => {
      const i = getters.indexOf(getter);
      if (i < 0) return false;
      getters.splice(i, 1);
      next.reject(cancelledError(msg));
      return true;
    });
  };
  for (let i = 0; i < tasks.length; i++) yield new PyCoroutine(waitForOne, [], "_wait_for_one", "as_completed.<locals>._wait_for_one");
}

/** A builtin that makes a coroutine of `body` over its arguments (an `async def` in CPython). */
const coroutine = (name: string, body: (a: any, b: any, c: any) => unknown) => (a: unknown, b: unknown, c: unknown) => new PyCoroutine(body, [a, b, c], name, name);

export const waitFunctions = {
  sleep: builtin("sleep", "delay, result=None", coroutine("sleep", sleep)),
  wait_for: builtin("wait_for", "fut, timeout", coroutine("wait_for", waitFor)),
  wait: builtin("wait", "fs, *, timeout=None, return_when='ALL_COMPLETED'", coroutine("wait", wait)),
  as_completed: builtin("as_completed", "fs, *, timeout=None", (fs: unknown, timeout: unknown) =>
    makeGenerator(asCompleted(fs, timeout), "as_completed", "as_completed"),
  ),
  FIRST_COMPLETED: "FIRST_COMPLETED",
  FIRST_EXCEPTION: "FIRST_EXCEPTION",
  ALL_COMPLETED: "ALL_COMPLETED",
};
