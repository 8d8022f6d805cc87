// logging's handlers. Handler: the base a script derives from (overriding emit()). StreamHandler
// writes each record with its stream's write(): sys.stderr by default (which flows drop),
// sys.stdout (the flow's prints), or any object with a write method. NullHandler; lastResort, the
// stderr handler of records no handler took; FileHandler, which flows cannot have.

import {
  E, PyBaseException, PyProperty, binaryOp, callPy, getAttr, hasAttr, isInstance, lookupAttr, pyDef, raise, str,
  truthy, typeName,
} from "../../values/index.js";
import { STDERR, Stream, currentFile, writeOwn } from "../std-streams.js";
import { defaultFormatter } from "./formatter.js";
import { FiltererType, initFilterer } from "./filters.js";
import { NOTSET, WARNING, checkLevel, getLevelName } from "./levels.js";
import { call, loggingClass, setAttr } from "./python-class.js";

/** `_handlerList`: every handler made, for shutdown(). */
export const madeHandlers: unknown[] = [];

function initHandler(self: unknown, level: unknown): null {
  initFilterer(self);
  setAttr(self, "_name", null);
  setAttr(self, "level", checkLevel(level));
  setAttr(self, "formatter", null);
  setAttr(self, "_closed", false);
  madeHandlers.push(self);
  call(self, "createLock", []);
  return null;
}

/** The lock's acquire() or release(): a flow has one thread, and the handler's lock is None. */
function lockStep(step: string) {
  return (self: unknown) => {
    const lock = getAttr(self, "lock");
    if (truthy(lock)) call(lock, step, []);
    return null;
  };
}

export const HandlerType = loggingClass("Handler", [FiltererType], {
  __init__: ["self, level=0", initHandler],
  get_name: ["self", (self: unknown) => getAttr(self, "_name")],
  set_name: ["self, name", (self: unknown, name: unknown) => (setAttr(self, "_name", name), null)],
  createLock: ["self", (self: unknown) => (setAttr(self, "lock", null), null)],
  acquire: ["self", lockStep("acquire")],
  release: ["self", lockStep("release")],
  setLevel: ["self, level", (self: unknown, level: unknown) => (setAttr(self, "level", checkLevel(level)), null)],
  format: ["self, record", (self: unknown, record: unknown) => {
    const formatter = getAttr(self, "formatter");
    return call(truthy(formatter) ? formatter : defaultFormatter, "format", [record]);
  }],
  emit: ["self, record", () => raise(E.NotImplementedError, "emit must be implemented by Handler subclasses")],
  handle: ["self, record", (self: unknown, record: unknown) => {
    const rv = call(self, "filter", [record]);
    if (truthy(rv)) {
      call(self, "acquire", []);
      try {
        call(self, "emit", [record]);
      } finally {
        call(self, "release", []);
      }
    }
    return rv;
  }],
  setFormatter: ["self, fmt", (self: unknown, fmt: unknown) => (setAttr(self, "formatter", fmt), null)],
  flush: ["self", () => null],
  close: ["self", (self: unknown) => (setAttr(self, "_closed", true), null)],
  // CPython reports the error on sys.stderr, which a flow drops, and logging goes on.
  handleError: ["self, record", () => null],
  __repr__: ["self", (self: unknown) => `<${typeName(self)} (${str(getLevelName(getAttr(self, "level")))})>`],
});
HandlerType.methods.set("name", new PyProperty(HandlerType.methods.get("get_name"), HandlerType.methods.get("set_name"), null, null));

/** StreamHandler.emit: the formatted record and the terminator written, any Exception but RecursionError to handleError(). */
function emitToStream(self: unknown, record: unknown): null {
  try {
    const text = binaryOp("Add", call(self, "format", [record]), getAttr(self, "terminator"));
    const stream = getAttr(self, "stream");
    // sys.stdout or sys.stderr held since before a redirect_* block: CPython's handler holds the real stream.
    if (stream instanceof Stream) writeOwn(stream, text);
    else call(stream, "write", [text]);
    call(self, "flush", []);
  } catch (e) {
    if (!(e instanceof PyBaseException) || !isInstance(e, E.Exception) || isInstance(e, E.RecursionError)) throw e;
    call(self, "handleError", [record]);
  }
  return null;
}

export const StreamHandlerType = loggingClass("StreamHandler", [HandlerType], {
  __init__: ["self, stream=None", (self: unknown, stream: unknown) => {
    initHandler(self, NOTSET);
    // The file the script's sys.stdout or sys.stderr is now: a redirect_* block's, else the stream.
    setAttr(self, "stream", currentFile(stream ?? STDERR));
    return null;
  }],
  flush: ["self", (self: unknown) => {
    const stream = getAttr(self, "stream");
    if (truthy(stream) && hasAttr(stream, "flush")) call(stream, "flush", []);
    return null;
  }],
  emit: ["self, record", emitToStream],
  setStream: ["self, stream", (self: unknown, stream: unknown) => {
    const old = getAttr(self, "stream");
    if (stream === old) return null;
    call(self, "flush", []);
    setAttr(self, "stream", stream);
    return old;
  }],
  __repr__: ["self", (self: unknown) => {
    const name = str(lookupAttr(getAttr(self, "stream"), "name") ?? "");
    return `<${typeName(self)} ${name ? `${name} ` : ""}(${str(getLevelName(getAttr(self, "level")))})>`;
  }],
}, { terminator: "\n" });

export const FileHandlerType = loggingClass("FileHandler", [StreamHandlerType], {
  __init__: ["self, filename, mode='a', encoding=None, delay=False, errors=None", () =>
    raise(E.PermissionError, "writing logs to a file is not available in tool flows (they have no file system); log to sys.stdout, the flow's prints: logging.basicConfig(stream=sys.stdout) or logging.StreamHandler(sys.stdout)")],
});

export const NullHandlerType = loggingClass("NullHandler", [HandlerType], {
  handle: ["self, record", () => null],
  emit: ["self, record", () => null],
});

/** `_StderrHandler`: whatever sys.stderr is when it writes. */
const StderrHandlerType = loggingClass("_StderrHandler", [StreamHandlerType], {
  __init__: ["self, level=0", initHandler],
});
StderrHandlerType.methods.set("stream", new PyProperty(pyDef("_StderrHandler.stream", "self", () => currentFile(STDERR)), null, null, null));

/** `lastResort`: where a record of WARNING or above goes when no logger on its way has a handler. */
export const lastResort = callPy(StderrHandlerType, [WARNING]);
