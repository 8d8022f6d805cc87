// Runs a translated pattern with CPython's search rules: anchored match/fullmatch, pos/endpos,
// code-point positions, and sre's "must advance" rule for successive matches (an empty match
// may be followed by a non-empty one at the same position).

import { numberCaptures } from "./captures.js";
import { translate, type Translation } from "./translate.js";

/** One match: `spans[g]` is [start, end] in code points for each Python group, or null. */
export interface RawMatch {
  spans: ([number, number] | null)[];
}

type Mode = "search" | "match" | "fullmatch";

/** Maps UTF-16 offsets of one string to code-point offsets and back (identity without surrogates). */
export class Positions {
  private readonly unitToCp: Int32Array | null;
  private readonly cpToUnit: Int32Array | null;
  readonly length: number;

  constructor(readonly s: string) {
    if (!/[\uD800-\uDFFF]/.test(s)) {
      this.unitToCp = null;
      this.cpToUnit = null;
      this.length = s.length;
      return;
    }
    const n = s.length;
    const u2c = new Int32Array(n + 1);
    const c2u = new Int32Array(n + 1);
    let cp = 0;
    for (let u = 0; u < n; u++, cp++) {
      u2c[u] = cp;
      c2u[cp] = u;
      const c = s.charCodeAt(u);
      if (c >= 0xd800 && c <= 0xdbff && u + 1 < n) {
        const d = s.charCodeAt(u + 1);
        if (d >= 0xdc00 && d <= 0xdfff) u2c[++u] = cp;
      }
    }
    u2c[n] = cp;
    c2u[cp] = n;
    this.unitToCp = u2c;
    this.cpToUnit = c2u;
    this.length = cp;
  }

  cp(unit: number): number {
    return this.unitToCp ? this.unitToCp[unit] : unit;
  }

  unit(cp: number): number {
    return this.cpToUnit ? this.cpToUnit[cp] : cp;
  }

  /** The text between two code-point offsets (end clamped to the length). */
  slice(start: number, end: number): string {
    return this.s.slice(this.unit(start), this.unit(Math.min(end, this.length)));
  }
}

export class Regex {
  readonly t: Translation;
  private readonly searchRe: RegExp;
  // The anchored variants, and the search without indices, are compiled on first use: most
  // patterns only ever search.
  private stickyRe: RegExp | null = null;
  private fullRe: RegExp | null = null;
  private nonEmptyRe: RegExp | null = null;
  private textRe: RegExp | null = null;
  private runsRe: RegExp | null = null;

  constructor(readonly pattern: string, flags: number) {
    this.t = translate(pattern, flags);
    this.searchRe = new RegExp(this.t.source, this.t.jsFlags + "g");
  }

  private sticky(): RegExp {
    return (this.stickyRe ??= new RegExp(this.t.source, this.t.jsFlags + "y"));
  }

  private full(): RegExp {
    return (this.fullRe ??= new RegExp(`(?:${this.t.source})(?![\\s\\S])`, this.t.jsFlags + "y"));
  }

  /** match/search/fullmatch with CPython's pos/endpos clamping; positions in code points. */
  exec(mode: Mode, pos: Positions, start: number, end: number): RawMatch | null {
    const [from, to] = clampRange(pos.length, start, end);
    if (from > to) return null;
    const subject = to === pos.length ? pos.s : pos.s.slice(0, pos.unit(to));
    const re = mode === "search" ? this.searchRe : mode === "match" ? this.sticky() : this.full();
    re.lastIndex = pos.unit(from);
    return this.toRaw(re.exec(subject), pos);
  }

