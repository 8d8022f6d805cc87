// Python str on JS strings: length, indexing and slicing count code points (a fast path when the
// string holds no surrogate), CPython's code-point ordering, and `str % args` through a hook.
import { E, raise } from "./exceptions.js";
import { hooks } from "./hooks.js";
import { holdsSurrogate } from "./string-facts.js";
import { checkSequenceLength } from "./limits.js";

const SURROGATE = /[\uD800-\uDFFF]/;

// Loops such as `for i in range(len(s)): s[i]` index one long string repeatedly: remember the
// last long string's analysis so each access is O(1) (O(log pairs) with surrogate pairs) instead
// of a rescan.
const CACHE_MIN = 64;
let cachedString = "";
let cachedSimple = true;
let cachedPairs: Int32Array | null = null;

function analyse(s: string): void {
  if (s === cachedString) return;
  cachedString = s;
  cachedSimple = !holdsSurrogate(s);
  cachedPairs = null;
}

const PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

/**
 * The code-point index of each surrogate pair of `s`, ascending: with them a code point's unit
 * offset is its index plus the pairs before it. 4 bytes a pair, where an array of the string's
 * code points took ~30 bytes a character (a 5 MB text with one emoji raised MemoryError at len()).
 */
function pairsOf(s: string): Int32Array {
  if (s.length < CACHE_MIN) return scanPairs(s);
  analyse(s);
  return (cachedPairs ??= scanPairs(s));
}

function scanPairs(s: string): Int32Array {
  const found: number[] = [];
  PAIR.lastIndex = 0;
  for (let m = PAIR.exec(s); m !== null; m = PAIR.exec(s)) found.push(m.index - found.length);
  return Int32Array.from(found);
}

/** How many pairs start before code point `cp` or, with `inUnits`, before unit `cp` (the k-th pair
 *  starts at unit pairs[k] + k). */
function pairsBelow(pairs: Int32Array, cp: number, inUnits = false): number {
  let lo = 0;
  let hi = pairs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pairs[mid] + (inUnits ? mid : 0) < cp) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** ES2024's String.prototype.isWellFormed, which QuickJS has (the project's lib is ES2022). */
interface WellFormedTest {
  isWellFormed(): boolean;
}

/**
 * Whether `s` holds no lone surrogate, natively: QuickJS answers a one-byte string at once and
 * scans a wide one in C, where a RegExp scan takes ~50 ns a unit (~0.1 ms for 2 KB).
 */
export function wellFormed(s: string): boolean {
  return (s as unknown as WellFormedTest).isWellFormed();
}

/** True when every code point is one UTF-16 unit, so JS indices are Python indices. */
export function isSimple(s: string): boolean {
  if (s.length < CACHE_MIN) return !SURROGATE.test(s);
  analyse(s);
  return cachedSimple;
}

// Up to this many strs are joined for allSimple's one test (at most 64 Ki units: no str is long).
const JOINED = 1024;

/**
 * Whether no str of `strs` holds a surrogate: short ones joined and tested at once (a regex test
 * costs ~0.3 us in QuickJS before it scans a unit; the join ~30 ns a str), long ones as isSimple
 * tests them (the last-string cache, the host's facts).
 */
export function allSimple(strs: readonly string[]): boolean {
  for (let i = 0; i < strs.length; i += JOINED) {
    const end = Math.min(i + JOINED, strs.length);
    let short = true;
    for (let j = i; j < end && short; j++) short = strs[j].length < CACHE_MIN;
    if (short) {
      if (SURROGATE.test(end - i === strs.length ? strs.join("") : strs.slice(i, end).join(""))) return false;
    } else {
      for (let j = i; j < end; j++) if (!isSimple(strs[j])) return false;
    }
  }
  return true;
}

/**
 * One string's offsets both ways (code point -> UTF-16 unit, and a unit -> its code point, the
 * pair's inside a pair), kept by their owner (str's searches, re's Positions, which maps every
 * match of a search) whatever string the last-string cache holds meanwhile.
 */
