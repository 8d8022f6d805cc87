// A page's first flows run in QuickJS on the page's own thread while the sandbox worker starts (a
// module worker alone answers ~185 ms after the page asks for it, on this project's test machine):
// the page has the compiled QuickJS and the guest snapshot (worker-resources.ts) before the worker
// does. Each such run is a trial that nothing can observe unless it completes:
//   - it may compute for PAGE_SLICE_MS at most, so the page is never held longer than that;
//   - its prints are held back, and its first tool call ends it before the tool is asked;
//   - a trial ended either way (or one that could not start) runs again, from the start, in the
//     worker, with the same request: same deadline, seed and clock, so the same outcome.
// A trial that completes within its slice (the flow returned, raised, or hit its deadline or
// memory cap) is the flow's outcome, with its prints. Same QuickJS, snapshot and limits as the
// worker, so the same semantics. Once a worker says it is ready, flows go to workers only and the
// page lets its QuickJS go.
import type { SandboxRequest, SandboxResult } from "../wasm/sandbox.js";
import { runSandbox } from "../wasm/sandbox.js";
import { anyStop, StopSwitch } from "../wasm/stop-signal.js";
import { setWasmCodeLoader } from "../wasm/quickjs.js";
import { guestSnapshot, setSnapshotMaker } from "../wasm/snapshot-cache.js";
import { GuestLoadError } from "../wasm/snapshot.js";
import { builtSnapshot } from "./built-snapshot.js";
import { markOnce } from "./marks.js";
import { WORKER_GUEST_SOURCE } from "./worker-api.js";
import { pageFiles } from "./worker-resources.js";

/**
 * How long a trial may compute on the page. Long enough for a first flow that must also compile
 * QuickJS's functions as it calls them (15-40 ms), short enough to stay near the 50 ms a page
 * task may take before browsers count it as long.
 */
export const PAGE_SLICE_MS = 50;
/** Print characters a trial may hold back; a flow that prints more moves to the worker. */
const HELD_PRINT_CHARS = 1 << 20;

/** "off" once a worker is ready (or before start()); "busy" while a trial runs (one at a time). */
let state: "off" | "idle" | "busy" = "off";

/** The page's QuickJS and snapshot for the workers at `workerUrl`; fetched now, if boot.js has not. */
export function startPageSandbox(workerUrl: URL): void {
  const files = pageFiles(workerUrl);
  files.wasm.then(() => markOnce("page-wasm-compiled"), () => undefined);
  setWasmCodeLoader(() => pageFiles(workerUrl).wasm);
  // The page module never holds the guest's source: the snapshot is the guest. Without a usable
  // one the page runs no flow itself (a GuestLoadError, which the cache does not warn about: the
  // worker reports a refused snapshot).
  setSnapshotMaker(async (source) => {
    const bytes = source === WORKER_GUEST_SOURCE ? await pageFiles(workerUrl).snapshot.catch(() => undefined) : undefined;
    if (!bytes) throw new GuestLoadError("the page has no guest snapshot to restore");
    try {
      return builtSnapshot(bytes);
    } catch (error) {
      throw new GuestLoadError(`the page cannot restore guest.snapshot: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  state = "idle";
}

/** A worker is ready: later flows go there, and the page's QuickJS instances are let go. */
export function stopPageSandbox(): void {
  if (state === "off") return;
  state = "off";
  markOnce("page-sandbox-off");
  // Forgets the snapshot, and with it the instances pooled for it (wasm/instance-pool.ts).
  setSnapshotMaker(() => Promise.reject(new GuestLoadError("the page runs no more flows")));
}

/**
 * Runs the flow as a trial on the page when it may (see above), else, or when the trial does not
 * complete, with `inWorker`.
 */
export async function runFirstOnPage(request: SandboxRequest, inWorker: (request: SandboxRequest) => Promise<SandboxResult>): Promise<SandboxResult> {
  if (state !== "idle" || request.guestSource !== WORKER_GUEST_SOURCE || request.park || request.resume) return inWorker(request);
  state = "busy";
  let trial: Trial | undefined;
  try {
    // A page without the snapshot (or with another build's) leaves every flow to the worker, which reports why.
    if (await guestSnapshot(WORKER_GUEST_SOURCE)) trial = await runTrial(request);
  } finally {
    if (state === "busy") state = "idle";
  }
  if (!trial?.complete) return inWorker(request);
  for (const text of trial.prints) request.host.print(text);
  return trial.result;
}

interface Trial {
  complete: boolean;
  result: SandboxResult;
  prints: string[];
}

async function runTrial(request: SandboxRequest): Promise<Trial> {
  markOnce("page-trial");
  const prints: string[] = [];
  let printChars = 0;
  let moved = false;
  const move = new StopSwitch();
  const moveNow = () => {
    moved = true;
    // Not from inside the guest's call: the sandbox stops once QuickJS has unwound.
    queueMicrotask(() => move.abort());
  };
  const { stop: signal, release } = anyStop([request.signal, move]);
  // Counted from the guest's first poll: restoring the sandbox is not the flow's computing.
  let sliceEnd: number | undefined;
  // Released however the run ends (a sandbox that cannot load throws): the caller's signal
  // keeps no listener of this trial.
  const result = await runSandbox({
    ...request,
    host: {
      callTool: () => {
        moveNow();
        return new Promise<string>(() => undefined);
      },
      print: (text) => {
        printChars += text.length;
        if (printChars > HELD_PRINT_CHARS) moveNow();
        else prints.push(text);
      },
    },
    signal,
    shouldStop: () => {
      if (sliceEnd === undefined) {
        markOnce("page-trial-computing");
        sliceEnd = performance.now() + PAGE_SLICE_MS;
      }
      return moved || performance.now() > sliceEnd;
    },
    hibernateAfterMs: Infinity,
    // Each trial restores its own sandbox: the page keeps none warm for flows that may never come.
    keepWarm: false,
  }).finally(release);
  markOnce("page-trial-done");
  // A kill is the flow's own only when its caller asked for it; an internal failure is retried too.
  const ownStop = result.kind === "stopped" && (result.reason !== "killed" || request.signal?.aborted === true);
  const complete = !moved && (result.kind === "returned" || ownStop);
  return { complete, result, prints };
}
