// Text codecs for str.encode, bytes.decode, str(b, encoding) and bytes(s, encoding): UTF-8,
// Latin-1, ASCII, UTF-16 and UTF-32 under every name CPython 3.11's codec registry gives them,
// with the error handlers strict, ignore, replace, backslashreplace, surrogateescape and
// surrogatepass (both ways), and xmlcharrefreplace to encode (to decode it is CPython's TypeError).
import { E, PyBaseException, newException, raise } from "./exceptions.js";
import { PyBytes, unitBytes, utf8Decode, utf8Encode } from "./bytes.js";
import { isAscii, isRunOf } from "./class-run.js";
import { BELOW_0100, unitsWithin } from "./string-facts.js";
import { wellFormed } from "./str.js";
import { argTypeName } from "./type.js";
import { charEscape, encodeError } from "./encode-error.js";

type Codec = "utf-8" | "latin-1" | "ascii" | "utf-16" | "utf-16-le" | "utf-16-be" | "utf-32" | "utf-32-le" | "utf-32-be";

/** encodings.aliases of these codecs, plus their module names, after normalize_encoding (a Map:
 *  an object's inherited names, `constructor`, would be codecs). */
const NAMES = new Map<string, Codec>();
const ALIASES: [Codec, string][] = [
  ["utf-8", "utf_8 utf8 u8 utf cp65001 utf8_ucs2 utf8_ucs4"],
  ["latin-1", "latin_1 latin1 latin l1 iso8859_1 iso_8859_1 iso8859 8859 cp819 ibm819 csisolatin1 iso_ir_100 iso_8859_1_1987"],
  ["ascii", "ascii us_ascii us 646 cp367 ibm367 csascii iso646_us iso_ir_6 ansi_x3.4_1968 ansi_x3_4_1968 ansi_x3.4_1986 iso_646.irv_1991"],
  ["utf-16", "utf_16 utf16 u16"],
  ["utf-16-le", "utf_16_le utf_16le unicodelittleunmarked"],
  ["utf-16-be", "utf_16_be utf_16be unicodebigunmarked"],
  ["utf-32", "utf_32 utf32 u32"],
  ["utf-32-le", "utf_32_le utf_32le"],
  ["utf-32-be", "utf_32_be utf_32be"],
];
for (const [codec, names] of ALIASES) for (const n of names.split(" ")) NAMES.set(n, codec);
/** The codec modules' own names (each list's first): encodings finds them without the dot rule. */
const MODULES = new Set(ALIASES.map(([, names]) => names.split(" ")[0]));

// A flow names a handful of encodings, over and over (`line.encode("utf-8")`): each name's
// normal form is kept, up to a bound a script cannot grow past.
const normalized = new Map<string, string>();

/** CPython's encodings.normalize_encoding, lower-cased as the codec registry does first. */
function normalize(name: string): string {
  let n = normalized.get(name);
  if (n === undefined) {
    if (normalized.size >= 64) normalized.clear();
    normalized.set(name, (n = normalizeText(name)));
  }
  return n;
}

function normalizeText(name: string): string {
  let out = "";
  let punct = false;
  for (const c of name.toLowerCase()) {
    if (/[a-z0-9.]/.test(c)) {
      if (punct && out) out += "_";
      out += c;
      punct = false;
    } else if (/[\p{L}\p{N}]/u.test(c)) {
      punct = false; // alphanumeric but not ASCII: dropped
    } else punct = true;
  }
  return out;
}

/** Argument Clinic's words for an argument of the wrong type (None is "None"). */
function mustBeStr(method: string, arg: string, x: unknown): never {
  return raise(E.TypeError, `${method}() argument '${arg}' must be str, not ${argTypeName(x)}`);
}

/**
 * The names str.encode and bytes.decode take straight to their C codec (CPython's fast paths,
 * after _Py_normalize_encoding); any other name goes through the codec registry, which rewords
 * a handler's TypeError or LookupError as "decoding with 'NAME' codec failed (...)".
 */
