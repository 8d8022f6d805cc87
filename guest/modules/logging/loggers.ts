// logging.Logger and the root logger: a logger's effective level (from its ancestors),
// isEnabledFor's cached answers, its records (funcName and lineno the script's own, from the
// running stack; exc_info; extra), and the handlers a record reaches along `propagate`, or
// lastResort when it reaches none. The hierarchy itself is the Manager's (manager.ts).

import {
  E, PyDict, PyList, PyTuple, PyInstance, callMethod, getAttr, getItem, hooks, isInt, keywordRecord, raise, repr,
  richCompareBool, SCRIPT_FILE, str, toArray, truthy, typeName, type ScriptFrame,
} from "../../values/index.js";
import { FiltererType, initFilterer } from "./filters.js";
import { lastResort } from "./handlers.js";
import { CRITICAL, DEBUG, ERROR, INFO, NOTSET, WARNING, checkLevel, getLevelName } from "./levels.js";
import { addsTo, call, callValue, loggingClass, removesFrom, setAttr, type Method } from "./python-class.js";
import { excInfoOf, newRecord } from "./record.js";

/** findCaller: the script frame `stacklevel` frames out from the logging call, and the stack to it when `stack_info` is true. */
function findCaller(frames: ScriptFrame[], stackInfo: unknown, stacklevel: unknown): [string, number, string, string | null] {
  if (frames.length === 0) return ["(unknown file)", 0, "(unknown function)", null];
  const up = isInt(stacklevel) ? Math.max(Number(stacklevel), 1) : 1;
  const at = Math.max(frames.length - up, 0);
  const sinfo = truthy(stackInfo) ? `Stack (most recent call last):\n${hooks.stackText(frames.slice(0, at + 1))}` : null;
  return [SCRIPT_FILE, frames[at].line, frames[at].name, sinfo];
}

function log(self: unknown, level: unknown, msg: unknown, args: unknown, excInfo: unknown, extra: unknown, stackInfo: unknown, stacklevel: unknown): null {
  const frames = hooks.scriptFrames();
  const [fn, lno, func, sinfo] = findCaller(frames, stackInfo, stacklevel);
  const record = call(self, "makeRecord", [getAttr(self, "name"), level, fn, lno, msg, args, excInfoOf(excInfo, frames), func, extra, sinfo]);
  call(self, "handle", [record]);
  return null;
}

function makeRecord(_self: unknown, name: unknown, level: unknown, fn: unknown, lno: unknown, msg: unknown, args: unknown, excInfo: unknown, func: unknown, extra: unknown, sinfo: unknown): unknown {
  const record = newRecord([name, level, fn, lno, msg, args, excInfo, func, sinfo]);
  if (extra === null) return record;
  const attrs = (record as PyInstance).attrs;
  for (const key of toArray(extra)) {
    const k = str(key);
    if (k === "message" || k === "asctime" || k in attrs) raise(E.KeyError, `Attempt to overwrite ${repr(key)} in LogRecord`);
    attrs[k] = getItem(extra, key);
  }
  return record;
}

function callHandlers(self: unknown, record: unknown): null {
  const levelno = getAttr(record, "levelno");
  let found = 0;
  for (let c = self; truthy(c); c = truthy(getAttr(c, "propagate")) ? getAttr(c, "parent") : null) {
    const handlers = getAttr(c, "handlers");
    const items = handlers instanceof PyList ? handlers.items : toArray(handlers);
    // By index: a handler may add or remove handlers as the list is walked, as CPython's loop sees.
    for (let i = 0; i < items.length; i++) {
      found++;
      if (richCompareBool(levelno, getAttr(items[i], "level"), "GtE")) call(items[i], "handle", [record]);
    }
  }
  if (found === 0 && richCompareBool(levelno, getAttr(lastResort, "level"), "GtE")) call(lastResort, "handle", [record]);
  return null;
}

function isEnabledFor(self: unknown, level: unknown): boolean {
  if (truthy(getAttr(self, "disabled"))) return false;
  const cache = getAttr(self, "_cache") as PyDict;
  const known = cache.get(level);
  if (known !== undefined) return known;
  const enabled = !richCompareBool(getAttr(getAttr(self, "manager"), "disable"), level, "GtE") && richCompareBool(level, call(self, "getEffectiveLevel", []), "GtE");
  cache.set(level, enabled);
  return enabled;
}

/** `<Logger name (LEVEL)>` of a logger, or of an adapter (`self`) around one: the effective level's name. */
export function loggerRepr(self: unknown, logger: unknown): string {
  return `<${typeName(self)} ${str(getAttr(logger, "name"))} (${str(getLevelName(call(logger, "getEffectiveLevel", [])))})>`;
}

/** Logger.debug and its kin: `msg % args` at `level`, when the logger is enabled for it. */
function atLevel(level: number) {
  return (self: unknown, msg: unknown, args: unknown[], kwargs: PyDict | null) => {
    if (truthy(call(self, "isEnabledFor", [level]))) call(self, "_log", [level, msg, new PyTuple(args)], keywordRecord(kwargs));
    return null;
  };
}

