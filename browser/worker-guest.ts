// The sandbox worker's QuickJS and guest runtime, made ready before the first flow arrives: the
// compiled .wasm, the guest source, its snapshot (guest.snapshot, made at build time) and a
// warm-up flow. The page hands it the files (worker-resources.ts).
import { DEFAULT_LIMITS } from "../host/limits.js";
import { setWasmCodeLoader } from "../wasm/quickjs.js";
import { runSandbox } from "../wasm/sandbox.js";
import { createSnapshot } from "../wasm/snapshot.js";
import { guestSnapshot, setSnapshotMaker } from "../wasm/snapshot-cache.js";
import { markOnce } from "./marks.js";
import { builtSnapshot, SNAPSHOT_LANGUAGE } from "./built-snapshot.js";
import { BROWSER_STACK_BYTES } from "./stack-limit.js";
import { fetchWorkerResource, receiveWorkerResources, type WorkerResources } from "./worker-resources.js";

/** worker.js: its files are beside it. */
const SELF = new URL(import.meta.url);

/** The transpiled warm-up script (build-browser.mjs defines it). */
declare const TOOLFLOW_WARMUP_PROGRAM: string;
const WARMUP_DEADLINE_MS = 10_000;

/** The worker's own guest runtime (WORKER_GUEST_SOURCE); a failed fetch is retried. */
let ownGuest: Promise<string> | undefined;
/** A flow has arrived: a warm-up not yet started would only compete with it. */
let flowArrived = false;
/** Settles once the warm-up is done, skipped or failed: the worker is ready for flows. */
let warmedUp: Promise<void> = Promise.resolve();

/** When the worker is ready: its guest restored and its code warm (browser/page-sandbox.ts waits for it). */
export function workerReady(): Promise<void> {
  return warmedUp;
}

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
  Object.defineProperty(navigator, "language", { value: SNAPSHOT_LANGUAGE });
  // The page fetches them (with boot.js, since before worker.js arrived) and posts them here.
  const resources = receiveWorkerResources();
  ownGuest = resources.guest;
  // QuickJS as the page compiled it; a failed one is fetched and compiled here.
  let compiling: Promise<WebAssembly.Module> | undefined = resources.wasm;
  compiling.then(() => markOnce("wasm-received"), () => undefined);
  setWasmCodeLoader(() => {
    const code = compiling ?? fetchWorkerResource("wasm", SELF);
    compiling = undefined;
    return code;
  });
  setSnapshotMaker((source) => snapshotFor(source, resources));
  // A failure here shows again, and is reported, in the first flow.
  warmedUp = ownGuestSource().then(warmUp).catch(() => undefined);
}

/**
 * guest.snapshot was made at build time from the same guest.js and QuickJS: restoring it replaces
 * evaluating the guest runtime (hundreds of milliseconds in Chromium). Without the file, or for
 * another guest source, the worker snapshots the guest itself. The snapshot, not guest.js, is the
 * guest that then runs (built-snapshot.ts says how it is checked).
 */
async function snapshotFor(source: string, resources: WorkerResources) {
  const [bytes, own] = await Promise.all([resources.snapshot.catch(() => undefined), ownGuestSource().catch(() => undefined)]);
  if (bytes && source === own) {
    try {
      return builtSnapshot(bytes);
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
