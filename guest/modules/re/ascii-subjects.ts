// A pattern's sources for subjects of ASCII characters only, where Python's Unicode \b, \B, \w
// and \d match as JS's ASCII ones do. Unicode word boundaries are look-arounds over the class
// [\p{L}\p{N}_], four per \b: QuickJS builds each class from its Unicode tables at compile time
// (~0.28 ms for a pattern with two \b, against ~2 us for JS's \b) and runs the look-arounds ~3x
// slower than \b (bench/experiments/regex-ascii-subjects.mjs). Most subjects are ASCII, so
// a search checks its subject and compiles the Unicode form only for one that is not.

import { WORD_CLASS, boundary, nonBoundary } from "./syntax.js";

/** A pattern's JS source with plain numbered captures, and with the translator's named ones. */
export interface Sources {
  source: string;
  named: string;
}

// What the Unicode forms become for an ASCII subject: the same set of ASCII characters each
// (under `i` too: a class's case closure adds only non-ASCII characters to an ASCII one).
const FOR_ASCII: [string, string][] = [
  [boundary(WORD_CLASS), "\\b"],
  [nonBoundary(WORD_CLASS), "\\B"],
  [WORD_CLASS, "A-Za-z0-9_"],
  ["\\p{Nd}", "[0-9]"],
  ["\\P{Nd}", "[^0-9]"],
];

// Unicode classes past which a pattern's compile costs more than checking its subjects: one \w
// builds in ~0.03 ms (an ASCII class in ~2 us), and a search's check costs ~1-2 us; textwrap's
// word splitter holds 14 (~4 ms).
const MANY_CLASSES = 3;

/**
 * The sources for ASCII subjects, or null where checking each subject would cost more than it
 * saves: worth it for a \b or \B, a \w or \W folding case (~0.16 ms to build under `i`,
 * against ~0.03 ms for ASCII's), or a pattern with many Unicode classes.
 * No pattern text can spell these forms: a pattern's `\p` is a bad escape in Python.
 */
export function forAsciiSubjects(unicode: Sources, jsFlags: string): Sources | null {
  const { source } = unicode;
  const classes = source.split(WORD_CLASS).length + source.split("{Nd}").length - 2;
  const boundaries = source.includes(FOR_ASCII[0][0]) || source.includes(FOR_ASCII[1][0]);
  const worth = boundaries || classes >= MANY_CLASSES || (classes > 0 && jsFlags.includes("i") && source.includes(WORD_CLASS));
  return worth ? { source: asciiForm(source), named: asciiForm(unicode.named) } : null;
}

function asciiForm(source: string): string {
  for (const [unicode, ascii] of FOR_ASCII) source = source.replaceAll(unicode, ascii);
  return source;
}
