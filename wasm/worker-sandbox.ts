// runSandbox's contract, run in a pool of Node worker threads (dist/worker.js): a guest that
// computes never blocks the host's event loop, and each worker runs many flows at once, each
// still in its own QuickJS module instance (isolation is per flow, not per worker), so a thousand
// flows waiting on tools fit in one process.
import { availableParallelism } from "node:os";
import { runMoving } from "./moving-flow.js";
import { LONG_COMPUTATION_MS, PoolWorker, type MovedFlow, type PoolRequest, type RestartedFlow } from "./pool-worker.js";
import type { SandboxRequest, SandboxResult, SandboxSetup } from "./sandbox.js";
import type { FlowScript } from "./worker-protocol.js";

export type { FlowScript } from "./worker-protocol.js";

/** A flow given as its script: its worker transpiles it, under the flow's deadline. */
export type ScriptRequest = PoolRequest & { program: FlowScript };

/** Next to the library bundle (dist/index.js) and, from the sources, wasm/ -> dist/ too. */
export const DEFAULT_WORKER_URL = new URL("../dist/worker.js", import.meta.url);

/** Flows waiting on tools cost a worker nothing; more workers than cores only add memory. */
const MAX_DEFAULT_WORKERS = 4;
/** Workers at most by default: the pool grows past its size only while workers are occupied. */
const DEFAULT_MAX_WORKERS = 8;
/**
 * A flow waiting for a thread gets a new worker (up to maxWorkers) once every thread has been
 * taken this long with no flow reporting back, counted in the thread's CPU time where it can be
 * read (PoolWorker.heldFor): a computation that long may be a hostile one, while a burst of flows
 * that each compute a few milliseconds turns the threads over sooner and is served by the workers
 * there are (each worker more costs its thread's heap, snapshot, ready sandbox and pooled
 * instance: about 18 MiB).
 */
const GROW_AFTER_MS = LONG_COMPUTATION_MS;
/** How often the pool looks whether to grow while a flow waits for a thread. */
const GROW_CHECK_MS = 25;
/** A worker beyond the pool's size leaves after being idle this long. */
const EXTRA_IDLE_MS = 2000;
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
  /** Worker threads kept; by default the cores available, up to 4. */
  size?: number;
  /**
   * Worker threads at most (at least `size`; default 8 or `size`): up to this many flows at once
   * each get a thread of their own; past it, flows share workers.
   */
  maxWorkers?: number;
  /**
   * Flows of one tenant (SandboxRequest.tenant) computing at once, at most; others of that tenant
   * wait (a new flow for a thread, a woken one to get its answer). Default: `size`, the cores a
   * tenant can use (more threads computing only slow every flow down), below maxWorkers, so one
   * tenant never holds every worker. Flows without a tenant are not capped.
   */
  tenantCap?: number;
  /** Sandboxes each worker keeps ready for its next flows (wasm/sandbox.ts setReadySandboxes). */
  readySandboxes?: number;
}

export interface SandboxPool {
  /**
   * runSandbox's contract, in a worker whose thread no other flow holds (docs/design.md "The
   * sandbox worker pool"); its deadline is moved by the time it waited for one. A ScriptRequest
   * is transpiled in that worker first (a SyntaxError is the guest outcome's error).
   */
  run(request: PoolRequest): Promise<SandboxResult>;
  /**
   * Start a worker now if none is running, so the first flow does not wait for one; with a
   * setup, the least loaded worker also loads a sandbox for it (the next such flow takes it).
   * Settles once that worker's thread runs JavaScript (or is gone).
   */
  prestart(setup?: SandboxSetup, options?: PrestartOptions): Promise<void>;
  /** End every flow in flight and every worker. */
  close(): Promise<void>;
}

export interface PrestartOptions {
  /**
   * This process runs one flow and exits (`toolflow run`): the worker raises V8's WebAssembly
   * tier-up budget before it loads the sandbox (wasm/hot-code-only.ts).
   */
  oneFlow?: boolean;
}

/** Work waiting for the pool: a flow for a thread, or a tool's answer for its tenant's turn. */
interface Waiting {
  tenant: string | undefined;
  /** A flow to start (needs a thread), not a tool's answer waiting for its tenant's turn. */
  start?: true;
  /** Takes it on: false when it must wait on (no thread free for a start). */
  go(): boolean;
  /** The pool closed first. */
  drop(): void;
}

