// One flow in its own QuickJS module instance, runtime and context (never shared), restored from
// the guest's memory snapshot (wasm/snapshot.ts) or, failing that, loaded fresh: calls the WIT
// `guest.run` export, serves `__host`, enforces deadline, memory and kill, and hibernates a
// restored flow that waits on its tools long enough (wasm/hibernation.ts).
import type { QuickJSContext, QuickJSHandle, QuickJSRuntime } from "quickjs-emscripten";
import type * as GuestWit from "./generated/interfaces/toolflow-flow-guest.js";
import { awaitAnswer, hostFunctions, installHostBinding, unflushedPrints, utf8Bound, type BindingState, type HostFunction, type HostImports, type PendingCall } from "./host-binding.js";
import { DEFAULT_HIBERNATE_AFTER_MS, hibernate, wake } from "./hibernation.js";
import { applyImage, type FlowImage } from "./flow-image.js";
import { describeError, newFlowModule, PAGE_BYTES, softLimitBytes, type FlowModule } from "./quickjs.js";
import { bindHostFunctions, instantiateSnapshot, LOAD_DEADLINE_MS, restoreSnapshot, wrapGuest, type GuestSnapshot } from "./snapshot.js";
import { dropGuestSnapshot, guestSnapshot } from "./snapshot-cache.js";
import { callDirectly, callWithNumberAndString, callWithNumbers, callWithStrings, fulfilledString, gcThresholdAt, handleAt, handlePointer, heapHasRoom, promisePending, runPendingJobs } from "./quickjs-internals.js";
import { checkParked, ParkedImageRefused, parkedBuild, type ParkedImage } from "./parked-flow.js";
import { TurnBatch, afterHostTurn } from "./host-turn.js";
import { flowBusy, flowIdle, instanceDropped, recycleInstance } from "./instance-pool.js";
import { backgroundTask, ReadySandboxes } from "./ready-sandboxes.js";
import type { CompileErrorType } from "../transpiler/syntax-error.js";
import { isStackOverflow, nestingError } from "../transpiler/nesting.js";
import type { StopSignal } from "./stop-signal.js";

type GuestExports = typeof GuestWit;
const RUN: keyof GuestExports = "run";
const ANSWER: keyof GuestExports = "answer";
const ANSWER_INT: keyof GuestExports = "answerInt";
const ADVANCE_CLOCK: keyof GuestExports = "advanceClock";
/** Where the guest runtime publishes its exports (docs/design.md). */
const GUEST_GLOBAL = "__toolflow";

export interface SandboxLimits {
  /** Guest heap the flow's WebAssembly memory may grow by. */
  memoryBytes: number;
  /** QuickJS stack; without a limit deep recursion corrupts the module (engine-facts). */
  stackBytes: number;
  /** Epoch milliseconds; covers computing and waiting on tools. */
  deadline: number;
}

export interface SandboxRequest {
  /** The guest runtime script (dist/guest.js), evaluated first; it defines `__toolflow`. */
  guestSource: string;
  /** The transpiled program, passed to `__toolflow.run`. */
  program: string;
  /**
   * guest/runtime/outcome.ts's RunOptions as JSON: `startTime` (the script's clock), `seed` (the
   * flow's random seed) and `tools` (alias -> registry name); see docs/design.md.
   */
  optionsJson: string;
  host: HostImports;
  /**
   * For a host across a channel (the browser's worker): resolves once the answers the host has
   * by now have been sent, after those sent earlier. Its answers cross one message each, so only
   * the host can tell when its turn ended; without it, the end of this thread's turn.
   */
  hostTurnEnded?: () => Promise<void>;
  limits: SandboxLimits;
  /** Aborting stops the flow at once (cancellation, call cap): the guest cannot catch it. An
   * AbortSignal, or a StopSwitch (cheaper to make). */
  signal?: StopSignal;
  /**
   * Polled while the guest computes. An abort event cannot fire while QuickJS holds the thread,
   * so a kill from another thread (a shared flag) is seen only through this.
   */
  shouldStop?: () => boolean;
  /**
   * Debugging: dispose the QuickJS context and runtime before resolving, and report a leaked
   * handle as `cleanupError`. Otherwise the flow's module instance is dropped whole, unfreed:
   * it is this flow's alone, and freeing a loaded guest cost 1.6-3.3 ms on the critical path.
   */
  checkLeaks?: boolean;
  /**
   * After how many milliseconds of waiting on its tools (the guest idle, a call in flight) a flow
   * restored from the snapshot is hibernated: its memory kept as its differences from the
   * snapshot, its module instance given back (wasm/instance-pool.ts), and restored when a tool
   * answers. Default
   * DEFAULT_HIBERNATE_AFTER_MS, or sooner when another flow of its thread needs an instance and
   * none is pooled; Infinity never hibernates. Limits keep holding meanwhile.
   */
  hibernateAfterMs?: number;
  /**
   * Whether this thread keeps sandboxes warm for later flows after this one (default true): a
   * returned flow's instance reset to the snapshot's image and pooled, and a sandbox restored
   * ahead of the next flow. A browser page runs flows only while its worker starts: false drops
   * the instance and prepares none (the reset scans the whole memory on the page's thread).
   */
  keepWarm?: boolean;
  /**
   * Who the flow runs for (an MCP session, a caller's user): the worker pool caps how many flows
   * of one tenant compute at once (wasm/worker-sandbox.ts). Ignored in this thread.
   */
  tenant?: string;
  /**
   * Aborting parks the flow once it waits on its tools (at once if it does): it ends as `parked`,
   * its state a ParkedImage that `resume` continues elsewhere (wasm/parked-flow.ts). Only a flow
   * restored from the snapshot can be parked; another goes on as if never asked.
   */
  park?: StopSignal;
  /**
   * A parked flow to continue instead of running `program`: the calls it waits on are asked of
   * `host` again (same seq, alias and arguments). An image this sandbox cannot take ends the run
   * as `unresumable`, nothing of it loaded.
   */
  resume?: ParkedImage;
  /**
   * Given, once the flow runs, a function that parks the flow at once if it waits on its tools
   * and returns its image (the run ends as `parked` with it), or returns undefined and leaves it
   * be. It touches only this flow's own instance, so it may be called while another sandbox's
   * guest computes on this thread (from that guest's interrupt poll): the worker pool moves a
   * waiting flow out of a busy thread with it (wasm/moving-flow.ts).
   */
  movable?: (moveOut: () => ParkedImage | undefined) => void;
}

