// The `warnings` module as CPython 3.11 runs it for a script: warn() and warn_explicit(), the
// filters (python3's defaults, filterwarnings, simplefilter, resetwarnings) and their actions,
// catch_warnings, and showing a warning (showwarning, formatwarning, WarningMessage) on
// sys.stderr, which flows drop unless redirect_stderr holds a file. Its attributes may be
// replaced, as the module's code reads them back.

import { PyDict, PyModule, pyDef } from "../../values/index.js";
import { CatchWarningsType } from "./catch.js";
import { defaultFilters, filterwarnings, resetwarnings, simplefilter } from "./filters.js";
import { WarningMessageType, formatwarning, showwarning } from "./message.js";
import { filtersMutated, state } from "./state.js";
import { warn, warnExplicit } from "./warn.js";

/** A module whose attributes a script may replace (`warnings.showwarning = f`), as CPython's. */
class WritableModule extends PyModule {
  $setAttr(name: string, value: unknown): boolean {
    this.attrs[name] = value;
    return true;
  }
}

export function warningsModule(): PyModule {
  state.module = new WritableModule("warnings", {
    filters: defaultFilters(),
    defaultaction: "default",
    onceregistry: new PyDict(),
    warn: pyDef("warn", "message, category=None, stacklevel=1, source=None", warn),
    warn_explicit: pyDef("warn_explicit", "message, category, filename, lineno, module=None, registry=None, module_globals=None, source=None", warnExplicit),
    filterwarnings: pyDef("filterwarnings", "action, message='', category=Warning, module='', lineno=0, append=False", filterwarnings),
    simplefilter: pyDef("simplefilter", "action, category=Warning, lineno=0, append=False", simplefilter),
    resetwarnings: pyDef("resetwarnings", "", resetwarnings),
    _filters_mutated: pyDef("_filters_mutated", "", filtersMutated),
    showwarning,
    _showwarning_orig: showwarning,
    formatwarning,
    _formatwarning_orig: formatwarning,
    WarningMessage: WarningMessageType,
    catch_warnings: CatchWarningsType,
  });
  return state.module;
}