/** Logger.warn, fatal (LoggerAdapter.warn): deprecated names of another method (the DeprecationWarning goes to stderr). */
function alias(method: string) {
  return (self: unknown, msg: unknown, args: unknown[], kwargs: PyDict | null) => call(self, method, [msg, ...args], keywordRecord(kwargs));
}

function initLogger(self: unknown, name: unknown, level: unknown): null {
  initFilterer(self);
  setAttr(self, "name", name);
  setAttr(self, "level", checkLevel(level));
  setAttr(self, "parent", null);
  setAttr(self, "propagate", true);
  setAttr(self, "handlers", new PyList([]));
  setAttr(self, "disabled", false);
  setAttr(self, "_cache", new PyDict());
  return null;
}

/** The parameters of Logger.debug and its kin (LoggerAdapter's too). */
const MESSAGE = "self, msg, *args, **kwargs";

/**
 * debug, info, warning, warn, error, exception and critical, as a Logger's or a LoggerAdapter's:
 * `at(level)` makes one level's method, `error(self, msg, args, kwargs)` is what exception()
 * does with its `exc_info=True` among the keywords.
 */
export function levelMethods(
  at: (level: number) => Method[1],
  error: (self: unknown, msg: unknown, args: unknown[], kwargs: Record<string, unknown>) => unknown,
): Record<string, Method> {
  return {
    debug: [MESSAGE, at(DEBUG)],
    info: [MESSAGE, at(INFO)],
    warning: [MESSAGE, at(WARNING)],
    warn: [MESSAGE, alias("warning")],
    error: [MESSAGE, at(ERROR)],
    exception: ["self, msg, *args, exc_info=True, **kwargs", (self: unknown, msg: unknown, args: unknown[], excInfo: unknown, kwargs: PyDict | null) =>
      error(self, msg, args, { ...keywordRecord(kwargs), exc_info: excInfo })],
    critical: [MESSAGE, at(CRITICAL)],
  };
}

export const LoggerType = loggingClass("Logger", [FiltererType], {
  __init__: ["self, name, level=0", initLogger],
  setLevel: ["self, level", (self: unknown, level: unknown) => {
    setAttr(self, "level", checkLevel(level));
    call(getAttr(self, "manager"), "_clear_cache", []);
    return null;
  }],
  ...levelMethods(atLevel, (self, msg, args, kwargs) => call(self, "error", [msg, ...args], kwargs)),
  fatal: [MESSAGE, alias("critical")],
  log: ["self, level, msg, *args, **kwargs", (self: unknown, level: unknown, msg: unknown, args: unknown[], kwargs: PyDict | null) => {
    if (!isInt(level) && typeof level !== "boolean") raise(E.TypeError, "level must be an integer");
    if (truthy(call(self, "isEnabledFor", [level]))) call(self, "_log", [level, msg, new PyTuple(args)], keywordRecord(kwargs));
    return null;
  }],
  findCaller: ["self, stack_info=False, stacklevel=1", (_self: unknown, stackInfo: unknown, stacklevel: unknown) =>
    new PyTuple(findCaller(hooks.scriptFrames(), stackInfo, stacklevel))],
  makeRecord: ["self, name, level, fn, lno, msg, args, exc_info, func=None, extra=None, sinfo=None", makeRecord],
  _log: ["self, level, msg, args, exc_info=None, extra=None, stack_info=False, stacklevel=1", log],
  handle: ["self, record", (self: unknown, record: unknown) => {
    if (!truthy(getAttr(self, "disabled")) && truthy(call(self, "filter", [record]))) call(self, "callHandlers", [record]);
    return null;
  }],
  addHandler: ["self, hdlr", addsTo("handlers")],
  removeHandler: ["self, hdlr", removesFrom("handlers")],
  hasHandlers: ["self", (self: unknown) => {
    for (let c = self; truthy(c); c = getAttr(c, "parent")) {
      if (truthy(getAttr(c, "handlers"))) return true;
      if (!truthy(getAttr(c, "propagate"))) return false;
    }
    return false;
  }],
  callHandlers: ["self, record", callHandlers],
  getEffectiveLevel: ["self", (self: unknown) => {
    for (let c = self; truthy(c); c = getAttr(c, "parent")) {
      const level = getAttr(c, "level");
      if (truthy(level)) return level;
    }
    return NOTSET;
  }],
  isEnabledFor: ["self, level", isEnabledFor],
  getChild: ["self, suffix", (self: unknown, suffix: unknown) => {
    const name = getAttr(self, "root") === self ? suffix : callMethod(".", "join", [new PyTuple([getAttr(self, "name"), suffix])]);
    return call(getAttr(self, "manager"), "getLogger", [name]);
  }],
  __repr__: ["self", (self: unknown) => loggerRepr(self, self)],
});
const RootLoggerType = loggingClass("RootLogger", [LoggerType], {
  __init__: ["self, level", (self: unknown, level: unknown) => initLogger(self, "root", level)],
});

export const root = callValue(RootLoggerType, [WARNING], "RootLogger");
LoggerType.methods.set("root", root);

export { RootLoggerType };
