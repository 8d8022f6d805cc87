// catch_warnings: a context manager that gives the block its own copy of warnings.filters (and
// keeps showwarning), restoring both as it exits; with record=True the block's warnings are
// WarningMessages appended to the list it returns instead of being shown.

import { E, PyList, getAttr, raise, repr, truthy, type PyInstance } from "../../values/index.js";
import { showwarning } from "./message.js";
import { simplefilter } from "./filters.js";
import { filtersMutated, moduleAttr, setModuleAttr, state, warningsClass } from "./state.js";

const attrs = (self: unknown): Record<string, unknown> => (self as PyInstance).attrs;

function init(self: unknown, record: unknown, _module: unknown, action: unknown, category: unknown, lineno: unknown, append: unknown): null {
  Object.assign(attrs(self), {
    _record: record,
    _entered: false,
    _filter: action === null ? null : [action, category, lineno, append],
  });
  return null;
}

function enter(self: unknown): unknown {
  const a = attrs(self);
  if (truthy(a._entered)) raise(E.RuntimeError, `Cannot enter ${repr(self)} twice`);
  a._entered = true;
  a._filters = moduleAttr("filters");
  setModuleAttr("filters", new PyList([...(a._filters as PyList).items]));
  filtersMutated();
  a._showwarning = moduleAttr("showwarning");
  a._showwarnmsg_impl = state.showImpl;
  if (a._filter !== null) simplefilter(...(a._filter as [unknown, unknown, unknown, unknown]));
  if (!truthy(a._record)) return null;
  const log = new PyList();
  state.showImpl = getAttr(log, "append");
  setModuleAttr("showwarning", showwarning);
  return log;
}

function exit(self: unknown): null {
  const a = attrs(self);
  if (!truthy(a._entered)) raise(E.RuntimeError, `Cannot exit ${repr(self)} without entering first`);
  setModuleAttr("filters", a._filters);
  filtersMutated();
  setModuleAttr("showwarning", a._showwarning);
  state.showImpl = a._showwarnmsg_impl;
  return null;
}

export const CatchWarningsType = warningsClass("catch_warnings", {
  __init__: ["self, *, record=False, module=None, action=None, category=Warning, lineno=0, append=False", init],
  __repr__: ["self", (self: unknown) => `catch_warnings(${truthy(attrs(self)._record) ? "record=True" : ""})`],
  __enter__: ["self", enter],
  __exit__: ["self, *exc_info", exit],
});
