// Runs a translated pattern with CPython's search rules: anchored match/fullmatch, pos/endpos,
// code-point positions, and sre's "must advance" rule for successive matches (an empty match
// may be followed by a non-empty one at the same position).

import { CodePointOffsets, isAscii } from "../../values/index.js";
import { type Sources } from "./ascii-subjects.js";
import { numberCaptures } from "./captures.js";
import { PrefixSearch, literalPrefix, type Searcher } from "./prefix-search.js";
import { translate, type Translation } from "./translate.js";

/** One match: `spans[g]` is [start, end] in code points for each Python group, or null. */
export interface RawMatch {
  spans: ([number, number] | null)[];
}

export type Mode = "search" | "match" | "fullmatch";

/**
 * Maps UTF-16 offsets of one string to code-point offsets and back (identity without
 * surrogates; with them, through the offsets of its surrogate pairs: 4 bytes a pair). The map is
 * made on first use: finding out whether there are surrogates scans the whole string, which
 * findall and sub over the whole string never need.
 */
export class Positions {
  private offsets: CodePointOffsets | undefined;
  readonly s: string;

  constructor(s: string) {
    this.s = s;
  }

  private get map(): CodePointOffsets {
    return (this.offsets ??= new CodePointOffsets(this.s));
  }

  get length(): number {
    return this.map.length;
  }

  cp(unit: number): number {
    return this.map.cp(unit);
  }

  unit(cp: number): number {
    return this.map.unit(cp);
  }

  /** The text between two code-point offsets (end clamped to the length). */
  slice(start: number, end: number): string {
    return this.s.slice(this.unit(start), this.unit(Math.min(end, this.length)));
  }

  /**
   * The subject cut at code point `end` and the UTF-16 offset of `start`, with CPython's pos/endpos
   * clamping into [0, len] (a negative pos counts as 0, not from the end); null when start > end.
   */
  window(start: number, end: number): { subject: string; from: number } | null {
    // Code points never outnumber units: this covers the whole string without the map.
    if (start <= 0 && end >= this.s.length) return { subject: this.s, from: 0 };
    const len = this.length;
    const from = Math.min(Math.max(start, 0), len);
    const to = Math.min(Math.max(end, 0), len);
    if (from > to) return null;
    return { subject: to === len ? this.s : this.s.slice(0, this.unit(to)), from: this.unit(from) };
  }
}

/**
 * The RegExps compiled from one pair of sources (Translation, or its ASCII-subject form), each on
 * first use, with and without the `d` flag (indices cost about 3 times an exec in QuickJS): most
 * patterns only ever search.
 */
class Compiled {
  // By mode and indices (variantSlot): a per-call string key costs more than the lookup in QuickJS.
  private readonly variants: (RegExp | undefined)[] = [];
  private nonEmptyRe: RegExp | null = null;
  private runsRe: RegExp | null = null;
  /** With a prefix, the searches without and with indices (searcher). */
  private readonly prefixSearches: (PrefixSearch | undefined)[] = [];

  constructor(
    private readonly sources: Sources,
    private readonly jsFlags: string,
    /** Text every match starts with (literalPrefix): a search finds it natively before the regex runs. */
    readonly prefix: string,
  ) {}

  /** search scans (g); match and fullmatch are anchored (y), fullmatch also at the end. */
  variant(mode: Mode, indices: boolean): RegExp {
    const slot = (mode === "search" ? 0 : mode === "match" ? 2 : 4) + (indices ? 1 : 0);
    let re = this.variants[slot];
    if (!re) {
      const { source } = this.sources;
      const flags = (indices ? this.jsFlags : this.jsFlags.replace("d", "")) + (mode === "search" ? "g" : "y");
      this.variants[slot] = re = new RegExp(mode === "fullmatch" ? `(?:${source})(?![\\s\\S])` : source, flags);
    }
    return re;
  }

  /** The global search: the regex itself, or with a literal prefix, the anchored one at each of its occurrences. */
  searcher(indices: boolean): Searcher {
    if (this.prefix === "") return this.variant("search", indices);
    return this.prefixSearch(indices);
  }

  prefixSearch(indices: boolean): PrefixSearch {
    const slot = indices ? 1 : 0;
    return (this.prefixSearches[slot] ??= new PrefixSearch(this.prefix, this.variant("match", indices), this.variant("search", indices)));
  }