export function createSandboxPool(options: SandboxPoolOptions = {}): SandboxPool {
  const url = options.workerUrl ?? DEFAULT_WORKER_URL;
  const size = Math.max(1, Math.floor(options.size ?? Math.min(availableParallelism(), MAX_DEFAULT_WORKERS)));
  const maxWorkers = Math.max(size, Math.floor(options.maxWorkers ?? Math.max(size, DEFAULT_MAX_WORKERS)));
  const tenantCap = Math.max(1, Math.floor(options.tenantCap ?? Math.min(size, maxWorkers - 1)));
  // Started on demand; a worker that died or was terminated leaves, and is replaced on demand.
  const workers = new Set<PoolWorker>();
  const computing = new Map<string, number>();
  const queue: Waiting[] = [];
  let closed = false;
  const retireTimers = new Map<PoolWorker, ReturnType<typeof setTimeout>>();

  const start = (): PoolWorker => {
    const worker = new PoolWorker(url, {
      gone: (gone) => {
        workers.delete(gone);
        clearTimeout(retireTimers.get(gone));
        retireTimers.delete(gone);
        dispatch();
      },
      idle: (idle) => {
        // A worker whose thread kept a lower priority (wasm/thread-priority.ts) would slow its next flows.
        if (idle.peakLoad >= RETIRE_AFTER_FLOWS || idle.slowed) {
          void idle.close();
          // Its replacement starts now, off the next flow's path.
          if (workers.size === 0) start();
        } else if (workers.size > size) {
          retireTimers.set(idle, setTimeout(() => idle.load === 0 && workers.size > size && void idle.close(), EXTRA_IDLE_MS).unref());
        }
      },
      computing: (tenant, change) => {
        if (tenant !== undefined) computing.set(tenant, (computing.get(tenant) ?? 0) + change);
        if (change < 0) dispatch();
      },
      answered: (tenant, deliver) => {
        if (queue.length === 0 && !atCap(tenant)) return deliver();
        queue.push({ tenant, go: () => (deliver(), true), drop: () => undefined });
        dispatch();
      },
      ...(maxWorkers > 1 ? { room } : {}),
    }, options.readySandboxes);
    workers.add(worker);
    return worker;
  };
  /**
   * Flows threads other than `worker` could take now (wasm/moving-flow.ts): free ones, and ones
   * not started yet when the pool would start them (every thread taken GROW_AFTER_MS). Counting
   * those always made the flows of two busy workers waking hundreds of flows move back and forth.
   */
  const room = (worker: PoolWorker): number => {
    let free = wouldGrow() ? maxWorkers - workers.size : 0;
    for (const other of workers) if (other !== worker && !other.busy) free++;
    return free;
  };
  /** Whether every thread has been taken GROW_AFTER_MS with no flow reporting back. */
  const wouldGrow = (): boolean => {
    if (workers.size < size) return true;
    const now = Date.now();
    for (const worker of workers) if (worker.heldFor(now) < GROW_AFTER_MS) return false;
    return true;
  };
  const atCap = (tenant: string | undefined) => tenant !== undefined && (computing.get(tenant) ?? 0) >= tenantCap;
  /**
   * The worker a flow starts in: an idle one; else a new one up to `size`; else the least loaded
   * one no flow is computing in (a flow waiting there whose answer comes while the newcomer
   * computes moves to a free thread, wasm/moving-flow.ts); else none: the flow waits for a
   * thread, and the pool grows past its size only while every thread stays taken (grow()).
   */
  const place = (): PoolWorker | undefined => {
    let free: PoolWorker | undefined;
    for (const worker of workers) if (!worker.busy && (!free || worker.load < free.load)) free = worker;
    if (free?.load === 0) {
      clearTimeout(retireTimers.get(free));
      return free;
    }
    if (workers.size < size) return start();
    if (!free && workers.size < maxWorkers) growLater();
    return free;
  };
  let growTimer: ReturnType<typeof setTimeout> | undefined;
  /** A flow waits for a thread: the pool grows once every thread has stayed taken GROW_AFTER_MS. */
  const growLater = (): void => {
    growTimer ??= setTimeout(grow, GROW_CHECK_MS);
  };
  /**
   * Starts a worker for each flow that waits for a thread (up to maxWorkers) at once: one worker
   * per step made the last of four flows queued behind busy loops wait for four boots in turn.
   */
  const grow = (): void => {
    growTimer = undefined;
    if (closed || workers.size >= maxWorkers) return;
    const waiting = startable(maxWorkers - workers.size);
    if (waiting === 0) return;
    if (wouldGrow()) for (let n = waiting; n > 0; n--) start();
    dispatch();
    if (startable(1) > 0) growLater();
  };
  /** How many flows waiting for a thread their tenants' caps let start now, counted up to `most`. */
  const startable = (most: number): number => {
    const left = new Map<string, number>();
    let count = 0;
    for (const waiting of queue) {
      if (count >= most) break;
      if (!waiting.start) continue;
      if (waiting.tenant === undefined) {
        count++;
        continue;
      }
      const room = left.get(waiting.tenant) ?? tenantCap - (computing.get(waiting.tenant) ?? 0);
      if (room > 0) count++;
      left.set(waiting.tenant, room - 1);
    }
    return count;
  };
  /** Takes on what waits, in order, skipping what must wait on. */
  function dispatch(): void {
    // Once one start finds no thread, no later one does (place() looks at the threads only): a
    // burst of a thousand queued starts is not walked again on every report from a thread.
    let noThread = false;
    for (let i = 0; i < queue.length; ) {
      const waiting = queue[i]!;
      if (atCap(waiting.tenant) || (waiting.start && noThread)) i++;
      else if (waiting.go()) queue.splice(i, 1);
      else {
        noThread ||= waiting.start === true;
        i++;
      }
    }
    // A thread may have freed up for a flow whose answer waits behind another flow's computation.
    for (const worker of workers) worker.moveHeld();
  }
  /** Runs the request in a thread place() gives it, once one can be had. */
  const runPlaced = (request: PoolRequest): Promise<SandboxResult | MovedFlow | RestartedFlow> => {
    if (request.signal?.aborted || closed) return Promise.resolve({ kind: "stopped", reason: "killed" });
    // A thread free now: the flow goes to it without queueing (nor a promise of its own to settle).
    if (queue.length === 0 && !atCap(request.tenant)) {
      const worker = place();
      if (worker) return worker.run(request);
    }
    const queuedAt = Date.now();
    return new Promise<SandboxResult | MovedFlow | RestartedFlow>((resolve) => {
      const waiting: Waiting = {
        tenant: request.tenant,
        start: true,
        go: () => {
          const worker = place();
          if (!worker) return false;
          request.signal?.removeEventListener("abort", onAbort);
          // Time spent waiting for a thread is not the flow's: its deadline moves by it.
          const waited = Date.now() - queuedAt;
          const limits = { ...request.limits, deadline: request.limits.deadline + waited };
          void worker.run({ ...request, limits }).then(resolve);
          return true;
        },
        drop: () => resolve({ kind: "failed", message: "the sandbox pool was closed" }),
      };
      const onAbort = () => {
        const at = queue.indexOf(waiting);
        if (at >= 0) queue.splice(at, 1);
        resolve({ kind: "stopped", reason: "killed" });
      };
      request.signal?.addEventListener("abort", onAbort, { once: true });
      queue.push(waiting);
      dispatch();
    });
  };
  return {
    run: (request) => runMoving(request, runPlaced),
    prestart(setup, prestartOptions) {
      const first = () => workers.values().next().value!;
      const worker = setup || workers.size === 0 ? (place() ?? first()) : first();
      if (setup) worker.prepare(setup, prestartOptions?.oneFlow);
      return worker.online;
    },
    async close() {
      closed = true;
      clearTimeout(growTimer);
      for (const waiting of queue.splice(0)) waiting.drop();
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

/** runSandboxInWorker from the flow's script, transpiled in its worker. */
export function runScriptInWorker(request: ScriptRequest, workerUrl: URL = DEFAULT_WORKER_URL): Promise<SandboxResult> {
  return sandboxPool(workerUrl).run(request);
}
