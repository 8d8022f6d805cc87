// Percent-encoding as urllib.parse does it: quote/quote_plus over UTF-8 bytes with the `safe`
// set, and unquote decoding each ASCII run's escapes as UTF-8 with errors='replace'.

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
  return s.replace(/[\x00-\x7f]+/g, (run) => decodeUtf8Replace(unquoteToBytes(Uint8Array.from(run, (c) => c.charCodeAt(0)))));
}

/** UTF-8 decoding with errors='replace': each maximal invalid subsequence becomes one U+FFFD. */
export function decodeUtf8Replace(b: Uint8Array): string {
  let out = "";
  let i = 0;
  while (i < b.length) {
    const c = b[i];
    if (c < 0x80) {
      out += String.fromCharCode(c);
      i++;
      continue;
    }
    let need: number;
    let cp: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) {
      need = 1;
      cp = c & 0x1f;
    } else if (c >= 0xe0 && c <= 0xef) {
      need = 2;
      cp = c & 0x0f;
      if (c === 0xe0) lo = 0xa0;
      if (c === 0xed) hi = 0x9f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      need = 3;
      cp = c & 0x07;
      if (c === 0xf0) lo = 0x90;
      if (c === 0xf4) hi = 0x8f;
    } else {
      out += "\ufffd";
      i++;
      continue;
    }
    let j = i + 1;
    let ok = true;
    for (let k = 0; k < need; k++, j++) {
      const d = b[j];
      const [min, max] = k === 0 ? [lo, hi] : [0x80, 0xbf];
      if (d === undefined || d < min || d > max) {
        ok = false;
        break;
      }
      cp = (cp << 6) | (d & 0x3f);
    }
    if (ok) {
      out += String.fromCodePoint(cp);
      i = j;
    } else {
      out += "\ufffd";
      i = j;
    }
  }
  return out;
}
