// The operations of a compiled Pattern, shared with the module-level functions: match/search/
// fullmatch, findall/finditer, sub/subn (templates or a callable, sync or async), split; and
// Pattern's methods, which call them.

import { E, PyList, PyTuple, PyType, T, asIndex, builtin, callPy, checkSsize, defineMethods, leanCalls, PyIterator, STOP, raise, typeOf } from "../../values/index.js";
import { Positions, type MatchCursor, type RawMatch } from "./engine.js";
import { PyMatch } from "./match.js";
import { PatternType, type PyPattern } from "./pattern.js";
import { type TemplatePart } from "./template.js";

function subject(s: unknown): string {
  if (typeof s === "string") return s;
  const t = typeOf(s);
  if (t === T.bytes) raise(E.TypeError, "cannot use a string pattern on a bytes-like object");
  return raise(E.TypeError, `expected string or bytes-like object, got '${t.name}'`);
}

function position(x: unknown, dflt: number): number {
  if (x === undefined) return dflt;
  if (typeof x === "boolean") return x ? 1 : 0;
  if (typeof x === "number") return x;
  // A C ssize_t in CPython: clamped within it, OverflowError past it.
  if (typeof x === "bigint") return checkSsize(x) < 0n ? 0 : Number.MAX_SAFE_INTEGER;
  // An object with __index__ (a RegexFlag passed as count, as `re.sub(p, r, s, re.A)` does).
  return position(asIndex(x), dflt);
}

export function matchAt(p: PyPattern, mode: "match" | "search" | "fullmatch", s: unknown, pos?: unknown, endpos?: unknown): PyMatch | null {
  if (mode === "search" && typeof s === "string" && (pos === 0 || pos === undefined) && (endpos === undefined || (typeof endpos === "number" && endpos >= s.length))) {
    return searchWhole(p, s);
  }
  const str = subject(s);
  const from = position(pos, 0);
  const to = position(endpos, Number.MAX_SAFE_INTEGER);
  const positions = new Positions(str);
  const found = p.regex.find(mode, positions, from, to);
  if (!found) return null;
  // Whether surrogates make the length in code points differ from the units' is a scan of the
  // whole text: left to the first question that needs it.
  const start = from <= 0 ? 0 : clamp(from, positions.length);
  const end = to >= str.length ? -1 : clamp(to, positions.length);
  return new PyMatch(p, positions, found, start, end, mode);
}

/** A search of a whole text (the defaults are 0 and a number past any length): no window, and
 *  code-point positions only once asked for (most lines of a log searched line by line). */
function searchWhole(p: PyPattern, s: string): PyMatch | null {
  const m = p.regex.searchWhole(s);
  return m === null ? null : new PyMatch(p, null, m, 0, -1, "search");
}

/** Pattern methods' default endpos: 9223372036854775807 as the signature's double reads it. */
const DEFAULT_ENDPOS = 2 ** 63;

/** Pattern.search: with its defaults (a log's lines searched one by one), the whole-text search
 *  without matchAt's tests of each argument (~0.13 us of a search that finds nothing). */
function patternSearch(self: PyPattern, s: unknown, pos: unknown, endpos: unknown): PyMatch | null {
  if (pos === 0 && endpos === DEFAULT_ENDPOS && typeof s === "string") return searchWhole(self, s);
  return matchAt(self, "search", s, pos, endpos);
}

const search = builtin("search", "self, /, string, pos=0, endpos=9223372036854775807", patternSearch);
// `rx.search(line)` at a method-call site: a str searched whole at once, where the call made for
// any builtin filled in both defaults and tested them again.
leanCalls(search, { 1: (self: PyPattern, s: unknown) => (typeof s === "string" ? searchWhole(self, s) : matchAt(self, "search", s)) });

function clamp(x: number, len: number): number {
  return Math.min(Math.max(x, 0), len);
}

