// runSandbox's contract with the sandbox in a Web Worker (dist/browser/worker.js, via comlink): the
// browser counterpart of wasm/worker-sandbox.ts, which the browser build substitutes for it. The
// guest's deadline is enforced inside the worker (QuickJS interrupt); a worker that does not answer
// in time is terminated, its flow settles at once, and a fresh worker is started for the next one.
import * as Comlink from "comlink";
import type { SandboxRequest, SandboxResult } from "../wasm/sandbox.js";
import { transpileScript } from "../transpiler/index.js";
import { programOf } from "../wasm/flow-script.js";
import type { runSandboxInWorker as NodeRunSandboxInWorker, runScriptInWorker as NodeRunScriptInWorker } from "../wasm/worker-sandbox.js";
import { markOnce } from "./marks.js";
import { WORKER_GUEST_SOURCE, type PageHost, type WorkerApi } from "./worker-api.js";
import { afterHostTurn } from "../wasm/host-turn.js";
import { DEFAULT_WORKER_URL, startWorker, takeBootedWorker, type StartedWorker } from "./worker-start.js";

export { DEFAULT_WORKER_URL };

/** After a kill or the deadline, how long a worker may take to report before it is terminated. */
const GRACE_MS = 1000;
/** Workers kept warm for the next flows (starting one with QuickJS costs tens of milliseconds). */
const MAX_IDLE_WORKERS = 1;

interface SandboxWorker extends StartedWorker {
  api: Comlink.Remote<WorkerApi>;
}

const idle = new Map<string, SandboxWorker[]>();
let nextFlowId = 0;
const readyListeners = new Set<(url: URL) => void>();

/** `listener` hears each time a worker says it is ready for flows (its guest restored and warm). */
export function onWorkerReady(listener: (url: URL) => void): void {
  readyListeners.add(listener);
}

/** The worker boot.js started, else a new one. */
function newWorker(url: URL): SandboxWorker {
  const started = takeBootedWorker(url) ?? startWorker(url);
  const api = Comlink.wrap<WorkerApi>(started.worker);
  api.ready().then(
    () => readyListeners.forEach((listener) => listener(url)),
    () => undefined,
  );
  return Object.assign(started, { api });
}

/**
 * Start a worker now, so the next flow does not wait for one (the page calls this at load).
 * At most one stays idle per worker URL.
 */
export function prepareSandboxWorker(url: URL = DEFAULT_WORKER_URL): void {
  const pool = idle.get(url.href) ?? [];
  if (pool.length < MAX_IDLE_WORKERS) pool.push(newWorker(url));
  idle.set(url.href, pool);
}

function takeWorker(url: URL): SandboxWorker {
  const pool = idle.get(url.href) ?? [];
  let sandbox = pool.pop();
  while (sandbox?.broken !== undefined) {
    sandbox.worker.terminate();
    sandbox = pool.pop();
  }
  return sandbox ?? newWorker(url);
}

function releaseWorker(url: URL, sandbox: SandboxWorker): void {
  const pool = idle.get(url.href) ?? [];
  if (pool.length >= MAX_IDLE_WORKERS || sandbox.broken !== undefined) {
    sandbox.worker.terminate();
    return;
  }
  pool.push(sandbox);
  idle.set(url.href, pool);
}

export const runSandboxInWorker: typeof NodeRunSandboxInWorker = (request, workerUrl = DEFAULT_WORKER_URL) => {
  if (request.signal?.aborted) return Promise.resolve({ kind: "stopped", reason: "killed" });
  const sandbox = takeWorker(workerUrl);
  const flowId = ++nextFlowId;
  // A shared flag reaches a guest that computes; SharedArrayBuffer needs a cross-origin isolated page.
  const stopFlag = globalThis.crossOriginIsolated ? new SharedArrayBuffer(4) : undefined;
  let settled = false;
  let graceTimer: ReturnType<typeof setTimeout> | undefined;

  return new Promise<SandboxResult>((resolve) => {
    const finish = (result: SandboxResult, reusable: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(graceTimer);
      clearTimeout(watchdog);
      sandbox.onBroken = undefined;
      request.signal?.removeEventListener("abort", onAbort);
      if (reusable) releaseWorker(workerUrl, sandbox);
      else {
        // The last resort: whatever the worker was doing ends now, and the next flow gets a new one.
        sandbox.worker.terminate();
        prepareSandboxWorker(workerUrl);
      }
      resolve(result);
    };
    const onAbort = () => {
      if (stopFlag) Atomics.store(new Int32Array(stopFlag), 0, 1);
      // Heard only once the guest waits (or through the flag); the grace timer covers the rest.
      sandbox.api.kill(flowId).catch((error: unknown) => finish(workerFailed("kill", error), false));
      graceTimer = setTimeout(() => finish({ kind: "stopped", reason: "killed" }, false), GRACE_MS);
    };
    // The worker enforces the deadline itself; this catches only a worker that stopped answering.
    const watchdog = setTimeout(
      () => finish({ kind: "stopped", reason: "timeout" }, false),
      Math.max(0, request.limits.deadline - Date.now()) + GRACE_MS,
    );
    if (sandbox.broken !== undefined) return finish({ kind: "failed", message: `sandbox worker failed: ${sandbox.broken}` }, false);
    sandbox.onBroken = (message) => finish({ kind: "failed", message: `sandbox worker failed: ${message}` }, false);
    request.signal?.addEventListener("abort", onAbort, { once: true });
    const host: PageHost = {
      callTool: (alias, argsJson) => request.host.callTool(alias, argsJson),
      print: (text) => request.host.print(text),
      turnEnded: () => new Promise<void>((ended) => afterHostTurn(ended)),
    };
    const { guestSource, program, optionsJson, limits } = request;
    const guest = guestSource === WORKER_GUEST_SOURCE ? {} : { guestSource };
    markOnce("flow-sent");
    sandbox.api
      .run({ flowId, ...guest, program, optionsJson, limits, ...(stopFlag ? { stopFlag } : {}) }, Comlink.proxy(host))
      .then(
        (result) => finish(result, true),
        (error: unknown) => finish(workerFailed("run", error), false),
      );
  });
};

function workerFailed(call: string, error: unknown): SandboxResult {
  return { kind: "failed", message: `sandbox worker: ${call}() failed: ${error instanceof Error ? error.message : String(error)}` };
}

/** The page's worker has no transpiler: the script is transpiled on the page (as browser/index.ts's engine does). */
export const runScriptInWorker: typeof NodeRunScriptInWorker = async (request, workerUrl = DEFAULT_WORKER_URL) => {
  const program = await programOf(request.program, transpileScript);
  return "outcome" in program ? program.outcome : runSandboxInWorker({ ...request, program: program.js }, workerUrl);
};