/** Where and why the transpiler refused a script (its TranspileResult error). */
export interface SyntaxErrorAt {
  /** SyntaxError (or its IndentationError, TabError), or RecursionError for nesting past the compiler's depth. */
  type?: CompileErrorType;
  message: string;
  line: number;
  col: number;
}

/** What QuickJS's parser throws when it runs out of stack. */
const COMPILE_OVERFLOW = "SyntaxError: stack overflow";

/** `stack`: the thread's native stack overflowed inside the guest (see guarded()). */
export type StopReason = "timeout" | "memory" | "stack" | "killed";

export type SandboxResult = (
  /** The guest's outcome JSON, unvalidated: the caller parses it. */
  | { kind: "returned"; outcomeJson: string }
  /**
   * A host-enforced limit or a kill ended the flow. `line`: for a memory stop, the script line
   * the guest's own MemoryError names, when the guest saw the failed allocation and settled
   * before the host noticed the limit.
   */
  | { kind: "stopped"; reason: StopReason; line?: number }
  /** The guest runtime or the host binding broke: an internal failure, not a script error. */
  | { kind: "failed"; message: string }
  /**
   * A flow sent as its script (worker-protocol.ts FlowScript) that the transpiler refused, or
   * emitted JS nested deeper than QuickJS's stack compiles (RecursionError).
   */
  | { kind: "refused"; error: SyntaxErrorAt }
  /** Parked on request (SandboxRequest.park): the flow goes on from `image` when resumed. */
  | { kind: "parked"; image: ParkedImage }
  /** SandboxRequest.resume's image was refused (another build, not its limits, malformed). */
  | { kind: "unresumable"; message: string }
) & {
  /**
   * With `checkLeaks`: disposing the runtime aborted (a leaked QuickJS object). The module
   * instance is per flow and is discarded, so other flows are unaffected; QuickJS leaks after
   * out-of-memory.
   */
  cleanupError?: string;
};

/** What a sandbox is built with, before any flow: the warm cache is keyed by it. */
export interface SandboxSetup {
  guestSource: string;
  memoryBytes: number;
  stackBytes: number;
}

/** An error outcome is a type, a message, a line and a traceback; a longer string is not parsed. */
const MAX_ERROR_OUTCOME_CHARS = 64 * 1024;

function sameSetup(a: SandboxSetup, b: SandboxSetup): boolean {
  return a.guestSource === b.guestSource && a.memoryBytes === b.memoryBytes && a.stackBytes === b.stackBytes;
}

/**
 * Restoring a sandbox from the guest snapshot costs a few milliseconds (loading the guest fresh,
 * 30-80 ms), so sandboxes are prepared ahead of need, off the critical path (wasm/ready-sandboxes.ts).
 */
const ready = new ReadySandboxes<SandboxSetup, Sandbox>(sameSetup, (setup) => Sandbox.load(setup), (sandbox) => sandbox.discard());

function takeSandbox(setup: SandboxSetup): Promise<Sandbox> {
  return ready.take(setup) ?? Sandbox.load(setup);
}

/** Loads the sandboxes the next flows with this setup take (also before a process's first flow). */
export function prepareNext(setup: SandboxSetup): void {
  ready.fill(setup);
}

