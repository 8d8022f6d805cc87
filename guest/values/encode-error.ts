// UnicodeEncodeError as CPython makes it: (encoding, object, start, end, reason), its str naming
// the unencodable character or run from those; UnicodeTranslateError's str alike.
import { E, type PyBaseException, newException } from "./exceptions.js";
import { strIndex } from "./str.js";

/** '\xe9', '\u20ac', '\U0001f600': how CPython's messages show a character. */
export function charEscape(cp: number): string {
  if (cp < 0x100) return "\\x" + cp.toString(16).padStart(2, "0");
  if (cp < 0x10000) return "\\u" + cp.toString(16).padStart(4, "0");
  return "\\U" + cp.toString(16).padStart(8, "0");
}

/** CPython's UnicodeEncodeError(encoding, object, start, end, reason): its str names the
 *  character (or the run) from those. */
export function encodeError(codec: string, text: string, start: number, end: number, reason: string): PyBaseException {
  return newException(E.UnicodeEncodeError, [codec, text, start, end, reason]);
}

/** str(UnicodeEncodeError) from its five args as CPython words it; null for args of other types. */
export function encodeErrorStr(args: readonly any[]): string | null {
  const [codec, text, start, end, reason] = args;
  if (typeof codec !== "string") return null;
  const what = failedPart(text, start, end, reason);
  return what === null ? null : `'${codec}' codec can't encode ${what}`;
}

/** str(UnicodeTranslateError) from its four args, as encodeErrorStr. */
export function translateErrorStr(args: readonly any[]): string | null {
  const [text, start, end, reason] = args;
  const what = failedPart(text, start, end, reason);
  return what === null ? null : `can't translate ${what}`;
}

/** "character '\xe9' in position 1: reason" or "characters in position 1-2: reason". */
function failedPart(text: any, start: any, end: any, reason: any): string | null {
  if (typeof text !== "string" || typeof start !== "number" || typeof end !== "number" || typeof reason !== "string") return null;
  // The character by its code-point index (no array of the whole text: it may be a long one).
  const bad = end === start + 1 && start >= 0 ? strIndex(text, start) : undefined;
  const what = bad !== undefined ? `character '${charEscape(bad.codePointAt(0)!)}' in position ${start}` : `characters in position ${start}-${end - 1}`;
  return `${what}: ${reason}`;
}
