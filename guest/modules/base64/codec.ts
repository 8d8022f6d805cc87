// Base64/Base32/Base16 over byte arrays with binascii's rules (CPython 3.11): lenient decoding
// that skips non-alphabet bytes, and its error texts. Failures throw CodecError(message).

import { unitBytes } from "../../values/index.js";

export class CodecError extends Error {}

const STD = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

// The alphabet's character codes: b64encode writes bytes (a string built by += of 4-character
// pieces is a rope of a node each, many times the text's size).
const STD_CODES = Uint8Array.from(STD, (c) => c.charCodeAt(0));
const PAD = 0x3d;

export function b64encode(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(Math.ceil(data.length / 3) * 4);
  let n = 0;
  let i = 0;
  for (; i + 2 < data.length; i += 3) {
    const v = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
    out[n++] = STD_CODES[v >> 18];
    out[n++] = STD_CODES[(v >> 12) & 63];
    out[n++] = STD_CODES[(v >> 6) & 63];
    out[n++] = STD_CODES[v & 63];
  }
  const rest = data.length - i;
  if (rest > 0) {
    const v = (data[i] << 16) | (rest === 2 ? data[i + 1] << 8 : 0);
    out[n++] = STD_CODES[v >> 18];
    out[n++] = STD_CODES[(v >> 12) & 63];
    out[n++] = rest === 2 ? STD_CODES[(v >> 6) & 63] : PAD;
    out[n++] = PAD;
  }
  return out;
}

const DECODE = new Int16Array(256).fill(-1);
for (let i = 0; i < 64; i++) DECODE[STD.charCodeAt(i)] = i;

/** binascii.a2b_base64; `strict` is base64.b64decode(validate=True). */
export function b64decode(data: Uint8Array, strict = false): Uint8Array {
  // Every 4 alphabet bytes give 3: the most there can be (a number[] would take 8 times the memory).
  const out = new Uint8Array(Math.ceil((data.length * 3) / 4));
  let n = 0;
  let quad = 0;
  let left = 0;
  let pads = 0;
  let paddingStarted = false;
  if (strict && data[0] === 0x3d) throw new CodecError("Leading padding not allowed");
  for (let i = 0; i < data.length; i++) {
    const ch = data[i];
    if (ch === 0x3d) {
      paddingStarted = true;
      if (quad >= 2 && quad + ++pads >= 4) {
        if (strict && i + 1 < data.length) throw new CodecError("Excess data after padding");
        return out.slice(0, n);
      }
      continue;
    }
    const v = DECODE[ch];
    if (v < 0) {
      if (strict) throw new CodecError("Only base64 data is allowed");
      continue;
    }
    if (strict && paddingStarted) throw new CodecError("Discontinuous padding not allowed");
    pads = 0;
    switch (quad) {
      case 0:
        quad = 1;
        left = v;
        break;
      case 1:
        quad = 2;
        out[n++] = (left << 2) | (v >> 4);
        left = v & 0x0f;
        break;
      case 2:
        quad = 3;
        out[n++] = (left << 4) | (v >> 2);
        left = v & 0x03;
        break;
      default:
        quad = 0;
        out[n++] = (left << 6) | v;
        left = 0;
    }
  }
  if (quad === 1) {
    const chars = Math.floor(n / 3) * 4 + 1;
    throw new CodecError(
      `Invalid base64-encoded string: number of data characters (${chars}) cannot be 1 more than a multiple of 4`,
    );
  }
  if (quad !== 0) throw new CodecError("Incorrect padding");
  return out.slice(0, n);
}

const B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function b32encode(data: Uint8Array): Uint8Array {
  let out = "";
  for (let i = 0; i < data.length; i += 5) {
    const chunk = data.slice(i, i + 5);
    let bits = 0n;
    for (let k = 0; k < 5; k++) bits = (bits << 8n) | BigInt(chunk[k] ?? 0);
    let group = "";
    for (let k = 7; k >= 0; k--) group += B32[Number((bits >> BigInt(k * 5)) & 31n)];
    const keep = [0, 2, 4, 5, 7, 8][chunk.length];
    out += group.slice(0, keep) + "=".repeat(8 - keep);
  }
  return unitBytes(out);
}

/** base64.b32decode(casefold=False): strict alphabet and padding, as CPython's pure-Python version. */
export function b32decode(data: Uint8Array, casefold: boolean): Uint8Array {
  let s = latin1(data);
  if (s.length % 8) throw new CodecError("Incorrect padding");
  if (casefold) s = s.toUpperCase();
  const stripped = s.replace(/=+$/, "");
  const padchars = s.length - stripped.length;
  const out: number[] = [];
  for (let i = 0; i < stripped.length; i += 8) {
    let acc = 0n;
    const quanta = stripped.slice(i, i + 8);
    for (const c of quanta) {
      const v = B32.indexOf(c);
      if (v < 0) throw new CodecError("Non-base32 digit found");
      acc = (acc << 5n) | BigInt(v);
    }
    acc <<= BigInt(5 * (8 - quanta.length));
    for (let k = 4; k >= 0; k--) out.push(Number((acc >> BigInt(k * 8)) & 255n));
  }
  if (padchars) {
    const drop = { 1: 1, 3: 2, 4: 3, 6: 4 }[padchars];
    if (drop === undefined) throw new CodecError("Incorrect padding");
    out.length -= drop;
  }
  return Uint8Array.from(out);
}

export function b16encode(data: Uint8Array): Uint8Array {
  return unitBytes(Array.from(data, (b) => b.toString(16).toUpperCase().padStart(2, "0")).join(""));
}

export function b16decode(data: Uint8Array, casefold: boolean): Uint8Array {
  let s = latin1(data);
  if (casefold) s = s.toUpperCase();
  if (/[^0-9A-F]/.test(s)) throw new CodecError("Non-base16 digit found");
  if (s.length % 2) throw new CodecError("Odd-length string");
  const out = new Uint8Array(s.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(s.slice(2 * i, 2 * i + 2), 16);
  return out;
}


export function latin1(data: Uint8Array): string {
  let s = "";
  for (const b of data) s += String.fromCharCode(b);
  return s;
}