/**
 * How many sandboxes this thread keeps ready (default DEFAULT_READY_SANDBOXES, at least 1): each
 * holds a module instance with the guest snapshot's pages touched (a few MiB), and a burst of
 * that many flows starts without restoring one.
 */
export function setReadySandboxes(count: number): void {
  ready.resize(count);
}

export async function runSandbox(request: SandboxRequest): Promise<SandboxResult> {
  if (request.signal?.aborted) return { kind: "stopped", reason: "killed" };
  const setup: SandboxSetup = {
    guestSource: request.guestSource,
    memoryBytes: request.limits.memoryBytes,
    stackBytes: request.limits.stackBytes,
  };
  let sandbox: Sandbox;
  if (request.resume) {
    try {
      sandbox = await Sandbox.resume(request.resume, setup);
    } catch (error) {
      return { kind: "unresumable", message: messageOf(error) };
    }
  } else {
    sandbox = await takeSandbox(setup);
  }
  const result = await sandbox.run(request);
  if (request.keepWarm !== false) prepareNext(setup);
  return result;
}

/** A hibernated flow: its memory image, and what a stop reads from it (prints) taken before. */
interface Sleep {
  image: FlowImage;
  prints: { text: string; lostChars: number };
  /** Tool answers that arrived while it slept, delivered in order once it is awake. */
  answers: (() => void)[];
  waking?: Promise<void>;
}

/** One QuickJS module instance, runtime and context with the guest loaded, for one flow. */
class Sandbox {
  private readonly pending = new Map<number, PendingCall>();
  /** `__toolflow` and its `run`: fetched while a restored sandbox is made ready, else at the run. */
  private exportsHandle: QuickJSHandle | undefined;
  private runFunction: QuickJSHandle | undefined;
  /** The guest's `answer` and `answerInt` exports, each fetched at its first use (and after a resume). */
  private answerFunction: QuickJSHandle | undefined;
  private answerIntFunction: QuickJSHandle | undefined;
  /** The guest's `advanceClock`, fetched the first time the flow waits on its own timers. */
  private advanceClockFunction: QuickJSHandle | undefined;
  /**
   * Whether the deadline timer and the abort and park listeners are set: only once the guest
   * first waits on its tools. While it computes, its interrupt polls see the deadline and an
   * abort (limitReached); a flow that never waits (most short ones) sets and clears none.
   */
  private armed = false;
  /** Tool calls the guest has made (their seqs are 1..callCount). */
  private callCount = 0;
  /** Set when the sandbox continues a parked flow: the calls to ask again instead of running. */
  private resumed: ParkedImage | undefined;
  /** Parking was asked while the guest computed: it parks when it next waits. */
  private parkWanted = false;
  /** The snapshot this sandbox was restored from; only such a sandbox can hibernate. */
  private snapshot: GuestSnapshot | undefined;
  private sleep: Sleep | undefined;
  /** Tool answers had in this host turn, settled together at its end; the guest has work then. */
  private readonly ready = new TurnBatch<() => void>(
    (answers) => this.settleAll(answers),
    undefined,
    (work) => {
      const ended = this.request?.hostTurnEnded;
      if (ended) ended().then(work, work);
      else afterHostTurn(work);
    },
  );
  private sleepTimer: ReturnType<typeof setTimeout> | undefined;
  /** When the guest last began to wait on its tools (Date.now()); undefined while it runs. */
  private waitingSince: number | undefined;
  /** Hibernates the flow before its delay ends: another flow needs an instance (wasm/instance-pool.ts). */
  private readonly hibernateNow = () => {
    if (this.waitingSince !== undefined) this.hibernate();
  };
  /** The flow being run; undefined while the guest loads. */
  private request: SandboxRequest | undefined;
  private loadDeadline = Date.now() + LOAD_DEADLINE_MS;
  private outcome: QuickJSHandle | undefined;
  private stopReason: StopReason | undefined;
  private result: SandboxResult | undefined;
  private crashed = false;
  private disposed = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private resolveDone: ((result: SandboxResult) => void) | undefined;
  private readonly onAbort = () => this.stop("killed");
  // Asked from a tool handler the guest's call ran synchronously (in-thread), QuickJS is on the
  // stack: park once it has unwound.
  private readonly onPark = () => {
    this.parkWanted = true;
    queueMicrotask(() => this.park());
  };

  /** From the guest's snapshot when there is one that fits the flow's memory, else fresh. */
  static async load(setup: SandboxSetup): Promise<Sandbox> {
    const snapshot = await guestSnapshot(setup.guestSource);
    // A cap below the loaded guest's size: the fresh path reports the memory error as before.
    if (snapshot && snapshot.pages * PAGE_BYTES <= softLimitBytes(setup.memoryBytes)) {
      try {
        return await Sandbox.restore(snapshot, setup);
      } catch (error) {
        dropGuestSnapshot(setup.guestSource, error);
      }
    }
    return Sandbox.loadFresh(setup);
  }