  /**
   * Successive non-overlapping matches as finditer/findall/sub/split see them, as JS matches
   * over the subject cut at `end`. `withIndices: false` uses a regex without the `d` flag
   * (faster in QuickJS): for callers that need only the texts (`m[t.capture[g]]`) and UTF-16 offsets.
   */
  cursor(pos: Positions, start: number, end: number, withIndices: boolean): MatchCursor | null {
    const [from, to] = clampRange(pos.length, start, end);
    if (from > to) return null;
    const subject = to === pos.length ? pos.s : pos.s.slice(0, pos.unit(to));
    const re = withIndices ? this.searchRe : (this.textRe ??= new RegExp(this.t.source, this.t.jsFlags.replace("d", "") + "g"));
    return new MatchCursor(this, re, subject, pos.unit(from));
  }

  /** For `oneChar` patterns: maximal runs of adjacent matches, one exec per run (no indices). */
  runs(): RegExp {
    return (this.runsRe ??= new RegExp(`(?:${this.t.source})+`, this.t.jsFlags.replace("d", "") + "g"));
  }

  /** The matches of `cursor` as RawMatch spans in code points. */
  *iterate(pos: Positions, start = 0, end = Number.MAX_SAFE_INTEGER): Generator<RawMatch> {
    const c = this.cursor(pos, start, end, true);
    if (!c) return;
    for (let m = c.next(); m; m = c.next()) yield this.toRaw(m, pos)!;
  }

  nonEmpty(): RegExp {
    // Captures the rest of the subject, then refuses to end where it started; that capture comes
    // first, so the pattern's own captures are numbered one higher (see MatchCursor.next).
    if (!this.nonEmptyRe) {
      const source = numberCaptures(`(?=(?<ne>[\\s\\S]*))(?:${this.t.named})(?!\\k<ne>(?![\\s\\S]))`).source;
      this.nonEmptyRe = new RegExp(source, this.t.jsFlags + "y");
    }
    return this.nonEmptyRe;
  }

  private toRaw(m: RegExpExecArray | null, pos: Positions): RawMatch | null {
    if (!m) return null;
    const ind = m.indices!;
    const spans: ([number, number] | null)[] = [[pos.cp(ind[0][0]), pos.cp(ind[0][1])]];
    for (let g = 1; g <= this.t.groups; g++) {
      const sp = ind[this.t.capture[g]];
      spans.push(sp ? [pos.cp(sp[0]), pos.cp(sp[1])] : null);
    }
    return { spans };
  }
}

/** Steps through successive matches with sre's rules (see Regex.cursor). */
export class MatchCursor {
  private at: number;
  private mustAdvance = false;

  constructor(
    private readonly regex: Regex,
    private readonly re: RegExp,
    readonly subject: string,
    from: number,
  ) {
    this.at = from;
  }

  /** The next match (`m.index` and `m[0]` in UTF-16 units of `subject`), or null when done. */
  next(): RegExpExecArray | null {
    const { subject, re, at } = this;
    if (at > subject.length) return null;
    let m: RegExpExecArray | null = null;
    if (this.mustAdvance) {
      // sre allows a non-empty match at the previous (empty) match's end before moving on;
      // one can exist only when the pattern may prefer an empty match (see Translation).
      if (this.regex.t.mayPreferEmpty) {
        const ne = this.regex.nonEmpty();
        ne.lastIndex = at;
        m = ne.exec(subject);
        // Drop nonEmpty's own capture so the numbers are the search regex's.
        m?.splice(1, 1);
        m?.indices?.splice(1, 1);
      }
      if (!m && at < subject.length) {
        re.lastIndex = at + (isHighSurrogateAt(subject, at) ? 2 : 1);
        m = re.exec(subject);
      }
    } else {
      re.lastIndex = at;
      m = re.exec(subject);
    }
    if (!m) {
      this.at = subject.length + 1;
      return null;
    }
    const e = m.index + m[0].length;
    this.mustAdvance = m.index === e;
    this.at = e;
    return m;
  }
}

function isHighSurrogateAt(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff && i + 1 < s.length;
}

/** CPython clamps pos/endpos into [0, len]; a negative pos counts as 0 (not from the end). */
function clampRange(len: number, start: number, end: number): [number, number] {
  const from = Math.min(Math.max(start, 0), len);
  const to = Math.min(Math.max(end, 0), len);
  return [from, to];
}
