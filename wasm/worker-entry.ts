// Node worker entry (bundled to dist/worker.js): runs many flows at once on this thread, each in
// its own sandbox (runSandbox: a fresh QuickJS module instance per flow), so a guest computing
// for minutes never blocks the host's event loop. comlink-exposed; `__host` calls go back to the
// host (wasm/worker-protocol.ts).
import * as Comlink from "comlink";
import nodeEndpoint from "comlink/dist/esm/node-adapter.mjs";
import { parentPort, workerData } from "node:worker_threads";
import { prepareNext, runSandbox, type SandboxResult } from "./sandbox.js";
import { STATUS, type PoolHost, type PrintMessage, type SandboxWorkerApi, type WorkerData, type WorkerFlow } from "./worker-protocol.js";

/** How often an idle or waiting thread shows it is not stuck (the host allows half a second). */
const HEARTBEAT_MS = 100;

if (!parentPort) throw new Error("wasm/worker-entry must run in a worker thread");
const port = parentPort;
const { status, epoch } = workerData as WorkerData;
const endpoint = nodeEndpoint(port);
// Taken once: each property read of a comlink proxy makes a new proxy (and registers it for GC).
const { callTool } = Comlink.wrap<PoolHost>(endpoint);
const slots = new Int32Array(status);
const kills = new Map<number, AbortController>();
/** The guest runtime of the latest flow that carried one (WorkerFlow.guestSource). */
let guestSource = "";

function heartbeat(): void {
  Atomics.store(slots, STATUS.heartbeat, Date.now() - epoch);
}

/**
 * Flow `flowId` has the thread now: said when it starts, when its guest calls the host or gets
 * an answer, and at each interrupt poll while it computes. A guest stuck in one native operation
 * after any of these leaves its own id here, and the heartbeat stops.
 */
function hold(flowId: number): void {
  Atomics.store(slots, STATUS.holder, flowId);
  heartbeat();
}

heartbeat();
// The interval alone must not keep this thread alive: the host's channel decides that.
setInterval(heartbeat, HEARTBEAT_MS).unref();

async function run(flow: WorkerFlow): Promise<SandboxResult> {
  const { flowId } = flow;
  guestSource = flow.guestSource ?? guestSource;
  const kill = new AbortController();
  kills.set(flowId, kill);
  const stop = new Int32Array(flow.stopFlag);
  hold(flowId);
  try {
    return await runSandbox({
      guestSource,
      program: flow.program,
      optionsJson: flow.optionsJson,
      limits: flow.limits,
      host: {
        callTool: async (alias, argsJson) => {
          hold(flowId);
          const answer = await callTool(flowId, alias, argsJson);
          hold(flowId);
          return answer;
        },
        // Streamed one message each, so a flow killed later keeps what it printed.
        print: (text) => {
          hold(flowId);
          port.postMessage({ type: "toolflow-print", flowId, text } satisfies PrintMessage);
        },
      },
      signal: kill.signal,
      shouldStop: () => {
        hold(flowId);
        return Atomics.load(stop, 0) !== 0;
      },
    });
  } finally {
    kills.delete(flowId);
  }
}

const api: SandboxWorkerApi = {
  run,
  kill: (flowId) => kills.get(flowId)?.abort(),
  prepare: ({ memoryBytes, stackBytes, ...setup }) => {
    guestSource = setup.guestSource ?? guestSource;
    prepareNext({ guestSource, memoryBytes, stackBytes });
  },
};
Comlink.expose(api, endpoint);
