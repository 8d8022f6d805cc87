// Character classes and case mappings for the str methods, as close to CPython's unicodedata
// as JS regex properties allow: whitespace, is* predicates, title/capitalize/swapcase/casefold.
import { NOT_PRINTABLE, isAscii, isRunOf } from "../values/index.js";

/** Py_UNICODE_ISSPACE: bidi class WS/B/S or category Zs (all in the BMP). */
export const WHITESPACE = "\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000";
/** str.splitlines boundaries (besides \r\n). */
export const LINE_BREAKS = "\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029";

const SPACE_RUN = new RegExp(`^[${WHITESPACE}]*$`);
// Numeric_Type=Digit outside Nd: superscripts, subscripts, circled and dingbat digits.
const DIGIT_EXTRA = "\u00b2\u00b3\u00b9\u2070\u2074-\u2079\u2080-\u2089\u2460-\u2468\u2474-\u247c\u2488-\u2490\u24ea\u24f5-\u24fd\u24ff\u2776-\u277e\u2780-\u2788\u278a-\u2792";
// Numeric_Type=Numeric ideographs that Unicode gives numeric values without an N category.
const NUMERIC_EXTRA = "\u3007\u4e00\u4e03\u4e07\u4e09\u4e5d\u4e8c\u4e94\u516b\u516d\u5341\u5343\u5344\u5345\u5146\u5169\u56db\u58f1\u58f9\u5f0c\u5f0d\u5f10\u5f11\u5f13\u5efe\u5eff\u62fe\u634c\u67d2\u6f06\u7396\u767e\u8086\u842c\u8cae\u8cb3\u8d30\u9621\u96f6\u9678\u4ebf\u5104\u5146";

// Runs of a class (`*`: the predicates below want at least one character), tested by isRunOf.
const ALPHA = /^\p{L}*$/u;
const DECIMAL = /^\p{Nd}*$/u;
const DIGIT = new RegExp(`^[\\p{Nd}${DIGIT_EXTRA}]*$`, "u");
const NUMERIC = new RegExp(`^[\\p{N}${NUMERIC_EXTRA}]*$`, "u");
const ALNUM = new RegExp(`^[\\p{L}\\p{N}${NUMERIC_EXTRA}]*$`, "u");
const LOWER_OR_TITLE = /[\p{Lowercase}\p{Lt}]/u;
const UPPER_OR_TITLE = /[\p{Uppercase}\p{Lt}]/u;
const UPPER = /\p{Uppercase}/u;
const LOWER = /\p{Lowercase}/u;
const TITLE = /\p{Lt}/u;
const CASED = /\p{Cased}/u;
const CASE_IGNORABLE = /\p{Case_Ignorable}/u;
const IDENTIFIER_START = /^[\p{XID_Start}_]$/u;
const IDENTIFIER_REST = /^\p{XID_Continue}*$/u;

export const isSpace = (s: string) => s !== "" && isRunOf(SPACE_RUN, s);
export const isAlpha = (s: string) => s !== "" && isRunOf(ALPHA, s);
export const isDecimal = (s: string) => s !== "" && isRunOf(DECIMAL, s);
export const isDigit = (s: string) => s !== "" && isRunOf(DIGIT, s);
export const isNumeric = (s: string) => s !== "" && isRunOf(NUMERIC, s);
export const isAlnum = (s: string) => s !== "" && isRunOf(ALNUM, s);
export { isAscii };

export function isIdentifier(s: string): boolean {
  const first = s.codePointAt(0);
  if (first === undefined) return false;
  const width = first > 0xffff ? 2 : 1;
  return IDENTIFIER_START.test(s.slice(0, width)) && isRunOf(IDENTIFIER_REST, s.slice(width));
}
export const isPrintable = (s: string) => !NOT_PRINTABLE.test(s);
export const isUpper = (s: string) => !LOWER_OR_TITLE.test(s) && UPPER.test(s);
export const isLower = (s: string) => !UPPER_OR_TITLE.test(s) && LOWER.test(s);

export function isTitle(s: string): boolean {
  let cased = false;
  let prevCased = false;
  for (const c of s) {
    if (UPPER.test(c) || TITLE.test(c)) {
      if (prevCased) return false;
      prevCased = cased = true;
    } else if (LOWER.test(c)) {
      if (!prevCased) return false;
      prevCased = cased = true;
    } else prevCased = false;
  }
  return cased;
}

