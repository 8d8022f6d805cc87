// Which snapshot a sandbox restores: one per guest source per thread, made on first need (or
// read: a browser worker's or dist/guest.snapshot), shared by every later flow. Undefined means
// sandboxes load the guest the slow way, which also reports a bundle that fails to load.
import { fitsBuild } from "./build-check.js";
import { compiledCode } from "./quickjs.js";
import { createSnapshot, GuestLoadError, type GuestSnapshot } from "./snapshot.js";
import { decodeSnapshot } from "./snapshot-format.js";

/** A few guest sources at once (tests use several); production has one. */
const MAX_SNAPSHOTS = 4;

const snapshots = new Map<string, Promise<GuestSnapshot | undefined>>();

/** How a missing snapshot is made. */
export type SnapshotMaker = (guestSource: string) => Promise<GuestSnapshot>;

/** Under Node, the build's dist/guest.snapshot when it fits this guest and QuickJS; else made here. */
async function readOrCreate(guestSource: string): Promise<GuestSnapshot> {
  const isNode = typeof process !== "undefined" && typeof process.versions?.node === "string";
  if (isNode) {
    const { builtFreshImageHash, readBuiltSnapshot } = await import("./wasm-binary-node.js");
    const built = await readBuiltSnapshot().catch(() => undefined);
    // Another guest (a source other than the build's, as in tests) or a stale file: made here.
    const snapshot = built && decodeOrUndefined(built, guestSource);
    if (snapshot && (await fitsBuild(snapshot, () => builtFreshImageHash(compiledCode)))) return snapshot;
  }
  return createSnapshot(guestSource);
}

function decodeOrUndefined(bytes: Uint8Array, guestSource: string): GuestSnapshot | undefined {
  try {
    return decodeSnapshot(bytes, guestSource);
  } catch {
    return undefined;
  }
}

let maker: SnapshotMaker = readOrCreate;

/** Replace how snapshots are made (undefined: the default); forgets every snapshot made so far. */
export function setSnapshotMaker(make: SnapshotMaker | undefined): void {
  maker = make ?? readOrCreate;
  snapshots.clear();
}

function remember(guestSource: string, snapshot: Promise<GuestSnapshot | undefined>): void {
  snapshots.delete(guestSource);
  snapshots.set(guestSource, snapshot);
  if (snapshots.size > MAX_SNAPSHOTS) snapshots.delete(snapshots.keys().next().value!);
}

/** The snapshot of this guest, or undefined when there is none to restore. */
export function guestSnapshot(guestSource: string): Promise<GuestSnapshot | undefined> {
  let snapshot = snapshots.get(guestSource);
  if (!snapshot) {
    snapshot = maker(guestSource).catch((error: unknown) => {
      // A broken bundle is the flow's failure, reported by the slow path; anything else is ours.
      if (!(error instanceof GuestLoadError)) warn("making the guest snapshot failed", error);
      return undefined;
    });
    remember(guestSource, snapshot);
  }
  return snapshot;
}

/** A restore failed: this guest's sandboxes load the slow way from now on. */
export function dropGuestSnapshot(guestSource: string, error: unknown): void {
  warn("restoring the guest snapshot failed", error);
  remember(guestSource, Promise.resolve(undefined));
}

function warn(what: string, error: unknown): void {
  // Flows still run (the slow path), so this is an internal error for whoever reads the logs.
  console.warn(`toolflow: ${what}; sandboxes load the guest runtime instead (slower): ${error instanceof Error ? error.message : String(error)}`);
}
