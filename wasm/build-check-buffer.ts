// The buffer the pool's workers share their build check through (wasm/build-check.ts), apart
// from the check: the pool makes it on the host's thread, which then loads none of QuickJS's
// wrappers before starting the sandbox worker.

/** Int32 slots: whether `hash` is set, and this process's QuickJS build's fresh-image hash. */
export const KNOWN = 0;
export const HASH = 1;

/** A buffer for shareBuildCheck, one per process (its QuickJS build is one). */
export function newBuildCheckBuffer(): SharedArrayBuffer {
  return new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
}
