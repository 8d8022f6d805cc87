// How a warning is shown: a WarningMessage handed to showwarning() when a script replaced it,
// else written to sys.stderr (or recorded by catch_warnings(record=True)) in formatwarning()'s
// text, `<file>:<line>: <Category>: <message>\n` plus the source line when there is one.

import { PyTuple, binaryOp, callPy, getAttr, pyDef, str, truthy } from "../../values/index.js";
import { STDERR, currentFile } from "../std-streams.js";
import { moduleAttr, state, warningsClass } from "./state.js";

function initMessage(self: unknown, message: unknown, category: unknown, filename: unknown, lineno: unknown, file: unknown, line: unknown, source: unknown): null {
  const a = (self as { attrs: Record<string, unknown> }).attrs;
  Object.assign(a, { message, category, filename, lineno, file, line, source });
  a._category_name = truthy(category) ? getAttr(category, "__name__") : null;
  return null;
}

export const WarningMessageType = warningsClass("WarningMessage", {
  __init__: ["self, message, category, filename, lineno, file=None, line=None, source=None", initMessage],
  __str__: ["self", (self: unknown) => {
    const fields = ["message", "_category_name", "filename", "lineno", "line"].map((f) => getAttr(self, f));
    return binaryOp("Mod", "{message : %r, category : %r, filename : %r, lineno : %s, line : %r}", new PyTuple(fields));
  }],
});

const fieldsOf = (msg: unknown, names: string[]): unknown[] => names.map((f) => getAttr(msg, f));

/** _formatwarnmsg_impl. The script's file has no lines linecache could read (CPython's for a
 *  script compiled from `<flow>`), so only a line the caller gives is shown. */
function formatImpl(msg: unknown): string {
  const [filename, lineno, category, message, line] = fieldsOf(msg, ["filename", "lineno", "category", "message", "line"]);
  const s = `${str(filename)}:${str(lineno)}: ${str(getAttr(category, "__name__"))}: ${str(message)}\n`;
  return truthy(line) ? `${s}  ${str(callPy(getAttr(line, "strip"), []))}\n` : s;
}

export const formatwarning = pyDef("formatwarning", "message, category, filename, lineno, line=None", (m, c, f, l, line) =>
  formatImpl(callPy(WarningMessageType, [m, c, f, l, null, line])));

/** _showwarnmsg_impl: formatwarning()'s text (the script's, if it replaced it) to msg.file, else to sys.stderr. */
function showImpl(msg: unknown): null {
  if (state.showImpl !== null) {
    callPy(state.showImpl, [msg]);
    return null;
  }
  const fw = moduleAttr("formatwarning");
  const text = fw === formatwarning ? formatImpl(msg) : callPy(fw, fieldsOf(msg, ["message", "category", "filename", "lineno", "line"]));
  const file = getAttr(msg, "file");
  callPy(getAttr(file === null ? currentFile(STDERR) : file, "write"), [text]);
  return null;
}

export const showwarning = pyDef("showwarning", "message, category, filename, lineno, file=None, line=None", (m, c, f, l, file, line) =>
  showImpl(callPy(WarningMessageType, [m, c, f, l, file, line])));

/** _showwarnmsg: a script's own showwarning gets the message's fields. */
export function showMessage(msg: unknown): void {
  const sw = moduleAttr("showwarning");
  if (sw === showwarning) showImpl(msg);
  else callPy(sw, fieldsOf(msg, ["message", "category", "filename", "lineno", "file", "line"]));
}
