// A GuestSnapshot (wasm/snapshot.ts) as bytes: made at build time (dist/guest.snapshot, and the
// browser's dist/browser/guest.snapshot), restored at run time instead of evaluating the guest.
// The file names the guest source it was made from (a hash), so a stale file is refused, never
// restored; the QuickJS build is checked by the snapshot's fresh-image hash (snapshotFitsBuild).
//
// Layout, little-endian u32 words: magic, version, guest hash, fresh-image hash, pages, runtime
// pointer, context pointer, then three counted lists (host-ref ids as i32, zero pages, page
// indexes), then the pages' bytes.
import { PAGE_BYTES } from "./quickjs.js";
import type { GuestSnapshot } from "./snapshot.js";

const MAGIC = 0x70616e73; // "snap"
const VERSION = 1;

export class SnapshotFileError extends Error {
  override name = "SnapshotFileError";
}

/** FNV-1a over the source's UTF-16 code units: tells guest builds apart, not an adversary. */
export function guestHash(source: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < source.length; i++) hash = Math.imul(hash ^ source.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export function encodeSnapshot(snapshot: GuestSnapshot, guestSource: string): Uint8Array {
  const lists = [Uint32Array.from(snapshot.hostRefIds, (id) => id >>> 0), snapshot.zeroPages, snapshot.pageIndexes];
  const header = [MAGIC, VERSION, guestHash(guestSource), snapshot.freshImageHash, snapshot.pages, snapshot.runtimePointer, snapshot.contextPointer];
  const words = header.length + lists.reduce((sum, list) => sum + 1 + list.length, 0);
  const bytes = new Uint8Array(words * 4 + snapshot.pageData.length);
  const view = new DataView(bytes.buffer);
  let at = 0;
  const put = (word: number) => {
    view.setUint32(at, word, true);
    at += 4;
  };
  header.forEach(put);
  for (const list of lists) {
    put(list.length);
    list.forEach(put);
  }
  bytes.set(snapshot.pageData, at);
  return bytes;
}

/** The snapshot in `bytes`, if it was made from `guestSource`; throws SnapshotFileError otherwise. */
export function decodeSnapshot(bytes: Uint8Array, guestSource: string): GuestSnapshot {
  return decodeSnapshotOfGuest(bytes, guestHash(guestSource));
}

/** decodeSnapshot for a guest known by its guestHash (a browser worker has its build's at hand). */
export function decodeSnapshotOfGuest(bytes: Uint8Array, expectedGuestHash: number): GuestSnapshot {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const take = () => {
    if (at + 4 > bytes.length) throw new SnapshotFileError("the snapshot file is truncated");
    const word = view.getUint32(at, true);
    at += 4;
    return word;
  };
  const list = () => {
    const length = take();
    if (at + length * 4 > bytes.length) throw new SnapshotFileError("the snapshot file is truncated");
    return Uint32Array.from({ length }, take);
  };
  if (take() !== MAGIC || take() !== VERSION) throw new SnapshotFileError("not a toolflow guest snapshot of this version");
  if (take() !== expectedGuestHash) throw new SnapshotFileError("the snapshot was made from another guest runtime");
  const [freshImageHash, pages, runtimePointer, contextPointer] = [take(), take(), take(), take()];
  const hostRefIds = Array.from(list(), (id) => id | 0);
  const zeroPages = list();
  const pageIndexes = list();
  const pageData = bytes.subarray(at);
  if (pageData.length !== pageIndexes.length * PAGE_BYTES) throw new SnapshotFileError("the snapshot file's pages do not match its index");
  if ([...zeroPages, ...pageIndexes].some((page) => page >= pages)) throw new SnapshotFileError("the snapshot file names a page beyond its memory");
  return { pages, pageIndexes, pageData, zeroPages, freshImageHash, runtimePointer, contextPointer, hostRefIds };
}
