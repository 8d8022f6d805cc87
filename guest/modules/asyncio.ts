// The `asyncio` module, as far as tool flows need it: gather runs awaitables (tool calls in flight,
// script coroutines, tasks) concurrently and keeps argument order; run runs a coroutine for the
// runtime to await; to_thread calls its function when awaited. Tasks, waits on the flow's clock,
// timeouts, task groups, queues, events and locks are the asyncio-*.ts files'.
import {
  CancelledError, E, PyBaseException, PyCoroutine, PyDict, PyList, PyModule, PyTask, T, builtin, callPy, cancellable, countTasks,
  isCancelledError, keywordRecord, newException, raise, repr, running, truthy, type PyFunction,
} from "../values/index.js";
import { asyncioLocks } from "./asyncio-locks.js";
import { EventType } from "./asyncio-event.js";
import { loopFunctions } from "./asyncio-loop.js";
import { LifoQueueType, PriorityQueueType, QueueEmpty, QueueFull, QueueType } from "./asyncio-queues.js";
import { TaskGroupType } from "./asyncio-taskgroup.js";
import { FutureType, InvalidStateError, TaskType, taskFunctions } from "./asyncio-tasks.js";
import { timeoutFunctions } from "./asyncio-timeouts.js";
import { waitFunctions } from "./asyncio-waits.js";

/**
 * Coroutines made tasks: they start, in order, when the script next waits, as CPython's event loop
 * runs new tasks once the current one yields, so an error surfaces where the task is awaited.
 * Every await of a task shares its outcome. One promise job starts them all.
 */
function tasks(coros: PyCoroutine[]): Promise<unknown[]> {
  return Promise.resolve().then(() =>
    coros.map((c) => {
      try {
        return c.start();
      } catch (e) {
        return Promise.reject(e);
      }
    }),
  );
}

/** A promise nobody awaits fails silently (CPython only logs its exception on stderr). */
function quiet<T>(p: Promise<T>): Promise<T> {
  p.catch(() => undefined);
  return p;
}

/** A child gather reports as a result: a cancelled one as a new CancelledError('') (CPython
 *  3.11's task keeps no cancel message once cancelled, and gather makes one from it). */
function asResult(e: PyBaseException): PyBaseException {
  return isCancelledError(e) ? newException(CancelledError, [""]) : e;
}

/**
 * asyncio.gather: a Promise of the results in argument order. An argument that is neither a
 * promise, a task nor a coroutine is a result already (a tool's answer, SPEC's lenient gather).
 * A program that may cancel (guest/values/tasks.ts) makes each coroutine a task, which
 * cancelling the gather cancels.
 */
function gather(aws: unknown[], returnExceptions: unknown): Promise<PyList> {
  // The same coroutine twice in one call is one task (CPython's gather does the same). CPython
  // numbers a task for every argument that is not one already (a tool call's coroutine too).
  const index = new Map<PyCoroutine, number>();
  const numbers: number[] = [];
  let given = false;
  for (const a of aws) {
    if (a instanceof PyCoroutine) {
      if (!index.has(a)) {
        index.set(a, index.size);
        numbers.push(countTasks(1));
      }
    } else if (a instanceof PyTask) given = true;
    else countTasks(1);
  }
  const settle = (parts: unknown[]): Promise<PyList> => {
    if (!truthy(returnExceptions)) return Promise.all(parts).then((xs) => new PyList(xs));
    // Only Python exceptions become results; host failures (limits, cancellation) still propagate.
    const caught = parts.map((a) =>
      Promise.resolve(a).catch((e: unknown) => {
        if (e instanceof PyBaseException) return asResult(e);
        throw e;
      }),
    );
    return Promise.all(caught).then((xs) => new PyList(xs));
  };
  if (running.tracking) return trackedGather(aws, index, numbers, settle);
  const parts = given ? aws.map(promiseOf) : aws;
  if (index.size === 0) return quiet(settle(parts));
  return quiet(tasks([...index.keys()]).then((started) => settle(parts.map((a) => (a instanceof PyCoroutine ? started[index.get(a)!] : a)))));
}

/** A task's promise; anything else as it is. */
const promiseOf = (a: unknown) => (a instanceof PyTask ? a.promise : a);

/** gather in a program that may cancel: each coroutine a task; cancelling the gather cancels its tasks. */
function trackedGather(aws: unknown[], index: Map<PyCoroutine, number>, numbers: number[], settle: (parts: unknown[]) => Promise<PyList>): Promise<PyList> {
  const made = [...index.keys()].map((c, i) => new PyTask(c, `Task-${numbers[i]}`));
  if (made.length) Promise.resolve().then(() => made.forEach((t) => t.run()));
  const children = aws.map((a) => (a instanceof PyCoroutine ? made[index.get(a)!] : a));
  const p = quiet(settle(children.map(promiseOf)));
  return cancellable(p, (msg) => {
    let any = false;
    for (const c of children) if (c instanceof PyTask && c.cancel(msg)) any = true;
    return any;
  });
}

/** asyncio.run(main()): the coroutine's value, or a promise of it (a tool call in flight passes). */
function run(main: unknown): unknown {
  if (main instanceof PyCoroutine) return main.start();
  if (main instanceof Promise) return main;
  return raise(E.ValueError, `a coroutine was expected, got ${repr(main)}`);
}

/** asyncio.to_thread(func, *args, **kwargs): a coroutine calling func when it runs (no threads
 *  here: a tool's call starts then, so gathered ones overlap as tool calls do). */
function toThread(func: unknown, args: unknown[], kw: PyDict | null): PyCoroutine {
  const named = keywordRecord(kw);
  return new PyCoroutine(() => callPy(func, args, named), [], "to_thread", "to_thread");
}

/** CPython writes these in Python: `<function gather at 0x...>`, type `function`. */
function pythonLevel(fn: PyFunction): PyFunction {
  fn.$type = T.function;
  return fn;
}

const PYTHON_LEVEL = { ...taskFunctions, ...waitFunctions, ...timeoutFunctions };

export function asyncioModule(): PyModule {
  const functions: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(PYTHON_LEVEL)) functions[name] = typeof v === "function" ? pythonLevel(v as PyFunction) : v;
  return new PyModule("asyncio", {
    // get_running_loop and get_event_loop are written in C.
    ...loopFunctions,
    gather: pythonLevel(builtin("gather", "*aws, return_exceptions=False", gather)),
    run: pythonLevel(builtin("run", "main, *, debug=None", run)),
    to_thread: pythonLevel(builtin("to_thread", "func, /, *args, **kwargs", toThread)),
    ...functions,
    Task: TaskType,
    Future: FutureType,
    TaskGroup: TaskGroupType,
    Queue: QueueType,
    PriorityQueue: PriorityQueueType,
    LifoQueue: LifoQueueType,
    Event: EventType,
    ...asyncioLocks,
    CancelledError,
    TimeoutError: E.TimeoutError,
    InvalidStateError,
    QueueEmpty,
    QueueFull,
  });
}
