// Percent-encoding as urllib.parse does it: quote/quote_plus over UTF-8 bytes with the `safe`
// set, and unquote decoding each ASCII run's escapes as UTF-8 with errors='replace'.
import { utf8Decode } from "../../values/index.js";

const ALWAYS_SAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~";

/** quote_from_bytes: `safe` holds the extra safe characters (non-ASCII ones are ignored). */
export function quoteBytes(bytes: Uint8Array, safe: string): string {
  const ok = new Set<number>();
  for (const c of ALWAYS_SAFE + safe) if (c.charCodeAt(0) < 128) ok.add(c.charCodeAt(0));
  let out = "";
  for (const b of bytes) out += ok.has(b) ? String.fromCharCode(b) : "%" + b.toString(16).toUpperCase().padStart(2, "0");
  return out;
}

export function unquoteToBytes(bytes: Uint8Array): Uint8Array {
  const out: number[] = [];
  const hex = (b: number | undefined) =>
    b !== undefined && ((b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66));
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 0x25 && hex(bytes[i + 1]) && hex(bytes[i + 2])) {
      out.push(parseInt(String.fromCharCode(bytes[i + 1], bytes[i + 2]), 16));
      i += 2;
    } else out.push(b);
  }
  return Uint8Array.from(out);
}

/** unquote(str): escapes in each ASCII run decoded as UTF-8 with U+FFFD for invalid sequences. */
export function unquote(s: string): string {
  if (!s.includes("%")) return s;
  return s.replace(/[\x00-\x7f]+/g, (run) => utf8Decode(unquoteToBytes(Uint8Array.from(run, (c) => c.charCodeAt(0))), "replace"));
}

