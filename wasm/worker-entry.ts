// Node worker entry (bundled to dist/worker.js): runs many flows at once on this thread, each in
// its own sandbox (runSandbox: a fresh QuickJS module instance per flow), so a guest computing
// for minutes never blocks the host's event loop. Speaks wasm/worker-protocol.ts.
import { parentPort, receiveMessageOnPort, workerData } from "node:worker_threads";
import { cachedTranspile } from "../transpiler/cache.js";
import { transpileScript } from "../transpiler/index.js";
import type { ParkedImage } from "./parked-flow.js";
import { shareBuildCheck } from "./build-check.js";
import { garbageCollector } from "./collect-garbage.js";
import { tierUpOnlyHotCode } from "./hot-code-only.js";
import { onInstanceDropped } from "./instance-pool.js";
import { prepareNext, runSandbox, setReadySandboxes, type SandboxResult, type StopReason } from "./sandbox.js";
import { programOf } from "./flow-script.js";
import { StopSwitch } from "./stop-signal.js";
import { currentThreadId } from "./thread-cpu.js";
import { STATUS, type FromWorker, type MoveAsk, type ToWorker, type WorkerData, type WorkerFlow } from "./worker-protocol.js";

/** How often an idle or waiting thread shows it is not stuck (the host allows half a second). */
const HEARTBEAT_MS = 100;

if (!parentPort) throw new Error("wasm/worker-entry must run in a worker thread");
const port = parentPort;
const { status, epoch, readySandboxes, moves, buildCheck } = workerData as WorkerData;
shareBuildCheck(buildCheck);
if (readySandboxes !== undefined) setReadySandboxes(readySandboxes);
onInstanceDropped(garbageCollector());
const slots = new Int32Array(status);
Atomics.store(slots, STATUS.thread, currentThreadId());
const kills = new Map<number, StopSwitch>();
const parks = new Map<number, StopSwitch>();
/** SandboxRequest.movable's function of each running flow. */
const movers = new Map<number, () => ParkedImage | undefined>();
/** Flows that moved out: their run's end is not reported (the host has their image). */
const moved = new Set<number>();

interface PendingCall {
  flowId: number;
  /** The calling flow's unanswered calls (run's `ownCalls`). */
  ownCalls: Set<number>;
  resolve(answer: string): void;
  reject(error: Error): void;
}
/** Tool calls sent to the host and not answered yet, by call id. */
const calls = new Map<number, PendingCall>();
let nextCallId = 0;
/** The guest runtime of the latest flow that carried one (WorkerFlow.guestSource). */
let guestSource = "";

type CallMessage = Extract<FromWorker, { type: "calls" }>["calls"][number];
/** Calls made in this turn: sent as one message once the guest yields, before any other message. */
let outbox: CallMessage[] = [];
/** Calls went ahead of a message while a guest still ran: the turn's end is still to be told. */
let turnOpen = false;

function send(message: FromWorker): void {
  if (outbox.length > 0) {
    // The flow that has the thread may make more calls in this turn; the others have yielded.
    postCalls(Atomics.load(slots, STATUS.holder));
    turnOpen = true;
  }
  port.postMessage(message);
}

function sendCall(call: CallMessage): void {
  if (outbox.length === 0) queueMicrotask(endTurn);
  outbox.push(call);
}

/** The guests have yielded: their calls go, marked as all of this turn's (an empty list when sent already). */
function endTurn(): void {
  if (outbox.length === 0 && !turnOpen) return;
  turnOpen = false;
  postCalls(undefined);
}

function postCalls(open: number | undefined): void {
  const calls = outbox;
  outbox = [];
  port.postMessage({ type: "calls", calls, open } satisfies FromWorker);
}

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

/**
 * Serves the host's MoveAsks: at once, by message, while the thread is free; while a guest
 * computes, from its interrupt polls (the flag is one atomic read). A flow moved out is parked
 * right here and its image sent before the poll returns to the computing guest.
 */
function serveMoves(): void {
  Atomics.store(slots, STATUS.moveAsked, 0);
  for (let ask = receiveMessageOnPort(moves); ask; ask = receiveMessageOnPort(moves)) moveOut(ask.message as MoveAsk);
}

