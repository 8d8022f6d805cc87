// The WIT host's `string-facts`: facts about a string the guest holds, read where it lies in the
// QuickJS heap. QuickJS has no native test for "no surrogate" or "all ASCII" and its regex engine
// tries every position (~18 ns a character: 72 ms for 4 MiB); here a one-byte string answers
// whether it holds a surrogate from its header alone, and the rest is a native or V8 scan of its
// bytes (0.05-1 ms for 4 MiB). The guest's value is only read; only the JSON check copies it, decoded
// into a host string of at most 2**24 units while it scans.

import { scanJson } from "./json-scan.js";
import { BY_VALUE_MAX_DEPTH } from "./answer-prefixes.js";
import { TAG_STRING, TAG_STRING_ROPE, wordAt } from "./quickjs-internals.js";

/** What the guest asks (toolflow.wit): bits of `ask`. */
export const ASK_SURROGATE = 1;
export const ASK_WIDTH = 2;
export const ASK_DIGIT_FRACTION = 4;
export const ASK_JSON_BY_VALUE = 8;

/** The answer's bits: a surrogate unit; the width (bits 1-2); a digit before ".", "e" or "E"; JSON
 *  text a by-value tool answer could be (json.loads then reads it as one). */
const HOLDS_SURROGATE = 1;
const WIDTH_SHIFT = 1;
const DIGIT_FRACTION = 8;
const JSON_BY_VALUE = 16;
/** Widths: every unit below U+007F, below U+0080, below U+0100, or wider. */
const BELOW_DEL = 0;
const BELOW_0080 = 1;
const BELOW_0100 = 2;
const WIDER = 3;
/** Not a string, or one the host cannot read: the guest scans it itself. */
export const UNKNOWN_FACTS = -1;

// This build's QuickJS (quickjs.h, tags and words as quickjs-internals.ts reads them): a JSValue's
// low word is its pointer, its high word the tag. A JSString's second word holds its length (31 bits) and the wide flag (the
// top bit), its characters start 16 bytes in. A concatenation past 512 characters is a rope
// (JSStringRope): its left and right halves are JSValues 16 and 24 bytes in, each a string or a
// rope, at most 60 deep.
const LENGTH_AT = 4;
const CHARS_AT = 16;
const ROPE_LEFT_AT = 16;
const ROPE_RIGHT_AT = 24;
/** Halves waiting while the walk goes left: QuickJS rebalances a rope past 60 levels. */
const MAX_PENDING = 128;

const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const FRACTION_UNITS = [0x2e, 0x65, 0x45];

const isDigit = (unit: number) => unit >= DIGIT_0 && unit <= DIGIT_9;
/** The two-byte unit at `at` (wasm is little-endian). */
const wideUnit = (heap: Uint8Array, at: number) => heap[at]! | (heap[at + 1]! << 8);

/**
 * The facts `ask` names about the string whose JSValue is at `value` of `heap`, or UNKNOWN_FACTS.
 * A rope's pieces are read in order, left to right. Bounds come from the heap itself: a value
 * that would reach past it (never made by QuickJS) is unknown, not read.
 */
export function stringFacts(heap: Uint8Array, value: number, ask: number): number {
  if (ask === ASK_JSON_BY_VALUE) return jsonByValue(heap, value);
  let facts = 0;
  // Whether the text so far ends with a digit (a float token may span two pieces).
  let digitBefore = false;
  const read = eachPiece(heap, value, (start, length, wide) => {
    const end = start + (wide ? 2 * length : length);
    const piece = wide ? wideFacts(heap, start, length, ask) : narrowFacts(heap, start, length, ask);
    // Bit 0 ORs; the width (bits 1-2) is the widest piece's.
    facts = (facts | (piece & HOLDS_SURROGATE)) | (Math.max((facts >> WIDTH_SHIFT) & 3, (piece >> WIDTH_SHIFT) & 3) << WIDTH_SHIFT);
    if (ask & ASK_DIGIT_FRACTION && !(facts & DIGIT_FRACTION)) {
      const first = wide ? wideUnit(heap, start) : heap[start]!;
      const found = (digitBefore && FRACTION_UNITS.includes(first)) || (wide ? wideDigitFraction(heap, start, length) : narrowDigitFraction(heap.subarray(start, end)));
      if (found) facts |= DIGIT_FRACTION;
      const last = wide ? wideUnit(heap, end - 2) : heap[end - 1]!;
      digitBefore = isDigit(last);
    }
  });
  return read ? facts : UNKNOWN_FACTS;
}

/**
 * `visit` for each non-empty piece of the string whose JSValue is at `value` of `heap`, left to
 * right (its characters' offset, length, and whether they are two bytes each); false, having
 * stopped, at anything that is not a string within the heap (never made by QuickJS).
 */
