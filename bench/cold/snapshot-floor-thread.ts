// bench/cold/worker-floor-thread.mjs restoring toolflow's guest snapshot (workerData: the path of
// dist/guest.snapshot) instead of a bare context: the snapshot file read and decoded, QuickJS's
// code read and compiled, an instance made and the image copied in, the runtime and context
// wrapped, `1 + 1` evaluated. Not checked (the least toolflow's worker does): the guest hash is
// taken from the file, the build from the snapshot. bench/experiments/cold-floor.mjs bundles it.
import { readFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";
import { decodeSnapshotOfGuest } from "../../wasm/snapshot-format.js";
import { restoreSnapshot, snapshotFitsKnownBuild } from "../../wasm/snapshot.js";

const bytes = new Uint8Array(await readFile(workerData as string));
const snapshot = decodeSnapshotOfGuest(bytes, new DataView(bytes.buffer, bytes.byteOffset).getUint32(8, true));
snapshotFitsKnownBuild(snapshot, snapshot.freshImageHash);
const { ctx } = await restoreSnapshot(snapshot, 64 << 20);
parentPort!.postMessage(ctx.dump(ctx.unwrapResult(ctx.evalCode("1 + 1"))));
