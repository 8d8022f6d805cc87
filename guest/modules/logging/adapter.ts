// logging.LoggerAdapter: a logger with contextual `extra` added to every call (process()), each
// method handed on to the logger it wraps.

import { PyDict, PyProperty, PyTuple, getAttr, getItem, keywordRecord, mappingItems, pyDef, setItem, truthy } from "../../values/index.js";
import { ERROR } from "./levels.js";
import { levelMethods, loggerRepr } from "./loggers.js";
import { call, loggingClass, setAttr } from "./python-class.js";

/** `self.log(level, msg, *args, **kwargs)`. */
function logAt(self: unknown, level: unknown, msg: unknown, args: unknown[], kwargs: Record<string, unknown> | undefined): null {
  call(self, "log", [level, msg, ...args], kwargs);
  return null;
}

const atLevel = (level: number) => (self: unknown, msg: unknown, args: unknown[], kwargs: PyDict | null) => logAt(self, level, msg, args, keywordRecord(kwargs));

const logger = (self: unknown) => getAttr(self, "logger");

/** A method handed on to the wrapped logger as it is. */
const delegated = (method: string) => (self: unknown, ...args: unknown[]) => call(logger(self), method, args);

export const LoggerAdapterType = loggingClass("LoggerAdapter", [], {
  __init__: ["self, logger, extra=None", (self: unknown, wrapped: unknown, extra: unknown) => {
    setAttr(self, "logger", wrapped);
    setAttr(self, "extra", extra);
    return null;
  }],
  process: ["self, msg, kwargs", (self: unknown, msg: unknown, kwargs: unknown) => {
    setItem(kwargs, "extra", getAttr(self, "extra"));
    return new PyTuple([msg, kwargs]);
  }],
  ...levelMethods(atLevel, (self, msg, args, kwargs) => logAt(self, ERROR, msg, args, kwargs)),
  log: ["self, level, msg, *args, **kwargs", (self: unknown, level: unknown, msg: unknown, args: unknown[], kwargs: PyDict | null) => {
    if (!truthy(call(self, "isEnabledFor", [level]))) return null;
    const processed = call(self, "process", [msg, kwargs ?? new PyDict()]);
    const newKwargs = PyDict.from(mappingItems(getItem(processed, 1)));
    call(logger(self), "log", [level, getItem(processed, 0), ...args], keywordRecord(newKwargs));
    return null;
  }],
  isEnabledFor: ["self, level", delegated("isEnabledFor")],
  setLevel: ["self, level", delegated("setLevel")],
  getEffectiveLevel: ["self", delegated("getEffectiveLevel")],
  hasHandlers: ["self", delegated("hasHandlers")],
  _log: ["self, level, msg, args, exc_info=None, extra=None, stack_info=False", (self: unknown, level: unknown, msg: unknown, args: unknown, excInfo: unknown, extra: unknown, stackInfo: unknown) =>
    call(logger(self), "_log", [level, msg, args], { exc_info: excInfo, extra, stack_info: stackInfo })],
  __repr__: ["self", (self: unknown) => loggerRepr(self, logger(self))],
});
LoggerAdapterType.methods.set("name", new PyProperty(pyDef("LoggerAdapter.name", "self", (self: unknown) => getAttr(logger(self), "name")), null, null, null));
LoggerAdapterType.methods.set("manager", new PyProperty(
  pyDef("LoggerAdapter.manager", "self", (self: unknown) => getAttr(logger(self), "manager")),
  pyDef("LoggerAdapter.manager", "self, value", (self: unknown, value: unknown) => (setAttr(logger(self), "manager", value), null)),
  null, null,
));
