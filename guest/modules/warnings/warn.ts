// warn() and warn_explicit() as CPython 3.11's _warnings module runs them: the category (the
// message's class when it is a Warning), where the warning is attributed (`stacklevel` frames
// out; past the script's outermost frame, module `sys`), the registry that shows a warning once
// per place, the first matching filter's action.

import {
  E, PyBaseException, PyDict, PyTuple, PyType, callPy, hooks, isInstance, isSubtype, raise, repr, richCompareBool,
  SCRIPT_FILE, str, truthy, typeName,
} from "../../values/index.js";
import { filterFor } from "./filters.js";
import { WarningMessageType, showMessage } from "./message.js";
import { moduleAttr, state } from "./state.js";

/** Each module's `__warningregistry__`: the script's (`__main__`) and `sys`'s. */
const registries = new Map<string, PyDict>();

function registryOf(module: string): PyDict {
  let r = registries.get(module);
  if (r === undefined) registries.set(module, (r = new PyDict()));
  return r;
}

/** The registry, emptied if the filters changed since it was last used. */
function current(registry: PyDict): PyDict {
  if (!richCompareBool(registry.get("version") ?? 0, state.filtersVersion, "Eq")) {
    registry.clear();
    registry.set("version", state.filtersVersion);
  }
  return registry;
}

/** update_registry: true when `(text, category, 0)`-style `key` was there already. */
function alreadyThere(registry: PyDict, key: PyTuple): boolean {
  if (truthy(registry.get(key) ?? false)) return true;
  registry.set(key, true);
  return false;
}

export function warnExplicit(message: unknown, category: unknown, filename: unknown, lineno: unknown, module: unknown, registry: unknown, _moduleGlobals: unknown, source: unknown): null {
  if (registry !== null && !(registry instanceof PyDict)) raise(E.TypeError, "'registry' must be a dict or None");
  if (module === null) {
    const name = truthy(filename) ? str(filename) : "<unknown>";
    module = name.endsWith(".py") ? name.slice(0, -3) : name;
  }
  if (registry !== null) current(registry);
  let text = message;
  if (isInstance(message, E.Warning)) {
    text = str(message);
    category = (message as PyBaseException).type;
  } else {
    message = callPy(category, [message]);
  }
  const key = new PyTuple([text, category, lineno]);
  if (registry !== null && truthy(registry.get(key) ?? false)) return null;
  const [action, item] = filterFor(text, category as PyType, module as string, lineno as number);
  if (richCompareBool(action, "error", "Eq")) throw message;
  if (richCompareBool(action, "ignore", "Eq")) return null;
  if (registry !== null && !richCompareBool(action, "always", "Eq")) registry.set(key, true);
  let shown = true;
  if (richCompareBool(action, "once", "Eq")) shown = !alreadyThere(moduleAttr("onceregistry") as PyDict, new PyTuple([text, category]));
  else if (richCompareBool(action, "module", "Eq")) shown = registry === null || !alreadyThere(registry, new PyTuple([text, category, 0]));
  else if (!richCompareBool(action, "default", "Eq") && !richCompareBool(action, "always", "Eq")) {
    raise(E.RuntimeError, `Unrecognized action (${repr(action)}) in warnings.filters:\n ${repr(item)}`);
  }
  if (shown) showMessage(callPy(WarningMessageType, [message, category, filename, lineno, null, null, source]));
  return null;
}

export function warn(message: unknown, category: unknown, stacklevel: unknown, source: unknown): null {
  if (isInstance(message, E.Warning)) category = (message as PyBaseException).type;
  else if (category === null) category = E.UserWarning;
  if (!(category instanceof PyType && isSubtype(category, E.Warning))) {
    raise(E.TypeError, `category must be a Warning subclass, not '${typeName(category)}'`);
  }
  const frames = hooks.scriptFrames();
  const at = frames.length - Math.max(Number(stacklevel), 1);
  if (at < 0) return warnExplicit(message, category, "sys", 1, "sys", registryOf("sys"), null, source);
  return warnExplicit(message, category, SCRIPT_FILE, frames[at].line, "__main__", registryOf("__main__"), null, source);
}
