// Text shortening for the envelope: sizes in UTF-8 bytes, cuts on code point
// boundaries, a visible marker where text was cut.
import { isAscii } from "../wasm/ascii.js";

/** UTF-8 length without encoding the string (prints can be megabytes). */
export function utf8Length(text: string): number {
  // Most text is ASCII: one native scan, many times faster than the loop below, which a print
  // flood's megabytes kept the host's thread in for a few hundred milliseconds.
  if (isAscii(text)) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

export function cutMarker(omittedBytes: number): string {
  return `\n[... ${omittedBytes} bytes cut ...]\n`;
}

/** The longest prefix of `text` within `maxBytes` UTF-8 bytes, never splitting a code point. */
function headWithin(text: string, maxBytes: number): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    const size = utf8Length(char);
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += char.length;
  }
  return text.slice(0, end);
}

/** The longest suffix of `text` within `maxBytes` UTF-8 bytes, never splitting a code point. */
function tailWithin(text: string, maxBytes: number): string {
  let bytes = 0;
  let start = text.length;
  while (start > 0) {
    const low = text.charCodeAt(start - 1);
    const isPair = low >= 0xdc00 && low <= 0xdfff && start >= 2 && isHighSurrogate(text.charCodeAt(start - 2));
    const width = isPair ? 2 : 1;
    const size = utf8Length(text.slice(start - width, start));
    if (bytes + size > maxBytes) break;
    bytes += size;
    start -= width;
  }
  return text.slice(start);
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

/**
 * `text` if it fits in `maxBytes`, else its head and tail around a marker, the whole within
 * `maxBytes` (the marker counted).
 */
export function shortenMiddle(text: string, maxBytes: number): { text: string; cut: boolean } {
  const total = utf8Length(text);
  if (total <= maxBytes) return { text, cut: false };
  // The marker's width depends on the number it shows; size it for the worst case.
  const budget = Math.max(0, maxBytes - utf8Length(cutMarker(total)));
  const head = headWithin(text, Math.ceil(budget / 2));
  const tail = tailWithin(text, Math.floor(budget / 2));
  const omitted = total - utf8Length(head) - utf8Length(tail);
  return { text: head + cutMarker(omitted) + tail, cut: true };
}

/** The last `maxBytes` bytes of `text`, behind a marker when cut. */
export function keepTail(text: string, maxBytes: number): string {
  const total = utf8Length(text);
  if (total <= maxBytes) return text;
  const tail = tailWithin(text, Math.max(0, maxBytes - utf8Length(cutMarker(total))));
  return cutMarker(total - utf8Length(tail)).trimStart() + tail;
}

const SURROGATE = /[\ud800-\udfff]/;

/** The last `count` characters (code points) of `text`, a string of its own (ownCopy). */
export function tailChars(text: string, count: number): string {
  // Short text (most tool answers) is its own tail, without splitting it into characters.
  if (text.length <= count) return text;
  // Without surrogates the last `count` units are the last `count` characters: no split into
  // characters (Array.from of the window cost ~13 us a call hot, ~25 after an idle gap).
  const units = text.slice(-count);
  if (!SURROGATE.test(units)) return ownCopy(units);
  // Only the end matters: look at no more than two code units per wanted character.
  const window = Array.from(text.slice(-2 * count));
  return window.length <= count ? window.join("") : window.slice(-count).join("");
}

/**
 * A string of its own: V8 keeps a slice as a view that holds its whole parent (a 10 MB tool
 * answer) alive, and slicing a concatenation first flattens it into a new string.
 */
export function ownCopy(slice: string): string {
  return `${slice}\0`.slice(0, -1);
}