const FAST = new Set(["utf_8", "utf8", "utf_16", "utf16", "utf_32", "utf32", "ascii", "us_ascii", "latin1", "latin_1", "iso_8859_1", "iso8859_1"]);

function throughRegistry<T>(encoding: string, operation: string, run: () => T): T {
  if (FAST.has(normalize(encoding))) return run();
  try {
    return run();
  } catch (e) {
    if (e instanceof PyBaseException && (e.type === E.TypeError || e.type === E.LookupError)) {
      raise(e.type, `${operation} with '${encoding}' codec failed (${e.type.name}: ${String(e.args.items[0])})`);
    }
    throw e;
  }
}

function lookup(encoding: unknown, method: string): Codec {
  if (typeof encoding !== "string") mustBeStr(method, "encoding", encoding);
  const n = normalize(encoding);
  let codec = NAMES.get(n);
  if (codec === undefined) {
    // encodings.search_function: an alias also matches with its dots as underscores, a module name not.
    const dotted = n.replace(/\./g, "_");
    codec = MODULES.has(dotted) ? undefined : NAMES.get(dotted);
  }
  if (codec === undefined) raise(E.LookupError, `unknown encoding: ${encoding}`);
  return codec;
}

function errorsArg(errors: unknown, method: string): string {
  if (typeof errors !== "string") mustBeStr(method, "errors", errors);
  return errors;
}

function unknownHandler(errors: string): never {
  return raise(E.LookupError, `unknown error handler name '${errors}'`);
}

function encodeFailure(codec: Codec, cps: number[], start: number, end: number, reason: string): never {
  throw encodeError(codec, textOfCodePoints(cps), start, end, reason);
}

function textOfCodePoints(cps: number[]): string {
  let text = "";
  // In slices: String.fromCodePoint takes its arguments on the stack.
  for (let i = 0; i < cps.length; i += 4096) text += String.fromCodePoint(...cps.slice(i, i + 4096));
  return text;
}

/**
 * surrogateescape over the unencodable run cps[start:end]: U+DC80..U+DCFF become the bytes
 * 0x80..0xFF; the first other code point fails with the rest of the run, as CPython's does.
 */
function escapeRun(codec: Codec, cps: number[], start: number, end: number, out: number[], reason: string): number {
  let k = start;
  while (k < end && cps[k] >= 0xdc80 && cps[k] <= 0xdcff) out.push(cps[k++] - 0xdc00);
  if (k < end) encodeFailure(codec, cps, k, end, reason);
  return end;
}

/** What an encode error handler puts for the code points cps[start:end]. */
function encodeReplacement(errors: string, cps: number[], start: number, end: number): string {
  const run = cps.slice(start, end);
  if (errors === "ignore" || start === end) return "";
  if (errors === "replace") return "?".repeat(run.length);
  if (errors === "backslashreplace") return run.map(charEscape).join("");
  if (errors === "xmlcharrefreplace") return run.map((c) => `&#${c};`).join("");
  return unknownHandler(errors);
}

const LATIN1_RUN = /^[\x00-\xff]*$/;

/** Latin-1 or ASCII: one byte per code point under `limit`; runs past it go to the handler. */
function encodeSingleByte(codec: Codec, s: string, errors: string, limit: number): Uint8Array {
  // Most text is all under the limit: its units are its bytes, without an array of its code
  // points (8 bytes each).
  if (limit === 128 ? isAscii(s) : (unitsWithin(s, BELOW_0100) ?? isRunOf(LATIN1_RUN, s))) return unitBytes(s);
  const cps = Array.from(s, (c) => c.codePointAt(0)!);
  const out: number[] = [];
  for (let i = 0; i < cps.length; ) {
    if (cps[i] < limit) {
      out.push(cps[i++]);
      continue;
    }
    let end = i;
    while (end < cps.length && cps[end] >= limit) end++;
    const reason = `ordinal not in range(${limit})`;
    if (errors === "surrogateescape") i = escapeRun(codec, cps, i, end, out, reason);
    if (errors === "strict" || errors === "surrogatepass") encodeFailure(codec, cps, i, end, reason);
    for (const c of encodeReplacement(errors, cps, i, end)) out.push(c.charCodeAt(0));
    i = end;
  }
  return Uint8Array.from(out);
}

