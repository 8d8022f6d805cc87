// Text as CPython's stdout writes it: UTF-8 with surrogateescape (python3's error handler in a
// C.UTF-8 locale), read back by the envelope as a reader decodes those bytes.
import { encodeText } from "./codecs.js";
import { wellFormed } from "./str.js";

/**
 * One write's `text`: UnicodeEncodeError (CPython's words) for a lone surrogate outside
 * U+DC80..U+DCFF; an escaped one is one undecodable byte on stdout, so one U+FFFD here.
 */
export function stdoutText(text: string): string {
  // Valid pairs encode and are kept: only a lone surrogate changes the text or fails.
  if (wellFormed(text)) return text;
  encodeText(text, "utf-8", "surrogateescape");
  return text.replace(/(?<![\ud800-\udbff])[\udc80-\udcff]/g, "\ufffd");
}
