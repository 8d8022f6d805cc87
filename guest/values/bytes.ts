// PyBytes: immutable bytes, their repr, and UTF-8 (the other codecs are in codecs.ts).
import { T, type PyType } from "./type.js";
import { E, newException } from "./exceptions.js";
import { encodeError } from "./encode-error.js";
import { hooks } from "./hooks.js";

export class PyBytes {
  declare readonly $type: PyType;
  constructor(readonly b: Uint8Array) {}

  /** A new value of this one's type holding `b` (a bytearray's slice or sum is a bytearray). */
  withBytes(b: Uint8Array): PyBytes {
    return new PyBytes(b);
  }
}
Object.defineProperty(PyBytes.prototype, "$type", { value: T.bytes });

/** `format % args` of bytes or a bytearray, by the formatter guest/builtins installs. */
export function bytesPercent(format: PyBytes, args: any): PyBytes {
  if (hooks.bytesPercentFormat === null) throw new Error("no bytes %-formatter installed (guest/builtins setBytesPercentFormatter)");
  return hooks.bytesPercentFormat(format, args);
}

/** guest/builtins installs the `%`-formatting implementation used by `bytes % x`. */
export function setBytesPercentFormatter(fn: (format: PyBytes, args: any) => PyBytes): void {
  hooks.bytesPercentFormat = fn;
}

/** repr(bytes): b'...' with CPython's quote choice and \t \n \r \xNN escapes. A bytearray's
 *  repr (`inBytearray`) escapes `'` in either quotes, as CPython's bytearray_repr does. */
export function bytesRepr(bytes: Uint8Array, inBytearray = false): string {
  let hasSingle = false;
  let hasDouble = false;
  for (const c of bytes) {
    if (c === 0x27) hasSingle = true;
    else if (c === 0x22) hasDouble = true;
  }
  const quote = hasSingle && !hasDouble ? '"' : "'";
  let out = "b" + quote;
  for (const c of bytes) {
    if (c === 0x5c) out += "\\\\";
    else if (c === 0x09) out += "\\t";
    else if (c === 0x0a) out += "\\n";
    else if (c === 0x0d) out += "\\r";
    else if (c === quote.charCodeAt(0) || (inBytearray && c === 0x27)) out += "\\" + String.fromCharCode(c);
    else if (c < 0x20 || c >= 0x7f) out += "\\x" + c.toString(16).padStart(2, "0");
    else out += String.fromCharCode(c);
  }
  return out + quote;
}

/** The UTF-16 units of `s` (all under 256) as bytes, by a loop: Uint8Array.from(s) gathers a JS
 *  array of them first (8 bytes each). */
export function unitBytes(s: string): Uint8Array {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** str.encode("utf-8"); QuickJS has no TextEncoder, so this is done by hand. Lone surrogates
 *  raise UnicodeEncodeError as CPython does. */
export function utf8Encode(s: string): Uint8Array {
  // Written into an array of the exact size: a number[] of the bytes takes 8 times their memory.
  const out = new Uint8Array(utf8Length(s));
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      out[n++] = c;
      continue;
    }
    // utf8Length let only whole surrogate pairs through.
    if (c >= 0xd800 && c <= 0xdbff) c = 0x10000 + ((c - 0xd800) << 10) + (s.charCodeAt(++i) - 0xdc00);
    if (c < 0x800) {
      out[n++] = 0xc0 | (c >> 6);
    } else if (c < 0x10000) {
      out[n++] = 0xe0 | (c >> 12);
      out[n++] = 0x80 | ((c >> 6) & 63);
    } else {
      out[n++] = 0xf0 | (c >> 18);
      out[n++] = 0x80 | ((c >> 12) & 63);
      out[n++] = 0x80 | ((c >> 6) & 63);
    }
    out[n++] = 0x80 | (c & 63);
  }
  return out;
}

