// The `logging` module as CPython 3.11's logging/__init__.py behaves for a script: levels,
// loggers in a dotted hierarchy, handlers (a StreamHandler to sys.stdout writes the flow's
// prints; sys.stderr, the default, is dropped), formatters in the three styles, filters,
// LoggerAdapter, basicConfig, and the module-level functions, which configure the root logger on
// first use as CPython's do.

import { PyDict, PyModule, getAttr, keywordRecord, len, pyDef, truthy } from "../../values/index.js";
import { LoggerAdapterType } from "./adapter.js";
import { basicConfig } from "./config.js";
import { FiltererType, FilterType } from "./filters.js";
import { FormatterType, defaultFormatter } from "./formatter.js";
import { FileHandlerType, HandlerType, NullHandlerType, StreamHandlerType, lastResort, madeHandlers } from "./handlers.js";
import {
  CRITICAL, DEBUG, ERROR, INFO, NOTSET, WARNING, addLevelName, checkLevel, getLevelName, levelToName, nameToLevel,
} from "./levels.js";
import { LoggerType, RootLoggerType, root } from "./loggers.js";
import { ManagerType, PlaceHolderType, getLoggerClass, setLoggerClass } from "./manager.js";
import { call, setAttr } from "./python-class.js";
import { LogRecordType, getLogRecordFactory, makeLogRecord, setLogRecordFactory } from "./record.js";
import { BASIC_FORMAT, PercentStyleType, STYLES, StrFormatStyleType, StringTemplateStyleType } from "./styles.js";

/** The root logger's handlers, made by basicConfig() when it has none (what every module-level function does first). */
function configured(): void {
  if (len(getAttr(root, "handlers")) === 0) basicConfig(null);
}

/** logging.info and its kin: the root logger's method, after basicConfig() if it has no handler. */
function onRoot(method: string) {
  return (msg: unknown, args: unknown[], kwargs: PyDict | null) => {
    configured();
    return call(root, method, [msg, ...args], keywordRecord(kwargs));
  };
}

const MESSAGE = "msg, *args, **kwargs";

function getLogger(name: unknown): unknown {
  if (!truthy(name) || name === getAttr(root, "name")) return root;
  return call(getAttr(LoggerType, "manager"), "getLogger", [name]);
}

function disable(level: unknown): null {
  const manager = getAttr(root, "manager");
  setAttr(manager, "disable", level);
  call(manager, "_clear_cache", []);
  return null;
}

/** shutdown(): each handler flushed and closed, the last made first. */
function shutdown(): null {
  for (const h of [...madeHandlers].reverse()) {
    call(h, "flush", []);
    call(h, "close", []);
  }
  return null;
}

export function loggingModule(): PyModule {
  return new PyModule("logging", {
    CRITICAL, FATAL: CRITICAL, ERROR, WARNING, WARN: WARNING, INFO, DEBUG, NOTSET,
    BASIC_FORMAT,
    raiseExceptions: true,
    logThreads: true,
    logMultiprocessing: true,
    logProcesses: true,
    _levelToName: levelToName,
    _nameToLevel: nameToLevel,
    _STYLES: STYLES,
    getLevelName: pyDef("getLevelName", "level", getLevelName),
    addLevelName: pyDef("addLevelName", "level, levelName", addLevelName),
    getLevelNamesMapping: pyDef("getLevelNamesMapping", "", () => PyDict.from(nameToLevel.entries())),
    _checkLevel: pyDef("_checkLevel", "level", checkLevel),
    LogRecord: LogRecordType,
    makeLogRecord: pyDef("makeLogRecord", "dict", makeLogRecord),
    setLogRecordFactory: pyDef("setLogRecordFactory", "factory", setLogRecordFactory),
    getLogRecordFactory: pyDef("getLogRecordFactory", "", getLogRecordFactory),
    PercentStyle: PercentStyleType,
    StrFormatStyle: StrFormatStyleType,
    StringTemplateStyle: StringTemplateStyleType,
    Formatter: FormatterType,
    _defaultFormatter: defaultFormatter,
    Filter: FilterType,
    Filterer: FiltererType,
    Handler: HandlerType,
    StreamHandler: StreamHandlerType,
    FileHandler: FileHandlerType,
    NullHandler: NullHandlerType,
    lastResort,
    PlaceHolder: PlaceHolderType,
    Manager: ManagerType,
    Logger: LoggerType,
    RootLogger: RootLoggerType,
    root,
    LoggerAdapter: LoggerAdapterType,
    setLoggerClass: pyDef("setLoggerClass", "klass", setLoggerClass),
    getLoggerClass: pyDef("getLoggerClass", "", getLoggerClass),
    basicConfig: pyDef("basicConfig", "**kwargs", basicConfig),
    getLogger: pyDef("getLogger", "name=None", getLogger),
    critical: pyDef("critical", MESSAGE, onRoot("critical")),
    fatal: pyDef("fatal", MESSAGE, onRoot("critical")),
    error: pyDef("error", MESSAGE, onRoot("error")),
    exception: pyDef("exception", "msg, *args, exc_info=True, **kwargs", (msg: unknown, args: unknown[], excInfo: unknown, kwargs: PyDict | null) => {
      configured();
      return call(root, "error", [msg, ...args], { ...keywordRecord(kwargs), exc_info: excInfo });
    }),
    warning: pyDef("warning", MESSAGE, onRoot("warning")),
    warn: pyDef("warn", MESSAGE, onRoot("warning")),
    info: pyDef("info", MESSAGE, onRoot("info")),
    debug: pyDef("debug", MESSAGE, onRoot("debug")),
    log: pyDef("log", "level, msg, *args, **kwargs", (level: unknown, msg: unknown, args: unknown[], kwargs: PyDict | null) => {
      configured();
      return call(root, "log", [level, msg, ...args], keywordRecord(kwargs));
    }),
    disable: pyDef("disable", "level=50", disable),
    shutdown: pyDef("shutdown", "", shutdown),
  });
}
