// Messages between the host and a sandbox worker (wasm/worker-entry.ts): the WIT `host` calls
// travel out as messages, answers travel back; one flow per worker at a time.
import type { SandboxLimits, SandboxResult } from "./sandbox.js";

export type ToWorker =
  | {
      type: "run";
      flowId: number;
      guestSource: string;
      program: string;
      optionsJson: string;
      limits: SandboxLimits;
      /** Int32 flag set to 1 by the host to stop the flow even while the guest computes. */
      stopFlag: SharedArrayBuffer;
    }
  | { type: "answer"; flowId: number; callId: number; answer: string }
  | { type: "answerFailed"; flowId: number; callId: number; message: string }
  | { type: "kill"; flowId: number };

export type FromWorker =
  | { type: "callTool"; flowId: number; callId: number; alias: string; argsJson: string }
  | { type: "print"; flowId: number; text: string }
  | { type: "done"; flowId: number; result: SandboxResult };
