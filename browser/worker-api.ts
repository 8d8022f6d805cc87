// What the page and the sandbox Web Worker (browser/worker-entry.ts) say to each other through
// comlink: the WIT `host` calls go out to the page as a proxied HostImports, the outcome comes back.
import type { ProxyMarked, Remote } from "comlink";
import type { HostImports } from "../wasm/host-binding.js";
import type { SandboxLimits, SandboxResult } from "../wasm/sandbox.js";

/**
 * A SandboxRequest with this guestSource runs the worker's own guest runtime (restored from
 * guest.snapshot beside worker.js, else evaluated from guest.js there): the page module neither
 * downloads the 255 KB bundle nor sends it with every flow.
 */
export const WORKER_GUEST_SOURCE = "";

export interface WorkerRun {
  /** Names the flow for kill(); one flow runs in a worker at a time. */
  flowId: number;
  /** A guest runtime to evaluate; absent: the worker's own (WORKER_GUEST_SOURCE). */
  guestSource?: string;
  program: string;
  optionsJson: string;
  limits: SandboxLimits;
  /**
   * Int32 flag the page sets to 1 to stop a busy guest (the interrupt handler polls it). Only in a
   * cross-origin isolated page, where SharedArrayBuffer exists; elsewhere a kill message is seen
   * when the guest waits, and termination covers a guest that computes.
   */
  stopFlag?: SharedArrayBuffer;
}

/**
 * The page's side of a flow: HostImports, and the end of the page's turn (SandboxRequest's
 * hostTurnEnded): answers the page had by then crossed before its reply, on the same channel.
 */
export interface PageHost extends HostImports {
  turnEnded(): Promise<void>;
}

export interface WorkerApi {
  /** `host` is the page's PageHost behind a comlink proxy: every call is a message to the page. */
  run(run: WorkerRun, host: Remote<PageHost & ProxyMarked>): Promise<SandboxResult>;
  kill(flowId: number): void;
  /** Settles once the worker's guest is restored and warm (or that failed, for its first flow to report). */
  ready(): Promise<void>;
}
