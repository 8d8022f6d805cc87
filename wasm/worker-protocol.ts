// What the host and a sandbox worker thread (wasm/worker-entry.ts) say to each other, all on the
// worker's own channel so that they arrive in order. A worker runs many flows at once, each in
// its own QuickJS module instance. Plain messages of one small shape each, no RPC layer: tool
// calls cross as lists, so the calls a guest made in one turn (an asyncio.gather's) are one
// message, and the answers the host has by the end of its turn one message back (with comlink's
// ids, wire values and proxies a call took 93 us, with one message each way 50, in-thread 30);
// a print is one one-way message, never a round trip.
import type { MessagePort } from "node:worker_threads";
import type { ParkedImage } from "./parked-flow.js";
import type { SandboxLimits, SandboxResult, SandboxSetup } from "./sandbox.js";

/**
 * A flow's script, sent instead of its JavaScript: the worker transpiles it, so a long script
 * costs the flow's own thread and deadline, never the host's event loop.
 */
export interface FlowScript {
  code: string;
  /** The names the script sees as tool functions (the aliases). */
  tools: string[];
  /** TranspileOptions.functionNesting. */
  functionNesting?: number;
}

export interface WorkerFlow {
  flowId: number;
  /**
   * The guest runtime (about 260 KB), sent only when it differs from the previous flow's in this
   * worker: copying it into every flow's message cost more than the rest of the message.
   */
  guestSource?: string;
  /** The transpiled program, or the script for the worker to transpile first. */
  program: string | FlowScript;
  optionsJson: string;
  limits: SandboxLimits;
  /** Int32 flag the host sets to 1 to stop this flow even while the guest computes. */
  stopFlag: SharedArrayBuffer;
  /** SandboxRequest.hibernateAfterMs, passed on. */
  hibernateAfterMs?: number;
  /** SandboxRequest.resume: the parked flow to continue (`program` is then not run). */
  resume?: ParkedImage;
}

/** Host -> worker. `callId`s are the worker's, unique within it. */
export type ToWorker =
  | { type: "run"; flow: WorkerFlow }
  /** Heard when the guest waits; the flow's stop flag reaches a guest that computes. */
  | { type: "kill"; flowId: number }
  /** SandboxRequest.park: park the flow once it waits on its tools. */
  | { type: "park"; flowId: number }
  /**
   * Load a sandbox ahead of the first flow; `guestSource` as in WorkerFlow. `oneFlow`: this
   * process runs one flow and exits (wasm/hot-code-only.ts).
   */
  | { type: "prepare"; setup: Omit<SandboxSetup, "guestSource"> & { guestSource?: string }; oneFlow?: true }
  /** Answers to calls, in the order the host had them. */
  | { type: "answers"; answers: { callId: number; answer: string }[] }
  /** The host could not serve the call (not a tool error, which is an answer): the flow fails. */
  | { type: "refused"; callId: number; message: string };

/** Worker -> host. */
export type FromWorker =
  /**
   * Tool calls, in the order the guests made them. `open`: sent ahead of another message (a
   * print) while the guest of this flow still ran, so more of its calls of this turn may follow;
   * a message without it (its list empty if need be) ends the turn: the host then knows every
   * call that flow made.
   */
  | { type: "calls"; calls: { flowId: number; callId: number; alias: string; argsJson: string }[]; open?: number }
  | { type: "print"; flowId: number; text: string }
  | { type: "done"; flowId: number; result: SandboxResult }
  /** Answers a MoveAsk: the flow left the thread as this image (its run ends here, no `done`)... */
  | { type: "moved"; flowId: number; image: ParkedImage }
  /** ...or it could not leave (computing, waking, not restored from the snapshot, ended): it stays. */
  | { type: "stays"; flowId: number };

/**
 * Host -> worker on WorkerData.moves, read even while a guest computes (at its interrupt polls,
 * STATUS.moveAsked set): move this waiting flow out of the thread (wasm/moving-flow.ts).
 */
export interface MoveAsk {
  flowId: number;
}

export interface WorkerData {
  /** Int32Array over the STATUS slots, written by the worker, read by the host's watchdogs. */
  status: SharedArrayBuffer;
  /** Date.now() when the host created the worker: heartbeats are milliseconds since then. */
  epoch: number;
  /** Sandboxes to keep ready for the next flows; DEFAULT_READY_SANDBOXES if absent. */
  readySandboxes?: number;
  /** Where MoveAsks come; the worker reads it synchronously (receiveMessageOnPort) while busy. */
  moves: MessagePort;
  /** The process's QuickJS build check, shared by its workers (wasm/build-check.ts). */
  buildCheck: SharedArrayBuffer;
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
  /** Set to 1 by the host after posting a MoveAsk; the worker clears it and reads `moves`. */
  moveAsked: 2,
  /** The worker's Linux thread id, written once at its start (0 where unknown): the host reads its CPU time (wasm/thread-cpu.ts). */
  thread: 3,
  slots: 4,
} as const;
