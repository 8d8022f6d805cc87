// What the host and a sandbox worker thread (wasm/worker-entry.ts) say to each other, all on the
// worker's own channel so that they arrive in order. A worker runs many flows at once, each in
// its own QuickJS module instance; the host calls the worker's SandboxWorkerApi through comlink,
// the worker calls the host's PoolHost back through comlink for each tool call, and sends each
// print as a plain one-way message (a million prints must not cost a million round trips).
import type { SandboxLimits, SandboxResult, SandboxSetup } from "./sandbox.js";

export interface WorkerFlow {
  flowId: number;
  /**
   * The guest runtime (about 260 KB), sent only when it differs from the previous flow's in this
   * worker: copying it into every flow's message cost more than the rest of the message.
   */
  guestSource?: string;
  program: string;
  optionsJson: string;
  limits: SandboxLimits;
  /** Int32 flag the host sets to 1 to stop this flow even while the guest computes. */
  stopFlag: SharedArrayBuffer;
}

export interface SandboxWorkerApi {
  run(flow: WorkerFlow): Promise<SandboxResult>;
  kill(flowId: number): void;
  /** Load a sandbox ahead of the first flow; `guestSource` as in WorkerFlow. */
  prepare(setup: Omit<SandboxSetup, "guestSource"> & { guestSource?: string }): void;
}

/** The host's side. */
export interface PoolHost {
  callTool(flowId: number, alias: string, argsJson: string): Promise<string>;
}

/** Not a comlink message: comlink's handlers pass over messages without its `id` and types. */
export interface PrintMessage {
  type: "toolflow-print";
  flowId: number;
  text: string;
}

export function isPrintMessage(message: unknown): message is PrintMessage {
  return (message as PrintMessage | undefined)?.type === "toolflow-print";
}

export interface WorkerData {
  /** Int32Array over the STATUS slots, written by the worker, read by the host's watchdogs. */
  status: SharedArrayBuffer;
  /** Date.now() when the host created the worker: heartbeats are milliseconds since then. */
  epoch: number;
}

/**
 * Int32 slots of WorkerData.status. The worker's thread is shared by its flows, so a flow past
 * its deadline may be stuck itself (one long native operation the interrupt handler cannot stop)
 * or only waiting behind another flow: these tell which. The worker writes them, the host reads.
 */
export const STATUS = {
  /** The flow that last got the thread (started, got a tool's answer, or polled its stop flag). */
  holder: 0,
  /** Milliseconds since `epoch` when the thread last showed it was not stuck. */
  heartbeat: 1,
  slots: 2,
} as const;
