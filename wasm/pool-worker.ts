// One sandbox worker thread of the pool (wasm/worker-sandbox.ts) and the flows running in it.
// Every flow settles: with the worker's answer, at its deadline or kill plus a grace period (the
// worker is terminated only if a flow past its time holds its thread), or when the worker dies
// (its `exit`). Speaks wasm/worker-protocol.ts. It also tells the pool (wasm/worker-sandbox.ts)
// which of its flows may be computing: from the moment a flow is sent to the thread (started, or
// a tool's answer) until it reports back (a tool call, or its end); the pool places flows by it.
// A tool's answer for a flow whose thread another flow holds waits here, and the flow moves to a
// free thread if that one stays taken (wasm/moving-flow.ts).
import { MessageChannel, Worker, type MessagePort } from "node:worker_threads";
import type { ParkedImage } from "./parked-flow.js";
import type { SandboxRequest, SandboxResult, SandboxSetup, StopReason } from "./sandbox.js";
import { newBuildCheckBuffer } from "./build-check-buffer.js";
import { TurnBatch } from "./host-turn.js";
import { threadCpuMs } from "./thread-cpu.js";
import { lowerPriority, restorePriority } from "./thread-priority.js";
import { STATUS, type FlowScript, type FromWorker, type MoveAsk, type ToWorker, type WorkerData, type WorkerFlow } from "./worker-protocol.js";

/** A SandboxRequest whose program may be the script, which the worker then transpiles. */
export type PoolRequest = Omit<SandboxRequest, "program"> & {
  program: string | FlowScript;
  /** A moved flow's answers (MovedFlow.answers): its calls asked again get these, not the host's. */
  movedAnswers?: ReadonlyMap<number, Promise<string>>;
  /** Characters of prints an earlier run of this same request already gave the host (RestartedFlow): not given again. */
  printed?: number;
  /** movedAnswers lacks answers the flow already read (past REPLAY_ANSWER_CHARS): it cannot be restarted. */
  unreplayable?: boolean;
};

/** A flow that left its thread (wasm/moving-flow.ts): what resumes it elsewhere. */
export interface MovedFlow {
  kind: "moved";
  image: ParkedImage;
  /** The host's answers to its calls, by seq (settled or not): those it asks again, and any a restarted flow has still to ask. */
  answers: ReadonlyMap<number, Promise<string>>;
  /** The deadline it ran under. */
  deadline: number;
  /** Characters of prints still to come that the host already has (a restarted flow's). */
  printed: number;
  /** PoolRequest.unreplayable. */
  unreplayable: boolean;
}

/**
 * A flow whose thread was terminated under it, stuck in another flow's long native operation
 * (wasm/moving-flow.ts): its request runs again from its start elsewhere. A flow is deterministic
 * given its tool answers (its clock and seed are in the request), so the replay asks the same
 * calls, served from these answers (never asked of the host twice), and prints what it printed
 * before, which the host does not get again.
 */
export interface RestartedFlow {
  kind: "restart";
  /** The host's answers to every call the flow made, by seq (settled or not). */
  answers: ReadonlyMap<number, Promise<string>>;
  /** Characters of prints the host already has. */
  printed: number;
  /** Its deadline, moved by the time the stuck thread kept it from running. */
  deadline: number;
}

/** After a kill or the deadline, how long a flow may take to report before it is given up. */
const GRACE_MS = 1000;
/** A thread silent this long (no heartbeat, no interrupt poll) is stuck, or busy loading. */
const SILENT_MS = 500;
/** A worker's own stack; the main thread's (~1 MB) bounds QuickJS's stack limit otherwise. */
const WORKER_STACK_MB = 8;
/**
 * A worker's young generation, at most (V8 lets it grow to 32 MiB of semi-spaces). A worker's own
 * JS is small and short-lived (messages, wrappers), yet a burst of flows starting grew it from 2
 * to 5-7 MiB per worker, resident for good: the largest piece of what 200 waiting flows add to
 * the process (bench 6a, bench/experiments/waiting-memory-s13.md). 3 is V8's smallest.
 */
const WORKER_YOUNG_GENERATION_MB = 3;
/**
 * How long a thread must have been taken before a flow whose answer waits for it moves to a free
 * one: a short computation ends sooner than a move (park, then resume elsewhere) takes.
 */
