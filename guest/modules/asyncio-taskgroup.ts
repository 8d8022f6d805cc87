// asyncio.TaskGroup as CPython 3.11's taskgroups.py runs it: `async with` waits for every task
// it made; the first task to fail cancels the others and the block (its parent task), and the
// errors leave as one ExceptionGroup ('unhandled errors in a TaskGroup').
import {
  CancelledError, E, PyBaseException, PyList, PyType, T, builtin, callPy, cancellable, cancelledError, defineMethods, isSubtype, raise,
  running, typeName, type PyTask,
} from "../values/index.js";
import { createTask, uncancel } from "./asyncio-tasks.js";

const TaskGroupType = new PyType("TaskGroup", [T.object], "asyncio.taskgroups");

const isBaseError = (e: PyBaseException) => isSubtype(e.type, E.SystemExit) || isSubtype(e.type, E.KeyboardInterrupt);

class TaskGroup {
  readonly $type = TaskGroupType;
  private entered = false;
  private exiting = false;
  private aborting = false;
  private parent: PyTask | null = null;
  private parentCancelRequested = false;
  private readonly tasks = new Set<PyTask>();
  private errors: PyBaseException[] = [];
  private baseError: PyBaseException | null = null;
  /** Wakes __aexit__ when the last task is done. */
  private onCompleted: (() => void) | null = null;

  $repr(): string {
    const info = [""];
    if (this.tasks.size) info.push(`tasks=${this.tasks.size}`);
    if (this.errors.length) info.push(`errors=${this.errors.length}`);
    if (this.aborting) info.push("cancelling");
    else if (this.entered) info.push("entered");
    return `<TaskGroup${info.join(" ")}>`;
  }

  enter(): TaskGroup {
    if (this.entered) raise(E.RuntimeError, `TaskGroup ${this.$repr()} has already been entered`);
    this.parent = running.task;
    if (this.parent === null) raise(E.RuntimeError, `TaskGroup ${this.$repr()} cannot determine the parent task`);
    this.entered = true;
    return this;
  }

  createTask(coro: unknown, name: unknown): PyTask {
    if (!this.entered) raise(E.RuntimeError, `TaskGroup ${this.$repr()} has not been entered`);
    if (this.exiting && this.tasks.size === 0) raise(E.RuntimeError, `TaskGroup ${this.$repr()} is finished`);
    if (this.aborting) raise(E.RuntimeError, `TaskGroup ${this.$repr()} is shutting down`);
    const task = createTask(coro, name);
    const done = () => this.taskDone(task);
    task.promise.then(done, done);
    this.tasks.add(task);
    return task;
  }

  private abort(): void {
    this.aborting = true;
    for (const t of this.tasks) if (!t.done()) t.cancel(null);
  }

  private taskDone(task: PyTask): void {
    this.tasks.delete(task);
    if (this.onCompleted !== null && this.tasks.size === 0) this.onCompleted();
    if (task.cancelled() || !(task.error instanceof PyBaseException)) return;
    const exc = task.error;
    this.errors.push(exc);
    if (isBaseError(exc) && this.baseError === null) this.baseError = exc;
    if (this.parent!.done()) return;
    if (!this.aborting && !this.parentCancelRequested) {
      // Cancel what the block runs now; __aexit__ takes the cancellation back.
      this.abort();
      this.parentCancelRequested = true;
      this.parent!.cancel(null);
    }
  }

  exit(type: unknown, exc: unknown): unknown {
    this.exiting = true;
    if (exc instanceof PyBaseException && isBaseError(exc) && this.baseError === null) this.baseError = exc;
    let propagate: unknown = type === CancelledError ? exc : null;
    if (this.parentCancelRequested && uncancel(this.parent!) === 0) propagate = null;
    if (type !== null && !this.aborting) this.abort();
    const finish = (): null => {
      if (this.baseError !== null) throw this.baseError;
      if (propagate !== null && this.errors.length === 0) throw propagate;
      if (type !== null && type !== CancelledError) this.errors.push(exc as PyBaseException);
      if (this.errors.length === 0) return null;
      const group = callPy(E.BaseExceptionGroup, ["unhandled errors in a TaskGroup", new PyList(this.errors)]) as PyBaseException;
      this.errors = [];
      group.suppressContext = true;
      throw group;
    };
    if (this.tasks.size === 0) return finish();
    // The parent cancelled while it waits here: the group's tasks are cancelled, and it waits on.
    const allDone = new Promise<void>((resolve) => (this.onCompleted = resolve));
    return cancellable(allDone.then(finish), (msg) => {
      if (!this.aborting) {
        propagate = cancelledError(msg);
        this.abort();
      }
      return true;
    });
  }
}

function group(self: unknown, method: string): TaskGroup {
  if (self instanceof TaskGroup) return self;
  return raise(E.TypeError, `descriptor '${method}' for 'TaskGroup' objects doesn't apply to a '${typeName(self)}' object`);
}

TaskGroupType.construct = (pos, kw) => callPy(builtin("TaskGroup", "", () => new TaskGroup()), pos, kw);
defineMethods(TaskGroupType, {
  create_task: builtin("create_task", "self, coro, *, name=None, context=None", (self, coro, name) => group(self, "create_task").createTask(coro, name)),
  __aenter__: builtin("__aenter__", "self, /", (self) => group(self, "__aenter__").enter()),
  __aexit__: builtin("__aexit__", "self, et, exc, tb, /", (self, type, exc) => group(self, "__aexit__").exit(type, exc)),
});

export { TaskGroupType };
