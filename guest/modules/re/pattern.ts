// re.Pattern, the compiled pattern: its flags, repr, equality and hash, the parsed replacement
// templates it keeps, and re.compile with its cache. Its methods are in operations.ts.

import { E, MappingProxy, PyBaseException, PyDict, PyTuple, PyType, T, asIndex, builtin, callPy, cutCodePoints, defineMethods, isInstance, newException, newExceptionType, raise, repr, str, typeOf } from "../../values/index.js";
import { Regex } from "./engine.js";
import { parseTemplate, UnknownGroupName, type TemplatePart } from "./template.js";
import { FLAG, FlagValueError, RegexSyntaxError, RepeatOverflowError, errorFields } from "./syntax.js";

export const PatternType = new PyType("Pattern", [T.object], "re");
/** `re.error`: CPython 3.11 names it re.error, a subclass of Exception. */
export const ReError = newExceptionType("error", [E.Exception], "re");
// re.error.__init__, for re.error and a script's subclass of it.
const errorInit = builtin("__init__", "self, msg, pattern=None, pos=None", initError);
defineMethods(ReError, { __init__: errorInit });
ReError.construct = (pos, kw) => {
  const exc = newException(ReError, []);
  callPy(errorInit, [exc, ...pos], kw);
  return exc;
};

/** Keeps `msg`, `pattern` and `pos`, and the position's line and column when both are given,
 *  which join the message. */
function initError(self: PyBaseException, msg: unknown, pattern: unknown, pos: unknown): null {
  let text = msg;
  let lineno: number | null = null;
  let colno: number | null = null;
  if (pattern !== null && pos !== null) {
    if (typeof pattern !== "string") raise(E.TypeError, "re.error's pattern must be a str in tool flows");
    ({ text, lineno, colno } = errorFields(str(msg), pattern as string, Number(asIndex(pos))));
  }
  self.args = new PyTuple([text]);
  Object.assign(self.attrs, { msg, pattern, pos, lineno, colno });
  return null;
}

const FLAG_NAMES: [number, string][] = [
  [FLAG.I, "re.IGNORECASE"],
  [FLAG.L, "re.LOCALE"],
  [FLAG.M, "re.MULTILINE"],
  [FLAG.S, "re.DOTALL"],
  [FLAG.U, "re.UNICODE"],
  [FLAG.X, "re.VERBOSE"],
  [FLAG.A, "re.ASCII"],
];

export class PyPattern {
  private templates = new Map<string, TemplatePart[]>();

  constructor(readonly regex: Regex) {}

  get pattern(): string {
    return this.regex.pattern;
  }

  get flags(): number {
    return this.regex.t.flags;
  }

  template(s: string): TemplatePart[] {
    let t = this.templates.get(s);
    if (t === undefined) {
      try {
        t = parseTemplate(s, this.regex.t.groups, this.regex.t.groupindex);
      } catch (e) {
        throw translateError(e, s);
      }
      this.templates.set(s, t);
    }
    return t;
  }

  $repr(): string {
    // str patterns always carry UNICODE; CPython leaves it out of the repr.
    const shown = this.flags & ~FLAG.U;
    const names: string[] = [];
    let rest = shown;
    for (const [bit, name] of FLAG_NAMES) {
      if (rest & bit) {
        names.push(name);
        rest &= ~bit;
      }
    }
    if (rest) names.push(String(rest));
    // %.200R: the pattern's repr cut to 200 code points.
    const p = cutCodePoints(repr(this.pattern), 200);
    return names.length ? `re.compile(${p}, ${names.join("|")})` : `re.compile(${p})`;
  }

  $eq(other: unknown): boolean {
    return other instanceof PyPattern && other.pattern === this.pattern && other.flags === this.flags;
  }

  $hashKey(): string {
    return `\0re.Pattern:${this.flags}:${this.pattern}`;
  }
}
Object.defineProperty(PyPattern.prototype, "$type", { value: PatternType });

function translateError(e: unknown, pattern: string): unknown {
  if (e instanceof RegexSyntaxError) return callPy(ReError, [e.msg, pattern, e.pos]);
  if (e instanceof UnknownGroupName) return newException(E.IndexError, [e.message]);
  if (e instanceof FlagValueError) return newException(E.ValueError, [e.message]);
  if (e instanceof RepeatOverflowError) return newException(E.OverflowError, [e.message]);
  return e;
}

// CPython keeps up to 512 compiled patterns (re._MAXCACHE); the cache is per guest context.
const MAX_CACHE = 512;
const cache = new Map<string, PyPattern>();

/** re.compile(pattern, flags): a Pattern passes through (with flags 0). */
export function compile(pattern: unknown, flags: unknown): PyPattern {
  const f = flagsArg(flags);
  if (pattern instanceof PyPattern) {
    if (f) raise(E.ValueError, "cannot process flags argument with a compiled pattern");
    return pattern;
  }
  if (typeof pattern !== "string") {
    if (typeOf(pattern) === T.bytes) raise(E.TypeError, "bytes patterns are not supported in tool flows; use a str pattern");
    raise(E.TypeError, "first argument must be string or compiled pattern");
  }
  const key = `${f}:${pattern}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let regex: Regex;
  try {
    regex = new Regex(pattern, f);
  } catch (e) {
    throw translateError(e, pattern);
  }
  const p = new PyPattern(regex);
  if (cache.size >= MAX_CACHE) cache.delete(cache.keys().next().value!);
  cache.set(key, p);
  return p;
}

function flagsArg(flags: unknown): number {
  if (typeof flags === "boolean") return flags ? 1 : 0;
  if (typeof flags === "number") return flags;
  // A RegexFlag (an IntFlag member): its int.
  if (isInstance(flags, T.int)) return Number(asIndex(flags));
  return raise(E.TypeError, `unsupported operand type(s) for &: '${typeOf(flags).name}' and 'RegexFlag'`);
}

PatternType.properties.set("pattern", (p: PyPattern) => p.pattern);
PatternType.properties.set("flags", (p: PyPattern) => p.flags);
PatternType.properties.set("groups", (p: PyPattern) => p.regex.t.groups);
PatternType.properties.set("groupindex", (p: PyPattern) => {
  const d = new PyDict();
  for (const [name, g] of p.regex.t.groupindex) d.set(name, g);
  return new MappingProxy(d);
});
