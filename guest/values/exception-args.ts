// The builtin exceptions whose arguments are fields: the Unicode errors (encoding, object, start,
// end, reason) and SyntaxError (msg, (filename, lineno, offset, text, end_lineno, end_offset)).
// Their constructors check the arguments as CPython's do; the fields are read from `args`.
import { E, type PyBaseException, raise } from "./exceptions.js";
import { PyBytes } from "./bytes.js";
import { PyList } from "./list.js";
import { PyTuple } from "./tuple.js";
import { type PyType, argTypeName, typeName } from "./type.js";

/** What each argument must be: a str, an int (start and end), the bytes a decode failed on. */
type ArgKind = "str" | "int" | "bytes";

function checkArg(x: any, kind: ArgKind, i: number): void {
  if (kind === "str" && typeof x !== "string") raise(E.TypeError, `argument ${i + 1} must be str, not ${argTypeName(x)}`);
  if (kind === "int" && typeof x !== "number" && typeof x !== "bigint" && typeof x !== "boolean") {
    raise(E.TypeError, `'${typeName(x)}' object cannot be interpreted as an integer`);
  }
  if (kind === "bytes" && !(x instanceof PyBytes)) raise(E.TypeError, `a bytes-like object is required, not '${typeName(x)}'`);
}

/** Calling `t` checks its arguments with `check` first. */
function checkedConstruct(t: PyType, check: (pos: any[]) => void): void {
  const made = t.construct!;
  t.construct = (pos, kw) => (check(pos), made(pos, kw));
}

const UNICODE_ERRORS: [PyType, string[], ArgKind[]][] = [
  [E.UnicodeDecodeError, ["encoding", "object", "start", "end", "reason"], ["str", "bytes", "int", "int", "str"]],
  [E.UnicodeEncodeError, ["encoding", "object", "start", "end", "reason"], ["str", "str", "int", "int", "str"]],
  [E.UnicodeTranslateError, ["object", "start", "end", "reason"], ["str", "int", "int", "str"]],
];
for (const [t, fields, kinds] of UNICODE_ERRORS) {
  fields.forEach((name, i) => t.properties.set(name, (e: PyBaseException) => e.args.items[i]));
  checkedConstruct(t, (pos) => {
    if (pos.length !== kinds.length) raise(E.TypeError, `function takes exactly ${kinds.length} arguments (${pos.length} given)`);
    pos.forEach((x, i) => kinds[i] !== "bytes" && checkArg(x, kinds[i], i));
    // CPython takes the bytes of the object decoded once the rest is parsed.
    pos.forEach((x, i) => kinds[i] === "bytes" && checkArg(x, kinds[i], i));
  });
}
E.UnicodeTranslateError.properties.set("encoding", () => null);

const LOCATION = ["filename", "lineno", "offset", "text", "end_lineno", "end_offset"];

/** The items of SyntaxError's second argument, as CPython's tuple() of it would give them. */
function locationItems(info: any): any[] {
  if (info instanceof PyTuple || info instanceof PyList) return info.items;
  if (typeof info === "string") return Array.from(info);
  return raise(E.TypeError, `'${typeName(info)}' object is not iterable`);
}

function checkLocation(pos: any[]): void {
  if (pos.length !== 2) return;
  const n = locationItems(pos[1]).length;
  if (n < 4) raise(E.TypeError, `function takes at least 4 arguments (${n} given)`);
  if (n > 6) raise(E.TypeError, `function takes at most 6 arguments (${n} given)`);
  if (n === 5) raise(E.TypeError, "end_offset must be provided when end_lineno is provided");
}

/** A SyntaxError's field: set by the script, else from its args (None when they do not give it). */
export function syntaxField(e: PyBaseException, name: string): any {
  if (name in e.attrs) return e.attrs[name];
  const a = e.args.items;
  if (name === "msg") return a.length >= 1 ? a[0] : null;
  if (a.length !== 2 || !(a[1] instanceof PyTuple || a[1] instanceof PyList || typeof a[1] === "string")) return null;
  return locationItems(a[1])[LOCATION.indexOf(name)] ?? null;
}

for (const t of [E.SyntaxError, E.IndentationError, E.TabError]) checkedConstruct(t, checkLocation);
for (const name of ["msg", ...LOCATION]) E.SyntaxError.properties.set(name, (e: PyBaseException) => syntaxField(e, name));
E.SyntaxError.properties.set("print_file_and_line", () => null);

/** What str() of a SyntaxError puts after its message: ` (file.py, line 3)`, ` (line 3)`, or nothing. */
export function syntaxLocation(e: PyBaseException): string {
  const filename = syntaxField(e, "filename");
  const lineno = syntaxField(e, "lineno");
  // CPython shows the file's base name, and a line number only of an exact int.
  const file = typeof filename === "string" ? filename.slice(filename.lastIndexOf("/") + 1) : null;
  const line = typeof lineno === "number" || typeof lineno === "bigint" ? `line ${lineno}` : null;
  const parts = [file, line].filter((p) => p !== null);
  return parts.length ? ` (${parts.join(", ")})` : "";
}
