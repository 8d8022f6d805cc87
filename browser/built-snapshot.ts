// guest.snapshot, checked against what the build that made it recorded (build-browser.mjs defines
// TOOLFLOW_SNAPSHOT_BUILD in worker.js and toolflow.js), for the sandbox worker and the page.
import { snapshotFitsKnownBuild, type GuestSnapshot } from "../wasm/snapshot.js";
import { decodeSnapshotOfGuest } from "../wasm/snapshot-format.js";

/**
 * What guest.snapshot was made from, recorded by the build that made it: the guest's guestHash,
 * the fresh-image hash of the quickjs.wasm shipped beside it, and the navigator.language it was
 * made under.
 */
declare const TOOLFLOW_SNAPSHOT_BUILD: { guestHash: number; freshImageHash: number; language: string };

/** navigator.language when the snapshot was made (Emscripten writes it into a fresh instance's memory). */
export const SNAPSHOT_LANGUAGE = TOOLFLOW_SNAPSHOT_BUILD.language;

/**
 * The snapshot in `bytes`, checked against this build's record of it, not against guest.js and a
 * fresh QuickJS instance: hashing the guest source (500 KB) and scanning a fresh instance's
 * 16 MiB in code not yet compiled cost tens of milliseconds of a page's cold start. A file from
 * another build is refused all the same (thrown, with the reason).
 */
export function builtSnapshot(bytes: ArrayBuffer): GuestSnapshot {
  const snapshot = decodeSnapshotOfGuest(new Uint8Array(bytes), TOOLFLOW_SNAPSHOT_BUILD.guestHash);
  if (!snapshotFitsKnownBuild(snapshot, TOOLFLOW_SNAPSHOT_BUILD.freshImageHash)) throw new Error("the snapshot was made with another QuickJS build");
  return snapshot;
}
