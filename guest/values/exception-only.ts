// The lines that close an exception's traceback text (traceback.format_exception_only): its
// type and message, then its notes. The envelope's tracebacks, logging's and the traceback module's.

import { PyBaseException } from "./exceptions.js";
import { PyList } from "./list.js";
import { str } from "./repr.js";

/** As CPython's print_exception: the class's qualified name (`Store.Closed`), after its module
 *  unless that is the script's (`__main__`) or the builtins. */
function qualifiedType(e: PyBaseException): string {
  const t = e.type;
  return t.module && t.module !== "builtins" && t.module !== "__main__" ? `${t.module}.${t.qualname}` : t.qualname;
}

export function exceptionOnlyLines(e: PyBaseException): string[] {
  const message = str(e);
  const notes = e.attrs.__notes__ instanceof PyList ? e.attrs.__notes__.items.map((n: unknown) => str(n)) : [];
  return [message ? `${qualifiedType(e)}: ${message}` : qualifiedType(e), ...notes];
}