function moveOut({ flowId }: MoveAsk): void {
  const image = movers.get(flowId)?.();
  if (!image) return send({ type: "stays", flowId });
  moved.add(flowId);
  send({ type: "moved", flowId, image });
}

moves.on("message", (ask: MoveAsk) => moveOut(ask));
moves.unref();

heartbeat();
// The interval alone must not keep this thread alive: the host's channel decides that.
setInterval(heartbeat, HEARTBEAT_MS).unref();

/** The flow's script is transpiled here, on its worker's thread, under its deadline (a flow whose
 * deadline passed meanwhile is stopped by the sandbox). */
const transpileHere = cachedTranspile(transpileScript);

async function run(flow: WorkerFlow): Promise<SandboxResult> {
  const { flowId } = flow;
  guestSource = flow.guestSource ?? guestSource;
  const kill = new StopSwitch();
  kills.set(flowId, kill);
  const park = new StopSwitch();
  parks.set(flowId, park);
  const stop = new Int32Array(flow.stopFlag);
  // This flow's calls still unanswered: forgotten when it ends, so a late answer finds nothing.
  const ownCalls = new Set<number>();
  hold(flowId);
  // Asked by the transpiler now and then: like the guest's interrupt poll, it also serves moves.
  const stoppedWhileTranspiling = (): StopReason | undefined => {
    hold(flowId);
    if (Atomics.load(slots, STATUS.moveAsked) !== 0) serveMoves();
    if (kill.aborted || Atomics.load(stop, 0) !== 0) return "killed";
    return Date.now() >= flow.limits.deadline ? "timeout" : undefined;
  };
  try {
    // A parked flow resumes from its image: its program already ran up to there.
    const program = flow.resume ? { js: "" } : await programOf(flow.program, transpileHere, stoppedWhileTranspiling);
    if ("outcome" in program) return program.outcome;
    return await runSandbox({
      guestSource,
      program: program.js,
      ...(flow.resume ? { resume: flow.resume } : {}),
      park,
      optionsJson: flow.optionsJson,
      limits: flow.limits,
      hibernateAfterMs: flow.hibernateAfterMs,
      movable: (moveOut) => movers.set(flowId, moveOut),
      host: {
        callTool: (alias, argsJson) => {
          hold(flowId);
          const callId = ++nextCallId;
          ownCalls.add(callId);
          sendCall({ flowId, callId, alias, argsJson });
          return new Promise<string>((resolve, reject) => calls.set(callId, { flowId, ownCalls, resolve, reject }));
        },
        // Streamed one message each, so a flow killed later keeps what it printed.
        print: (text) => {
          hold(flowId);
          send({ type: "print", flowId, text });
        },
      },
      signal: kill,
      shouldStop: () => {
        hold(flowId);
        if (Atomics.load(slots, STATUS.moveAsked) !== 0) serveMoves();
        return Atomics.load(stop, 0) !== 0;
      },
    });
  } catch (error) {
    return { kind: "failed", message: `sandbox worker: run() failed: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    kills.delete(flowId);
    parks.delete(flowId);
    movers.delete(flowId);
    for (const callId of ownCalls) calls.delete(callId);
  }
}

/** Takes a pending call to settle it; an answer for a call of an ended flow finds none. */
function take(callId: number): PendingCall | undefined {
  const call = calls.get(callId);
  if (!call) return undefined;
  calls.delete(callId);
  call.ownCalls.delete(callId);
  hold(call.flowId);
  return call;
}

port.on("message", (message: ToWorker) => {
  switch (message.type) {
    case "run": {
      const { flowId } = message.flow;
      void run(message.flow).then((result) => (moved.delete(flowId) ? undefined : send({ type: "done", flowId, result })));
      return;
    }
    case "kill":
      kills.get(message.flowId)?.abort();
      return;
    case "park":
      parks.get(message.flowId)?.abort();
      return;
    case "prepare": {
      const { memoryBytes, stackBytes, ...setup } = message.setup;
      if (message.oneFlow) tierUpOnlyHotCode();
      guestSource = setup.guestSource ?? guestSource;
      prepareNext({ guestSource, memoryBytes, stackBytes });
      return;
    }
    case "answers":
      for (const { callId, answer } of message.answers) take(callId)?.resolve(answer);
      return;
    case "refused":
      take(message.callId)?.reject(new Error(message.message));
      return;
  }
});
