// The UTF-8 size and sha256 of a text by node:crypto, at once, without encoding the text first:
// ~1 ms of CPU a MB against ~1.7 for WebCrypto's digest (sha256-web.ts, the browser build's),
// measured in bench/experiments/large-args-s17.md.
import { createHash } from "node:crypto";

/** The UTF-8 size and sha256 (hex) of `text` (a lone surrogate counts as U+FFFD). */
export async function sha256Hex(text: string): Promise<{ size: number; hex: string }> {
  return { size: Buffer.byteLength(text, "utf8"), hex: createHash("sha256").update(text, "utf8").digest("hex") };
}
