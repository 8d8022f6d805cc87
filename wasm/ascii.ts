// Whether a host string is all ASCII (one UTF-8 byte a code unit): asked of every tool answer
// copied into a guest and every envelope text measured in bytes, which may be megabytes.

const NON_ASCII = /[^\x00-\x7f]/;
const UTF8 = new TextEncoder();
/** Units encoded at a time into the scratch buffer; a slice of a long string is not copied. */
const CHUNK = 1 << 16;
/** Below this length one regex test costs less than an encode into the scratch buffer. */
const LONG = 256;
let scratch: Uint8Array | undefined;

/**
 * Whether `text` is all ASCII. A long text is encoded as UTF-8 a chunk at a time into a scratch
 * buffer of the chunk's length, which only all-ASCII text fills exactly (a non-ASCII unit takes
 * two or more bytes): the engine's native encoder runs several times faster than a regex scan.
 */
export function isAscii(text: string): boolean {
  if (text.length < LONG) return !NON_ASCII.test(text);
  scratch ??= new Uint8Array(CHUNK);
  for (let at = 0; at < text.length; at += CHUNK) {
    const piece = text.slice(at, at + CHUNK);
    const { read, written } = UTF8.encodeInto(piece, scratch);
    if (read !== piece.length || written !== piece.length) return false;
  }
  return true;
}