const isSurrogate = (cp: number) => cp >= 0xd800 && cp <= 0xdfff;

/**
 * UTF-8/16/32: lone surrogates are the only unencodable code points. `encode` turns text without
 * them into bytes; `unit` is a surrogate's own bytes in this codec, for surrogatepass.
 */
function encodeSurrogates(codec: Codec, s: string, errors: string, encode: (text: string) => Uint8Array, unit: (cp: number) => number[]): Uint8Array {
  // Surrogate pairs are characters like any other: only a lone surrogate needs the handler.
  if (wellFormed(s)) return encode(s);
  const cps = Array.from(s, (c) => c.codePointAt(0)!);
  const parts: Uint8Array[] = [];
  let text = "";
  const flush = () => void (text && parts.push(encode(text)), (text = ""));
  for (let i = 0; i < cps.length; ) {
    if (!isSurrogate(cps[i])) {
      text += String.fromCodePoint(cps[i++]);
      continue;
    }
    let end = i;
    while (end < cps.length && isSurrogate(cps[end])) end++;
    const reason = "surrogates not allowed";
    if (errors === "surrogatepass") {
      flush();
      parts.push(Uint8Array.from(cps.slice(i, end).flatMap(unit)));
    } else if (errors === "surrogateescape" && codec === "utf-8") {
      flush();
      const bytes: number[] = [];
      escapeRun(codec, cps, i, end, bytes, reason);
      parts.push(Uint8Array.from(bytes));
    } else if (errors === "strict" || errors === "surrogateescape") {
      // UTF-8 names the whole run; UTF-16/32 (whose units an escaped byte cannot fill) the first.
      encodeFailure(codec, cps, i, codec === "utf-8" && errors === "strict" ? end : i + 1, reason);
    } else text += encodeReplacement(errors, cps, i, end);
    i = end;
  }
  flush();
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
}

function utf16(s: string, littleEndian: boolean): Uint8Array {
  const out = new Uint8Array(2 * s.length);
  const view = new DataView(out.buffer);
  for (let i = 0; i < s.length; i++) view.setUint16(2 * i, s.charCodeAt(i), littleEndian);
  return out;
}

function utf32(s: string, littleEndian: boolean): Uint8Array {
  const cps = Array.from(s, (c) => c.codePointAt(0)!);
  const out = new Uint8Array(4 * cps.length);
  const view = new DataView(out.buffer);
  cps.forEach((cp, i) => view.setUint32(4 * i, cp, littleEndian));
  return out;
}

/** `bytes` after the byte order mark `bom` (a utf-16/utf-32 code unit). */
function withBom(bom: Uint8Array | null, bytes: Uint8Array): Uint8Array {
  if (bom === null) return bytes;
  const out = new Uint8Array(bom.length + bytes.length);
  out.set(bom);
  out.set(bytes, bom.length);
  return out;
}

/** str.encode(encoding, errors). */
export function encodeText(s: string, encoding: unknown, errors: unknown, method = "encode"): PyBytes {
  // The default codec on text without a lone surrogate: no lookup, and CPython looks at the
  // error handler's name only when a character fails.
  if (encoding === "utf-8" && typeof errors === "string" && wellFormed(s)) return new PyBytes(utf8Encode(s));
  const codec = lookup(encoding, method);
  const handler = errorsArg(errors, method);
  return throughRegistry(encoding as string, "encoding", () => encodeWith(codec, s, handler));
}

