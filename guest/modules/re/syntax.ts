// The pieces of Python regex syntax the translator emits and checks: flag values, re.error's
// form, Python's \d \w \s classes in JS `v`-mode spelling, literals and case folding.

export const FLAG = { I: 2, L: 4, M: 8, S: 16, U: 32, X: 64, A: 256 } as const;

/** A `re.error`: message as CPython's (without the position suffix), pattern and position. */
export class RegexSyntaxError extends Error {
  constructor(readonly msg: string, readonly pos: number | null) {
    super(msg);
  }
}

/** A bad flags argument: CPython raises ValueError (not re.error) for these. */
export class FlagValueError extends Error {}

/** A repeat count past MAXREPEAT: CPython raises OverflowError (not re.error). */
export class RepeatOverflowError extends Error {}

export interface Flags {
  i: boolean;
  m: boolean;
  s: boolean;
  x: boolean;
  a: boolean;
}

export const INF = Number.POSITIVE_INFINITY;
export const MAXREPEAT = 4294967295;
export const DIGITS = /^[0-9]$/;
export const OCTDIGITS = /^[0-7]$/;
export const HEXDIGITS = /^[0-9a-fA-F]$/;
export const ASCII_LETTER = /^[A-Za-z]$/;
export const VERBOSE_SPACE = " \t\n\r\v\f";

// Python's str.isspace set (bidi WS/B/S or category Zs): includes \x1c-\x1f, excludes \ufeff.
export const SPACE_CLASS = "\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
export const ASCII_SPACE_CLASS = "\\t\\n\\v\\f\\r ";
// Python's \w for str patterns: str.isalnum() or '_'.
export const WORD_CLASS = "\\p{L}\\p{N}_";
export const ASCII_WORD_CLASS = "A-Za-z0-9_";

/** `\b` for a word class (str.isalnum() or '_' unless ASCII): JS's own `\b` knows only ASCII. */
export const boundary = (word: string): string => `(?:(?<=[${word}])(?![${word}])|(?<![${word}])(?=[${word}]))`;
/** `\B` for a word class. */
export const nonBoundary = (word: string): string => `(?:(?<=[${word}])(?=[${word}])|(?<![${word}])(?![${word}]))`;

export const ANY_CHAR = "[\\s\\S]";
export const AT_START = "(?<![\\s\\S])";
export const AT_END = "(?![\\s\\S])";

function hex(cp: number): string {
  return "\\u{" + cp.toString(16) + "}";
}

/** A literal code point in JS `v`-mode syntax, valid both inside and outside a class. */
export function literal(cp: number): string {
  const c = String.fromCodePoint(cp);
  return /^[A-Za-z0-9]$/.test(c) ? c : hex(cp);
}

export function caseVariants(cp: number): number[] {
  const c = String.fromCodePoint(cp);
  const out = new Set<number>([cp]);
  for (const v of [c.toLowerCase(), c.toUpperCase()]) {
    const cps = Array.from(v);
    if (cps.length === 1) out.add(cps[0].codePointAt(0)!);
  }
  // Python folds these too (sre's extra case tables); JS canonicalisation differs for them.
  if (cp === 0x73 || cp === 0x53 || cp === 0x17f) [0x73, 0x53, 0x17f].forEach((x) => out.add(x));
  if (cp === 0x6b || cp === 0x4b || cp === 0x212a) [0x6b, 0x4b, 0x212a].forEach((x) => out.add(x));
  return [...out];
}

export function setFlag(flags: Flags, ch: string, value: boolean): void {
  if (ch === "i") flags.i = value;
  else if (ch === "m") flags.m = value;
  else if (ch === "s") flags.s = value;
  else if (ch === "x") flags.x = value;
  else if (ch === "a") flags.a = value;
}

export function flagOf(ch: string): number {
  return { a: FLAG.A, i: FLAG.I, L: FLAG.L, m: FLAG.M, s: FLAG.S, u: FLAG.U, x: FLAG.X }[ch] ?? 0;
}

/** Case-folded counterparts of a class range; spelled out only for ranges of reasonable size. */
export function foldRange(lo: number, hi: number): string[] {
  if (hi - lo > 2000) return [];
  const out = new Set<number>();
  for (let cp = lo; cp <= hi; cp++) for (const v of caseVariants(cp)) if (v < lo || v > hi) out.add(v);
  return [...out].map(literal);
}

export function needsGroup(src: string): boolean {
  // Single atoms (a literal, an escape, a class) can be quantified as they are.
  if (/^(?:[A-Za-z0-9]|\\u\{[0-9a-f]+\}|\\p\{\w+\}|\\P\{\w+\})$/.test(src)) return false;
  if (src.startsWith("[") && classEnd(src) === src.length) return false;
  return true;
}

function classEnd(src: string): number {
  let depth = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === "\\") i++;
    else if (c === "[") depth++;
    else if (c === "]" && --depth === 0) return i + 1;
  }
  return -1;
}

export function isIdentifier(name: string): boolean {
  return /^[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]*$/u.test(name);
}

/** re.error's message, line and column (re.error.__init__: the line and column join the message
 *  only in a pattern of several lines). */
export function errorFields(msg: string, pattern: string, pos: number): { text: string; lineno: number; colno: number } {
  let text = `${msg} at position ${pos}`;
  const cps = Array.from(pattern);
  const before = cps.slice(0, pos);
  const lineno = before.filter((c) => c === "\n").length + 1;
  const colno = pos - before.lastIndexOf("\n");
  if (cps.includes("\n")) text += ` (line ${lineno}, column ${colno})`;
  return { text, lineno, colno };
}
