// Node worker entry (bundled to dist/worker.js): runs flows in the sandbox on this thread, so a
// guest computing for minutes never blocks the host's event loop, and proxies `__host` calls.
import { parentPort } from "node:worker_threads";
import type { HostImports } from "./host-binding.js";
import { runSandbox } from "./sandbox.js";
import type { FromWorker, ToWorker } from "./worker-protocol.js";

interface PendingCall {
  resolve: (answer: string) => void;
  reject: (error: Error) => void;
}

const port = parentPort;
if (!port) throw new Error("wasm/worker-entry must run in a worker thread");

let flowId = -1;
let kill = new AbortController();
const calls = new Map<number, PendingCall>();

function post(message: FromWorker): void {
  port!.postMessage(message);
}

function runFlow(message: Extract<ToWorker, { type: "run" }>): void {
  flowId = message.flowId;
  kill = new AbortController();
  calls.clear();
  const stop = new Int32Array(message.stopFlag);
  let nextCall = 0;
  const host: HostImports = {
    callTool: (alias, argsJson) =>
      new Promise((resolve, reject) => {
        const callId = ++nextCall;
        calls.set(callId, { resolve, reject });
        post({ type: "callTool", flowId: message.flowId, callId, alias, argsJson });
      }),
    print: (text) => post({ type: "print", flowId: message.flowId, text }),
  };
  runSandbox({
    guestSource: message.guestSource,
    program: message.program,
    optionsJson: message.optionsJson,
    limits: message.limits,
    host,
    signal: kill.signal,
    shouldStop: () => Atomics.load(stop, 0) !== 0,
  }).then(
    (result) => post({ type: "done", flowId: message.flowId, result }),
    (error: unknown) =>
      post({ type: "done", flowId: message.flowId, result: { kind: "failed", message: `sandbox worker: ${String(error)}` } }),
  );
}

port.on("message", (message: ToWorker) => {
  if (message.type === "run") return runFlow(message);
  // Answers for an earlier flow arrive late after a kill; they belong to nobody now.
  if (message.flowId !== flowId) return;
  if (message.type === "kill") return kill.abort();
  const call = calls.get(message.callId);
  if (!call) return;
  calls.delete(message.callId);
  if (message.type === "answer") call.resolve(message.answer);
  else call.reject(new Error(message.message));
});