  private static async restore(snapshot: GuestSnapshot, setup: SandboxSetup): Promise<Sandbox> {
    const { flowModule, runtime, ctx } = await restoreSnapshot(snapshot, setup.memoryBytes);
    const sandbox = new Sandbox(flowModule, runtime, ctx, setup);
    bindHostFunctions(runtime, sandbox.hostFunctions(), snapshot);
    sandbox.snapshot = snapshot;
    sandbox.guarded(() => sandbox.fetchRun());
    return sandbox;
  }

  /** A parked flow in a new instance of its snapshot's image; throws ParkedImageRefused when it cannot be. */
  static async resume(image: ParkedImage, setup: SandboxSetup): Promise<Sandbox> {
    const snapshot = await guestSnapshot(setup.guestSource);
    if (!snapshot) throw new ParkedImageRefused("cannot be resumed: this process restores no guest snapshot");
    checkParked(image, parkedBuild(snapshot, setup.guestSource), setup, snapshot);
    const flowModule = await instantiateSnapshot(snapshot, setup.memoryBytes, image.pages);
    applyImage(new Uint8Array(flowModule.memory.buffer), image);
    const { runtime, ctx } = wrapGuest(flowModule, snapshot);
    const sandbox = new Sandbox(flowModule, runtime, ctx, setup);
    bindHostFunctions(runtime, sandbox.hostFunctions(), snapshot);
    sandbox.snapshot = snapshot;
    sandbox.callCount = image.callCount;
    sandbox.resumed = image;
    return sandbox;
  }

  /** The slow path: evaluate the guest bundle in a new context. */
  private static async loadFresh(setup: SandboxSetup): Promise<Sandbox> {
    const flowModule = await newFlowModule({ memoryBytes: setup.memoryBytes });
    const runtime = flowModule.module.newRuntime();
    const sandbox = new Sandbox(flowModule, runtime, runtime.newContext(), setup);
    // Installed before the guest loads (it captures __host).
    installHostBinding(sandbox.ctx, sandbox.hostFunctions());
    sandbox.guarded(() => sandbox.loadGuest(setup.guestSource));
    return sandbox;
  }

  private constructor(
    /** Undefined while the flow hibernates; another instance when it wakes. */
    private flowModule: FlowModule | undefined,
    private readonly runtime: QuickJSRuntime,
    private readonly ctx: QuickJSContext,
    private readonly setup: SandboxSetup,
  ) {
    this.runtime.setMaxStackSize(setup.stackBytes);
    // Catches single huge allocations early; the capped WebAssembly.Memory bounds the total.
    this.runtime.setMemoryLimit(setup.memoryBytes);
    this.runtime.setInterruptHandler(() => this.interruptNow());
    callDirectly(this.runtime, this.ctx);
    if (flowModule) this.collectOnGrow(flowModule);
  }

  /** The flow's cycles are collected each time its memory grows (CappedMemory.collectOnGrowAt). */
  private collectOnGrow(flowModule: FlowModule): void {
    flowModule.memory.collectOnGrowAt = gcThresholdAt(this.runtime, this.setup.stackBytes);
  }

  /** What the guest calls: the flow being run's host. */
  private readonly host: HostImports = {
    callTool: (alias, argsJson) => this.flowHost().callTool(alias, argsJson),
    print: (text) => this.flowHost().print(text),
  };

  /** How the binding reaches this sandbox's flow. */
  private readonly binding: BindingState = {
    pending: this.pending,
    nextSeq: () => ++this.callCount,
    isLive: () => this.result === undefined,
    answer: (id, answer) => {
      this.answerFunction ??= this.guestExport(ANSWER);
      if (this.answerFunction) this.answered(ANSWER, callWithNumberAndString(this.ctx, this.answerFunction, id, answer));
    },
    answerInt: (id, value) => {
      this.answerIntFunction ??= this.guestExport(ANSWER_INT);
      if (this.answerIntFunction) this.answered(ANSWER_INT, callWithNumbers(this.ctx, this.answerIntFunction, id, value));
    },
    deliver: (settle) => {
      if (this.result) return;
      if (this.sleep) return this.deliverAwake(this.sleep, settle);
      if (!this.ready.collecting) {
        this.waitingSince = undefined;
        flowBusy(this.hibernateNow);
      }
      // Its pending calls still include those answered in this turn (settled together).
      this.ready.add(settle, this.pending.size);
    },
    fail: (error) => this.finish({ kind: "failed", message: `host binding failed: ${messageOf(error)}` }),
    fits: (text) => {
      if (heapHasRoom(this.ctx, utf8Bound(text))) return true;
      this.stop("memory");
      return false;
    },
  };

  /** The `__host` functions of this sandbox; calls go to the flow being run. */
  private hostFunctions(): HostFunction[] {
    return hostFunctions(this.ctx, this.host, this.binding);
  }

