// warnings.filters and the calls that change it (filterwarnings, simplefilter, resetwarnings),
// with CPython 3.11's checks (AssertionErrors), and the action the first matching filter gives a
// warning: its message and module regexes matched at the start, its category a base class.

import {
  E, PyList, PyTuple, PyType, callMethod, getItem, isInt, isSubtype, len, raise, repr, richCompareBool, truthy,
} from "../../values/index.js";
import { compile } from "../re/pattern.js";
import { FLAG } from "../re/syntax.js";
import { filtersMutated, moduleAttr } from "./state.js";

const ACTIONS = ["error", "ignore", "always", "default", "module", "once"];

/** The filters python3 starts a script with (`default::DeprecationWarning:__main__` first). */
export function defaultFilters(): PyList {
  const ignored = [E.DeprecationWarning, E.PendingDeprecationWarning, E.ImportWarning, E.ResourceWarning];
  return new PyList([
    new PyTuple(["default", null, E.DeprecationWarning, "__main__", 0]),
    ...ignored.map((c) => new PyTuple(["ignore", null, c, null, 0])),
  ]);
}

function check(ok: boolean, message: () => string): void {
  if (!ok) raise(E.AssertionError, message());
}

function checkAction(action: unknown): void {
  check(ACTIONS.some((a) => richCompareBool(action, a, "Eq")), () => `invalid action: ${repr(action)}`);
}

function checkLineno(lineno: unknown): void {
  check(isInt(lineno) && richCompareBool(lineno, 0, "GtE"), () => "lineno must be an int >= 0");
}

function filterList(): PyList {
  const filters = moduleAttr("filters");
  return filters instanceof PyList ? filters : raise(E.TypeError, "warnings.filters must be a list");
}

/** _add_filter: the item first (moved there if present), or last unless present. */
function addFilter(item: PyTuple, append: unknown): null {
  const items = filterList().items;
  const at = items.findIndex((x) => richCompareBool(x, item, "Eq"));
  if (!truthy(append)) {
    if (at >= 0) items.splice(at, 1);
    items.unshift(item);
  } else if (at < 0) {
    items.push(item);
  }
  return filtersMutated();
}

export function filterwarnings(action: unknown, message: unknown, category: unknown, module: unknown, lineno: unknown, append: unknown): null {
  if (category === undefined) category = E.Warning;
  checkAction(action);
  check(typeof message === "string", () => "message must be a string");
  check(category instanceof PyType, () => "category must be a class");
  check(isSubtype(category as PyType, E.Warning), () => "category must be a Warning subclass");
  check(typeof module === "string", () => "module must be a string");
  checkLineno(lineno);
  const msg = message ? compile(message, FLAG.I) : null;
  const mod = module ? compile(module, 0) : null;
  return addFilter(new PyTuple([action, msg, category, mod, lineno]), append);
}

export function simplefilter(action: unknown, category: unknown, lineno: unknown, append: unknown): null {
  checkAction(action);
  checkLineno(lineno);
  return addFilter(new PyTuple([action, null, category === undefined ? E.Warning : category, null, lineno]), append);
}

export function resetwarnings(): null {
  filterList().items.length = 0;
  return filtersMutated();
}

/** A filter's message or module test: None matches anything, a str only itself (the default
 *  filter's `'__main__'`), anything else is a pattern whose match() must succeed. */
function matches(test: unknown, text: unknown): boolean {
  if (test === null) return true;
  if (typeof test === "string") return richCompareBool(test, text, "Eq");
  return truthy(callMethod(test, "match", [text]));
}

/** issubclass(category, cat) for a filter's category. */
function subclass(category: PyType, cat: unknown): boolean {
  if (!(cat instanceof PyType)) raise(E.TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
  return isSubtype(category, cat);
}

/** get_filter: the action of the first filter matching the warning, and that filter (null for defaultaction). */
export function filterFor(text: unknown, category: PyType, module: string, lineno: number): [action: unknown, item: unknown] {
  for (const [i, item] of filterList().items.entries()) {
    if (!(item instanceof PyTuple) || len(item) !== 5) raise(E.ValueError, `warnings.filters item ${i} isn't a 5-tuple`);
    const [action, msg, cat, mod, ln] = [0, 1, 2, 3, 4].map((k) => getItem(item, k));
    if (
      matches(msg, text) && subclass(category, cat) && matches(mod, module) &&
      (richCompareBool(ln, 0, "Eq") || richCompareBool(ln, lineno, "Eq"))
    ) {
      return [action, item];
    }
  }
  return [moduleAttr("defaultaction"), null];
}