/** The UTF-8 length of `s`; raises CPython's UnicodeEncodeError at a lone surrogate. */
function utf8Length(s: string): number {
  let n = s.length;
  let cpIndex = 0;
  for (let i = 0; i < s.length; i++, cpIndex++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    if (c >= 0xd800 && c <= 0xdfff) {
      const d = s.charCodeAt(i + 1);
      if (c > 0xdbff || !(d >= 0xdc00 && d <= 0xdfff)) {
        throw encodeError("utf-8", s, cpIndex, cpIndex + loneSurrogatesAt(s, i), "surrogates not allowed");
      }
      // A pair: two units, four bytes.
      n += 2;
      i++;
    } else n += c < 0x800 ? 1 : 2;
  }
  return n;
}

/** How many lone surrogates run from unit `i` of `s` (UTF-8's strict encoder names the run). */
function loneSurrogatesAt(s: string, i: number): number {
  let n = 0;
  for (;;) {
    const c = s.charCodeAt(i);
    const pair = c >= 0xd800 && c <= 0xdbff && s.charCodeAt(i + 1) >= 0xdc00 && s.charCodeAt(i + 1) <= 0xdfff;
    if (!(c >= 0xd800 && c <= 0xdfff) || pair) return n;
    n++;
    i++;
  }
}

function decodeError(bytes: Uint8Array, start: number, end: number, reason: string): never {
  throw newException(E.UnicodeDecodeError, ["utf-8", new PyBytes(bytes), start, end, reason]);
}

/**
 * bytes.decode("utf-8") (QuickJS has no TextDecoder). `strict` raises CPython's
 * UnicodeDecodeError; `replace` puts one U+FFFD for each maximal invalid subsequence, as
 * CPython does (urllib.parse's unquote decodes that way); a function gives the text for the
 * invalid bytes b[start:end] (the other error handlers, guest/values/codecs.ts).
 */
/** A decode error handler: the text for b[start:end], or the text and where decoding resumes. */
export type Utf8Handler = (start: number, end: number, reason: string) => string | [string, number];

// utf8Decode gathers UTF-16 units in a typed array and makes text of them a slice at a time:
// a string built by += per character is a rope of a node each in QuickJS (~20 bytes a character).
const UNIT_SLICE = 4096;

export function utf8Decode(b: Uint8Array, errors: "strict" | "replace" | Utf8Handler = "strict"): string {
  const parts: string[] = [];
  const units = new Uint16Array(UNIT_SLICE);
  let n = 0;
  const flush = (): void => {
    if (n > 0) parts.push(String.fromCharCode.apply(null, units.subarray(0, n) as unknown as number[]));
    n = 0;
  };
  let i = 0;
  const invalid = (end: number, reason: string): void => {
    if (errors === "strict") decodeError(b, i, end, reason);
    const put = errors === "replace" ? "\ufffd" : errors(i, end, reason);
    flush();
    parts.push(typeof put === "string" ? put : put[0]);
    i = typeof put === "string" ? end : put[1];
  };
  decoding: while (i < b.length) {
    const c = b[i];
    if (n >= UNIT_SLICE - 1) flush();
    if (c < 0x80) {
      units[n++] = c;
      i++;
      continue;
    }
    let need: number;
    let cp: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) [need, cp] = [1, c & 0x1f];
    else if (c >= 0xe0 && c <= 0xef) {
      [need, cp] = [2, c & 0x0f];
      if (c === 0xe0) lo = 0xa0;
      if (c === 0xed) hi = 0x9f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      [need, cp] = [3, c & 0x07];
      if (c === 0xf0) lo = 0x90;
      if (c === 0xf4) hi = 0x8f;
    } else {
      invalid(i + 1, "invalid start byte");
      continue;
    }
    for (let k = 1; k <= need; k++) {
      if (i + k >= b.length) {
        invalid(b.length, "unexpected end of data");
        continue decoding;
      }
      const d = b[i + k];
      if (d < (k === 1 ? lo : 0x80) || d > (k === 1 ? hi : 0xbf)) {
        invalid(i + k, "invalid continuation byte");
        continue decoding;
      }
      cp = (cp << 6) | (d & 0x3f);
    }
    if (cp > 0xffff) {
      units[n++] = 0xd800 + ((cp - 0x10000) >> 10);
      units[n++] = 0xdc00 + (cp & 0x3ff);
    } else units[n++] = cp;
    i += need + 1;
  }
  flush();
  return parts.length === 1 ? parts[0] : parts.join("");
}
