// Whether two 64 KiB pages of linear memory hold the same bytes. Hibernating a flow, and resetting
// an instance for the next flow, compare every page of a memory with the snapshot's: under Node a
// native memcmp (Buffer.compare) does it 4-7 times as fast as the word loop a browser falls back to.
import { PAGE_BYTES } from "./quickjs.js";

type Compare = (a: Uint8Array, b: Uint8Array) => number;

const nativeCompare = (globalThis as { Buffer?: { compare: Compare } }).Buffer?.compare;

/** A page of zeros, to compare a page the snapshot does not hold with. */
export const ZERO_PAGE = new Uint8Array(PAGE_BYTES);

/** Whether the PAGE_BYTES bytes at `a` and `b` are equal; both are whole pages. */
export const samePage: (a: Uint8Array, b: Uint8Array) => boolean = nativeCompare ? (a, b) => nativeCompare(a, b) === 0 : samePageWords;

/** samePage without a native compare (browsers). */
export function samePageWords(a: Uint8Array, b: Uint8Array): boolean {
  const x = new Int32Array(a.buffer, a.byteOffset, PAGE_BYTES / 4);
  const y = new Int32Array(b.buffer, b.byteOffset, PAGE_BYTES / 4);
  // Four words a step: most pages are unchanged, and this is about four times the plain loop.
  let p = 0, q = 0, r = 0, s = 0;
  for (let i = 0; i < x.length; i += 4) {
    p |= x[i]! ^ y[i]!;
    q |= x[i + 1]! ^ y[i + 1]!;
    r |= x[i + 2]! ^ y[i + 2]!;
    s |= x[i + 3]! ^ y[i + 3]!;
  }
  return (p | q | r | s) === 0;
}