// Titlecase mappings that differ from the uppercase one (Unicode SpecialCasing and the Lt
// letters), beside the two ranges titleChar computes.
const TITLE_CASE: Record<string, string> = {
  "\u00df": "\u0053\u0073", "\u01c4": "\u01c5", "\u01c5": "\u01c5", "\u01c6": "\u01c5", "\u01c7": "\u01c8",
  "\u01c8": "\u01c8", "\u01c9": "\u01c8", "\u01ca": "\u01cb", "\u01cb": "\u01cb", "\u01cc": "\u01cb",
  "\u01f1": "\u01f2", "\u01f2": "\u01f2", "\u01f3": "\u01f2", "\u0587": "\u0535\u0582",
  "\u1fb2": "\u1fba\u0345", "\u1fb3": "\u1fbc", "\u1fb4": "\u0386\u0345", "\u1fb7": "\u0391\u0342\u0345",
  "\u1fbc": "\u1fbc", "\u1fc2": "\u1fca\u0345", "\u1fc3": "\u1fcc", "\u1fc4": "\u0389\u0345",
  "\u1fc7": "\u0397\u0342\u0345", "\u1fcc": "\u1fcc", "\u1ff2": "\u1ffa\u0345", "\u1ff3": "\u1ffc",
  "\u1ff4": "\u038f\u0345", "\u1ff7": "\u03a9\u0342\u0345", "\u1ffc": "\u1ffc", "\ufb00": "\u0046\u0066",
  "\ufb01": "\u0046\u0069", "\ufb02": "\u0046\u006c", "\ufb03": "\u0046\u0066\u0069",
  "\ufb04": "\u0046\u0066\u006c", "\ufb05": "\u0053\u0074", "\ufb06": "\u0053\u0074",
  "\ufb13": "\u0544\u0576", "\ufb14": "\u0544\u0565", "\ufb15": "\u0544\u056b", "\ufb16": "\u054e\u0576",
  "\ufb17": "\u0544\u056d",
};

function titleChar(c: string): string {
  const cp = c.codePointAt(0)!;
  // Georgian Mkhedruli titlecases to itself (its uppercase is Mtavruli).
  if (cp >= 0x10d0 && cp <= 0x10ff) return c;
  // Greek with ypogegrammeni: the titlecase is the prosgegrammeni form.
  if (cp >= 0x1f80 && cp <= 0x1faf) return String.fromCodePoint(cp | 8);
  return TITLE_CASE[c] ?? c.toUpperCase();
}

/** Python's title(): a cased character after an uncased one is titlecased, the rest lowercased. */
export function title(s: string): string {
  let out = "";
  let prevCased = false;
  let i = 0;
  for (const c of s) {
    out += prevCased ? lowerAt(s, i, c) : titleChar(c);
    prevCased = CASED.test(c);
    i += c.length;
  }
  return out;
}

export function capitalize(s: string): string {
  if (s === "") return s;
  const first = String.fromCodePoint(s.codePointAt(0)!);
  return titleChar(first) + lowerRest(s, first.length);
}

function lowerRest(s: string, from: number): string {
  let out = "";
  for (let i = from; i < s.length; ) {
    const c = String.fromCodePoint(s.codePointAt(i)!);
    out += lowerAt(s, i, c);
    i += c.length;
  }
  return out;
}

/** Lowercase one character in context: capital sigma becomes final sigma at a word's end. */
function lowerAt(s: string, i: number, c: string): string {
  if (c !== "\u03a3") return c.toLowerCase();
  const before = Array.from(s.slice(0, i));
  const after = Array.from(s.slice(i + 1));
  let j = before.length - 1;
  while (j >= 0 && CASE_IGNORABLE.test(before[j])) j--;
  let final = j >= 0 && CASED.test(before[j]);
  if (final) {
    let k = 0;
    while (k < after.length && CASE_IGNORABLE.test(after[k])) k++;
    final = k === after.length || !CASED.test(after[k]);
  }
  return final ? "\u03c2" : "\u03c3";
}

export function swapcase(s: string): string {
  let out = "";
  let i = 0;
  for (const c of s) {
    if (UPPER.test(c)) out += lowerAt(s, i, c);
    else if (LOWER.test(c)) out += c.toUpperCase();
    else out += c;
    i += c.length;
  }
  return out;
}

/** Full case folding: per character upper-then-lower, except where Unicode folds otherwise. */
export function casefold(s: string): string {
  let out = "";
  for (const c of s) out += foldChar(c);
  return out;
}

function foldChar(c: string): string {
  const cp = c.codePointAt(0)!;
  // Cherokee folds to its uppercase letters.
  if (cp >= 0xab70 && cp <= 0xabbf) return String.fromCodePoint(cp - 0xab70 + 0x13a0);
  if (cp >= 0x13f8 && cp <= 0x13fd) return String.fromCodePoint(cp - 8);
  if ((cp >= 0x13a0 && cp <= 0x13f5) || cp === 0x131) return c;
  if (cp === 0x3c2) return "\u03c3";
  return c.toUpperCase().toLowerCase().replace(/\u00df/g, "ss");
}
