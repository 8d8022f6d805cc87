// Whether a whole string is one run of a character class, in bounded memory: QuickJS's regex
// engine keeps a backtrack state per character of a greedy run (~12 bytes a character at the
// peak, measured), so one test of /^[...]*$/ on a 6 MB string needs ~70 MB and raises MemoryError
// where CPython answers. Tested in slices of 4,096 units instead: as fast (~16 ns a unit), ~50 KB.

import { BELOW_0080, unitsWithin } from "./string-facts.js";

const SLICE = 4096;

/**
 * `run.test(s)` for `run` of the form /^[class]*$/ (the `u` flag allowed: a slice never ends
 * between the two halves of a surrogate pair, so a class sees each pair whole).
 */
export function isRunOf(run: RegExp, s: string): boolean {
  if (s.length <= SLICE) return run.test(s);
  for (let start = 0; start < s.length; ) {
    let end = start + SLICE;
    const last = s.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff) end++;
    if (!run.test(s.slice(start, end))) return false;
    start = end;
  }
  return true;
}

const ASCII_RUN = /^[\x00-\x7f]*$/;

/** Whether every unit of `s` is ASCII (str.isascii()); a long one as the host tells. */
export const isAscii = (s: string): boolean => unitsWithin(s, BELOW_0080) ?? isRunOf(ASCII_RUN, s);
