// runSandbox's contract, run in a pool of Node worker threads (dist/worker.js): a guest that
// computes never blocks the host's event loop, and each worker runs many flows at once, each
// still in its own QuickJS module instance (isolation is per flow, not per worker), so a thousand
// flows waiting on tools fit in one process.
import { availableParallelism } from "node:os";
import { PoolWorker } from "./pool-worker.js";
import type { SandboxRequest, SandboxResult, SandboxSetup } from "./sandbox.js";

/** Next to the library bundle (dist/index.js) and, from the sources, wasm/ -> dist/ too. */
export const DEFAULT_WORKER_URL = new URL("../dist/worker.js", import.meta.url);

/** Flows waiting on tools cost a worker nothing; more workers than cores only add memory. */
const MAX_DEFAULT_WORKERS = 4;
/**
 * A worker that held this many flows at once is replaced once it is idle: the WebAssembly
 * memories of a burst of ended flows are garbage its isolate collects only when it allocates
 * again, so an idle worker would hold the touched pages of every instance its instance pool did
 * not keep (wasm/instance-pool.ts) for good.
 */
const RETIRE_AFTER_FLOWS = 50;

export interface SandboxPoolOptions {
  /** The worker script; dist/worker.js by default. */
  workerUrl?: URL;
  /** Worker threads at most; by default the cores available, up to 4. */
  size?: number;
}

export interface SandboxPool {
  /** runSandbox's contract, in the least loaded worker. */
  run(request: SandboxRequest): Promise<SandboxResult>;
  /**
   * Start a worker now if none is running, so the first flow does not wait for one; with a
   * setup, the least loaded worker also loads a sandbox for it (the next such flow takes it).
   * Settles once that worker's thread runs JavaScript (or is gone).
   */
  prestart(setup?: SandboxSetup): Promise<void>;
  /** End every flow in flight and every worker. */
  close(): Promise<void>;
}

export function createSandboxPool(options: SandboxPoolOptions = {}): SandboxPool {
  const url = options.workerUrl ?? DEFAULT_WORKER_URL;
  const size = Math.max(1, Math.floor(options.size ?? Math.min(availableParallelism(), MAX_DEFAULT_WORKERS)));
  // Started on demand; a worker that died or was terminated leaves, and is replaced on demand.
  const workers = new Set<PoolWorker>();
  const start = (): PoolWorker => {
    const worker = new PoolWorker(url, {
      gone: (gone) => workers.delete(gone),
      idle: (idle) => {
        if (idle.peakLoad < RETIRE_AFTER_FLOWS) return;
        void idle.close();
        // Its replacement starts now, off the next flow's path.
        if (workers.size === 0) start();
      },
    });
    workers.add(worker);
    return worker;
  };
  const leastLoaded = () => {
    let best: PoolWorker | undefined;
    for (const worker of workers) if (!best || worker.load < best.load) best = worker;
    // A busy worker still takes more flows, but an idle core gets a worker of its own first.
    return best && (best.load === 0 || workers.size >= size) ? best : start();
  };
  return {
    run(request) {
      if (request.signal?.aborted) return Promise.resolve({ kind: "stopped", reason: "killed" });
      return leastLoaded().run(request);
    },
    prestart(setup) {
      const worker = setup || workers.size === 0 ? leastLoaded() : workers.values().next().value!;
      if (setup) worker.prepare(setup);
      return worker.online;
    },
    async close() {
      await Promise.all([...workers].map((worker) => worker.close()));
    },
  };
}

/** The pools runSandboxInWorker uses, one per worker script. */
const pools = new Map<string, SandboxPool>();

/** The shared pool for this worker script (e.g. to prestart it while a flow is transpiled). */
export function sandboxPool(workerUrl: URL = DEFAULT_WORKER_URL): SandboxPool {
  let pool = pools.get(workerUrl.href);
  if (!pool) {
    pool = createSandboxPool({ workerUrl });
    pools.set(workerUrl.href, pool);
  }
  return pool;
}

export function runSandboxInWorker(request: SandboxRequest, workerUrl: URL = DEFAULT_WORKER_URL): Promise<SandboxResult> {
  return sandboxPool(workerUrl).run(request);
}
