// The `asyncio` module, as far as tool flows need it: gather runs awaitables (tool calls in flight,
// script coroutines) concurrently and keeps argument order; run returns its argument for the
// runtime to await; sleep never waits (there is no clock), it only yields.
import { PyBaseException, PyList, PyModule, builtin, truthy } from "../values/index.js";

/** asyncio.gather: a Promise of the results in argument order. Arguments that are not promises
 *  are results already (an `async def` that never reaches a tool is compiled synchronously). */
function gather(aws: unknown[], returnExceptions: unknown): Promise<PyList> {
  if (!truthy(returnExceptions)) return Promise.all(aws).then((xs) => new PyList(xs));
  // Only Python exceptions become results; host failures (limits, cancellation) still propagate.
  return Promise.all(
    aws.map((a) =>
      Promise.resolve(a).catch((e: unknown) => {
        if (e instanceof PyBaseException) return e;
        throw e;
      }),
    ),
  ).then((xs) => new PyList(xs));
}

export function asyncioModule(): PyModule {
  return new PyModule("asyncio", {
    gather: builtin("gather", "*aws, return_exceptions=False", gather),
    run: builtin("run", "main, *, debug=None", (main: unknown) => main),
    create_task: builtin("create_task", "coro, *, name=None, context=None", (coro: unknown) => coro),
    sleep: builtin("sleep", "delay, result=None", (_delay: unknown, result: unknown) => Promise.resolve(result)),
  });
}
