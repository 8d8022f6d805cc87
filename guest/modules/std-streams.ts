// sys.stdout and sys.stderr: one object each per flow, shared by the modules that reach them (sys,
// and logging's StreamHandler, whose default stream is sys.stderr). write() goes to the file
// contextlib's redirect_stdout / redirect_stderr put in place of the stream, else to the flow's
// prints (stdout) or nowhere (stderr, which the envelope does not hold).

import { E, PyType, T, builtin, callPy, defineMethods, defineProperties, getAttr, hooks, raise, stdoutText, typeName } from "../values/index.js";

const TextIOType = new PyType("TextIOWrapper", [T.object], "_io");

export class Stream {
  constructor(
    readonly name: string,
    readonly shown: boolean,
  ) {}
}
Object.defineProperty(Stream.prototype, "$type", { value: TextIOType });

/** The file contextlib's redirect_stdout / redirect_stderr put in place of this stream, or null. */
const redirected = (s: Stream): unknown => (s.shown ? hooks.stdout : hooks.stderr);

/** What the stream itself does with a write: the flow's prints (stdout), or nothing (stderr). */
export function writeOwn(s: Stream, text: unknown): number {
  if (typeof text !== "string") raise(E.TypeError, `string argument expected, got '${typeName(text)}'`);
  if (s.shown && text) hooks.print(stdoutText(text as string));
  return [...(text as string)].length;
}

defineMethods(TextIOType, {
  write: builtin("write", "self, text, /", (s: Stream, text: unknown) => {
    const target = redirected(s);
    return target !== null ? callPy(getAttr(target, "write"), [text]) : writeOwn(s, text);
  }),
  writelines: builtin("writelines", "self, lines, /", (s: Stream, lines: unknown) => {
    const target = redirected(s);
    if (target !== null) return callPy(getAttr(target, "writelines"), [lines]);
    for (const line of (lines as { items?: unknown[] }).items ?? []) if (s.shown) hooks.print(stdoutText(String(line)));
    return null;
  }),
  flush: builtin("flush", "self", () => null),
  isatty: builtin("isatty", "self", () => false),
});
defineProperties(TextIOType, { name: (s: Stream) => s.name });

export const STDOUT = new Stream("<stdout>", true);
export const STDERR = new Stream("<stderr>", false);

/**
 * The file a script's `sys.stdout` or `sys.stderr` is in CPython while it runs now: the one a
 * redirect_stdout / redirect_stderr block put in place, else the stream itself. Anything else is
 * itself.
 */
export function currentFile(stream: unknown): unknown {
  if (stream === STDOUT) return hooks.stdout ?? STDOUT;
  if (stream === STDERR) return hooks.stderr ?? STDERR;
  return stream;
}
