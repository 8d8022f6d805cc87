// The `re` module: Python regular expressions on QuickJS's RegExp engine (translate.ts rewrites
// the syntax, engine.ts applies CPython's matching rules, pattern.ts/match.ts are the objects).

import { E, PyModule, PyTuple, pyDef, raise, typeOf } from "../../values/index.js";
import { MatchType } from "./match.js";
import { PatternType, ReError, compile } from "./pattern.js";
import { findall, finditer, matchAt, split, sub, subn } from "./operations.js";
import { regexFlag } from "./flags.js";

// re.escape escapes exactly these (CPython 3.7+ `_special_chars_map`).
const SPECIAL = new Set("()[]{}?*+-|^$\\.&~# \t\n\r\v\f");

export function escape(pattern: unknown): string {
  if (typeof pattern !== "string") raise(E.TypeError, `expected str instance, ${typeOf(pattern).name} found`);
  let out = "";
  for (const c of pattern) out += SPECIAL.has(c) ? "\\" + c : c;
  return out;
}

export function reModule(): PyModule {
  const { RegexFlag, names } = regexFlag();
  return new PyModule("re", {
    ...names,
    RegexFlag,
    error: ReError,
    Pattern: PatternType,
    Match: MatchType,
    compile: pyDef("compile", "pattern, flags=0", compile),
    search: pyDef("search", "pattern, string, flags=0", (p: unknown, s: unknown, f: unknown) => matchAt(compile(p, f), "search", s)),
    match: pyDef("match", "pattern, string, flags=0", (p: unknown, s: unknown, f: unknown) => matchAt(compile(p, f), "match", s)),
    fullmatch: pyDef("fullmatch", "pattern, string, flags=0", (p: unknown, s: unknown, f: unknown) => matchAt(compile(p, f), "fullmatch", s)),
    findall: pyDef("findall", "pattern, string, flags=0", (p: unknown, s: unknown, f: unknown) => findall(compile(p, f), s)),
    finditer: pyDef("finditer", "pattern, string, flags=0", (p: unknown, s: unknown, f: unknown) => finditer(compile(p, f), s)),
    split: pyDef("split", "pattern, string, maxsplit=0, flags=0", (p: unknown, s: unknown, n: unknown, f: unknown) => split(compile(p, f), s, n)),
    sub: pyDef("sub", "pattern, repl, string, count=0, flags=0", (p: unknown, r: unknown, s: unknown, n: unknown, f: unknown) => sub(compile(p, f), r, s, n)),
    subn: pyDef("subn", "pattern, repl, string, count=0, flags=0", (p: unknown, r: unknown, s: unknown, n: unknown, f: unknown) => {
      const res = subn(compile(p, f), r, s, n);
      return res instanceof Promise ? res.then((x) => new PyTuple(x)) : new PyTuple(res);
    }),
    escape: pyDef("escape", "pattern", escape),
    purge: pyDef("purge", "", () => null),
  });
}
