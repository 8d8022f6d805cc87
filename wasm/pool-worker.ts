// One sandbox worker thread of the pool (wasm/worker-sandbox.ts) and the flows running in it.
// Every flow settles: with the worker's answer, at its deadline or kill plus a grace period (the
// worker is terminated only if a flow past its time holds its thread), or when the worker dies
// (its `exit`). Speaks wasm/worker-protocol.ts. It also tells the pool (wasm/worker-sandbox.ts)
// which of its flows may be computing: from the moment a flow is sent to the thread (started, or
// a tool's answer) until it reports back (a tool call, or its end); the pool places flows by it.
import { Worker } from "node:worker_threads";
import type { SandboxRequest, SandboxResult, SandboxSetup, StopReason } from "./sandbox.js";
import { STATUS, type FlowScript, type FromWorker, type ToWorker, type WorkerData, type WorkerFlow } from "./worker-protocol.js";

/** A SandboxRequest whose program may be the script, which the worker then transpiles. */
export type PoolRequest = Omit<SandboxRequest, "program"> & { program: string | FlowScript };

/** After a kill or the deadline, how long a flow may take to report before it is given up. */
const GRACE_MS = 1000;
/** A thread silent this long (no heartbeat, no interrupt poll) is stuck, or busy loading. */
const SILENT_MS = 500;
/** A worker's own stack; the main thread's (~1 MB) bounds QuickJS's stack limit otherwise. */
const WORKER_STACK_MB = 8;

interface Flow {
  request: PoolRequest;
  /** When the flow is past its time: its deadline, or its kill, plus the grace period. */
  overdueAt: number;
  finish(result: SandboxResult): void;
}

let nextFlowId = 0;

export class PoolWorker {
  private readonly flows = new Map<number, Flow>();
  private readonly worker: Worker;
  private readonly status = new Int32Array(new SharedArrayBuffer(STATUS.slots * Int32Array.BYTES_PER_ELEMENT));
  private readonly epoch = Date.now();
  /** The guest runtime the worker last received (WorkerFlow.guestSource). */
  private sentGuestSource: string | undefined;
  /** Answers had in this turn of the event loop: one message once it ends (a gather's answers together). */
  private answers: { callId: number; answer: string }[] = [];
  /** Why the worker is gone, once it is; it takes no more flows then. */
  private gone: string | undefined;

  /** The most flows it has held at once: a burst leaves garbage an idle worker never collects. */
  private mostFlows = 0;
  /** Flows that may be computing on the thread now: sent a start or an answer, no call or end since. */
  private readonly runnable = new Set<Flow>();

  /** Settles once the thread has started and runs JavaScript, or is gone. */
  readonly online: Promise<void>;
  private isOnline = false;

  constructor(
    url: URL,
    private readonly events: {
      /** Told once, when the worker has died or was terminated: the pool drops it. */
      gone(worker: PoolWorker): void;
      /** Its last flow in flight ended. */
      idle(worker: PoolWorker): void;
      /**
       * A flow of `tenant` may compute on this thread (+1) or no longer does (-1): after the
       * latter the pool may place another flow here.
       */
      computing(tenant: string | undefined, change: 1 | -1): void;
      /**
       * A tool answered a flow of `tenant`: the pool calls `deliver` when that tenant may have
       * one more flow computing (its cap), at once otherwise.
       */
      answered(tenant: string | undefined, deliver: () => void): void;
    },
    /** Sandboxes the worker keeps ready (WorkerData.readySandboxes). */
    readySandboxes?: number,
  ) {
    const workerData: WorkerData = { status: this.status.buffer as SharedArrayBuffer, epoch: this.epoch, ...(readySandboxes === undefined ? {} : { readySandboxes }) };
    // The worker runs plain bundled JS: the parent's flags (--input-type, loaders) do not apply.
    this.worker = new Worker(url, { execArgv: [], resourceLimits: { stackSizeMb: WORKER_STACK_MB }, workerData });
    this.online = new Promise((resolve) => {
      this.worker.once("online", () => {
        this.isOnline = true;
        resolve();
      });
      this.worker.once("exit", resolve);
    });
    // One channel both ways, so prints, tool calls and outcomes arrive in the order they were sent.
    this.worker.on("message", (message: FromWorker) => this.receive(message));
    // Only flows in flight keep the process alive (updateRef); after the 'message' listener
    // above, which refs the worker's port again.
    this.worker.unref();
    this.worker.on("error", (error: Error & { code?: string }) => {
      const missing = error.code === "ERR_MODULE_NOT_FOUND" || error.code === "MODULE_NOT_FOUND";
      const hint = missing ? " (is the build done? run `node build.mjs`)" : "";
      this.end(`sandbox worker failed: ${error.message}${hint}`);
    });
    this.worker.on("exit", (code) => this.end(`the sandbox worker died (exit code ${code})`));
  }

