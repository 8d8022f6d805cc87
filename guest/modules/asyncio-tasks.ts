// asyncio.Task and asyncio.Future: the Python face of guest/values/tasks.ts's PyTask (done,
// result, exception, cancel, names, done callbacks, CPython's reprs), and the calls that make
// tasks: create_task, ensure_future, current_task, shield.
import {
  E, PyBaseException, PyCoroutine, PyTask, PyType, T, builtin, callPy, cancelledError, countTasks, defineMethods, isInstance, isSubtype, newExceptionType,
  raise, repr, running, str, typeName,
} from "../values/index.js";
import { shortRepr } from "./asyncio-reprlib.js";

export const InvalidStateError = newExceptionType("InvalidStateError", [E.Exception], "asyncio.exceptions");

export const FutureType = new PyType("Future", [T.object], "_asyncio");
export const TaskType = new PyType("Task", [FutureType], "_asyncio");
FutureType.tpName = "_asyncio.Future";
TaskType.tpName = "_asyncio.Task";
Object.defineProperty(PyTask.prototype, "$type", { value: TaskType, configurable: true });

/** asyncio.Future(): a task with no coroutine, settled by set_result or set_exception. */
export class PyFuture extends PyTask {
  constructor() {
    super(null, null);
    this.started = true;
  }

  /** A future runs nothing: cancelling it ends it at once. */
  override cancel(msg: unknown): boolean {
    if (this.done()) return false;
    this.fail(cancelledError(msg));
    return true;
  }
}
Object.defineProperty(PyFuture.prototype, "$type", { value: FutureType });
FutureType.construct = (pos, kw) => callPy(builtin("Future", "*, loop=None", () => new PyFuture()), pos, kw);
TaskType.construct = (pos, kw) => callPy(builtin("Task", "coro, *, loop=None, name=None, context=None", (coro, _loop, name) => createTask(coro, name)), pos, kw);

/** A done callback, taken off by remove_done_callback before it runs. */
interface Callback {
  fn: unknown;
  live: boolean;
}
const callbacks = new WeakMap<PyTask, Callback[]>();

function addDoneCallback(t: PyTask, fn: unknown): void {
  const entry: Callback = { fn, live: true };
  const list = callbacks.get(t) ?? [];
  list.push(entry);
  callbacks.set(t, list);
  // In order with the task's awaiters, as CPython schedules its callbacks when it is done.
  const call = () => {
    if (!entry.live) return;
    entry.live = false;
    try {
      const r = callPy(fn, [t]);
      if (r instanceof Promise) r.catch(() => undefined);
    } catch (e) {
      // CPython logs a callback's exception and goes on.
      if (!(e instanceof PyBaseException)) throw e;
    }
  };
  t.promise.then(call, call);
}

function removeDoneCallback(t: PyTask, fn: unknown): number {
  let n = 0;
  for (const entry of callbacks.get(t) ?? []) {
    if (entry.live && entry.fn === fn) {
      entry.live = false;
      n++;
    }
  }
  return n;
}

function future(self: unknown, method: string, type = FutureType): PyTask {
  if (self instanceof PyTask && isInstance(self, type)) return self;
  return raise(E.TypeError, `descriptor '${method}' for '${type.name}' objects doesn't apply to a '${typeName(self)}' object`);
}

/** result(): the value, or the exception raised; InvalidStateError before it is done. */
function result(t: PyTask): unknown {
  if (!t.done()) raise(InvalidStateError, "Result is not set.");
  return t.awaited();
}

function exception(t: PyTask): unknown {
  if (!t.done()) raise(InvalidStateError, "Exception is not set.");
  if (t.cancelled()) throw t.error;
  return t.error === undefined ? null : t.error;
}

function setException(t: PyTask, exc: unknown): null {
  if (t.done()) raise(InvalidStateError, "invalid state");
  const e = exc instanceof PyType && isSubtype(exc, E.BaseException) ? callPy(exc, []) : exc;
  if (!(e instanceof PyBaseException)) raise(E.TypeError, "exception must be a BaseException");
  if (isSubtype(e.type, E.StopIteration)) raise(E.TypeError, "StopIteration interacts badly with generators and cannot be raised into a Future");
  t.fail(e);
  return null;
}

const STATES = ["pending", "finished", "cancelled"];

/** `<Task pending name='Task-2' coro=<f() running>>`: CPython's, without the coroutine's file and line. */
function taskRepr(t: PyTask): string {
  const isTask = !(t instanceof PyFuture);
  const state = isTask && t.state === 0 && t.cancelRequests > 0 ? "cancelling" : STATES[t.state];
  const parts = [isTask ? "Task" : "Future", state];
  if (isTask) {
    parts.push(`name=${repr(t.name)}`);
    if (t.coro !== null) parts.push(`coro=<${t.coro.qualname}() ${t.done() ? "done" : "running"}>`);
  }
  if (t.state === 1) parts.push(t.error !== undefined ? `exception=${repr(t.error)}` : `result=${shortRepr(t.value)}`);
  return `<${parts.join(" ")}>`;
}
Object.defineProperty(PyTask.prototype, "$repr", {
  value(this: PyTask) {
    return taskRepr(this);
  },
});