export class CodePointOffsets {
  private readonly pairs: Int32Array | null;

  constructor(readonly s: string) {
    this.pairs = isSimple(s) ? null : pairsOf(s);
  }

  get length(): number {
    return this.s.length - (this.pairs === null ? 0 : this.pairs.length);
  }

  /** The UTF-16 offset of code point `cp` (0 <= cp <= length). */
  unit(cp: number): number {
    return this.pairs === null ? cp : cp + pairsBelow(this.pairs, cp);
  }

  /** The code point at UTF-16 offset `unit` (inside a pair: the pair's). */
  cp(unit: number): number {
    return this.pairs === null ? unit : unit - pairsBelow(this.pairs, unit, true);
  }
}

/** The string's code points as one-code-point strings (a fresh array). */
export function codePoints(s: string): string[] {
  return isSimple(s) ? s.split("") : Array.from(s);
}

/** `s` cut to its first `n` code points, as CPython's `%.<n>R` / `%.<n>U` formats cut. */
export function cutCodePoints(s: string, n: number): string {
  // n code points take at most 2n units: only that much is split (an int() of megabytes fails fast).
  return s.length <= n ? s : Array.from(s.slice(0, 2 * n)).slice(0, n).join("");
}

export function strLen(s: string): number {
  // The short-string case of isSimple inline: len() is among the commonest calls.
  if (s.length < CACHE_MIN) return SURROGATE.test(s) ? s.length - scanPairs(s).length : s.length;
  return isSimple(s) ? s.length : s.length - pairsOf(s).length;
}

/** s[i] for a normalised index 0 <= i < len; undefined when out of range. */
export function strIndex(s: string, i: number): string | undefined {
  if (isSimple(s)) return s[i];
  const pairs = pairsOf(s);
  if (i < 0 || i >= s.length - pairs.length) return undefined;
  const below = pairsBelow(pairs, i);
  const unit = i + below;
  return below < pairs.length && pairs[below] === i ? s.slice(unit, unit + 2) : s[unit];
}

/** s[start:stop:step] with already adjusted indices (see adjustIndices in slice.ts). */
export function strSlice(s: string, start: number, stop: number, step: number): string {
  if (step === 1) {
    if (start >= stop) return "";
    if (isSimple(s)) return s.slice(start, stop);
    const pairs = pairsOf(s);
    return s.slice(start + pairsBelow(pairs, start), stop + pairsBelow(pairs, stop));
  }
  const at: (i: number) => string | undefined = isSimple(s) ? (i) => s[i] : (i) => strIndex(s, i);
  let out = "";
  if (step > 0) for (let i = start; i < stop; i += step) out += at(i);
  else for (let i = start; i > stop; i += step) out += at(i);
  return out;
}

/**
 * s[start:stop] for a slice of step 1 (`step` None or 1) with int or None bounds, as the same
 * slice of UTF-16 units when the units that place its ends hold no surrogate: the first `p` for
 * each bound p >= 0, the last `q` for each bound -q (then those bounds are the same in code points
 * and units, and no end splits a pair), so a preview of a long text (`text[:200]`, `text[-200:]`)
 * or a field of a line (`w[5:-2]`) looks at its ends only, not the whole text. A start alone past
 * CACHE_MIN (`text[i:]` in a loop) and the last long string analysed take the general path,
 * whose analysis is kept. Undefined when that does not hold: the caller takes the general path.
 */
export function strSliceUnits(s: string, start: unknown, stop: unknown, step: unknown): string | undefined {
  if (step !== null && step !== 1) return undefined;
  // The units to look at from the front and from the back.
  let front = 0;
  let back = 0;
  if (start !== null) {
    if (typeof start !== "number") return undefined;
    if (start >= 0) front = start;
    else back = -start;
  }
  if (stop !== null) {
    if (typeof stop !== "number") return undefined;
    if (stop >= 0) front = Math.max(front, stop);
    else back = Math.max(back, -stop);
  } else if (front >= CACHE_MIN) return undefined;
  if (s === cachedString || !endsSimple(s, front, back)) return undefined;
  return s.slice(start === null ? 0 : (start as number), stop === null ? s.length : (stop as number));
}

