// logging.LogRecord: one logging call's event (the message and its arguments, the level, where the
// call was, when, the exception it carries); getMessage() does `msg % args` only when a handler
// formats the record. The record factory, makeLogRecord, and exc_info as a record keeps it.

import {
  EMPTY_TUPLE, PyBaseException, PyDict, PyFloat, PyInstance, PyTuple, T, PyType, binaryOp, fakeAddress, getAttr,
  getItem, handling, hooks, len, str, truthy, typeName, type ScriptFrame,
} from "../../values/index.js";
import { timeNow } from "../time.js";
import { Traceback, excInfoTuple } from "../traceback-object.js";
import { getLevelName } from "./levels.js";
import { callValue, loggingClass } from "./python-class.js";

// A flow is one process with one thread: fixed ids for `%(process)d` and `%(thread)d`.
const PROCESS_ID = 1;
const THREAD_ID = 1;

/** os.path.basename, then os.path.splitext's root: `/a/b.py` -> [`b.py`, `b`]. */
function fileAndModule(pathname: string): [string, string] {
  const file = pathname.slice(pathname.lastIndexOf("/") + 1);
  const dot = file.lastIndexOf(".");
  // A name that is all dots before its last one (`.bashrc`) has no extension.
  return [file, dot > 0 && /[^.]/.test(file.slice(0, dot)) ? file.slice(0, dot) : file];
}

function initRecord(self: PyInstance, name: unknown, level: unknown, pathname: unknown, lineno: unknown, msg: unknown, args: unknown, excInfo: unknown, func: unknown, sinfo: unknown): null {
  const ct = timeNow();
  const a = self.attrs;
  a.name = name;
  a.msg = msg;
  // A lone non-empty dict argument is the mapping of `%(key)s` fields.
  if (truthy(args) && len(args) === 1) {
    const only = getItem(args, 0);
    if (only instanceof PyDict && only.size > 0) args = only;
  }
  a.args = args;
  a.levelname = getLevelName(level);
  a.levelno = level;
  a.pathname = pathname;
  [a.filename, a.module] = typeof pathname === "string" ? fileAndModule(pathname) : [pathname, "Unknown module"];
  a.exc_info = excInfo;
  a.exc_text = null;
  a.stack_info = sinfo;
  a.lineno = lineno;
  a.funcName = func;
  a.created = new PyFloat(ct);
  a.msecs = new PyFloat(Math.trunc((ct - Math.trunc(ct)) * 1000));
  // Since the flow started: logging is there from the start in a flow.
  a.relativeCreated = new PyFloat((ct - Math.round(hooks.startTime) / 1000) * 1000);
  a.thread = THREAD_ID;
  a.threadName = "MainThread";
  a.processName = "MainProcess";
  a.process = PROCESS_ID;
  return null;
}

export const LogRecordType = loggingClass("LogRecord", [], {
  __init__: ["self, name, level, pathname, lineno, msg, args, exc_info, func=None, sinfo=None, **kwargs", initRecord],
  __repr__: ["self", (self: unknown) => {
    const fields = ["name", "levelno", "pathname", "lineno", "msg"].map((f) => getAttr(self, f));
    return binaryOp("Mod", '<LogRecord: %s, %s, %s, %s, "%s">', new PyTuple(fields));
  }],
  getMessage: ["self", (self: unknown) => {
    const msg = str(getAttr(self, "msg"));
    const args = getAttr(self, "args");
    return truthy(args) ? binaryOp("Mod", msg, args) : msg;
  }],
});

let recordFactory: unknown = LogRecordType;

export const getLogRecordFactory = (): unknown => recordFactory;

export function setLogRecordFactory(factory: unknown): null {
  recordFactory = factory;
  return null;
}

/** What the factory makes of a logging call (`_logRecordFactory(name, level, fn, lno, msg, args, exc_info, func, sinfo)`). */
export function newRecord(fields: unknown[]): unknown {
  return callValue(recordFactory, fields, "the log record factory");
}

/** makeLogRecord(dict): an empty record given the dict's items as attributes. */
export function makeLogRecord(dict: unknown): unknown {
  const record = newRecord([null, null, "", 0, "", EMPTY_TUPLE, null, null]);
  for (const [k, v] of (dict as PyDict).entries()) (record as PyInstance).attrs[str(k)] = v;
  return record;
}

/** Logger._log's exc_info: an exception as its (type, value, traceback), any other true value as the one being handled. */
export function excInfoOf(excInfo: unknown, here: ScriptFrame[]): unknown {
  if (!truthy(excInfo) || excInfo instanceof PyTuple) return excInfo;
  return excInfoTuple(excInfo instanceof PyBaseException ? excInfo : handling.current, here);
}

/** Formatter.formatException: traceback.print_exception's text for exc_info, without its last newline. */
export function exceptionText(ei: unknown): string {
  const value = getItem(ei, 1);
  // print_exception(None, None, None) prints "NoneType: None".
  if (!(value instanceof PyBaseException)) return `${typeName(value)}: ${str(value)}`;
  const tb = getItem(ei, 2);
  return hooks.exceptionText(value, tb instanceof Traceback ? tb.caughtIn : []);
}