defineMethods(FutureType, {
  done: builtin("Future.done", "self, /", (self) => future(self, "done").done()),
  cancelled: builtin("Future.cancelled", "self, /", (self) => future(self, "cancelled").cancelled()),
  cancel: builtin("Future.cancel", "self, /, msg=None", (self, msg) => future(self, "cancel").cancel(msg)),
  result: builtin("Future.result", "self, /", (self) => result(future(self, "result"))),
  exception: builtin("Future.exception", "self, /", (self) => exception(future(self, "exception"))),
  add_done_callback: builtin("Future.add_done_callback", "self, fn, /, *, context=None", (self, fn) => {
    addDoneCallback(future(self, "add_done_callback"), fn);
    return null;
  }),
  remove_done_callback: builtin("Future.remove_done_callback", "self, fn, /", (self, fn) => removeDoneCallback(future(self, "remove_done_callback"), fn)),
  set_result: builtin("Future.set_result", "self, result, /", (self, v) => {
    const t = future(self, "set_result");
    if (t.done()) raise(InvalidStateError, "invalid state");
    t.finish(v);
    return null;
  }),
  set_exception: builtin("Future.set_exception", "self, exception, /", (self, e) => setException(future(self, "set_exception"), e)),
});

defineMethods(TaskType, {
  get_name: builtin("Task.get_name", "self, /", (self) => future(self, "get_name", TaskType).name),
  set_name: builtin("Task.set_name", "self, value, /", (self, v) => ((future(self, "set_name", TaskType).name = str(v)), null)),
  get_coro: builtin("Task.get_coro", "self, /", (self) => future(self, "get_coro", TaskType).coro),
  cancelling: builtin("Task.cancelling", "self, /", (self) => future(self, "cancelling", TaskType).cancelRequests),
  uncancel: builtin("Task.uncancel", "self, /", (self) => uncancel(future(self, "uncancel", TaskType))),
  set_result: builtin("Task.set_result", "self, result, /", () => raise(E.RuntimeError, "Task does not support set_result operation")),
  set_exception: builtin("Task.set_exception", "self, exception, /", () => raise(E.RuntimeError, "Task does not support set_exception operation")),
});

export function uncancel(t: PyTask): number {
  if (t.cancelRequests > 0) t.cancelRequests--;
  return t.cancelRequests;
}

/**
 * A task for `coro`, started when the script next waits (loop.create_task); a promise (what
 * asyncio.sleep and gather give, coroutines or futures in CPython) becomes a task waiting on it.
 */
export function createTask(coro: unknown, name: unknown): PyTask {
  if (!(coro instanceof PyCoroutine || coro instanceof Promise)) raise(E.TypeError, `a coroutine was expected, got ${repr(coro)}`);
  const n = countTasks(1);
  const task = new PyTask(coro instanceof PyCoroutine ? coro : null, name === null ? `Task-${n}` : str(name));
  return coro instanceof Promise ? task.adopt(coro) : task.schedule();
}

/** ensure_future: a task stays itself, a coroutine or a promise becomes one; anything else is
 *  refused as CPython refuses it. */
export function ensureTask(x: unknown): PyTask {
  if (x instanceof PyTask) return x;
  if (x instanceof PyCoroutine || x instanceof Promise) return createTask(x, null);
  return raise(E.TypeError, "An asyncio.Future, a coroutine or an awaitable is required");
}

function currentTask(): PyTask | null {
  return running.task;
}

/** asyncio.shield(aw): a future that cancelling does not pass to `aw`'s task. */
function shield(aw: unknown): PyTask {
  const inner = ensureTask(aw);
  if (inner.done()) return inner;
  const outer = new PyFuture();
  inner.promise.then(
    (v) => outer.finish(v),
    (e) => outer.fail(e),
  );
  return outer;
}

export const taskFunctions = {
  create_task: builtin("create_task", "coro, *, name=None, context=None", createTask),
  ensure_future: builtin("ensure_future", "coro_or_future, *, loop=None", ensureTask),
  current_task: builtin("current_task", "loop=None", currentTask),
  shield: builtin("shield", "arg", shield),
  isfuture: builtin("isfuture", "obj", (x) => x instanceof PyTask),
  iscoroutine: builtin("iscoroutine", "obj", (x) => x instanceof PyCoroutine),
  iscoroutinefunction: builtin("iscoroutinefunction", "func", isCoroutineFunction),
};

/** An `async def` that does not yield, or a method bound to one (CPython's inspect test). */
function isCoroutineFunction(f: any): boolean {
  const fn = f?.$func ?? f;
  return typeof fn === "function" && ((fn.$params as { coroutine?: true } | undefined)?.coroutine === true || fn.$coroutineFunction === true);
}
