// The sandbox worker's QuickJS and guest runtime, made ready before the first flow arrives: the
// compiled .wasm, the guest source, its snapshot (guest.snapshot, made at build time) and a
// warm-up flow. boot.js may have fetched the files already (worker-resources.ts).
import { DEFAULT_LIMITS } from "../host/limits.js";
import { setWasmCodeLoader } from "../wasm/quickjs.js";
import { runSandbox } from "../wasm/sandbox.js";
import { createSnapshot, snapshotFitsKnownBuild } from "../wasm/snapshot.js";
import { guestSnapshot, setSnapshotMaker } from "../wasm/snapshot-cache.js";
import { markOnce } from "./marks.js";
import { decodeSnapshotOfGuest } from "../wasm/snapshot-format.js";
import { BROWSER_STACK_BYTES } from "./stack-limit.js";
import { fetchWorkerResource, fetchWorkerResources, receiveWorkerResources, type WorkerResources } from "./worker-resources.js";
import { BOOTED_WORKER_NAME } from "./worker-start.js";

/** worker.js: its files are beside it. */
const SELF = new URL(import.meta.url);

/** The transpiled warm-up script (build-browser.mjs defines it). */
declare const TOOLFLOW_WARMUP_PROGRAM: string;
/**
 * What guest.snapshot was made from, recorded by the build that made it (build-browser.mjs): the
 * guest's guestHash, the fresh-image hash of the quickjs.wasm shipped beside it, and the
 * navigator.language it was made under.
 */
declare const TOOLFLOW_SNAPSHOT_BUILD: { guestHash: number; freshImageHash: number; language: string };
const WARMUP_DEADLINE_MS = 10_000;

/** The worker's own guest runtime (WORKER_GUEST_SOURCE); a failed fetch is retried. */
let ownGuest: Promise<string> | undefined;
/** A flow has arrived: a warm-up not yet started would only compete with it. */
let flowArrived = false;

/** run() tells the warm-up it is too late. */
export function noteFlowArrived(): void {
  flowArrived = true;
}

export function ownGuestSource(): Promise<string> {
  const text = (ownGuest ??= fetchWorkerResource("guest", SELF));
  text.catch(() => {
    if (ownGuest === text) ownGuest = undefined;
  });
  return text;
}

/** Called once, as the worker starts. */
export function prepareGuest(): void {
  // Emscripten writes LANG (from navigator.language) into every fresh QuickJS instance's memory,
  // and restoring guest.snapshot checks that a fresh instance here matches the one it was made
  // from (wasm/snapshot.ts): build-browser.mjs made it with this value. No sandbox reads it.
  Object.defineProperty(navigator, "language", { value: TOOLFLOW_SNAPSHOT_BUILD.language });
  // boot.js started this worker and fetches its files (since before worker.js arrived); else it
  // fetches them itself, now, while the page is still loading its module and transpiling.
  const resources = self.name === BOOTED_WORKER_NAME ? receiveWorkerResources() : fetchWorkerResources(SELF);
  ownGuest = resources.guest;
  // The first flow takes that compilation; a failed one is fetched and compiled again.
  let compiling: Promise<WebAssembly.Module> | undefined = resources.wasm;
  compiling.then(() => markOnce("wasm-compiled"), () => undefined);
  setWasmCodeLoader(() => {
    const code = compiling ?? fetchWorkerResource("wasm", SELF);
    compiling = undefined;
    return code;
  });
  setSnapshotMaker((source) => snapshotFor(source, resources));
  // A failure here shows again, and is reported, in the first flow.
  ownGuestSource().then(warmUp).catch(() => undefined);
}

/**
 * guest.snapshot was made at build time from the same guest.js and QuickJS: restoring it replaces
 * evaluating the guest runtime (hundreds of milliseconds in Chromium). Without the file, or for
 * another guest source, the worker snapshots the guest itself.
 *
 * The file is checked against what this worker.js's build recorded of it, not against guest.js
 * and a fresh QuickJS instance: hashing the guest source (268 KB) and scanning a fresh instance's
 * 16 MiB in code not yet compiled cost tens of milliseconds of a page's cold start. A file from
 * another build is refused all the same; the snapshot, not guest.js, is the guest that then runs.
 */
async function snapshotFor(source: string, resources: WorkerResources) {
  const [bytes, own] = await Promise.all([resources.snapshot.catch(() => undefined), ownGuestSource().catch(() => undefined)]);
  if (bytes && source === own) {
    try {
      const snapshot = decodeSnapshotOfGuest(new Uint8Array(bytes), TOOLFLOW_SNAPSHOT_BUILD.guestHash);
      if (snapshotFitsKnownBuild(snapshot, TOOLFLOW_SNAPSHOT_BUILD.freshImageHash)) return snapshot;
      throw new Error("the snapshot was made with another QuickJS build");
    } catch (error) {
      console.warn(`toolflow: guest.snapshot is not used, the guest is loaded instead: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return createSnapshot(source);
}

/**
 * One small flow if the guest is ready before the first real one arrives: Chromium compiles
 * WebAssembly functions on their first call, so this takes that cost (tens of milliseconds) off
 * the first flow, and runSandbox then keeps a restored sandbox ready for the next flow with the
 * same limits, which are the page module's defaults.
 */
async function warmUp(guestSource: string): Promise<void> {
  await guestSnapshot(guestSource);
  markOnce("guest-ready");
  if (flowArrived) return;
  await runSandbox({
    guestSource,
    program: TOOLFLOW_WARMUP_PROGRAM,
    optionsJson: "{}",
    host: { callTool: () => Promise.reject(new Error("the warm-up flow calls no tools")), print: () => undefined },
    limits: { memoryBytes: DEFAULT_LIMITS.memoryBytes, stackBytes: BROWSER_STACK_BYTES, deadline: Date.now() + WARMUP_DEADLINE_MS },
  });
  markOnce("warmed-up");
}
