// The `fnmatch` module: shell patterns (`*.py`, `data_[0-9]?.csv`) as CPython 3.11's fnmatch.py on
// POSIX, where os.path.normcase is the identity. translate() is ported as is, so its text equals
// CPython's, and matching runs that text on the guest's `re`, so the semantics are Python's.
import { E, PyList, PyModule, T, len, pyDef, raise, toArray, typeOf } from "../values/index.js";
import { escape } from "./re/index.js";
import { compile } from "./re/pattern.js";
import { matchAt } from "./re/operations.js";

const STAR = Symbol("*");

/** A `[...]` set's body `pat[i:j]` in regex syntax (fnmatch.py's range handling); `pat` is the
 *  pattern's code points, so astral characters index and compare as in Python. */
function setBody(pat: string[], i: number, j: number): string {
  let stuff = pat.slice(i, j).join("");
  if (!stuff.includes("-")) {
    stuff = stuff.replaceAll("\\", "\\\\");
  } else {
    const chunks: string[][] = [];
    let k = pat[i] === "!" ? i + 2 : i + 1;
    for (;;) {
      k = pat.indexOf("-", k);
      if (k < 0 || k >= j) break;
      chunks.push(pat.slice(i, k));
      i = k + 1;
      k = k + 3;
    }
    const chunk = pat.slice(i, j);
    if (chunk.length) chunks.push(chunk);
    else chunks[chunks.length - 1].push("-");
    // Remove empty ranges -- invalid in RE.
    for (let m = chunks.length - 1; m > 0; m--) {
      if (chunks[m - 1][chunks[m - 1].length - 1].codePointAt(0)! > chunks[m][0].codePointAt(0)!) {
        chunks[m - 1] = [...chunks[m - 1].slice(0, -1), ...chunks[m].slice(1)];
        chunks.splice(m, 1);
      }
    }
    // Escape backslashes and hyphens for set difference (--); hyphens that make ranges stay.
    stuff = chunks.map((s) => s.join("").replaceAll("\\", "\\\\").replaceAll("-", "\\-")).join("-");
  }
  // Escape set operations (&&, ~~ and ||).
  return stuff.replace(/([&~|])/g, "\\$1");
}

function translateStr(text: string): string {
  const pat = Array.from(text);
  const parts: (string | typeof STAR)[] = [];
  const n = pat.length;
  let i = 0;
  while (i < n) {
    const c = pat[i++];
    if (c === "*") {
      if (parts.length === 0 || parts[parts.length - 1] !== STAR) parts.push(STAR);
    } else if (c === "?") {
      parts.push(".");
    } else if (c === "[") {
      let j = i;
      if (j < n && pat[j] === "!") j++;
      if (j < n && pat[j] === "]") j++;
      while (j < n && pat[j] !== "]") j++;
      if (j >= n) {
        parts.push("\\[");
        continue;
      }
      let stuff = setBody(pat, i, j);
      i = j + 1;
      if (!stuff) parts.push("(?!)"); // empty range: never match
      else if (stuff === "!") parts.push("."); // negated empty range: any character
      else {
        if (stuff[0] === "!") stuff = "^" + stuff.slice(1);
        else if (stuff[0] === "^" || stuff[0] === "[") stuff = "\\" + stuff;
        parts.push(`[${stuff}]`);
      }
    } else {
      parts.push(escape(c));
    }
  }
  // An interior `STAR fixed` is a minimal .*? then `fixed` with no backtracking: an atomic group.
  let res = "";
  i = 0;
  while (i < parts.length && parts[i] !== STAR) res += parts[i++] as string;
  while (i < parts.length) {
    i++; // the STAR
    let fixed = "";
    while (i < parts.length && parts[i] !== STAR) fixed += parts[i++] as string;
    res += i === parts.length ? ".*" + fixed : `(?>.*?${fixed})`;
  }
  return `(?s:${res})\\Z`;
}

function translate(pat: unknown): string {
  if (typeof pat === "string") return translateStr(pat);
  // fnmatch.py walks any sized pattern; a bytes one reaches re.escape with an int.
  if (typeOf(pat) === T.bytes && len(pat) > 0) raise(E.TypeError, "decoding to str: need a bytes-like object, int found");
  return raise(E.TypeError, `object of type '${typeOf(pat).name}' has no len()`);
}

/** os.path.normcase on POSIX: os.fspath's check, no change. */
function normcase(x: unknown): unknown {
  if (typeof x !== "string" && typeOf(x) !== T.bytes) raise(E.TypeError, `expected str, bytes or os.PathLike object, not ${typeOf(x).name}`);
  return x;
}

/** _compile_pattern: a bytes pattern meets re's refusal of bytes patterns. */
function matcher(pat: unknown): (name: unknown) => boolean {
  const p = compile(typeOf(pat) === T.bytes ? pat : translate(pat), 0);
  return (name) => matchAt(p, "match", name) !== null;
}

export function fnmatchModule(): PyModule {
  return new PyModule("fnmatch", {
    fnmatch: pyDef("fnmatch", "name, pat", (name: unknown, pat: unknown) => {
      normcase(name);
      return matcher(normcase(pat))(name);
    }),
    fnmatchcase: pyDef("fnmatchcase", "name, pat", (name: unknown, pat: unknown) => matcher(pat)(name)),
    filter: pyDef("filter", "names, pat", (names: unknown, pat: unknown) => {
      const match = matcher(normcase(pat));
      return new PyList(toArray(names).filter(match));
    }),
    translate: pyDef("translate", "pat", translate),
  });
}