function eachPiece(heap: Uint8Array, value: number, visit: (start: number, length: number, wide: boolean) => void): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const at = pending.pop()!;
    if (at < 0 || at + 8 > heap.length) return false;
    const tag = wordAt(heap, at + 4) | 0;
    const pointer = wordAt(heap, at);
    if (tag === TAG_STRING_ROPE) {
      if (pointer + ROPE_RIGHT_AT + 8 > heap.length || pending.length >= MAX_PENDING) return false;
      pending.push(pointer + ROPE_RIGHT_AT, pointer + ROPE_LEFT_AT);
      continue;
    }
    if (tag !== TAG_STRING || pointer + CHARS_AT > heap.length) return false;
    const word = wordAt(heap, pointer + LENGTH_AT);
    const length = word & 0x7fffffff;
    const wide = word >>> 31 === 1;
    const start = pointer + CHARS_AT;
    if (start + (wide ? 2 * length : length) > heap.length) return false;
    if (length > 0) visit(start, length, wide);
  }
  return true;
}

/** A one-byte string: no surrogate, and its width from an OR of its bytes, four at a time. */
function narrowFacts(heap: Uint8Array, start: number, length: number, ask: number): number {
  if (!(ask & ASK_WIDTH)) return 0;
  // The bytes before the first word boundary and after the last one alone (QuickJS allocates a
  // string 8-aligned, so its characters 16 bytes in start at one), the words between four at a time.
  const end = start + length;
  const head = Math.min(end, start + ((4 - ((heap.byteOffset + start) & 3)) & 3));
  const words = new Uint32Array(heap.buffer, heap.byteOffset + head, (end - head) >>> 2);
  let all = 0;
  for (let at = start; at < head; at++) all |= heap[at]!;
  for (let i = 0; i < words.length; i++) all |= words[i]!;
  for (let at = head + 4 * words.length; at < end; at++) all |= heap[at]!;
  const bytes = heap.subarray(start, end);
  const width = all & 0x80808080 ? BELOW_0100 : bytes.indexOf(0x7f) < 0 ? BELOW_DEL : BELOW_0080;
  return width << WIDTH_SHIFT;
}

/** A two-byte string (QuickJS makes one only for a unit past U+00FF, but the scan does not assume it). */
function wideFacts(heap: Uint8Array, start: number, length: number, ask: number): number {
  if (!(ask & (ASK_SURROGATE | ASK_WIDTH))) return 0;
  let all = 0;
  let surrogate = false;
  let del = false;
  for (let at = start, end = start + 2 * length; at < end; at += 2) {
    const unit = wideUnit(heap, at);
    all |= unit;
    if ((unit & 0xf800) === 0xd800) surrogate = true;
    else if (unit === 0x7f) del = true;
  }
  const width = all >= 0x100 ? WIDER : all >= 0x80 ? BELOW_0100 : del ? BELOW_0080 : BELOW_DEL;
  return (surrogate && ask & ASK_SURROGATE ? HOLDS_SURROGATE : 0) | (ask & ASK_WIDTH ? width << WIDTH_SHIFT : 0);
}

/** Whether a one-byte string holds an ASCII digit followed by ".", "e" or "E": each found natively. */
function narrowDigitFraction(bytes: Uint8Array): boolean {
  for (const unit of FRACTION_UNITS) {
    for (let i = bytes.indexOf(unit, 1); i >= 0; i = bytes.indexOf(unit, i + 1)) if (isDigit(bytes[i - 1]!)) return true;
  }
  return false;
}

/** The same for a two-byte string. */
function wideDigitFraction(heap: Uint8Array, start: number, length: number): boolean {
  for (let at = start + 2, end = start + 2 * length; at < end; at += 2) {
    if (FRACTION_UNITS.includes(wideUnit(heap, at)) && isDigit(wideUnit(heap, at - 2))) return true;
  }
  return false;
}

// A one-byte string's bytes as windows-1252 (what TextDecoder's "latin1" is): its 0x80-0x9f map
// to other non-ASCII characters, which JSON's grammar and scanJson treat as they treat those bytes
// (inside a string any non-ASCII unit is text, outside one it is not JSON). A two-byte string's
// lone surrogates become U+FFFD, also text alike.
const narrowText = new TextDecoder("latin1");
const wideText = new TextDecoder("utf-16le");

/** Past this many units the host declines (UNKNOWN_FACTS): the decoded text it holds while it
 *  scans (up to twice as many bytes) is bounded, whatever str a script builds. */
const JSON_MAX_UNITS = 1 << 24;

/**
 * JSON_BY_VALUE when the string is JSON text that a tool answer would cross by value
 * (host/tool-answer.ts): every number typed by its value, no object key an array index, nested at
 * most BY_VALUE_MAX_DEPTH deep; 0 when not; UNKNOWN_FACTS for a string the host cannot read or
 * one past JSON_MAX_UNITS.
 */
function jsonByValue(heap: Uint8Array, value: number): number {
  const pieces: [TextDecoder, Uint8Array][] = [];
  let units = 0;
  const read = eachPiece(heap, value, (start, length, wide) => {
    units += length;
    pieces.push([wide ? wideText : narrowText, heap.subarray(start, start + (wide ? 2 * length : length))]);
  });
  if (!read || units > JSON_MAX_UNITS) return UNKNOWN_FACTS;
  const text = pieces.map(([decoder, bytes]) => decoder.decode(bytes)).join("");
  const scan = scanJson(text);
  return scan !== undefined && scan.numbersByValue && scan.keysInOrder && scan.depth <= BY_VALUE_MAX_DEPTH ? JSON_BY_VALUE : 0;
}