  /** Flows in flight: the pool gives a new flow to the least loaded worker. */
  get load(): number {
    return this.flows.size;
  }

  get peakLoad(): number {
    return this.mostFlows;
  }

  /** Whether a flow may be computing on the thread (sent, not reported back yet). */
  get busy(): boolean {
    return this.runnable.size > 0;
  }

  /** The thread is handed to `flow` (a start or an answer) until it calls a tool or ends. */
  private markRunnable(flow: Flow): void {
    if (this.runnable.has(flow)) return;
    this.runnable.add(flow);
    this.events.computing(flow.request.tenant, 1);
  }

  private markWaiting(flow: Flow): void {
    if (!this.runnable.delete(flow)) return;
    this.events.computing(flow.request.tenant, -1);
  }

  run(request: PoolRequest): Promise<SandboxResult> {
    if (this.gone !== undefined) return Promise.resolve({ kind: "failed", message: this.gone });
    const flowId = ++nextFlowId;
    const stopFlag = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
    const { signal, limits } = request;
    const asked = Date.now();
    return new Promise<SandboxResult>((resolve) => {
      let graceTimer: ReturnType<typeof setTimeout> | undefined;
      let watchdog: ReturnType<typeof setTimeout> | undefined;
      const flow: Flow = {
        request,
        // Set once the flow is sent; a kill before that sets it too.
        overdueAt: Infinity,
        finish: (result) => {
          if (!this.flows.delete(flowId)) return;
          this.markWaiting(flow);
          clearTimeout(watchdog);
          clearTimeout(graceTimer);
          signal?.removeEventListener("abort", onAbort);
          request.park?.removeEventListener("abort", onPark);
          this.updateRef();
          resolve(result);
          if (this.flows.size === 0 && this.gone === undefined) this.events.idle(this);
        },
      };
      const onPark = () => this.send({ type: "park", flowId });
      const onAbort = () => {
        Atomics.store(new Int32Array(stopFlag), 0, 1);
        this.send({ type: "kill", flowId });
        flow.overdueAt = Math.min(flow.overdueAt, Date.now() + GRACE_MS);
        graceTimer = setTimeout(() => this.overdue(flowId, "killed"), GRACE_MS);
      };
      this.flows.set(flowId, flow);
      this.markRunnable(flow);
      this.mostFlows = Math.max(this.mostFlows, this.flows.size);
      this.updateRef();
      signal?.addEventListener("abort", onAbort, { once: true });
      const send = () => {
        if (this.flows.get(flowId) !== flow) return;
        // A worker still booting is not a thread given to the flow: its deadline moves by the wait.
        const deadline = limits.deadline + (Date.now() - asked);
        flow.overdueAt = Math.min(flow.overdueAt, deadline + GRACE_MS);
        // The worker enforces the deadline itself; this catches only a flow that did not report.
        watchdog = setTimeout(() => this.overdue(flowId, "timeout"), Math.max(0, flow.overdueAt - Date.now()));
        const { program, optionsJson, hibernateAfterMs, resume } = request;
        const flowRun: WorkerFlow = {
          flowId,
          program,
          optionsJson,
          limits: { ...limits, deadline },
          stopFlag,
          hibernateAfterMs,
          ...(resume ? { resume } : {}),
          ...this.guestSourceToSend(request.guestSource),
        };
        this.send({ type: "run", flow: flowRun });
        // Asked before it was sent: the worker parks it once it waits.
        if (request.park?.aborted) onPark();
        else request.park?.addEventListener("abort", onPark, { once: true });
      };
      if (this.isOnline) send();
      else void this.online.then(send);
    });
  }

