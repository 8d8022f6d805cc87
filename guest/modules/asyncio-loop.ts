// The running event loop as flows use it (asyncio.get_running_loop(), get_event_loop()): its
// clock (time(): the flow's clock, guest/values/flow-clock.ts), and tasks, futures and executor
// calls made through it. Nothing else of the loop exists: the guest runs the one loop itself.
import { PyBaseException, PyFloat, PyType, T, builtin, callPy, defineMethods, flowClock } from "../values/index.js";
import { PyFuture, createTask } from "./asyncio-tasks.js";

const LoopType = new PyType("_UnixSelectorEventLoop", [T.object], "asyncio.unix_events");

const loop = { $type: LoopType, $repr: () => "<_UnixSelectorEventLoop running=True closed=False debug=False>" };

/** loop.run_in_executor(None, func, *args): func runs at once (no threads; a tool it calls is in
 *  flight meanwhile), its outcome the future's. */
function runInExecutor(func: unknown, args: unknown[]): PyFuture {
  const f = new PyFuture();
  try {
    const r = callPy(func, args);
    if (r instanceof Promise) r.then((v) => f.finish(v), (e) => f.fail(e));
    else f.finish(r);
  } catch (e) {
    if (!(e instanceof PyBaseException)) throw e;
    f.fail(e);
  }
  return f;
}

defineMethods(LoopType, {
  time: builtin("time", "self, /", () => new PyFloat(Number(flowClock.ns) / 1e9)),
  create_task: builtin("create_task", "self, coro, *, name=None, context=None", (_self, coro, name) => createTask(coro, name)),
  create_future: builtin("create_future", "self, /", () => new PyFuture()),
  run_in_executor: builtin("run_in_executor", "self, executor, func, /, *args", (_self, _executor, func, args) => runInExecutor(func, args)),
});

export const loopFunctions = {
  get_running_loop: builtin("get_running_loop", "", () => loop),
  get_event_loop: builtin("get_event_loop", "", () => loop),
};