  runs(): RegExp {
    return (this.runsRe ??= new RegExp(`(?:${this.sources.source})+`, this.jsFlags.replace("d", "") + "g"));
  }

  nonEmpty(): RegExp {
    // Captures the rest of the subject, then refuses to end where it started; that capture comes
    // first, so the pattern's own captures are numbered one higher (see MatchCursor.next).
    if (!this.nonEmptyRe) {
      const source = numberCaptures(`(?=(?<ne>[\\s\\S]*))(?:${this.sources.named})(?!\\k<ne>(?![\\s\\S]))`).source;
      this.nonEmptyRe = new RegExp(source, this.jsFlags + "y");
    }
    return this.nonEmptyRe;
  }
}

export class Regex {
  readonly t: Translation;
  private readonly unicode: Compiled;
  /** For subjects of ASCII characters only, when the translation has a form for them. */
  private ascii: Compiled | undefined;

  constructor(readonly pattern: string, flags: number) {
    this.t = translate(pattern, flags);
    this.unicode = new Compiled(this.t, this.t.jsFlags, literalPrefix(pattern, this.t.flags));
  }

  /** The RegExps to run on `subject` (the whole string: a window of it is ASCII when it is). */
  private on(subject: string): Compiled {
    const { ascii } = this.t;
    if (ascii === null || !isAscii(subject)) return this.unicode;
    return (this.ascii ??= new Compiled(ascii, this.t.jsFlags, this.unicode.prefix));
  }

  /** A search of the whole of `s` without indices (find's, with the default pos and endpos): the
   *  prefix looked for once, which most lines of a log searched line by line lack. */
  searchWhole(s: string): RegExpExecArray | null {
    const compiled = this.on(s);
    if (compiled.prefix === "") {
      const re = compiled.variant("search", false);
      re.lastIndex = 0;
      return re.exec(s);
    }
    const at = s.indexOf(compiled.prefix);
    if (at < 0) return null;
    const search = compiled.prefixSearch(false);
    search.lastIndex = 0;
    return search.execAt(s, at);
  }

  /** One exec of `mode`'s regex in the window [start, end): the JS match and the subject it ran on. */
  private once(mode: Mode, indices: boolean, pos: Positions, start: number, end: number) {
    const w = pos.window(start, end);
    if (!w) return null;
    const compiled = this.on(pos.s);
    const re = mode === "search" ? compiled.searcher(indices) : compiled.variant(mode, indices);
    re.lastIndex = w.from;
    const m = re.exec(w.subject);
    return m && { m, subject: w.subject };
  }

  /** match/search/fullmatch with CPython's pos/endpos clamping; positions in code points. */
  exec(mode: Mode, pos: Positions, start: number, end: number): RawMatch | null {
    const found = this.once(mode, true, pos, start, end);
    return found && this.raw(found.m, pos);
  }

  /**
   * exec without indices: the JS match (texts by `t.capture`); foundSpans gives its spans when
   * they are asked for. No object or closure per call: a matched search line by line pays for
   * little more than its exec.
   */
  find(mode: Mode, pos: Positions, start: number, end: number): RegExpExecArray | null {
    const w = pos.window(start, end);
    if (!w) return null;
    const compiled = this.on(pos.s);
    const re = mode === "search" ? compiled.searcher(false) : compiled.variant(mode, false);
    re.lastIndex = w.from;
    return re.exec(w.subject);
  }

  /**
   * The spans of `m`, which find(mode, pos, start, end) gave: the anchored regex with indices at
   * the match's start finds them again (the match a search finds at a position is the one an
   * anchored match there finds), in the same window (clamped start and end give the same one).
   */
  foundSpans(mode: Mode, m: RegExpExecArray, pos: Positions, start: number, end: number): RawMatch {
    const anchored = this.on(pos.s).variant(mode === "fullmatch" ? "fullmatch" : "match", true);
    anchored.lastIndex = m.index;
    return this.raw(anchored.exec(pos.window(start, end)!.subject)!, pos);
  }