/** Whether the first `front` and the last `back` units of `s` hold no surrogate. */
function endsSimple(s: string, front: number, back: number): boolean {
  const n = s.length;
  // The whole text: its analysis, kept when it is long (a bound past its end in a loop).
  if (front + back >= n) return isSimple(s);
  return !((front > 0 && SURROGATE.test(s.slice(0, front))) || (back > 0 && SURROGATE.test(s.slice(n - back))));
}

/**
 * s[i] for an int i, as the unit there when the units before it (from the back: from it on) hold
 * no surrogate, so `line[0]` or `word[-1]` looks at that end only. Undefined otherwise, for an
 * index out of range (the general path raises) or CACHE_MIN or more from its end, and on the last
 * long string analysed.
 */
export function strItemUnits(s: string, i: number): string | undefined {
  const n = s.length;
  // Within four of an end (`word[0]`, `line[-1]`): the units up to it tested one by one, where a
  // slice and a regex test cost ~0.3 us more in QuickJS.
  if (i >= 0 ? i < 4 && i < n : i >= -4 && i >= -n) {
    const from = i >= 0 ? 0 : n + i;
    const to = i >= 0 ? i : n - 1;
    for (let j = from; j <= to; j++) if ((s.charCodeAt(j) & 0xf800) === 0xd800) return undefined;
    return s[i >= 0 ? i : n + i];
  }
  // Far from an end, the general path's analysis (kept for a long text) costs no more.
  if (i >= n || i < -n || i >= CACHE_MIN || i < -CACHE_MIN || s === cachedString) return undefined;
  if (i >= 0) return endsSimple(s, i + 1, 0) ? s[i] : undefined;
  return endsSimple(s, 0, -i) ? s[n + i] : undefined;
}

/** The boundary before unit i of s falls between the two halves of a surrogate pair. */
export function splitsPair(s: string, i: number): boolean {
  return (s.charCodeAt(i) & 0xfc00) === 0xdc00 && (s.charCodeAt(i - 1) & 0xfc00) === 0xd800;
}

// A search by UTF-16 units finds a str where its code points are, unless the match would begin
// or end inside a surrogate pair of the text: only a str whose first unit is a pair's second half
// or whose last unit is a pair's first half can match so (`"\ud83d" in "😀"` is False).

/** Whether a unit match of `sub` may begin or end inside one of a text's surrogate pairs. Such
 *  an edge is a lone surrogate, so a well-formed str (answered at once for a one-byte one) has none. */
export function cutsPairs(sub: string): boolean {
  // The last answer kept: a loop asks about the same literal again and again.
  if (sub === cutsAsked) return cutsAnswer;
  cutsAsked = sub;
  if (wellFormed(sub)) return (cutsAnswer = false);
  return (cutsAnswer = (sub.charCodeAt(0) & 0xfc00) === 0xdc00 || (sub.charCodeAt(sub.length - 1) & 0xfc00) === 0xd800);
}

let cutsAsked = "";
let cutsAnswer = false;

/** A match of `sub` at unit `at` of `s` that begins or ends inside a surrogate pair. */
function cutsPairAt(s: string, sub: string, at: number): boolean {
  return splitsPair(s, at) || splitsPair(s, at + sub.length);
}

/** `s.indexOf(sub, from)` at code-point boundaries, for a `sub` that cutsPairs: -1 when every
 *  unit match cuts a pair. */
export function indexOfWhole(s: string, sub: string, from = 0): number {
  let at = s.indexOf(sub, from);
  while (at >= 0 && cutsPairAt(s, sub, at)) at = s.indexOf(sub, at + 1);
  return at;
}

