// logging.Formatter: a record as text through its style (styles.ts): `asctime` from the flow's
// clock as time.strftime writes it (with `,mmm`), the exception's traceback text and the stack
// appended; every step a method a script's subclass may override, as in CPython.

import { E, PyTuple, binaryOp, callPy, getAttr, getItem, raise, truthy } from "../../values/index.js";
import { formatTime, localtime } from "../time.js";
import { exceptionText } from "./record.js";
import { call, callValue, loggingClass, setAttr } from "./python-class.js";
import { STYLES } from "./styles.js";

/** `s + "\n" + more`, the newline left out when `s` ends with one. */
function appended(s: unknown, more: unknown): unknown {
  const joined = typeof s === "string" && s.endsWith("\n") ? s : binaryOp("Add", s, "\n");
  return binaryOp("Add", joined, more);
}

function initFormatter(self: unknown, fmt: unknown, datefmt: unknown, style: unknown, validate: unknown, defaults: unknown): null {
  if (!STYLES.has(style)) raise(E.ValueError, `Style must be one of: ${[...STYLES.keys()].join(",")}`);
  const styleType = getItem(getItem(STYLES, style), 0);
  const made = callPy(styleType, [fmt], { defaults });
  setAttr(self, "_style", made);
  if (truthy(validate)) call(made, "validate", []);
  setAttr(self, "_fmt", getAttr(made, "_fmt"));
  setAttr(self, "datefmt", datefmt);
  return null;
}

function formatRecord(self: unknown, record: unknown): unknown {
  setAttr(record, "message", call(record, "getMessage", []));
  if (truthy(call(self, "usesTime", []))) setAttr(record, "asctime", call(self, "formatTime", [record, getAttr(self, "datefmt")]));
  let s = call(self, "formatMessage", [record]);
  if (truthy(getAttr(record, "exc_info")) && !truthy(getAttr(record, "exc_text"))) {
    setAttr(record, "exc_text", call(self, "formatException", [getAttr(record, "exc_info")]));
  }
  const excText = getAttr(record, "exc_text");
  if (truthy(excText)) s = appended(s, excText);
  const stackInfo = getAttr(record, "stack_info");
  if (truthy(stackInfo)) s = appended(s, call(self, "formatStack", [stackInfo]));
  return s;
}

export const FormatterType = loggingClass("Formatter", [], {
  __init__: ["self, fmt=None, datefmt=None, style='%', validate=True, *, defaults=None", initFormatter],
  formatTime: ["self, record, datefmt=None", (self: unknown, record: unknown, datefmt: unknown) => {
    const ct = callValue(getAttr(self, "converter"), [getAttr(record, "created")], "Formatter.converter");
    if (truthy(datefmt)) return formatTime(datefmt, ct);
    const s = formatTime(getAttr(self, "default_time_format"), ct);
    const msecFormat = getAttr(self, "default_msec_format");
    return truthy(msecFormat) ? binaryOp("Mod", msecFormat, new PyTuple([s, getAttr(record, "msecs")])) : s;
  }],
  formatException: ["self, ei", (_self: unknown, ei: unknown) => exceptionText(ei)],
  usesTime: ["self", (self: unknown) => call(getAttr(self, "_style"), "usesTime", [])],
  formatMessage: ["self, record", (self: unknown, record: unknown) => call(getAttr(self, "_style"), "format", [record])],
  formatStack: ["self, stack_info", (_self: unknown, stackInfo: unknown) => stackInfo],
  format: ["self, record", formatRecord],
}, { converter: localtime, default_time_format: "%Y-%m-%d %H:%M:%S", default_msec_format: "%s,%03d" });

/** `_defaultFormatter`: a handler's formatter until it is given one (just the message). */
export const defaultFormatter = callPy(FormatterType, []);