export function findall(p: PyPattern, s: unknown, pos?: unknown, endpos?: unknown): PyList {
  const { groups, capture } = p.regex.t;
  const out: unknown[] = [];
  // Only the texts are needed: JS matches without indices.
  const c = p.regex.cursor(new Positions(subject(s)), position(pos, 0), position(endpos, Number.MAX_SAFE_INTEGER), false);
  if (!c) return new PyList(out);
  for (let m = c.first(); m; m = m[0] === "" ? c.afterEmpty(m) : c.re.exec(c.subject)) {
    if (groups === 0) out.push(m[0]);
    else if (groups === 1) out.push(m[capture[1]] ?? "");
    else {
      const items: unknown[] = [];
      for (let g = 1; g <= groups; g++) items.push(m[capture[g]] ?? "");
      out.push(new PyTuple(items));
    }
  }
  return new PyList(out);
}

const CallableIterator = new PyType("callable_iterator", [T.object]);

/** finditer's iterator: a cursor step and a Match per next(), with no generator in between (in
 *  QuickJS resuming generators cost more than the match itself). */
class MatchIterator extends PyIterator {
  private readonly p: PyPattern;
  private readonly positions: Positions;
  private readonly cursor: MatchCursor | null;
  private readonly pos: number;
  private readonly endpos: number;

  constructor(p: PyPattern, positions: Positions, cursor: MatchCursor | null, pos: number, endpos: number) {
    super(CallableIterator);
    this.p = p;
    this.positions = positions;
    this.cursor = cursor;
    this.pos = pos;
    this.endpos = endpos;
  }

  next(): unknown {
    const m = this.cursor?.next();
    if (!m) return STOP;
    // Found without indices: the match's spans are found again when asked for (an anchored match
    // at its start finds it), except sre's non-empty match where an empty one ended, which the
    // cursor finds with indices (an anchored match there would find the empty one again).
    return new PyMatch(this.p, this.positions, m.indices ? this.p.regex.raw(m, this.positions) : m, this.pos, this.endpos, "search");
  }
}

export function finditer(p: PyPattern, s: unknown, pos?: unknown, endpos?: unknown): PyIterator {
  const positions = new Positions(subject(s));
  const from = position(pos, 0);
  const to = position(endpos, Number.MAX_SAFE_INTEGER);
  const cursor = p.regex.cursor(positions, from, to, false);
  return new MatchIterator(p, positions, cursor, clamp(from, positions.length), clamp(to, positions.length));
}

export function split(p: PyPattern, s: unknown, maxsplit: unknown): PyList {
  const str = subject(s);
  const max = position(maxsplit, 0);
  if (max < 0) return new PyList([str]);
  const { groups, capture } = p.regex.t;
  // Pieces and group texts only: JS matches without indices, UTF-16 offsets of the whole string.
  const c = p.regex.cursor(new Positions(str), 0, Number.MAX_SAFE_INTEGER, false)!;
  const out: unknown[] = [];
  let last = 0;
  let n = 0;
  for (let m = c.first(); m && (!max || n < max); m = m[0] === "" ? c.afterEmpty(m) : c.re.exec(str), n++) {
    out.push(str.slice(last, m.index));
    for (let g = 1; g <= groups; g++) out.push(m[capture[g]] ?? null);
    last = m.index + m[0].length;
  }
  out.push(str.slice(last));
  return new PyList(out);
}

/** re.sub/subn: returns [text, count], or a Promise of it when `repl` is an async script function. */
export function subn(p: PyPattern, repl: unknown, s: unknown, count: unknown): [string, number] | Promise<[string, number]> {
  const positions = new Positions(subject(s));
  const max = position(count, 0);
  if (typeof repl === "string") return subTemplate(p, p.template(repl), positions, max);
  const found: RawMatch[] = [];
  const c = max < 0 ? null : p.regex.cursor(positions, 0, Number.MAX_SAFE_INTEGER, true)!;
  for (let m = c?.first(); m && (!max || found.length < max); m = m[0] === "" ? c!.afterEmpty(m) : c!.re.exec(c!.subject)) {
    found.push(p.regex.raw(m, positions));
  }
  // CPython joins a list of literal segments and replacements; a callable's None adds nothing
  // and any other non-str fails the join with the item's index in that list.
  const assemble = (pieces: unknown[]): [string, number] => {
    let out = "";
    let last = 0;
    let item = 0;
    found.forEach((m, i) => {
      const [start, end] = m.spans[0]!;
      if (start > last) {
        out += positions.slice(last, start);
        item++;
      }
      const piece = pieces[i];
      if (piece !== null) {
        if (typeof piece !== "string") raise(E.TypeError, `sequence item ${item}: expected str instance, ${typeOf(piece).name} found`);
        out += piece;
        item++;
      }
      last = end;
    });
    return [out + positions.slice(last, positions.length), found.length];
  };
  if (typeof repl !== "function" && !(repl instanceof PyType)) {
    raise(E.TypeError, `decoding to str: need a bytes-like object, ${typeOf(repl).name} found`);
  }
  const matchObject = (m: RawMatch) => new PyMatch(p, positions, m, 0, -1, "search");
  if ((repl as { $async?: boolean }).$async) {
    return (async () => {
      const pieces: unknown[] = [];
      for (const m of found) pieces.push(await callPy(repl, [matchObject(m)]));
      return assemble(pieces);
    })();
  }
  return assemble(found.map((m) => callPy(repl, [matchObject(m)])));
}

