// The UTF-8 size and sha256 of a text by WebCrypto: the browser build's host/records/sha256.ts
// (browser/build-browser.mjs substitutes it), as a page has no node:crypto.

/** The UTF-8 size and sha256 (hex) of `text` (a lone surrogate counts as U+FFFD). */
export async function sha256Hex(text: string): Promise<{ size: number; hex: string }> {
  const data = new TextEncoder().encode(text);
  const hash = new Uint8Array(await globalThis.crypto.subtle.digest("SHA-256", data));
  return { size: data.length, hex: Array.from(hash, (byte) => byte.toString(16).padStart(2, "0")).join("") };
}
