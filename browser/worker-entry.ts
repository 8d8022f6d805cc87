// Web Worker entry (bundled to dist/browser/worker.js): holds QuickJS and runs one flow at a time
// with wasm/sandbox's runSandbox, so a runaway guest never blocks the page; comlink-exposed.
import * as Comlink from "comlink";
import { runSandbox } from "../wasm/sandbox.js";
import type { SandboxResult } from "../wasm/sandbox.js";
import type { PageHost, WorkerApi, WorkerRun } from "./worker-api.js";
import { markOnce } from "./marks.js";
import { noteFlowArrived, ownGuestSource, prepareGuest, workerReady } from "./worker-guest.js";

markOnce("worker-start");
// Before Comlink.expose: boot.js's messages with the worker's files are taken before comlink's.
prepareGuest();

let current: { flowId: number; kill: AbortController } | undefined;

async function run(flow: WorkerRun, host: Comlink.Remote<PageHost & Comlink.ProxyMarked>): Promise<SandboxResult> {
  markOnce("run-received");
  noteFlowArrived();
  const kill = new AbortController();
  current = { flowId: flow.flowId, kill };
  const stop = flow.stopFlag ? new Int32Array(flow.stopFlag) : undefined;
  let lastPrint: Promise<void> = Promise.resolve();
  try {
    const result = await runSandbox({
      guestSource: flow.guestSource ?? (await ownGuestSource()),
      program: flow.program,
      optionsJson: flow.optionsJson,
      limits: flow.limits,
      host: {
        callTool: (alias, argsJson) => host.callTool(alias, argsJson),
        print: (text) => {
          lastPrint = host.print(text);
        },
      },
      hostTurnEnded: () => host.turnEnded(),
      signal: kill.signal,
      ...(stop ? { shouldStop: () => Atomics.load(stop, 0) !== 0 } : {}),
    });
    // Prints travel on the host proxy's channel and the outcome on the worker's own: the page
    // must have every print before the outcome. Messages on one channel arrive in order.
    await lastPrint;
    markOnce("run-done");
    return result;
  } finally {
    if (current?.flowId === flow.flowId) current = undefined;
    host[Comlink.releaseProxy]();
  }
}

const api: WorkerApi = {
  run,
  kill(flowId) {
    if (current?.flowId === flowId) current.kill.abort();
  },
  ready: workerReady,
};
Comlink.expose(api);