  private flowHost(): HostImports {
    if (!this.request) throw new Error("__host is not available while the guest runtime loads");
    return this.request.host;
  }

  run(request: SandboxRequest): Promise<SandboxResult> {
    this.request = request;
    const done = new Promise<SandboxResult>((resolve) => {
      this.resolveDone = resolve;
    });
    if (this.result) {
      // Loading failed: report it now that someone is waiting.
      const failed = this.result;
      this.result = undefined;
      this.stopReason = undefined;
      this.finish(failed);
      return done;
    }
    // Aborted while the sandbox was being taken: an aborted signal fires no more events.
    if (request.signal?.aborted) this.stop("killed");
    if (request.park?.aborted) this.parkWanted = true;
    request.movable?.(() => this.moveOut());
    const resumed = this.resumed;
    this.guarded(() => (resumed ? this.askAgain(resumed) : this.callRun(request)));
    return done;
  }

  /** Drop a warm sandbox no flow will use (its module instance goes with it). */
  discard(): void {
    this.result ??= { kind: "stopped", reason: "killed" };
  }

  /**
   * A host exception out of QuickJS (Node's own stack overflowing under a too-large stack limit,
   * an Emscripten abort) leaves the module unusable: end the flow, and never touch it again.
   */
  private guarded(step: () => void): void {
    try {
      step();
    } catch (error) {
      this.crashed = true;
      // quickjs-emscripten writes through a failed malloc (a tool answer larger than the heap
      // left): a crash right after the memory refused to grow is the memory limit.
      if (this.request && this.flowModule?.memory.exhausted) return this.stop("memory");
      // The thread's own stack ran out inside the guest before QuickJS's stack limit saw it (a
      // browser's ~1 MB worker stack under a deep chain of generators, `yield from`, callbacks):
      // the recursion is the script's, so it ends as the RecursionError QuickJS would have raised,
      // uncatchable since the module is unusable now.
      if (this.request && isStackOverflow(error)) return this.stop("stack");
      this.finish({ kind: "failed", message: `the sandbox crashed: ${messageOf(error)}` });
    }
  }

  private loadGuest(guestSource: string): void {
    const loaded = this.ctx.evalCode(guestSource, "guest.js", { type: "global" });
    if (loaded.error) return this.guestFailed("the guest runtime failed to load", loaded.error);
    loaded.value.dispose();
  }

  /**
   * Fetches `__toolflow.run` and checks it once (a restored sandbox does it while it is made
   * ready, off the flow's path); a sandbox without one fails.
   */
  private fetchRun(): void {
    if (this.runFunction) return;
    this.exportsHandle ??= this.ctx.getProp(this.ctx.global, GUEST_GLOBAL);
    this.runFunction = this.ctx.getProp(this.exportsHandle, RUN);
    if (this.ctx.typeof(this.runFunction) !== "function") {
      this.finish({ kind: "failed", message: `the guest runtime defines no ${GUEST_GLOBAL}.${RUN}()` });
    }
  }

  private callRun(request: SandboxRequest): void {
    if (this.result) return;
    this.fetchRun();
    if (this.result) return;
    const exportsHandle = this.exportsHandle!;
    const runHandle = this.runFunction!;
    const args: Parameters<GuestExports[typeof RUN]> = [request.program, request.optionsJson];
    const called = callWithStrings(this.ctx, runHandle, exportsHandle, args);
    if (called.error && describeError(this.ctx, called.error) === COMPILE_OVERFLOW) {
      // QuickJS's parser ran out of stack compiling the emitted JS (run() compiles it before the
      // script starts): the script nests deeper than this stack compiles, CPython's compile-time
      // RecursionError, as when the transpiler's own stack overflows.
      called.error.dispose();
      return this.finish({ kind: "refused", error: { type: "RecursionError", message: nestingError({ line: 1, col: 0 }).describe(), line: 1, col: 0 } });
    }
    if (called.error) return this.guestFailed(`${GUEST_GLOBAL}.${RUN}() threw`, called.error);
    this.outcome = called.value;
    this.pump();
  }

  /** A resumed parked flow: its outcome promise back in hand, the calls it waits on asked again. */
  private askAgain(image: ParkedImage): void {
    this.outcome = handleAt(this.ctx, image.outcome);
    for (const call of image.calls) awaitAnswer(this.host, this.binding, { ...call });
    this.pump();
  }

  /** A function the guest exports, checked; undefined (and the flow failed) when it has none. */
  private guestExport(name: keyof GuestExports): QuickJSHandle | undefined {
    this.exportsHandle ??= this.ctx.getProp(this.ctx.global, GUEST_GLOBAL);
    const handle = this.ctx.getProp(this.exportsHandle, name);
    if (this.ctx.typeof(handle) === "function") return handle;
    handle.dispose();
    this.finish({ kind: "failed", message: `the guest runtime defines no ${GUEST_GLOBAL}.${name}()` });
    return undefined;
  }

