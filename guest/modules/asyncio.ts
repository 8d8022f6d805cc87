// The `asyncio` module, as far as tool flows need it: gather runs awaitables (tool calls in flight,
// script coroutines) concurrently and keeps argument order; run runs a coroutine for the runtime to
// await; create_task starts one as a task; sleep never waits (there is no clock), it only yields;
// to_thread calls its function when awaited; Lock and the semaphores are asyncio-locks.ts's.
import { E, PyBaseException, PyCoroutine, PyDict, PyList, PyModule, T, builtin, callPy, keywordRecord, raise, repr, truthy, type PyFunction } from "../values/index.js";
import { asyncioLocks } from "./asyncio-locks.js";

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

/** asyncio.gather: a Promise of the results in argument order. An argument that is neither a
 *  promise nor a coroutine is a result already (a tool's answer, SPEC's lenient gather). */
function gather(aws: unknown[], returnExceptions: unknown): Promise<PyList> {
  // The same coroutine twice in one call is one task (CPython's gather does the same).
  const index = new Map<PyCoroutine, number>();
  for (const a of aws) if (a instanceof PyCoroutine && !index.has(a)) index.set(a, index.size);
  const settle = (parts: unknown[]): Promise<PyList> => {
    if (!truthy(returnExceptions)) return Promise.all(parts).then((xs) => new PyList(xs));
    // Only Python exceptions become results; host failures (limits, cancellation) still propagate.
    const caught = parts.map((a) =>
      Promise.resolve(a).catch((e: unknown) => {
        if (e instanceof PyBaseException) return e;
        throw e;
      }),
    );
    return Promise.all(caught).then((xs) => new PyList(xs));
  };
  if (index.size === 0) return quiet(settle(aws));
  return quiet(tasks([...index.keys()]).then((started) => settle(aws.map((a) => (a instanceof PyCoroutine ? started[index.get(a)!] : a)))));
}

/** asyncio.run(main()): the coroutine's value, or a promise of it (a tool call in flight passes). */
function run(main: unknown): unknown {
  if (main instanceof PyCoroutine) return main.start();
  if (main instanceof Promise) return main;
  return raise(E.ValueError, `a coroutine was expected, got ${repr(main)}`);
}

function createTask(coro: unknown): Promise<unknown> {
  if (!(coro instanceof PyCoroutine)) raise(E.TypeError, `a coroutine was expected, got ${repr(coro)}`);
  return quiet(tasks([coro]).then((started) => started[0]));
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

export function asyncioModule(): PyModule {
  return new PyModule("asyncio", {
    gather: pythonLevel(builtin("gather", "*aws, return_exceptions=False", gather)),
    run: pythonLevel(builtin("run", "main, *, debug=None", run)),
    create_task: pythonLevel(builtin("create_task", "coro, *, name=None, context=None", createTask)),
    sleep: pythonLevel(builtin("sleep", "delay, result=None", (_delay: unknown, result: unknown) => Promise.resolve(result))),
    to_thread: pythonLevel(builtin("to_thread", "func, /, *args, **kwargs", toThread)),
    ...asyncioLocks,
  });
}
