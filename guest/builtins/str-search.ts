// Substring search on code-point indices (find/index/count/startswith and friends): CPython's
// ADJUST_INDICES on the code-point length, then a UTF-16 search with offsets mapped back.
import { CodePointOffsets, E, cutsPairs, findWhole, indexOfWhole, isSimple, lastIndexOfWhole, raise, sliceIndex, splitsPair, strLen, typeOf } from "../values/index.js";


/** CPython reads startswith/endswith's start and end before it looks at the prefix. */
export function checkBounds(start: any, end: any): void {
  sliceIndex(start, 0);
  sliceIndex(end, 0);
}

/** The window [start, end) of `s` in code points after ADJUST_INDICES. */
function window(s: string, start: any, end: any): { start: number; end: number; len: number } {
  const len = strLen(s);
  let a = sliceIndex(start, 0);
  let b = sliceIndex(end, len);
  if (b > len) b = len;
  else if (b < 0) b = Math.max(0, b + len);
  if (a < 0) a = Math.max(0, a + len);
  return { start: a, end: b, len };
}

export function needStr(x: any, what: string): string {
  // CPython's _PyArg_BadArgument names None itself.
  if (typeof x !== "string") raise(E.TypeError, `${what} must be str, not ${x === null ? "None" : typeOf(x).name}`);
  return x;
}

/** find/rfind: the code-point index of `sub` within s[start:end], or -1. */
export function find(s: string, sub: string, start: any, end: any, fromRight: boolean): number {
  if (start === null && end === null) {
    // The whole text: not found needs no code-point analysis, and in a text without surrogates
    // a unit offset is a code-point index (and sub is no longer than the text).
    // findWhole's search inline: a call more is ~0.1 us of a found match's ~0.9.
    let at = fromRight ? s.lastIndexOf(sub) : s.indexOf(sub);
    if (at >= 0 && cutsPairs(sub)) at = fromRight ? lastIndexOfWhole(s, sub) : indexOfWhole(s, sub);
    if (at < 0) return -1;
    if (isSimple(s)) return at;
  }
  const w = window(s, start, end);
  const subLen = strLen(sub);
  if (w.end - w.start < subLen) return -1;
  const offsets = new CodePointOffsets(s);
  const a = offsets.unit(w.start);
  const hay = s.slice(a, offsets.unit(w.end));
  const at = findWhole(hay, sub, fromRight);
  return at < 0 ? -1 : offsets.cp(a + at);
}

export function count(s: string, sub: string, start: any, end: any): number {
  if (start === null && end === null && sub !== "") {
    // The whole text, as find's: none found needs no analysis, nor a text without surrogates.
    const n = countIn(s, sub);
    if (n === 0 || isSimple(s)) return n;
  }
  const w = window(s, start, end);
  if (w.end - w.start < strLen(sub)) return 0;
  if (sub === "") return w.end - w.start + 1;
  const offsets = new CodePointOffsets(s);
  const hay = s.slice(offsets.unit(w.start), offsets.unit(w.end));
  return countIn(hay, sub);
}

/** The matches of `sub` (not empty) in `s` that do not overlap, none inside a surrogate pair. */
function countIn(s: string, sub: string): number {
  let n = 0;
  if (cutsPairs(sub)) for (let at = indexOfWhole(s, sub); at >= 0; at = indexOfWhole(s, sub, at + sub.length)) n++;
  else for (let at = s.indexOf(sub); at >= 0; at = s.indexOf(sub, at + sub.length)) n++;
  return n;
}

/** startswith/endswith for one prefix, with CPython's tailmatch window rules. */
export function tailMatch(s: string, sub: string, start: any, end: any, atEnd: boolean): boolean {
  // Without a window, the window is the whole text: no code-point analysis.
  if (start === null && end === null) return atEnd ? endsAt(s, sub, 0, s.length) : startsAt(s, sub, 0, s.length);
  const w = window(s, start, end);
  const subLen = strLen(sub);
  if (w.end - subLen < w.start) return false;
  if (subLen === 0) return true;
  const offsets = new CodePointOffsets(s);
  const a = offsets.unit(w.start);
  const b = offsets.unit(w.end);
  return atEnd ? endsAt(s, sub, a, b) : startsAt(s, sub, a, b);
}

// The UTF-16 units of `sub` at a code-point boundary of `s` match where its code points do,
// unless the match would end (or, for a suffix, begin) inside one of the text's surrogate pairs.

/** `sub` at unit `a` of `s`, within units [a, b). */
function startsAt(s: string, sub: string, a: number, b: number): boolean {
  return b - a >= sub.length && s.startsWith(sub, a) && !splitsPair(s, a + sub.length);
}

/** `sub` ending at unit `b` of `s`, within units [a, b). */
function endsAt(s: string, sub: string, a: number, b: number): boolean {
  return b - a >= sub.length && s.endsWith(sub, b) && !splitsPair(s, b - sub.length);
}