  /** Has the worker load a sandbox for `setup` before a flow needs it. */
  prepare({ guestSource, ...setup }: SandboxSetup): void {
    if (this.gone === undefined) this.send({ type: "prepare", setup: { ...setup, ...this.guestSourceToSend(guestSource) } });
  }

  /** The guest runtime only when it differs from the one last sent (the same string: no text compared). */
  private guestSourceToSend(guestSource: string): { guestSource?: string } {
    if (guestSource === this.sentGuestSource) return {};
    this.sentGuestSource = guestSource;
    return { guestSource };
  }

  private send(message: ToWorker): void {
    this.sendAnswers();
    this.worker.postMessage(message);
  }


  private sendAnswer(callId: number, answer: string): void {
    if (this.answers.length === 0) queueMicrotask(() => this.sendAnswers());
    this.answers.push({ callId, answer });
  }

  private sendAnswers(): void {
    if (this.answers.length === 0) return;
    const answers = this.answers;
    this.answers = [];
    this.worker.postMessage({ type: "answers", answers } satisfies ToWorker);
  }

  private receive(message: FromWorker): void {
    switch (message.type) {
      case "calls":
        for (const { flowId, callId, alias, argsJson } of message.calls) {
          const flow = this.flows.get(flowId);
          if (flow) this.markWaiting(flow);
          this.serveCall(flowId, callId, alias, argsJson);
        }
        return;
      case "print":
        this.flows.get(message.flowId)?.request.host.print(message.text);
        return;
      case "done":
        this.flows.get(message.flowId)?.finish(message.result);
        return;
    }
  }

  private serveCall(flowId: number, callId: number, alias: string, argsJson: string): void {
    const flow = this.flows.get(flowId);
    if (!flow) return this.refuse(callId, new Error("the flow has ended"));
    let answer: Promise<string>;
    try {
      answer = flow.request.host.callTool(alias, argsJson);
    } catch (error) {
      // Thrown, not rejected: still this call's failure, never the host's message loop's.
      return this.refuse(callId, error);
    }
    answer.then(
      // A flow ended meanwhile: the worker drops the answer (its call is forgotten).
      (text) => this.deliver(flowId, () => this.sendAnswer(callId, text)),
      (error: unknown) => this.refuse(callId, error),
    );
  }

  /** Sends an answer once the flow's tenant may compute one more flow; the flow computes then. */
  private deliver(flowId: number, send: () => void): void {
    const flow = this.flows.get(flowId);
    if (!flow) return send();
    this.events.answered(flow.request.tenant, () => {
      // Ended meanwhile: the worker drops it anyway.
      if (this.flows.get(flowId) === flow) this.markRunnable(flow);
      send();
    });
  }

  private refuse(callId: number, error: unknown): void {
    this.send({ type: "refused", callId, message: error instanceof Error ? error.message : String(error) });
  }

  /** Ends every flow and the worker itself (tests, shutdown). */
  close(): Promise<void> {
    this.end("the sandbox pool was closed");
    return this.worker.terminate().then(() => undefined);
  }

  /** A flow did not report in time: it ends now; the worker goes only if it is stuck. */
  private overdue(flowId: number, reason: StopReason): void {
    this.flows.get(flowId)?.finish({ kind: "stopped", reason });
    const silentFor = Date.now() - this.epoch - Atomics.load(this.status, STATUS.heartbeat);
    if (silentFor < SILENT_MS) return;
    // A thread busy with a flow still within its time (computing, or loading its sandbox) is not
    // stuck; that flow's own watchdog looks again when its time is up.
    const holder = this.flows.get(Atomics.load(this.status, STATUS.holder));
    if (holder && Date.now() < holder.overdueAt) return;
    this.end("the sandbox worker stopped answering (a flow stuck past its time limit in one long operation) and was terminated");
    void this.worker.terminate();
  }

  /** The worker is gone: its flows fail with `message`, late tool answers go nowhere. */
  private end(message: string): void {
    if (this.gone !== undefined) return;
    this.gone = message;
    for (const flow of [...this.flows.values()]) flow.finish({ kind: "failed", message });
    this.events.gone(this);
  }

  /** Flows in flight keep the process alive; an idle worker does not. */
  private updateRef(): void {
    if (this.flows.size > 0 && this.gone === undefined) this.worker.ref();
    else this.worker.unref();
  }
}