const MOVE_AFTER_MS = 20;
/**
 * Characters of tool answers the host keeps per flow so that the flow can be restarted
 * (RestartedFlow); past it, the answers the flow has read are dropped, and a flow whose thread
 * is terminated under it fails as before (the host's memory is bounded, not the flow's calls).
 */
const REPLAY_ANSWER_CHARS = 16 * 1024 * 1024;
/** How long one reading of a thread's CPU time serves (its clock ticks are 10 ms). */
const CPU_READ_MS = 10;
/** heldFor: this much wall time counts as one millisecond of the thread's CPU time. */
const WALL_PER_CPU = 20;
/**
 * A thread taken this long (heldFor) by one computation runs at a lower priority until a flow
 * reports back (wasm/thread-priority.ts): the pool's growth threshold, so the workers it starts
 * for the flows that wait get the cores first.
 */
export const LONG_COMPUTATION_MS = 50;
/** How often a taken thread is looked at for that. */
const PRIORITY_CHECK_MS = 25;

interface Flow {
  id: number;
  request: PoolRequest;
  /** When the flow is past its time: its deadline, or its kill, plus the grace period. */
  overdueAt: number;
  /** When the worker's watchdog ends it as timed out if it has not reported (set once sent). */
  watchAt: number;
  /** The deadline the worker enforces (the request's, moved by the wait for a booting worker). */
  deadline: number;
  /** Seqs of the calls a resumed flow asks again first (ParkedImage.calls), then the last seq given. */
  reasks: number[];
  lastSeq: number;
  /**
   * Answers (or failures) of its calls, by seq, all of them while `replayable` (a restarted flow
   * replays with them), else those not yet sent to the thread: a moving flow takes them along.
   */
  answers: Map<number, Promise<string>>;
  /** Characters of its answers so far, and whether all are kept (below REPLAY_ANSWER_CHARS). */
  answerChars: number;
  replayable: boolean;
  /** Seqs of answers sent to the thread while `replayable`: dropped once it is not. */
  sentSeqs: number[];
  /** Characters of prints received from the thread, and how many of those the host had already. */
  printed: number;
  skipPrints: number;
  /** Calls served whose answers are not yet handed on to `deliver` (those in `ready` included). */
  unsent: number;
  /** Its answers had in this host turn: one delivery, so one message and one computation of the flow. */
  ready: TurnBatch<() => void>;
  /** Answers waiting for the thread (another flow holds it), sent in order; undefined when none wait. */
  held?: (() => void)[];
  /** Asked to move (a MoveAsk sent), no reply yet. */
  moving?: boolean;
  finish(result: SandboxResult | MovedFlow | RestartedFlow): void;
}

let nextFlowId = 0;
/** WorkerData.buildCheck: one QuickJS build per process. */
const buildCheck = newBuildCheckBuffer();

export class PoolWorker {
  private readonly flows = new Map<number, Flow>();
  private readonly worker: Worker;
  private readonly status = new Int32Array(new SharedArrayBuffer(STATUS.slots * Int32Array.BYTES_PER_ELEMENT));
  private readonly epoch = Date.now();
  /** The guest runtime the worker last received (WorkerFlow.guestSource). */
  private sentGuestSource: string | undefined;
  /** The flow whose guest still ran when its last calls came (FromWorker `open`): more of its calls may follow. */
  private openFlow: number | undefined;
  /** Answers had in this turn of the event loop: one message once it ends (a gather's answers together). */
  private answers: { callId: number; answer: string }[] = [];
  /** Why the worker is gone, once it is; it takes no more flows then. */
  private gone: string | undefined;