  /** The guest's `advanceClock` export: whether a timer fired (false too when the flow failed). */
  private advanceClock(): boolean {
    this.advanceClockFunction ??= this.guestExport(ADVANCE_CLOCK);
    if (!this.advanceClockFunction) return false;
    const called = this.ctx.callFunction(this.advanceClockFunction, this.ctx.undefined);
    if (called.error) {
      this.guestFailed(`${GUEST_GLOBAL}.${ADVANCE_CLOCK}() threw`, called.error);
      return false;
    }
    const fired = this.ctx.typeof(called.value) === "boolean" && this.ctx.dump(called.value) === true;
    called.value.dispose();
    return fired;
  }

  /** An answer export settled a call's promise, or threw `error`. */
  private answered(name: keyof GuestExports, error: QuickJSHandle | undefined): void {
    if (error) this.guestFailed(`${GUEST_GLOBAL}.${name}() threw`, error);
  }

  /** Run the guest until it waits on a tool or settles its outcome promise. */
  private pump(): void {
    for (;;) {
      if (this.result || !this.outcome) return;
      const jobError = runPendingJobs(this.runtime, this.ctx);
      if (jobError) return this.guestFailed("a guest job failed", jobError);
      const limit = this.limitReached();
      if (limit) return this.stop(limit, limit === "memory" ? this.settledErrorLine() : undefined);
      // The native promise state, not Promise.resolve: the guest could have replaced it.
      if (!promisePending(this.ctx, this.outcome)) break;
      if (this.pending.size > 0 || this.runtime.hasPendingJob()) {
        this.arm();
        this.hibernateLater();
        return;
      }
      // Only its own timers can wake it (asyncio.sleep): the guest's clock moves to the next.
      if (this.advanceClock()) continue;
      if (this.result) return;
      // Nothing can wake it: the script waits on itself (a lock or semaphore never released).
      this.finish({ kind: "failed", message: "the flow waits for something that nothing in flight will do (a lock or semaphore never released?); no tool call is in flight" });
      return;
    }
    // The usual end, read through the FFI.
    const outcomeJson = fulfilledString(this.ctx, this.outcome);
    if (outcomeJson !== undefined) return this.finish({ kind: "returned", outcomeJson });
    const state = this.ctx.getPromiseState(this.outcome);
    if (state.type === "pending") throw new Error("a settled promise reads as pending");
    if (state.type === "rejected") return this.guestFailed(`${GUEST_GLOBAL}.${RUN}() rejected`, state.error);
    // A non-promise return value is reported as fulfilled with the handle itself.
    const value = state.value;
    try {
      if (this.ctx.typeof(value) !== "string") {
        return this.finish({ kind: "failed", message: `${GUEST_GLOBAL}.${RUN}() did not produce a string` });
      }
      this.finish({ kind: "returned", outcomeJson: this.ctx.getString(value) });
    } finally {
      if (!state.notAPromise) value.dispose();
    }
  }

  /**
   * The guest waits on its tools for the first time: from now on only a timer reaches the deadline
   * and only an event an abort or a park request (see `armed`).
   */
  private arm(): void {
    const request = this.request;
    if (this.armed || !request) return;
    this.armed = true;
    this.timer = setTimeout(() => this.stop("timeout"), Math.max(0, request.limits.deadline - Date.now()));
    request.signal?.addEventListener("abort", this.onAbort, { once: true });
    if (request.park?.aborted) this.parkWanted = true;
    else request.park?.addEventListener("abort", this.onPark, { once: true });
  }

  /** The guest waits on its tools: hibernate it if it still waits after the request's delay. */
  private hibernateLater(): void {
    if (this.parkWanted) return this.park();
    const after = this.request?.hibernateAfterMs ?? DEFAULT_HIBERNATE_AFTER_MS;
    if (!this.snapshot || !Number.isFinite(after)) return;
    // One timer across many short waits: a timer set and cleared per tool call cost more than
    // the rest of the call's host work.
    this.waitingSince = Date.now();
    flowIdle({ snapshot: this.snapshot, memoryBytes: this.setup.memoryBytes, hibernateNow: this.hibernateNow });
    if (this.sleepTimer === undefined) this.sleepTimer = setTimeout(() => this.sleepIfStillWaiting(after), Math.max(0, after));
  }

  private sleepIfStillWaiting(after: number): void {
    this.sleepTimer = undefined;
    if (this.waitingSince === undefined) return;
    const left = this.waitingSince + after - Date.now();
    if (left > 0) this.sleepTimer = setTimeout(() => this.sleepIfStillWaiting(after), left);
    else this.hibernate();
  }