/** The first (`fromRight`: last) match of `sub` in `s` at code-point boundaries, or -1. */
export function findWhole(s: string, sub: string, fromRight: boolean): number {
  const at = fromRight ? s.lastIndexOf(sub) : s.indexOf(sub);
  if (at < 0 || !cutsPairs(sub)) return at;
  return fromRight ? lastIndexOfWhole(s, sub) : indexOfWhole(s, sub);
}

/** `s.lastIndexOf(sub, from)` at code-point boundaries, as indexOfWhole. */
export function lastIndexOfWhole(s: string, sub: string, from = Infinity): number {
  let at = s.lastIndexOf(sub, from);
  while (at >= 0 && cutsPairAt(s, sub, at)) at = at === 0 ? -1 : s.lastIndexOf(sub, at - 1);
  return at;
}

/** s[i], a surrogate unit, is half of a valid pair. */
function isPaired(s: string, i: number): boolean {
  return splitsPair(s, s.charCodeAt(i) <= 0xdbff ? i + 1 : i);
}

/** Orders strings by code point, as Python does (JS `<` orders UTF-16 units). */
export function strCompare(a: string, b: string): number {
  if (a === b) return 0;
  // Code-unit order is code-point order unless a surrogate is where they first differ: a first
  // unit that differs decides (most words), strs without a surrogate (dates, ids with a common
  // prefix) compare natively, ~0.9 us against ~2.5 for the loop on 10 units.
  const x0 = a.charCodeAt(0);
  const y0 = b.charCodeAt(0);
  if (x0 !== y0 && x0 < 0xd800 && y0 < 0xd800) return x0 < y0 ? -1 : 1;
  if (isSimple(a) && isSimple(b)) return a < b ? -1 : 1;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x !== y) {
      // A pair's units (an astral code point) sort above the whole BMP; a lone surrogate is its own code point.
      if (x >= 0xd800 && x <= 0xdfff && isPaired(a, i)) x += 0x10000;
      if (y >= 0xd800 && y <= 0xdfff && isPaired(b, i)) y += 0x10000;
      return x < y ? -1 : 1;
    }
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

/**
 * Units of the chunk a short string is repeated into first: QuickJS's repeat appends its string
 * once per copy (~9 ns each), so `"x" * 1000000` took 9 ms, and 0.2 ms as 1,000 copies of a
 * 1,000-unit chunk.
 */
const REPEAT_CHUNK_UNITS = 1024;

/** s * n with CPython's size check made before allocating. */
export function strRepeat(s: string, n: number): string {
  if (n <= 0 || s.length === 0) return "";
  if (s.length * n > hooks.maxSequenceLength) raise(E.MemoryError);
  const perChunk = Math.floor(REPEAT_CHUNK_UNITS / s.length);
  // A string longer than the chunk (perChunk 0) is its own chunk.
  if (perChunk === 0 || n < 2 * perChunk) return s.repeat(n);
  // padEnd adds the last copies in the same buffer: one flat string, as repeat gives (a `+`
  // past QuickJS's short-string length makes a rope).
  return s.repeat(perChunk).repeat(Math.floor(n / perChunk)).padEnd(s.length * n, s);
}

/** `format % args`, delegated to the formatter guest/builtins installs with setPercentFormatter. */
export function strPercent(format: string, args: any): string {
  if (hooks.percentFormat === null) throw new Error("no %-formatter installed (guest/builtins setPercentFormatter)");
  return hooks.percentFormat(format, args);
}

/** `s.expandtabs(size)` (str's, bytes', textwrap's): each tab padded to the next multiple of
 *  `size` columns (none for a size of 0 or less), a column per code point, `\n` and `\r`
 *  starting a line again. */
export function strExpandTabs(s: string, size: number): string {
  let out = "";
  let column = 0;
  for (const c of s) {
    if (c === "\t") {
      if (size > 0) {
        const n = size - (column % size);
        checkSequenceLength(out.length + n);
        out += " ".repeat(n);
        column += n;
      }
    } else {
      out += c;
      column = c === "\n" || c === "\r" ? 0 : column + 1;
    }
  }
  return out;
}
