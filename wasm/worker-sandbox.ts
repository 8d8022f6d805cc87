// runSandbox's contract, run in a Node worker thread (dist/worker.js): a guest that computes
// never blocks the host's event loop, and a kill stops even a busy guest (a shared flag the
// interrupt handler polls, then terminate() if the worker does not answer).
import { Worker } from "node:worker_threads";
import type { SandboxRequest, SandboxResult } from "./sandbox.js";
import type { FromWorker, ToWorker } from "./worker-protocol.js";

/** After a kill or the deadline, how long a worker may take to report before it is terminated. */
const GRACE_MS = 1000;
/** Workers kept warm for the next flows (starting one costs about 60-140 ms). */
const MAX_IDLE_WORKERS = 2;
/** A worker's own stack; the main thread's (~1 MB) bounds QuickJS's stack limit otherwise. */
const WORKER_STACK_MB = 8;

/** Next to the library bundle (dist/index.js) and, from the sources, wasm/ -> dist/ too. */
export const DEFAULT_WORKER_URL = new URL("../dist/worker.js", import.meta.url);

const idle = new Map<string, Worker[]>();
let nextFlowId = 0;

function takeWorker(url: URL): Worker {
  const pool = idle.get(url.href) ?? [];
  // A worker that died while idle has threadId -1.
  let worker = pool.pop();
  while (worker && worker.threadId === -1) worker = pool.pop();
  // The worker runs plain bundled JS: the parent's flags (--input-type, loaders) do not apply.
  worker ??= new Worker(url, { execArgv: [], resourceLimits: { stackSizeMb: WORKER_STACK_MB } });
  worker.ref();
  return worker;
}

function releaseWorker(url: URL, worker: Worker): void {
  const pool = idle.get(url.href) ?? [];
  if (pool.length >= MAX_IDLE_WORKERS) {
    void worker.terminate();
    return;
  }
  // An idle worker must not keep the process alive.
  worker.unref();
  pool.push(worker);
  idle.set(url.href, pool);
}

export function runSandboxInWorker(request: SandboxRequest, workerUrl: URL = DEFAULT_WORKER_URL): Promise<SandboxResult> {
  if (request.signal?.aborted) return Promise.resolve({ kind: "stopped", reason: "killed" });
  const worker = takeWorker(workerUrl);
  const flowId = ++nextFlowId;
  const stopFlag = new SharedArrayBuffer(4);
  let settled = false;
  let graceTimer: ReturnType<typeof setTimeout> | undefined;

  return new Promise<SandboxResult>((resolve) => {
    const post = (message: ToWorker) => {
      if (!settled) worker.postMessage(message);
    };
    const finish = (result: SandboxResult, reusable: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(graceTimer);
      clearTimeout(watchdog);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      request.signal?.removeEventListener("abort", onAbort);
      if (reusable) releaseWorker(workerUrl, worker);
      else void worker.terminate();
      resolve(result);
    };
    const onMessage = (message: FromWorker) => {
      if (message.flowId !== flowId) return;
      if (message.type === "print") request.host.print(message.text);
      else if (message.type === "done") finish(message.result, true);
      else {
        const { callId } = message;
        request.host.callTool(message.alias, message.argsJson).then(
          (answer) => post({ type: "answer", flowId, callId, answer }),
          (error: unknown) =>
            post({ type: "answerFailed", flowId, callId, message: error instanceof Error ? error.message : String(error) }),
        );
      }
    };
    const onError = (error: Error & { code?: string }) => {
      const missing = error.code === "ERR_MODULE_NOT_FOUND" || error.code === "MODULE_NOT_FOUND";
      const hint = missing ? " (is the build done? run `node build.mjs`)" : "";
      finish({ kind: "failed", message: `sandbox worker failed: ${error.message}${hint}` }, false);
    };
    const onExit = (code: number) => finish({ kind: "failed", message: `sandbox worker exited with code ${code}` }, false);
    const onAbort = () => {
      Atomics.store(new Int32Array(stopFlag), 0, 1);
      post({ type: "kill", flowId });
      graceTimer = setTimeout(() => finish({ kind: "stopped", reason: "killed" }, false), GRACE_MS);
    };
    // The worker enforces the deadline itself; this catches only a worker that stopped answering.
    const watchdog = setTimeout(
      () => finish({ kind: "stopped", reason: "timeout" }, false),
      Math.max(0, request.limits.deadline - Date.now()) + GRACE_MS,
    );
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    request.signal?.addEventListener("abort", onAbort, { once: true });
    const { guestSource, program, optionsJson, limits } = request;
    post({ type: "run", flowId, guestSource, program, optionsJson, limits, stopFlag });
  });
}
