// Runs a program against a fresh `$rt` and produces the outcome JSON the host expects:
// {"status":"ok","result":...} or {"status":"error","error":{type,message,line,traceback}}.

import { PyBaseException, dropTimers, hooks, resetTasks, setRunOptions, str, type RunOptions } from "../values/index.js";
import { toResultJSON } from "../modules/json/index.js";
import { toPyExc } from "./errors.js";
import { hostJson } from "./host-json.js";
import type { Run } from "./runtime.js";
import type { HostBinding } from "./tools.js";
import { exceptionFrames, formatTraceback, handledTraceback, innermostLine, stackText, type ProgramMap } from "./traceback.js";

export type ProgramFn = ($rt: Record<string, unknown>) => Promise<unknown>;

/**
 * Runs `program` with `options` (or the host's options JSON, read when first needed) against
 * `run` (guest/runtime/runtime.ts createRun over the same `host`), used once; `settled` runs
 * when the outcome is known, before it resolves. One promise job from the program's end to the
 * outcome: each job more cost a warm flow tens of microseconds.
 */
export function runProgram(program: ProgramFn, options: RunOptions | string, host: HostBinding, { rt, map }: Run, settled?: () => void): Promise<string> {
  hooks.print = (text) => host.print(text);
  hooks.scriptFrames = () => map.frames(new Error().stack ?? "");
  hooks.exceptionText = (e, caughtIn) => handledTraceback(e, map, caughtIn);
  hooks.stackText = stackText;
  setRunOptions(options);
  hooks.unicodeNames = null;
  hooks.zoneData = null;
  dropTimers();
  resetTasks();
  const done = (outcome: string) => {
    settled?.();
    return outcome;
  };
  let running: Promise<unknown>;
  try {
    running = Promise.resolve(program(rt));
  } catch (e) {
    running = Promise.reject(e);
  }
  return running.then(
    (value) => {
      let outcome: string;
      try {
        // Converting the result can fail too (RecursionError for nesting json.dumps refuses).
        outcome = `{"status":"ok","result":${hostJson(toResultJSON(value))}}`;
      } catch (e) {
        outcome = errorOutcome(e, map);
      }
      return done(outcome);
    },
    (e: unknown) => done(errorOutcome(e, map)),
  );
}

function failure(type: string, message: string, line: number | null, traceback: string): string {
  return JSON.stringify({ status: "error", error: { type, message, line, traceback } });
}

function errorOutcome(e: unknown, map: ProgramMap): string {
  if (e instanceof Error && e.name === "InternalError" && /out of memory/.test(e.message)) {
    return failure("MemoryError", "out of memory", innermostLine(map.frames(e.stack ?? "")), "");
  }
  let exc: PyBaseException;
  try {
    exc = toPyExc(e);
  } catch (internal) {
    // Never the JS message or stack: they describe the runtime, not the script.
    const line = internal instanceof Error ? innermostLine(map.frames(internal.stack ?? "")) : null;
    return failure("InternalError", "internal error in the flow runtime", line, "");
  }
  return failure(exc.type.name, str(exc), innermostLine(exceptionFrames(exc, map)), formatTraceback(exc, map));
}
