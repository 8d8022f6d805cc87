// The `traceback` module's formatting of exceptions: format_exc, print_exc, format_exception,
// format_exception_only and print_exception, with the text the error envelope and logging's
// exc_info show (guest/runtime/traceback.ts through hooks.exceptionText): the file is "<flow>"
// and no source lines are shown. An exception's traceback runs from where it was raised to the
// frame that caught it, as its __traceback__ does in CPython.

import { PyBaseException, PyList, PyModule, builtin, callMethod, exceptionOnlyLines, handling, hooks, str, typeName } from "../values/index.js";
import { STDERR } from "./std-streams.js";

/** The entries of `e`'s text as format_exception lists them: one per frame, per chaining
 *  message, per line of the exception itself, each ending in a newline. */
function entries(text: string): string[] {
  const out: string[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    // "\nThe above exception was ...:\n\n" is one entry.
    if (line === "" && i + 2 < lines.length && lines[i + 2] === "") {
      out.push(`\n${lines[i + 1]}\n\n`);
      i += 2;
    } else {
      out.push(`${line}\n`);
    }
  }
  return out;
}

/** print_exception's lines for `value` (CPython's "NoneType: None" for no exception). */
function formatted(value: unknown): string[] {
  if (!(value instanceof PyBaseException)) return formatExceptionOnly(value, undefined).items as string[];
  return entries(hooks.exceptionText(value, hooks.scriptFrames()));
}

/** The exception an `(exc, value=<unset>)` pair names: `value` when given (the old
 *  `(type, value, tb)` form), else `exc` (3.10's). */
const chosen = (exc: unknown, value: unknown) => (value === undefined ? exc : value);

/** Writes `lines` to `file`, sys.stderr by default (which the envelope drops, as logging's). */
function write(lines: string[], file: unknown): null {
  for (const line of lines) callMethod(file === null ? STDERR : file, "write", [line]);
  return null;
}

/** format_exception_only: the exception's own closing lines (its type and message, its notes). */
function formatExceptionOnly(exc: unknown, value: unknown): PyList {
  const e = chosen(exc, value);
  const lines = e instanceof PyBaseException ? exceptionOnlyLines(e) : [`${typeName(e)}: ${str(e)}`];
  return new PyList(lines.map((l) => `${l}\n`));
}

export function tracebackModule(): PyModule {
  const sig = "exc, /, value=<unset>, tb=<unset>";
  return new PyModule("traceback", {
    format_exc: builtin("format_exc", "", () => formatted(handling.current).join("")),
    print_exc: builtin("print_exc", "*, file=None", (file: unknown) => write(formatted(handling.current), file)),
    format_exception: builtin("format_exception", sig, (exc: unknown, value: unknown) => new PyList(formatted(chosen(exc, value)))),
    format_exception_only: builtin("format_exception_only", "exc, /, value=<unset>", (exc: unknown, value: unknown) => formatExceptionOnly(exc, value)),
    print_exception: builtin("print_exception", `${sig}, *, file=None`, (exc: unknown, value: unknown, _tb: unknown, file: unknown) => write(formatted(chosen(exc, value)), file)),
  });
}

