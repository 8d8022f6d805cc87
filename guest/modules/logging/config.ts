// logging.basicConfig: a StreamHandler (sys.stderr unless `stream=`) or the given handlers on the
// root logger, with a Formatter of `format`, `datefmt` and `style`, and the root's `level`; once,
// unless `force=True`, and CPython's ValueErrors for arguments that do not go together.

import { E, PyDict, PyList, callPy, getAttr, getItem, len, raise, toArray, truthy } from "../../values/index.js";
import { FormatterType } from "./formatter.js";
import { FileHandlerType, StreamHandlerType } from "./handlers.js";
import { root } from "./loggers.js";
import { call } from "./python-class.js";
import { STYLES } from "./styles.js";

/** kwargs.pop(key, dflt). */
function pop(kwargs: PyDict, key: string, dflt: unknown): unknown {
  const v = kwargs.get(key);
  if (v === undefined) return dflt;
  kwargs.delete(key);
  return v;
}

/** The handler basicConfig makes when not given `handlers=`: to `filename` (which flows cannot have) or `stream`. */
function ownHandler(kwargs: PyDict, encoding: unknown, errors: unknown): unknown {
  const filename = pop(kwargs, "filename", null);
  const mode = pop(kwargs, "filemode", "a");
  if (truthy(filename)) return callPy(FileHandlerType, [filename, mode], { encoding, errors });
  return callPy(StreamHandlerType, [pop(kwargs, "stream", null)]);
}

export function basicConfig(given: PyDict | null): null {
  const kwargs = given ?? new PyDict();
  const force = pop(kwargs, "force", false);
  const encoding = pop(kwargs, "encoding", null);
  const errors = pop(kwargs, "errors", "backslashreplace");
  if (truthy(force)) {
    for (const h of toArray(getAttr(root, "handlers"))) {
      call(root, "removeHandler", [h]);
      call(h, "close", []);
    }
  }
  if (len(getAttr(root, "handlers")) !== 0) return null;
  let handlers = pop(kwargs, "handlers", null);
  if (handlers === null) {
    if (kwargs.has("stream") && kwargs.has("filename")) raise(E.ValueError, "'stream' and 'filename' should not be specified together");
  } else if (kwargs.has("stream") || kwargs.has("filename")) {
    raise(E.ValueError, "'stream' or 'filename' should not be specified together with 'handlers'");
  }
  if (handlers === null) handlers = new PyList([ownHandler(kwargs, encoding, errors)]);
  const datefmt = pop(kwargs, "datefmt", null);
  const style = pop(kwargs, "style", "%");
  if (!STYLES.has(style)) raise(E.ValueError, `Style must be one of: ${[...STYLES.keys()].join(",")}`);
  const format = pop(kwargs, "format", getItem(getItem(STYLES, style), 1));
  const formatter = callPy(FormatterType, [format, datefmt, style]);
  for (const h of toArray(handlers)) {
    if (getAttr(h, "formatter") === null) call(h, "setFormatter", [formatter]);
    call(root, "addHandler", [h]);
  }
  const level = pop(kwargs, "level", null);
  if (level !== null) call(root, "setLevel", [level]);
  if (kwargs.size) raise(E.ValueError, `Unrecognised argument(s): ${[...kwargs.keys()].join(", ")}`);
  return null;
}