  private hibernate(): void {
    flowBusy(this.hibernateNow);
    const { snapshot, flowModule } = this;
    if (this.result || this.crashed || !snapshot || !flowModule || this.ready.collecting || this.pending.size === 0 || this.runtime.hasPendingJob()) return;
    try {
      // A stop while it sleeps hands over these (the guest cannot print while it waits).
      const prints = unflushedPrints(this.ctx);
      const image = hibernate({ flowModule, runtime: this.runtime, ctx: this.ctx }, snapshot, this.setup.memoryBytes);
      this.flowModule = undefined;
      this.sleep = { image, prints, answers: [] };
    } catch (error) {
      this.crashed = true;
      this.finish({ kind: "failed", message: `hibernating the flow failed: ${messageOf(error)}` });
    }
  }

  /** Whether the guest is idle on its tool calls (asleep, or awake with nothing to run). */
  private waitsOnTools(): boolean {
    return this.sleep ? !this.sleep.waking : this.pending.size > 0 && !this.ready.collecting && !this.runtime.hasPendingJob();
  }

  /**
   * Ends the run as `parked` if the guest waits on its tools (hibernated first if awake); while it
   * computes or wakes, once it next waits. A sandbox not restored from the snapshot never parks.
   */
  private park(): void {
    const { snapshot, outcome } = this;
    if (this.result || this.crashed || !snapshot || !outcome || !this.request) return;
    if (!this.waitsOnTools()) {
      this.parkWanted = true;
      return;
    }
    if (!this.sleep) this.hibernate();
    if (!this.sleep || this.result) return;
    const calls = [...this.pending.values()].map((call) => ({ ...call }));
    const { memoryBytes, stackBytes } = this.setup;
    const image: ParkedImage = {
      ...this.sleep.image,
      build: parkedBuild(snapshot, this.setup.guestSource),
      memoryBytes,
      stackBytes,
      outcome: handlePointer(outcome),
      calls,
      callCount: this.callCount,
    };
    this.finish({ kind: "parked", image });
  }

  /** SandboxRequest.movable: parks the flow now if it waits on its tools; never later. */
  private moveOut(): ParkedImage | undefined {
    if (this.parkWanted || this.result || this.crashed || !this.waitsOnTools()) return undefined;
    this.park();
    // park() set it (TypeScript keeps the narrowing from the check above).
    const parked = this.result as SandboxResult | undefined;
    return parked?.kind === "parked" ? parked.image : undefined;
  }

  /**
   * Hands the guest the answers ready in one host turn, in order, then runs its jobs once: the
   * tasks they resume all run before what those tasks schedule, as in CPython's loop. An answer
   * that stops the flow (its memory limit) leaves the rest undelivered; a flow that ended gets none.
   */
  private settleAll(answers: readonly (() => void)[]): void {
    if (this.result) return;
    this.guarded(() => {
      for (const settle of answers) {
        settle();
        if (this.result) return;
      }
      this.pump();
    });
  }

  /** A tool answered a sleeping flow: wake it (once), then deliver every answer in order. */
  private deliverAwake(sleep: Sleep, settle: () => void): void {
    sleep.answers.push(settle);
    sleep.waking ??= wake(sleep.image, this.snapshot!, this.setup.memoryBytes, this.runtime, this.ctx).then(
      (flowModule) => {
        // Stopped while waking: the flow stays as it was stopped.
        if (this.result) return;
        this.flowModule = flowModule;
        this.collectOnGrow(flowModule);
        this.sleep = undefined;
        this.waitingSince = undefined;
        this.settleAll(sleep.answers);
      },
      (error: unknown) => this.finish({ kind: "failed", message: `waking the flow failed: ${messageOf(error)}` }),
    );
  }

  private limitReached(): StopReason | undefined {
    if (this.stopReason) return this.stopReason;
    // Before arm(), no listener hears an abort: an abort while the guest runs (a tool handler it
    // called synchronously) is seen here.
    if (this.request?.signal?.aborted || this.request?.shouldStop?.()) return "killed";
    if (Date.now() >= (this.request?.limits.deadline ?? this.loadDeadline)) return "timeout";
    // Asleep, it allocates nothing.
    if (!this.flowModule) return undefined;
    const { memory, softLimitBytes } = this.flowModule;
    if (memory.exhausted || memory.buffer.byteLength > softLimitBytes) return "memory";
    return undefined;
  }

  private interruptNow(): boolean {
    const limit = this.limitReached();
    if (limit) this.stopReason = limit;
    return limit !== undefined;
  }

  /** An exception escaped the guest; when a limit caused it, the limit is what is reported. */
  private guestFailed(what: string, errorHandle: QuickJSHandle): void {
    const detail = describeError(this.ctx, errorHandle);
    // dump() already disposed it when the guest threw a promise.
    if (errorHandle.alive) errorHandle.dispose();
    if (this.result) return;
    // While loading, no flow limit applies: whatever stopped the guest runtime is the failure.
    const limit = this.request ? this.limitReached() : undefined;
    if (limit) return this.stop(limit);
    this.finish({ kind: "failed", message: `${what}: ${detail}` });
  }