/** re.sub with a template: one pass over JS matches without indices, texts by capture number. */
function subTemplate(p: PyPattern, parts: TemplatePart[], positions: Positions, max: number): [string, number] {
  if (max === 0 && p.regex.t.oneChar && parts.every((part) => typeof part === "string")) {
    return subRuns(p.regex.runs(positions.s), parts.join(""), positions);
  }
  const s = positions.s;
  if (max < 0) return [s, 0];
  const c = p.regex.cursor(positions, 0, Number.MAX_SAFE_INTEGER, false)!;
  const captures = parts.map((part) => (typeof part === "number" ? p.regex.t.capture[part] : 0));
  // Pieces joined once: cheaper in QuickJS than growing a string by += per match.
  const out: string[] = [];
  let last = 0;
  let n = 0;
  for (let m = c.first(); m && (!max || n < max); m = m[0] === "" ? c.afterEmpty(m) : c.re.exec(s), n++) {
    out.push(s.slice(last, m.index));
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      out.push(typeof part === "string" ? part : (m[captures[i]] ?? ""));
    }
    last = m.index + m[0].length;
  }
  out.push(s.slice(last));
  return [out.join(""), n];
}

/** A literal replacement of one-code-point matches: each run of adjacent matches becomes the
 *  replacement repeated once per code point, as sre's match-by-match pass would give. */
function subRuns(re: RegExp, repl: string, positions: Positions): [string, number] {
  const s = positions.s;
  const astral = positions.length !== s.length;
  const out: string[] = [];
  const repeats: string[] = [];
  let last = 0;
  let n = 0;
  re.lastIndex = 0;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const end = re.lastIndex;
    const k = astral ? positions.cp(end) - positions.cp(m.index) : end - m.index;
    out.push(s.slice(last, m.index), (repeats[k] ??= repl.repeat(k)));
    n += k;
    last = end;
  }
  out.push(s.slice(last));
  return [out.join(""), n];
}

export function sub(p: PyPattern, repl: unknown, s: unknown, count: unknown): string | Promise<string> {
  const r = subn(p, repl, s, count);
  return r instanceof Promise ? r.then(([text]) => text) : r[0];
}

function subnTuple(p: PyPattern, repl: unknown, s: unknown, count: unknown): PyTuple | Promise<PyTuple> {
  const r = subn(p, repl, s, count);
  return r instanceof Promise ? r.then((x) => new PyTuple(x)) : new PyTuple(r);
}

defineMethods(PatternType, {
  match: builtin("match", "self, /, string, pos=0, endpos=9223372036854775807", (self: PyPattern, s: unknown, a: unknown, b: unknown) => matchAt(self, "match", s, a, b)),
  search,
  fullmatch: builtin("fullmatch", "self, /, string, pos=0, endpos=9223372036854775807", (self: PyPattern, s: unknown, a: unknown, b: unknown) => matchAt(self, "fullmatch", s, a, b)),
  findall: builtin("findall", "self, /, string, pos=0, endpos=9223372036854775807", findall),
  finditer: builtin("finditer", "self, /, string, pos=0, endpos=9223372036854775807", finditer),
  split: builtin("split", "self, /, string, maxsplit=0", split),
  sub: builtin("sub", "self, /, repl, string, count=0", sub),
  subn: builtin("subn", "self, /, repl, string, count=0", subnTuple),
});