function encodeWith(codec: Codec, s: string, handler: string): PyBytes {
  switch (codec) {
    case "utf-8":
      return new PyBytes(encodeSurrogates(codec, s, handler, utf8Encode, (cp) => [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]));
    case "latin-1":
      return new PyBytes(encodeSingleByte(codec, s, handler, 256));
    case "ascii":
      return new PyBytes(encodeSingleByte(codec, s, handler, 128));
    case "utf-32":
    case "utf-32-le":
    case "utf-32-be": {
      const le = codec !== "utf-32-be";
      const bytes = encodeSurrogates(codec, s, handler, (t) => utf32(t, le), (cp) => [...utf32(String.fromCharCode(cp), le)]);
      return new PyBytes(withBom(codec === "utf-32" ? utf32("\ufeff", le) : null, bytes));
    }
    default: {
      // utf-16 writes a BOM and this machine's order, little-endian, as CPython does on x86/ARM.
      const le = codec !== "utf-16-be";
      const bytes = encodeSurrogates(codec, s, handler, (t) => utf16(t, le), (cp) => [...utf16(String.fromCharCode(cp), le)]);
      return new PyBytes(withBom(codec === "utf-16" ? utf16("\ufeff", le) : null, bytes));
    }
  }
}

function decodeFailure(codec: Codec, b: Uint8Array, start: number, end: number, reason: string): never {
  throw newException(E.UnicodeDecodeError, [codec, new PyBytes(b), start, end, reason]);
}

/**
 * surrogateescape: the leading bytes >= 0x80 of b[start:end] (at most 4) as U+DC80..U+DCFF, and
 * where decoding resumes; undefined when the first is ASCII (the decoder's own error stands).
 */
function surrogateEscape(b: Uint8Array, start: number, end: number): [string, number] | undefined {
  let k = start;
  let text = "";
  while (k < end && k - start < 4 && b[k] >= 0x80) text += String.fromCharCode(0xdc00 + b[k++]);
  return k === start ? undefined : [text, k];
}

/**
 * What a decode error handler puts for the bytes b[start:end], decoding resuming at `end`
 * (UTF-8's and ASCII's failing bytes are all >= 0x80, so surrogateescape takes them all).
 */
function decodeReplacement(errors: string, b: Uint8Array, start: number, end: number): string {
  if (errors === "surrogateescape") return surrogateEscape(b, start, end)![0];
  if (errors === "ignore") return "";
  if (errors === "replace") return "\ufffd";
  if (errors === "backslashreplace") return Array.from(b.subarray(start, end), charEscape).join("");
  // Handlers that only know how to encode.
  if (errors === "xmlcharrefreplace" || errors === "namereplace") raise(E.TypeError, "don't know how to handle UnicodeDecodeError in error callback");
  return unknownHandler(errors);
}

function decodeAscii(b: Uint8Array, errors: string): string {
  let out = "";
  for (let i = 0; i < b.length; i++) {
    if (b[i] < 0x80) out += String.fromCharCode(b[i]);
    else if (errors === "strict" || errors === "surrogatepass") decodeFailure("ascii", b, i, i + 1, "ordinal not in range(128)");
    else out += decodeReplacement(errors, b, i, i + 1);
  }
  return out;
}

/**
 * A UTF-16/UTF-32 decoder's failure at b[start:end] under `errors`: raises, or emits the
 * handler's text and returns where decoding resumes (before `end` when surrogateescape stops at
 * an ASCII byte; the decoder then meets that byte again).
 */
function decodeError(name: Codec, b: Uint8Array, errors: string, emit: (text: string) => void, width: number, unit: (k: number) => number) {
  return (start: number, end: number, reason: string): number => {
    if (errors === "surrogatepass") {
      // A surrogate's own code unit passes; anything else fails as under strict.
      if (start + width <= b.length && isSurrogate(unit(start))) {
        emit(String.fromCharCode(unit(start)));
        return start + width;
      }
      decodeFailure(name, b, start, end, reason);
    }
    if (errors === "strict") decodeFailure(name, b, start, end, reason);
    if (errors === "surrogateescape") {
      const [text, resume] = surrogateEscape(b, start, end) ?? decodeFailure(name, b, start, end, reason);
      emit(text);
      return resume;
    }
    emit(decodeReplacement(errors, b, start, end));
    return end;
  };
}

