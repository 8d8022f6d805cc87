// Python str on JS strings: length, indexing and slicing count code points (a fast path when the
// string holds no surrogate), CPython's code-point ordering, and `str % args` through a hook.
import { E, raise } from "./exceptions.js";
import { hooks } from "./hooks.js";

const SURROGATE = /[\uD800-\uDFFF]/;

// Loops such as `for i in range(len(s)): s[i]` index one long string repeatedly: remember the
// last long string's analysis so each access is O(1) instead of a rescan.
const CACHE_MIN = 64;
let cachedString = "";
let cachedSimple = true;
let cachedPoints: readonly string[] | null = null;

function analyse(s: string): void {
  if (s === cachedString) return;
  cachedString = s;
  cachedSimple = !SURROGATE.test(s);
  cachedPoints = null;
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

/** The code points of a string with surrogates (shared: callers must not modify it). */
function pointsOf(s: string): readonly string[] {
  if (s.length < CACHE_MIN) return Array.from(s);
  analyse(s);
  return (cachedPoints ??= Array.from(s));
}

/** The string's code points as one-code-point strings (a fresh array). */
export function codePoints(s: string): string[] {
  return isSimple(s) ? s.split("") : pointsOf(s).slice();
}

export function strLen(s: string): number {
  // The short-string case of isSimple inline: len() is among the commonest calls.
  if (s.length < CACHE_MIN && !SURROGATE.test(s)) return s.length;
  return isSimple(s) ? s.length : pointsOf(s).length;
}

/** s[i] for a normalised index 0 <= i < len; undefined when out of range. */
export function strIndex(s: string, i: number): string | undefined {
  return isSimple(s) ? s[i] : pointsOf(s)[i];
}

/** s[start:stop:step] with already adjusted indices (see adjustIndices in slice.ts). */
export function strSlice(s: string, start: number, stop: number, step: number): string {
  if (step === 1) {
    if (isSimple(s)) return start < stop ? s.slice(start, stop) : "";
    return start < stop ? pointsOf(s).slice(start, stop).join("") : "";
  }
  const cps = isSimple(s) ? s : pointsOf(s);
  let out = "";
  if (step > 0) for (let i = start; i < stop; i += step) out += cps[i];
  else for (let i = start; i > stop; i += step) out += cps[i];
  return out;
}

/**
 * s[start:stop] for a slice of step 1 (`step` None or 1) whose start is None or >= 0 and whose
 * stop is below s.length, when the first `stop` units hold no surrogate: they are then the first
 * `stop` code points, so a preview of a long text (`text[:200]`) looks at its head only, not the
 * whole text. Undefined when that does not hold: the caller takes the general path.
 */
export function strHead(s: string, start: unknown, stop: unknown, step: unknown): string | undefined {
  if (typeof stop !== "number" || stop < 0 || stop >= s.length || (step !== null && step !== 1)) return undefined;
  if (start !== null && (typeof start !== "number" || start < 0)) return undefined;
  // The last long string's analysis is kept (a loop slicing one text): the general path is O(1).
  if (s === cachedString) return undefined;
  const head = s.slice(0, stop);
  if (SURROGATE.test(head)) return undefined;
  const from = start === null ? 0 : start;
  return from < stop ? head.slice(from) : "";
}

/** Orders strings by code point, as Python does (JS `<` orders UTF-16 units). */
/** s[i], a surrogate unit, is half of a valid pair. */
function isPaired(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  if (c <= 0xdbff) return (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
  return i > 0 && (s.charCodeAt(i - 1) & 0xfc00) === 0xd800;
}

export function strCompare(a: string, b: string): number {
  if (a === b) return 0;
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
