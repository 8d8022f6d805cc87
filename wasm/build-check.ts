// Whether a snapshot read from a file fits this process's QuickJS build is checked once per
// process, not once per worker: the check instantiates a fresh module and hashes its image
// (about 50 ms of CPU, a third of what a new worker costs before its first flow), and a pool grows
// by several workers at once while every core is taken (docs/design.md "The sandbox worker pool").
// The first thread that checks writes the build's fresh-image hash into a buffer all the pool's
// workers share; the others compare the snapshot's hash with it. A Node bundle made with the
// snapshot knows the hash without the check (wasm/wasm-binary-node.ts builtFreshImageHash).
import { HASH, KNOWN } from "./build-check-buffer.js";
import { snapshotFitsBuild, snapshotFitsKnownBuild, type GuestSnapshot } from "./snapshot.js";

let shared: Int32Array | undefined;

/** Takes the checks of other threads that share `buffer` (a worker, from its WorkerData). */
export function shareBuildCheck(buffer: SharedArrayBuffer): void {
  shared = new Int32Array(buffer);
}

/**
 * snapshotFitsBuild, done once for every thread sharing the buffer; `knownHash` gives the build's
 * fresh-image hash when it is known without the check (wasm/wasm-binary-node.ts), else undefined.
 */
export async function fitsBuild(snapshot: GuestSnapshot, knownHash?: () => Promise<number | undefined>): Promise<boolean> {
  if (shared && Atomics.load(shared, KNOWN) === 1) return snapshotFitsKnownBuild(snapshot, Atomics.load(shared, HASH) >>> 0);
  const buildHash = await knownHash?.();
  const fits = buildHash === undefined ? await snapshotFitsBuild(snapshot) : snapshotFitsKnownBuild(snapshot, buildHash);
  if (fits && shared) {
    Atomics.store(shared, HASH, snapshot.freshImageHash | 0);
    Atomics.store(shared, KNOWN, 1);
  }
  return fits;
}