  /**
   * Successive non-overlapping matches as finditer/findall/sub/split see them, as JS matches
   * over the subject cut at `end`. `withIndices: false` uses a regex without the `d` flag
   * (faster in QuickJS): for callers that need only the texts (`m[t.capture[g]]`) and UTF-16 offsets.
   */
  cursor(pos: Positions, start: number, end: number, withIndices: boolean): MatchCursor | null {
    const w = pos.window(start, end);
    if (!w) return null;
    const compiled = this.on(pos.s);
    return new MatchCursor(this.t.mayPreferEmpty ? compiled : null, compiled.searcher(withIndices), w.subject, w.from);
  }

  /** For `oneChar` patterns: maximal runs of adjacent matches in `subject`, one exec per run (no indices). */
  runs(subject: string): RegExp {
    return this.on(subject).runs();
  }

  /** The matches of `cursor` as RawMatch spans in code points (textwrap splits with it). */
  *iterate(pos: Positions, start = 0, end = Number.MAX_SAFE_INTEGER): Generator<RawMatch> {
    const c = this.cursor(pos, start, end, true);
    if (!c) return;
    for (let m = c.next(); m; m = c.next()) yield this.raw(m, pos);
  }

  /** A match of a regex with indices (`cursor(..., true)`) as spans in code points. */
  raw(m: RegExpExecArray, pos: Positions): RawMatch {
    const ind = m.indices!;
    const spans: ([number, number] | null)[] = [[pos.cp(ind[0][0]), pos.cp(ind[0][1])]];
    for (let g = 1; g <= this.t.groups; g++) {
      const sp = ind[this.t.capture[g]];
      spans.push(sp ? [pos.cp(sp[0]), pos.cp(sp[1])] : null);
    }
    return { spans };
  }
}

/**
 * Steps through successive matches with sre's rules (see Regex.cursor). A non-empty match leaves
 * `re.lastIndex` at its end, where the next search starts; only after an empty match does sre's
 * rule need more than `re.exec`. Loops that run no other code between two matches step as
 *   for (let m = c.first(); m; m = m[0] === "" ? c.afterEmpty(m) : c.re.exec(c.subject))
 * (a method call per match costs as much as the exec in QuickJS); `next()` also holds when other
 * code, maybe searching with the same RegExp, runs in between (finditer).
 */
export class MatchCursor {
  private at: number;
  private prev: RegExpExecArray | null;
  /** The regexes `re` is one of, when the pattern may prefer an empty match (afterEmpty). */
  private readonly preferringEmpty: Compiled | null;
  readonly re: Searcher;
  readonly subject: string;

  constructor(preferringEmpty: Compiled | null, re: Searcher, subject: string, from: number) {
    this.preferringEmpty = preferringEmpty;
    this.re = re;
    this.subject = subject;
    this.at = from;
    this.prev = null;
  }

  first(): RegExpExecArray | null {
    this.re.lastIndex = this.at;
    return this.re.exec(this.subject);
  }

  /** The match after the empty match `m` (`re.lastIndex` is then set after the one returned). */
  afterEmpty(m: RegExpExecArray): RegExpExecArray | null {
    const { subject, re } = this;
    const at = m.index;
    // sre allows a non-empty match at the empty match's position before moving on; one can
    // exist only when the pattern may prefer an empty match (see Translation).
    if (this.preferringEmpty !== null) {
      const ne = this.preferringEmpty.nonEmpty();
      ne.lastIndex = at;
      const found = ne.exec(subject);
      if (found) {
        // Drop nonEmpty's own capture so the numbers are the search regex's.
        found.splice(1, 1);
        found.indices?.splice(1, 1);
        re.lastIndex = ne.lastIndex;
        return found;
      }
    }
    if (at >= subject.length) return null;
    re.lastIndex = at + (isHighSurrogateAt(subject, at) ? 2 : 1);
    return re.exec(subject);
  }

  /** The next match (`m.index` and `m[0]` in UTF-16 units of `subject`), or null when done. */
  next(): RegExpExecArray | null {
    const prev = this.prev;
    if (this.at < 0) return null;
    this.re.lastIndex = this.at;
    const m = prev === null ? this.first() : prev[0] === "" ? this.afterEmpty(prev) : this.re.exec(this.subject);
    this.prev = m;
    this.at = m ? this.re.lastIndex : -1;
    return m;
  }
}

function isHighSurrogateAt(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff && i + 1 < s.length;
}
