// A pattern's literal prefix, and the search that uses it: QuickJS's regex engine tries a
// search at every position in turn (~50 ns each, a backtrack state pushed per position), while
// indexOf finds the prefix natively; the anchored regex then runs only where a match can start,
// as sre's own prefix search does.

import { FLAG } from "./syntax.js";

// Characters that stand for themselves in a pattern outside a class (without re.VERBOSE).
const PLAIN = /[A-Za-z0-9 _=:,;@%&'"<>!~\/#`-]/;
const QUANTIFIER = "*+?{";

/**
 * The literal text at the start of `pattern` that every match begins with, or "": none when the
 * pattern may fold case, ignores spaces (re.VERBOSE), or holds a `|` anywhere (an alternative
 * might not start with it); a character followed by a quantifier is not part of it.
 */
export function literalPrefix(pattern: string, flags: number): string {
  if (flags & (FLAG.I | FLAG.X) || pattern.includes("|")) return "";
  let n = 0;
  while (n < pattern.length && PLAIN.test(pattern[n])) n++;
  if (n < pattern.length && QUANTIFIER.includes(pattern[n])) n--;
  return n > 0 ? pattern.slice(0, n) : "";
}

/** What a search loop needs of a global RegExp: exec from lastIndex, lastIndex after a match. */
export interface Searcher {
  lastIndex: number;
  exec(subject: string): RegExpExecArray | null;
}

// Where the next occurrence of the prefix is this close to one that did not match, the global
// regex's own scan from it (~50 ns a position) costs less than an anchored exec per occurrence
// (~1 us): a prefix found every few characters (" " in prose) is searched as before.
const DENSE = 32;

/**
 * A global search of a pattern whose matches all begin with `prefix` (non-empty, ASCII, so it
 * never starts inside a surrogate pair): the anchored (sticky) regex tried at each occurrence of
 * the prefix from lastIndex, or where occurrences are dense, the global regex from there. The
 * first occurrence where the anchored regex matches is where the global one would match, with the
 * same match; like it, lastIndex is the match's end, or 0 after none.
 */
export class PrefixSearch implements Searcher {
  lastIndex: number;
  private readonly prefix: string;
  private readonly anchored: RegExp;
  private readonly global: RegExp;

  constructor(prefix: string, anchored: RegExp, global: RegExp) {
    this.lastIndex = 0;
    this.prefix = prefix;
    this.anchored = anchored;
    this.global = global;
  }

  exec(subject: string): RegExpExecArray | null {
    return this.execAt(subject, subject.indexOf(this.prefix, this.lastIndex));
  }

  /** exec when the prefix's first occurrence from lastIndex is known to be at `at` (-1: none). */
  execAt(subject: string, at: number): RegExpExecArray | null {
    const { prefix, anchored } = this;
    while (at >= 0) {
      anchored.lastIndex = at;
      const m = anchored.exec(subject);
      if (m) {
        this.lastIndex = anchored.lastIndex;
        return m;
      }
      const next = subject.indexOf(prefix, at + 1);
      if (next >= 0 && next - at < DENSE) {
        const global = this.global;
        global.lastIndex = next;
        const found = global.exec(subject);
        this.lastIndex = global.lastIndex;
        return found;
      }
      at = next;
    }
    this.lastIndex = 0;
    return null;
  }
}
