// Awaits of a program compiled in tracking mode (guest/values/tasks.ts): the transpiler emits
// `$awaitInTask` where it would emit `$awaitAt`, and resumes through `resumeTask(await x, task)`.
// The innermost await of a task registers what it waits on as the task's suspension (so cancel()
// reaches it). While it waits, any other await of the task is an outer frame's (one waiting on
// the coroutine that waits there): it only passes the outcome on.

import { PyBaseException, PyCoroutine, PyTask, Thrown, running } from "../values/index.js";
import { passThrough } from "./await-frames.js";
import type { ProgramMap } from "./traceback.js";

export function createAwaitInTask(map: ProgramMap): (x: unknown, fn: number, line: number) => unknown {
  return (x, fn, line) => {
    const task = running.task;
    if (!(x instanceof Promise)) {
      if (x instanceof PyCoroutine) x = x.start();
      else if (x instanceof PyTask) x = x.awaited();
      if (!(x instanceof Promise)) return x;
    }
    const failed = (e: unknown) => {
      if (e instanceof PyBaseException) passThrough(e, fn, line, map);
    };
    if (task !== null && task.suspension === null) return task.suspend(x, failed);
    return x.then(undefined, (e: unknown) => {
      failed(e);
      return new Thrown(e);
    });
  };
}

/** The prologue of a program in tracking mode: its top level runs as the main task, Task-1. */
export function trackTasks(): void {
  running.tracking = true;
  const main = new PyTask(null, "Task-1");
  main.started = true;
  running.task = main;
}
