// str.maketrans and str.translate as CPython 3.11's unicodeobject.c: a table maps code points
// (ints) to an int, a str or None, looked up with `table[cp]`, a LookupError leaving the
// character as it is.
import { E, PyBaseException, PyDict, T, builtin, checkSequenceLength, classMethod, defineMethods, getItem, isInt, isSubtype, raise, typeOf, type PyFunction } from "../values/index.js";

/** str.maketrans(x[, y[, z]]): the dict str.translate reads. */
function maketrans(args: any[]): PyDict {
  if (args.length === 0) raise(E.TypeError, "maketrans expected at least 1 argument, got 0");
  if (args.length > 3) raise(E.TypeError, `maketrans expected at most 3 arguments, got ${args.length}`);
  const [x, y, z] = args;
  const table = new PyDict();
  if (args.length === 1) {
    if (!(x instanceof PyDict)) raise(E.TypeError, "if you give only one argument to maketrans it must be a dict");
    for (const [k, v] of x.entries()) {
      if (typeof k === "string") {
        const cps = Array.from(k);
        if (cps.length !== 1) raise(E.ValueError, "string keys in translate table must be of length 1");
        table.set(cps[0].codePointAt(0)!, v);
      } else if (isInt(k) || typeof k === "boolean") table.set(k, v);
      else raise(E.TypeError, "keys in translate table must be strings or integers");
    }
    return table;
  }
  if (typeof x !== "string") raise(E.TypeError, "first maketrans argument must be a string if there is a second argument");
  if (typeof y !== "string") raise(E.TypeError, `maketrans() argument 2 must be str, not ${typeOf(y).name}`);
  if (z !== undefined && typeof z !== "string") raise(E.TypeError, `maketrans() argument 3 must be str, not ${typeOf(z).name}`);
  const from = Array.from(x);
  const to = Array.from(y);
  if (from.length !== to.length) raise(E.ValueError, "the first two maketrans arguments must have equal length");
  for (let i = 0; i < from.length; i++) table.set(from[i].codePointAt(0)!, to[i].codePointAt(0)!);
  if (z !== undefined) for (const c of z) table.set(c.codePointAt(0)!, null);
  return table;
}

/** `table[cp]`, or undefined where it raises a LookupError (the character stays). A dict without
 *  `__missing__` is read directly. */
function lookup(table: any, cp: number): any {
  if (table instanceof PyDict && typeof (table as any).$missing !== "function") return table.get(cp);
  try {
    return getItem(table, cp);
  } catch (e) {
    if (e instanceof PyBaseException && isSubtype(e.type, E.LookupError)) return undefined;
    throw e;
  }
}

/** What a table's value puts in place of a character: its text, or "" for None. */
function mapped(v: any): string {
  if (v === null) return "";
  if (typeof v === "string") return v;
  if (isInt(v) || typeof v === "boolean") {
    const n = Number(v);
    if (!(n >= 0 && n < 0x110000)) raise(E.ValueError, "character mapping must be in range(0x110000)");
    return String.fromCodePoint(n);
  }
  return raise(E.TypeError, "character mapping must return integer, None or str");
}

function translate(s: string, table: any): string {
  let out = "";
  for (const c of s) {
    const v = lookup(table, c.codePointAt(0)!);
    if (v === undefined) out += c;
    else {
      const text = mapped(v);
      // A mapping to a long str grows the text past what one character would.
      if (text.length > 2) checkSequenceLength(out.length + text.length);
      out += text;
    }
  }
  return out;
}

defineMethods(T.str, {
  maketrans: classMethod(builtin("maketrans", "cls, /, *args", (_cls: unknown, args: any[]) => maketrans(args)) as PyFunction),
  translate: builtin("str.translate", "self, table, /", translate),
});