  /** The most flows it has held at once: a burst leaves garbage an idle worker never collects. */
  private mostFlows = 0;
  /** Flows that may be computing on the thread now: sent a start or an answer, no call or end since. */
  private readonly runnable = new Set<Flow>();
  /** Since when `runnable` has not been empty. */
  private busySince = 0;
  /** When a flow last took or gave back the thread: a burst of short flows turns it over often. */
  private progressAt = 0;
  /** The thread's CPU time when heldFor first looked after the last progress (undefined until then). */
  private cpuMark: number | undefined;
  /** The last reading of the thread's CPU time, kept a tick so that many looks cost one read. */
  private cpuRead: { at: number; ms: number | undefined } = { at: -Infinity, ms: undefined };
  /** Whether the thread runs at a lower priority (thread-priority.ts), and the timer that looks whether it should. */
  private lowered = false;
  private priorityTimer: ReturnType<typeof setTimeout> | undefined;
  /** Its priority could not be restored: the pool replaces it once it is idle. */
  slowed = false;
  /** Flows with answers held (Flow.held), in the order they were held. */
  private readonly holding = new Set<Flow>();
  private moveTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * One timer for every flow's watchAt, due at the earliest (`watchdogAt`): a timer set and
   * cleared per flow cost ~30 us of each after an idle gap, and flows that report in time leave
   * it be; it finds them gone when it fires (bench/experiments/warm-s13.md).
   */
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private watchdogAt = Infinity;
  /** The host's end of WorkerData.moves. */
  private readonly moves: MessagePort;

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
      /**
       * How many flows other threads could take now (free threads, and threads the pool may
       * still start). Absent when the pool has one thread at most: flows then never move.
       */
      room?(worker: PoolWorker): number;
    },
    /** Sandboxes the worker keeps ready (WorkerData.readySandboxes). */
    readySandboxes?: number,
  ) {
    const { port1, port2 } = new MessageChannel();
    this.moves = port1;
    const workerData: WorkerData = { status: this.status.buffer as SharedArrayBuffer, epoch: this.epoch, moves: port2, buildCheck, ...(readySandboxes === undefined ? {} : { readySandboxes }) };
    // The worker runs plain bundled JS: the parent's flags (--input-type, loaders) do not apply.
    this.worker = new Worker(url, { execArgv: [], resourceLimits: { stackSizeMb: WORKER_STACK_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB }, workerData, transferList: [port2] });
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

  /**
   * How long the thread has been taken with no flow reporting back (0 when it is not taken), in
   * milliseconds of the thread's CPU time since heldFor first looked after the last report, where
   * that can be read (wasm/thread-cpu.ts): on a loaded machine a burst of flows that each compute
   * a few milliseconds takes far longer in wall time, and must not look like long computations.
   * Wall time still counts, WALL_PER_CPU times slower, so a thread starved of CPU by the machine
   * is taken too; a worker still booting, or whose CPU time cannot be read, counts wall time.
   */
  heldFor(now: number): number {
    if (this.runnable.size === 0) return 0;
    const wall = now - this.progressAt;
    const cpu = this.isOnline ? this.cpuNow(now) : undefined;
    if (cpu === undefined) return wall;
    this.cpuMark ??= cpu;
    return Math.max(cpu - this.cpuMark, wall / WALL_PER_CPU);
  }

  private cpuNow(now: number): number | undefined {
    if (now - this.cpuRead.at >= CPU_READ_MS || this.cpuRead.at < this.progressAt) {
      this.cpuRead = { at: now, ms: threadCpuMs(this.threadId()) };
    }
    return this.cpuRead.ms;
  }

  /** The thread is handed to `flow` (a start or an answer) until it calls a tool or ends. */
  private markRunnable(flow: Flow): void {
    if (this.runnable.has(flow)) return;
    if (this.runnable.size === 0) this.progress((this.busySince = Date.now()));
    this.runnable.add(flow);
    this.watchPriority();
    this.events.computing(flow.request.tenant, 1);
  }

  private markWaiting(flow: Flow): void {
    if (!this.runnable.delete(flow)) return;
    this.progress(Date.now());
    if (this.runnable.size === 0) this.releaseHeld();
    else this.watchPriority();
    this.events.computing(flow.request.tenant, -1);
  }

  private progress(now: number): void {
    this.progressAt = now;
    this.cpuMark = undefined;
    if (this.lowered && this.gone === undefined) {
      this.lowered = false;
      if (!restorePriority(this.threadId())) this.slowed = true;
    }
  }

  private threadId(): number {
    return Atomics.load(this.status, STATUS.thread);
  }

  /** While the thread is taken: once one computation has held it LONG_COMPUTATION_MS, its priority is lowered. */
  private watchPriority(delay = PRIORITY_CHECK_MS): void {
    this.priorityTimer ??= setTimeout(() => {
      this.priorityTimer = undefined;
      if (this.runnable.size === 0 || this.gone !== undefined || this.lowered) return;
      // Set before the thread last changed hands (progress() leaves it, as clearing and setting
      // one per flow cost ~30 us of each): it looks PRIORITY_CHECK_MS after that.
      const since = Date.now() - this.progressAt;
      if (since < PRIORITY_CHECK_MS) return this.watchPriority(PRIORITY_CHECK_MS - since);
      // Only once its thread id is known (the worker writes it after 'online'): until then heldFor
      // counts wall time, which cannot tell a long computation from a slow boot.
      if (this.isOnline && this.threadId() > 0 && this.heldFor(Date.now()) >= LONG_COMPUTATION_MS) this.lowered = lowerPriority(this.threadId());
      else this.watchPriority();
    }, delay).unref();
  }

  run(request: PoolRequest): Promise<SandboxResult | MovedFlow | RestartedFlow> {
    if (this.gone !== undefined) return Promise.resolve({ kind: "failed", message: this.gone });
    const flowId = ++nextFlowId;
    const stopFlag = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
    const { signal, limits } = request;
    const asked = Date.now();
    return new Promise<SandboxResult | MovedFlow | RestartedFlow>((resolve) => {
      let graceTimer: ReturnType<typeof setTimeout> | undefined;
      const flow: Flow = {
        id: flowId,
        request,
        // Set once the flow is sent; a kill before that sets it too.
        overdueAt: Infinity,
        watchAt: Infinity,
        deadline: limits.deadline,
        reasks: request.resume?.calls.map((call) => call.seq) ?? [],
        lastSeq: request.resume?.callCount ?? 0,
        answers: new Map(request.movedAnswers ?? []),
        answerChars: 0,
        replayable: !request.unreplayable,
        sentSeqs: [],
        printed: 0,
        skipPrints: request.printed ?? 0,
        unsent: 0,
        ready: new TurnBatch(
          (sends) => {
            flow.unsent -= sends.length;
            this.deliver(flowId, () => {
              for (const send of sends) send();
            });
          },
          () => this.openFlow !== flowId,
        ),
        finish: (result) => {
          if (!this.flows.delete(flowId)) return;
          this.holding.delete(flow);
          this.markWaiting(flow);
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
      const send = () => {
        if (this.flows.get(flowId) !== flow) return;
        // A worker still booting is not a thread given to the flow: its deadline moves by the wait.
        const deadline = limits.deadline + (Date.now() - asked);
        const { program, optionsJson, hibernateAfterMs, resume, guestSource } = request;
        // Built by assignment, not spreads: this is on every flow's way to its thread.
        const flowRun: WorkerFlow = { flowId, program, optionsJson, limits: { memoryBytes: limits.memoryBytes, stackBytes: limits.stackBytes, deadline }, stopFlag, hibernateAfterMs };
        if (resume) flowRun.resume = resume;
        Object.assign(flowRun, this.guestSourceToSend(guestSource));
        this.send({ type: "run", flow: flowRun });
        // The bookkeeping after the message: the worker starts the flow meanwhile. (Its report
        // cannot be read before this task ends.)
        flow.deadline = deadline;
        flow.overdueAt = Math.min(flow.overdueAt, deadline + GRACE_MS);
        // The worker enforces the deadline itself; this catches only a flow that did not report.
        flow.watchAt = flow.overdueAt;
        this.watch(flow.watchAt);
        // Asked before it was sent: the worker parks it once it waits.
        if (request.park?.aborted) onPark();
        else request.park?.addEventListener("abort", onPark, { once: true });
      };
      this.flows.set(flowId, flow);
      if (this.isOnline) send();
      else void this.online.then(send);
      this.markRunnable(flow);
      this.mostFlows = Math.max(this.mostFlows, this.flows.size);
      this.updateRef();
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }

  /**
   * Has the worker load a sandbox for `setup` before a flow needs it (sent at once: a booting
   * worker reads it as soon as its thread runs). `oneFlow`: PrestartOptions.oneFlow.
   */
  prepare({ guestSource, ...setup }: SandboxSetup, oneFlow?: boolean): void {
    if (this.gone === undefined) this.send({ type: "prepare", setup: { ...setup, ...this.guestSourceToSend(guestSource) }, ...(oneFlow ? { oneFlow: true as const } : {}) });
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
      case "calls": {
        const wasOpen = this.openFlow;
        this.openFlow = message.open;
        for (const { flowId, callId, alias, argsJson } of message.calls) {
          const flow = this.flows.get(flowId);
          if (flow) this.markWaiting(flow);
          this.serveCall(flowId, callId, alias, argsJson);
        }
        if (wasOpen !== undefined && wasOpen !== this.openFlow) this.flows.get(wasOpen)?.ready.release();
        return;
      }
      case "print": {
        const flow = this.flows.get(message.flowId);
        if (!flow) return;
        // A restarted flow prints again what its first run printed: the host had that already.
        const skip = Math.max(0, Math.min(message.text.length, flow.skipPrints - flow.printed));
        flow.printed += message.text.length;
        if (skip < message.text.length) flow.request.host.print(skip === 0 ? message.text : message.text.slice(skip));
        return;
      }
      case "done":
        this.flows.get(message.flowId)?.finish(message.result);
        return;
      case "moved": {
        const flow = this.flows.get(message.flowId);
        flow?.finish({ kind: "moved", image: message.image, answers: flow.answers, deadline: flow.deadline, printed: Math.max(0, flow.skipPrints - flow.printed), unreplayable: !flow.replayable });
        return;
      }
      case "stays": {
        const flow = this.flows.get(message.flowId);
        if (!flow?.moving) return;
        flow.moving = false;
        this.handHeld(flow);
        return;
      }
    }
  }

  private serveCall(flowId: number, callId: number, alias: string, argsJson: string): void {
    const flow = this.flows.get(flowId);
    if (!flow) return this.refuse(callId, new Error("the flow has ended"));
    const seq = flow.reasks.shift() ?? ++flow.lastSeq;
    let answer: Promise<string>;
    try {
      answer = flow.answers.get(seq) ?? flow.request.host.callTool(alias, argsJson);
    } catch (error) {
      // Thrown, not rejected: still this call's failure, never the host's message loop's.
      answer = Promise.reject(error);
    }
    flow.answers.set(seq, answer);
    flow.unsent++;
    const sent = (send: () => void) => () => {
      if (flow.replayable) flow.sentSeqs.push(seq);
      else flow.answers.delete(seq);
      send();
    };
    answer.then(
      // A flow ended meanwhile: the worker drops the answer (its call is forgotten).
      (text) => {
        flow.answerChars += text.length;
        if (flow.replayable && flow.answerChars > REPLAY_ANSWER_CHARS) {
          flow.replayable = false;
          for (const sentSeq of flow.sentSeqs.splice(0)) flow.answers.delete(sentSeq);
        }
        flow.ready.add(sent(() => this.sendAnswer(callId, text)), flow.unsent);
      },
      (error: unknown) => flow.ready.add(sent(() => this.refuse(callId, error)), flow.unsent),
    );
  }

  /** Sends an answer once the flow's tenant may compute one more flow; the flow computes then. */
  private deliver(flowId: number, send: () => void): void {
    const flow = this.flows.get(flowId);
    if (!flow) return send();
    if (flow.held) return void flow.held.push(send);
    this.events.answered(flow.request.tenant, () => {
      // Ended meanwhile: the worker drops it anyway.
      if (this.flows.get(flowId) !== flow) return send();
      if (flow.held) return void flow.held.push(send);
      // Another flow holds the thread: the answer waits for it, or the flow moves (moveHeld).
      if (this.events.room && this.runnable.size > 0 && !this.runnable.has(flow)) {
        flow.held = [send];
        this.holding.add(flow);
        return this.moveHeld();
      }
      this.markRunnable(flow);
      send();
    });
  }

  /** The thread is free: the answers held for it go to it. */
  private releaseHeld(): void {
    for (const flow of this.holding) if (!flow.moving) this.handHeld(flow);
  }

  /** Sends a flow's held answers to the thread; it computes then. */
  private handHeld(flow: Flow): void {
    const sends = flow.held ?? [];
    flow.held = undefined;
    this.holding.delete(flow);
    this.markRunnable(flow);
    for (const send of sends) send();
  }

  /**
   * Flows whose answers wait for this thread move to free ones, as many as there are, once
   * another flow has held it MOVE_AFTER_MS: the worker parks each (if it still waits on its
   * tools) from the computing guest's interrupt poll, and the pool resumes it elsewhere. Also
   * called by the pool when a thread frees up.
   */
  moveHeld(): void {
    if (this.holding.size === 0 || this.gone !== undefined || !this.events.room) return;
    const wait = this.busySince + MOVE_AFTER_MS - Date.now();
    if (wait > 0) return this.moveLater(wait);
    let room = this.events.room(this);
    // No thread to move to yet: the pool may start one while this thread stays taken.
    if (room <= 0) return this.moveLater(MOVE_AFTER_MS);
    for (const flow of this.holding) {
      if (room <= 0) return;
      if (flow.moving) continue;
      flow.moving = true;
      room--;
      this.moves.postMessage({ flowId: flow.id } satisfies MoveAsk);
      Atomics.store(this.status, STATUS.moveAsked, 1);
    }
  }

  private moveLater(wait: number): void {
    this.moveTimer ??= setTimeout(() => {
      this.moveTimer = undefined;
      this.moveHeld();
    }, wait).unref();
  }

  private refuse(callId: number, error: unknown): void {
    this.send({ type: "refused", callId, message: error instanceof Error ? error.message : String(error) });
  }

  /** Ends every flow and the worker itself (tests, shutdown). */
  close(): Promise<void> {
    this.end("the sandbox pool was closed");
    return this.worker.terminate().then(() => undefined);
  }

  /** Has the watchdog fire by `at` (it may fire sooner, for another flow). */
  private watch(at: number): void {
    if (at >= this.watchdogAt) return;
    clearTimeout(this.watchdog);
    this.watchdogAt = at;
    // Unref'd: flows in flight keep the process alive (updateRef), and none need it after them.
    this.watchdog = setTimeout(() => this.watchdogFired(), Math.max(0, at - Date.now())).unref();
  }

  /** Ends each flow past its watchAt as timed out (overdue), and waits for the next one's. */
  private watchdogFired(): void {
    this.watchdog = undefined;
    this.watchdogAt = Infinity;
    const now = Date.now();
    let next = Infinity;
    for (const flow of [...this.flows.values()]) {
      if (this.gone !== undefined) return;
      if (flow.watchAt <= now) this.overdue(flow.id, "timeout");
      else next = Math.min(next, flow.watchAt);
    }
    if (this.gone === undefined && next < Infinity) this.watch(next);
  }

  /** A flow did not report in time: it ends now; the worker goes only if it is stuck. */
  private overdue(flowId: number, reason: StopReason): void {
    this.flows.get(flowId)?.finish({ kind: "stopped", reason });
    const silentFor = Date.now() - this.epoch - Atomics.load(this.status, STATUS.heartbeat);
    if (silentFor < SILENT_MS) return;
    // A thread busy with a flow still within its time (computing, or loading its sandbox) is not
    // stuck; the watchdog looks again when that flow's time is up.
    const holder = this.flows.get(Atomics.load(this.status, STATUS.holder));
    if (holder && Date.now() < holder.overdueAt) return;
    // The other flows were only kept from running: each starts again elsewhere (RestartedFlow),
    // its deadline moved by the time the thread has been silent.
    const lost = silentFor;
    this.end("the sandbox worker stopped answering (a flow stuck past its time limit in one long operation) and was terminated", (flow) =>
      Date.now() >= flow.overdueAt
        ? { kind: "stopped", reason: flow.request.signal?.aborted ? "killed" : "timeout" }
        : flow.replayable
          ? { kind: "restart", answers: flow.answers, printed: Math.max(flow.printed, flow.skipPrints), deadline: flow.deadline + lost }
          : undefined,
    );
    void this.worker.terminate();
  }

  /** The worker is gone: its flows fail with `message` (or end as `outcome` says), late tool answers go nowhere. */
  private end(message: string, outcome?: (flow: Flow) => SandboxResult | RestartedFlow | undefined): void {
    if (this.gone !== undefined) return;
    this.gone = message;
    clearTimeout(this.moveTimer);
    clearTimeout(this.priorityTimer);
    clearTimeout(this.watchdog);
    this.moves.close();
    // Out of the pool first: each flow ending frees the thread, and the pool must not place a waiting flow here.
    this.events.gone(this);
    for (const flow of [...this.flows.values()]) flow.finish(outcome?.(flow) ?? { kind: "failed", message });
  }

  /** Flows in flight keep the process alive; an idle worker does not. */
  private updateRef(): void {
    if (this.flows.size > 0 && this.gone === undefined) this.worker.ref();
    else this.worker.unref();
  }
}
