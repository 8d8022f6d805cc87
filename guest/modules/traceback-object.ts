// The traceback object of an exc_info triple (sys.exc_info(), logging's exc_info=True): no frames
// to walk, only where the exception was handled, from which logging formats its traceback text.
import { PyBaseException, PyTuple, PyType, T, fakeAddress, handling, hooks, type ScriptFrame } from "../values/index.js";

const TracebackType = new PyType("traceback", [T.object], "builtins");

/** What exc_info's third item stands for: the frames of the call that asked, where the exception's traceback starts. */
export class Traceback {
  constructor(readonly caughtIn: ScriptFrame[]) {}
  $repr(): string {
    return `<traceback object at ${fakeAddress(this)}>`;
  }
}
Object.defineProperty(Traceback.prototype, "$type", { value: TracebackType });

/** `(type, value, traceback)` of `e`, or of the exception being handled; `(None, None, None)` without one. */
export function excInfoTuple(e: PyBaseException | null = handling.current, here: ScriptFrame[] = hooks.scriptFrames()): PyTuple {
  return new PyTuple(e === null ? [null, null, null] : [e.type, e, new Traceback(here)]);
}