function decodeUtf16(codec: Codec, b: Uint8Array, errors: string): string {
  let le = codec !== "utf-16-be";
  let i = 0;
  if (codec === "utf-16" && b.length >= 2) {
    if (b[0] === 0xff && b[1] === 0xfe) i = 2;
    else if (b[0] === 0xfe && b[1] === 0xff) [i, le] = [2, false];
  }
  let out = "";
  const unit = (k: number) => (le ? b[k] | (b[k + 1] << 8) : (b[k] << 8) | b[k + 1]);
  // Errors name the byte order found, as CPython's do.
  const name: Codec = le ? "utf-16-le" : "utf-16-be";
  const bad = decodeError(name, b, errors, (text) => (out += text), 2, unit);
  while (i < b.length) {
    if (i + 1 >= b.length) {
      i = bad(i, b.length, "truncated data");
      continue;
    }
    const u = unit(i);
    if (u < 0xd800 || u > 0xdfff) {
      out += String.fromCharCode(u);
      i += 2;
    } else if (u > 0xdbff) {
      i = bad(i, i + 2, "illegal encoding");
    } else if (i + 3 >= b.length) {
      i = bad(i, b.length, "unexpected end of data");
    } else {
      const v = unit(i + 2);
      if (v < 0xdc00 || v > 0xdfff) {
        i = bad(i, i + 2, "illegal UTF-16 surrogate");
      } else {
        out += String.fromCharCode(u, v);
        i += 4;
      }
    }
  }
  return out;
}

function decodeUtf32(codec: Codec, b: Uint8Array, errors: string): string {
  let le = codec !== "utf-32-be";
  let i = 0;
  if (codec === "utf-32" && b.length >= 4) {
    const head = (b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3];
    if (head === (0xfffe0000 | 0)) i = 4;
    else if (head === 0xfeff) [i, le] = [4, false];
  }
  // Errors name the byte order found, as CPython's do.
  const name: Codec = le ? "utf-32-le" : "utf-32-be";
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let out = "";
  const bad = decodeError(name, b, errors, (text) => (out += text), 4, (k) => view.getUint32(k, le));
  while (i < b.length) {
    if (i + 3 >= b.length) {
      i = bad(i, b.length, "truncated data");
      continue;
    }
    const cp = view.getUint32(i, le);
    if (cp > 0x10ffff) i = bad(i, i + 4, "code point not in range(0x110000)");
    else if (cp >= 0xd800 && cp < 0xe000) i = bad(i, i + 4, "code point in surrogate code point range(0xd800, 0xe000)");
    else {
      out += String.fromCodePoint(cp);
      i += 4;
    }
  }
  return out;
}

/** surrogatepass: a surrogate's three UTF-8 bytes at b[start] (ED A0..BF 80..BF), and where decoding resumes. */
function utf8Surrogate(b: Uint8Array, start: number): [string, number] | undefined {
  const [lead, b1, b2] = [b[start], b[start + 1], b[start + 2]];
  if (lead !== 0xed || !(b1 >= 0xa0 && b1 <= 0xbf) || !(b2 >= 0x80 && b2 <= 0xbf)) return undefined;
  return [String.fromCharCode(0xd000 | ((b1 & 0x3f) << 6) | (b2 & 0x3f)), start + 3];
}

/** bytes.decode(encoding, errors). */
export function decodeBytes(b: Uint8Array, encoding: unknown, errors: unknown, method = "decode"): string {
  const codec = lookup(encoding, method);
  const handler = errorsArg(errors, method);
  return throughRegistry(encoding as string, "decoding", () => decodeWith(codec, b, handler));
}

function decodeWith(codec: Codec, b: Uint8Array, handler: string): string {
  switch (codec) {
    case "utf-8":
      if (handler === "strict" || handler === "replace") return utf8Decode(b, handler);
      if (handler === "surrogatepass") return utf8Decode(b, (start, end, reason) => utf8Surrogate(b, start) ?? decodeFailure(codec, b, start, end, reason));
      return utf8Decode(b, (start, end) => decodeReplacement(handler, b, start, end));
    case "latin-1":
      return Array.from(b, (c) => String.fromCharCode(c)).join("");
    case "ascii":
      return decodeAscii(b, handler);
    case "utf-32":
    case "utf-32-le":
    case "utf-32-be":
      return decodeUtf32(codec, b, handler);
    default:
      return decodeUtf16(codec, b, handler);
  }
}
