// logging.Filter (passes the records of one logger and its descendants) and Filterer, the base of
// Logger and Handler: its filters, each a Filter-like object or a plain function, may veto a record.

import { PyList, callMethod, eq, getAttr, getItem, hasAttr, len, toArray, truthy } from "../../values/index.js";
import { addsTo, call, callValue, loggingClass, removesFrom, setAttr } from "./python-class.js";

export const FilterType = loggingClass("Filter", [], {
  __init__: ["self, name=''", (self: unknown, name: unknown) => {
    setAttr(self, "name", name);
    setAttr(self, "nlen", len(name));
    return null;
  }],
  filter: ["self, record", (self: unknown, record: unknown) => {
    const nlen = getAttr(self, "nlen");
    if (nlen === 0) return true;
    const name = getAttr(self, "name");
    const recordName = getAttr(record, "name");
    if (eq(name, recordName)) return true;
    if (callMethod(recordName, "find", [name, 0, nlen]) !== 0) return false;
    return getItem(recordName, nlen) === ".";
  }],
});

/** Filterer.__init__: no filters yet. */
export function initFilterer(self: unknown): null {
  setAttr(self, "filters", new PyList([]));
  return null;
}

/** Whether every filter of `self` passes the record. */
export function passes(self: unknown, record: unknown): boolean {
  for (const f of toArray(getAttr(self, "filters"))) {
    const result = hasAttr(f, "filter") ? call(f, "filter", [record]) : callValue(f, [record], "a logging filter");
    if (!truthy(result)) return false;
  }
  return true;
}

export const FiltererType = loggingClass("Filterer", [], {
  __init__: ["self", initFilterer],
  addFilter: ["self, filter", addsTo("filters")],
  removeFilter: ["self, filter", removesFrom("filters")],
  filter: ["self, record", passes],
});