  private stop(reason: StopReason, line?: number): void {
    this.stopReason ??= reason;
    this.finish({ kind: "stopped", reason: this.stopReason, ...(line === undefined ? {} : { line }) });
  }

  /**
   * The line of the guest's MemoryError outcome if it has settled: at the memory cap the guest
   * often saw the failed allocation first and named the script's line, which the host's stop
   * would otherwise lose. (When converting the error ran out of memory too, the guest reports
   * an InternalError whose line is where the conversion failed: not taken.) Read from hostile
   * JSON, so only a small string and a positive integer are taken.
   */
  private settledErrorLine(): number | undefined {
    if (!this.outcome) return undefined;
    try {
      const state = this.ctx.getPromiseState(this.outcome);
      if (state.type !== "fulfilled") {
        if (state.type === "rejected") state.error.dispose();
        return undefined;
      }
      try {
        const value = state.value;
        if (this.ctx.typeof(value) !== "string") return undefined;
        // Bounded by the flow's memory cap; read only at a memory stop.
        const text = this.ctx.getString(value);
        if (text.length > MAX_ERROR_OUTCOME_CHARS) return undefined;
        const error = (JSON.parse(text) as { error?: { type?: unknown; line?: unknown } } | null)?.error;
        // Only the guest's MemoryError: its line comes from the failed allocation's own stack.
        const line = error?.type === "MemoryError" ? error.line : undefined;
        return typeof line === "number" && Number.isSafeInteger(line) && line > 0 ? line : undefined;
      } finally {
        if (!state.notAPromise) state.value.dispose();
      }
    } catch {
      // Out of memory inside QuickJS, or not JSON: the stop stands without a line.
      return undefined;
    }
  }

  private finish(result: SandboxResult): void {
    if (this.result) return;
    this.result = result;
    // Failed while loading: run() reports it (or discard() disposes it).
    if (!this.request || !this.resolveDone) return;
    flowBusy(this.hibernateNow);
    if (this.armed) {
      clearTimeout(this.timer);
      clearTimeout(this.sleepTimer);
      this.request.signal?.removeEventListener("abort", this.onAbort);
      this.request.park?.removeEventListener("abort", this.onPark);
    }
    const resolve = this.resolveDone;
    const checkLeaks = this.request.checkLeaks;
    const settle = () => {
      if (result.kind === "stopped") this.handOverPrints();
      // The module instance is this flow's alone: dropping it, or giving it back to the pool
      // (reset to the snapshot), frees everything, off the critical path. Queued before
      // runSandbox's refill (a task after this one), which then restores this very instance.
      if (!checkLeaks) {
        if (result.kind === "returned" && this.request?.keepWarm !== false) backgroundTask(() => this.recycle());
        else if (this.flowModule) instanceDropped();
        return resolve(result);
      }
      const cleanupError = this.dispose();
      resolve(cleanupError === undefined ? result : { ...result, cleanupError });
    };
    // A stop can arrive while QuickJS is on the stack (a host function, the interrupt handler):
    // read from the guest and dispose only after that call has unwound. (Resolving is safe on
    // that stack: reactions run after it unwinds.)
    if (result.kind === "stopped" || checkLeaks) queueMicrotask(settle);
    else settle();
  }

  /** A flow that returned leaves no QuickJS code running: its instance can serve another flow. */
  private recycle(): void {
    const { snapshot, flowModule } = this;
    if (!snapshot || !flowModule || this.crashed) return;
    this.flowModule = undefined;
    recycleInstance({ flowModule, runtime: this.runtime, ctx: this.ctx }, snapshot, this.setup.memoryBytes);
  }

  /** What a stopped guest had printed and not handed over yet (guest/runtime/print-buffer.ts). */
  private handOverPrints(): void {
    if (this.crashed || !this.request) return;
    try {
      const { text, lostChars } = this.sleep?.prints ?? unflushedPrints(this.ctx);
      if (text) this.request.host.print(text);
      if (lostChars) this.request.host.print(`\n[${lostChars} characters printed last were lost: the flow's memory was full]\n`);
    } catch {
      // The guest's memory is past reading: what it buffered is lost with it.
    }
  }

  /** Frees every handle, the context and the runtime; returns why that failed, if it did. */
  private dispose(): string | undefined {
    if (this.disposed) return undefined;
    this.disposed = true;
    // A crashed module is dropped whole (it is this flow's alone); disposing it would abort. A
    // hibernated flow has no module left to free.
    if (this.crashed || this.sleep) return undefined;
    try {
      this.pending.clear();
      this.answerFunction?.dispose();
      this.answerIntFunction?.dispose();
      this.advanceClockFunction?.dispose();
      this.runFunction?.dispose();
      this.exportsHandle?.dispose();
      this.outcome?.dispose();
      this.ctx.dispose();
      this.runtime.dispose();
      return undefined;
    } catch (error) {
      return messageOf(error);
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
