// One flow in a fresh QuickJS module instance, runtime and context (never shared): loads the guest
// runtime, calls the WIT `guest.run` export, serves `__host`, enforces deadline, memory and kill.
import type { QuickJSContext, QuickJSDeferredPromise, QuickJSHandle, QuickJSRuntime } from "quickjs-emscripten";
import type * as GuestWit from "./generated/interfaces/toolflow-flow-guest.js";
import { installHostBinding, type HostImports } from "./host-binding.js";
import { newFlowModule, type FlowModule } from "./quickjs.js";

type GuestExports = typeof GuestWit;
const RUN: keyof GuestExports = "run";
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
  optionsJson: string;
  host: HostImports;
  limits: SandboxLimits;
  /** Aborting stops the flow at once (cancellation, call cap): the guest cannot catch it. */
  signal?: AbortSignal;
  /**
   * Polled while the guest computes. An abort event cannot fire while QuickJS holds the thread,
   * so a kill from another thread (a shared flag) is seen only through this.
   */
  shouldStop?: () => boolean;
}

export type StopReason = "timeout" | "memory" | "killed";

export type SandboxResult = (
  /** The guest's outcome JSON, unvalidated: the caller parses it. */
  | { kind: "returned"; outcomeJson: string }
  /** A host-enforced limit or a kill ended the flow. */
  | { kind: "stopped"; reason: StopReason }
  /** The guest runtime or the host binding broke: an internal failure, not a script error. */
  | { kind: "failed"; message: string }
) & {
  /**
   * Set when disposing the runtime aborted (a leaked QuickJS object). The module instance is
   * per flow and is discarded, so other flows are unaffected; QuickJS leaks after out-of-memory.
   */
  cleanupError?: string;
};

/** What a sandbox is built with, before any flow: the warm cache is keyed by it. */
interface SandboxSetup {
  guestSource: string;
  memoryBytes: number;
  stackBytes: number;
}

/** Loading the guest runtime is trusted code, but a broken bundle must not hang the host. */
const LOAD_DEADLINE_MS = 10_000;

/**
 * Loading the guest runtime into a fresh context costs tens of milliseconds (about 30 ms for a
 * 150 KB bundle), so after each flow the next sandbox is prepared ahead of need, off the
 * critical path. One warm sandbox at a time; it is used by exactly one flow.
 */
let warm: { setup: SandboxSetup; sandbox: Promise<Sandbox> } | undefined;

function sameSetup(a: SandboxSetup, b: SandboxSetup): boolean {
  return a.guestSource === b.guestSource && a.memoryBytes === b.memoryBytes && a.stackBytes === b.stackBytes;
}

function takeSandbox(setup: SandboxSetup): Promise<Sandbox> {
  if (warm && sameSetup(warm.setup, setup)) {
    const { sandbox } = warm;
    warm = undefined;
    return sandbox;
  }
  return Sandbox.load(setup);
}

function prepareNext(setup: SandboxSetup): void {
  if (warm && sameSetup(warm.setup, setup)) return;
  const previous = warm;
  const sandbox = new Promise<Sandbox>((resolve) => setTimeout(resolve, 0)).then(() => Sandbox.load(setup));
  // A load failure surfaces when the sandbox is taken; nothing is lost if it never is.
  sandbox.catch(() => {
    if (warm?.sandbox === sandbox) warm = undefined;
  });
  warm = { setup, sandbox };
  void previous?.sandbox.then((old) => old.discard(), () => undefined);
}

export async function runSandbox(request: SandboxRequest): Promise<SandboxResult> {
  if (request.signal?.aborted) return { kind: "stopped", reason: "killed" };
  const setup: SandboxSetup = {
    guestSource: request.guestSource,
    memoryBytes: request.limits.memoryBytes,
    stackBytes: request.limits.stackBytes,
  };
  const sandbox = await takeSandbox(setup);
  const result = await sandbox.run(request);
  prepareNext(setup);
  return result;
}

/** One QuickJS module instance, runtime and context with the guest loaded, for one flow. */
class Sandbox {
  private readonly runtime: QuickJSRuntime;
  private readonly ctx: QuickJSContext;
  private readonly pending = new Set<QuickJSDeferredPromise>();
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

  static async load(setup: SandboxSetup): Promise<Sandbox> {
    const sandbox = new Sandbox(await newFlowModule({ memoryBytes: setup.memoryBytes }), setup);
    sandbox.guarded(() => sandbox.loadGuest(setup.guestSource));
    return sandbox;
  }

  private constructor(
    private readonly flowModule: FlowModule,
    setup: SandboxSetup,
  ) {
    this.runtime = flowModule.module.newRuntime();
    this.runtime.setMaxStackSize(setup.stackBytes);
    // Catches single huge allocations early; the capped WebAssembly.Memory bounds the total.
    this.runtime.setMemoryLimit(setup.memoryBytes);
    this.runtime.setInterruptHandler(() => this.interruptNow());
    this.ctx = this.runtime.newContext();
    // Installed before the guest loads (it captures __host); calls go to the flow being run.
    const host: HostImports = {
      callTool: (alias, argsJson) => this.flowHost().callTool(alias, argsJson),
      print: (text) => this.flowHost().print(text),
    };
    installHostBinding(this.ctx, host, {
      pending: this.pending,
      isLive: () => this.result === undefined,
      deliver: (settle) => {
        if (this.result) return;
        this.guarded(() => {
          settle();
          this.pump();
        });
      },
      fail: (error) => this.finish({ kind: "failed", message: `host binding failed: ${messageOf(error)}` }),
    });
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
    this.timer = setTimeout(() => this.stop("timeout"), Math.max(0, request.limits.deadline - Date.now()));
    // Aborted while the sandbox was being taken: an aborted signal fires no more events.
    if (request.signal?.aborted) this.stop("killed");
    request.signal?.addEventListener("abort", this.onAbort, { once: true });
    this.guarded(() => this.callRun(request));
    return done;
  }

  /** Dispose a warm sandbox no flow will use. */
  discard(): void {
    this.result ??= { kind: "stopped", reason: "killed" };
    queueMicrotask(() => this.dispose());
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
      this.finish({ kind: "failed", message: `the sandbox crashed: ${messageOf(error)}` });
    }
  }

  private loadGuest(guestSource: string): void {
    const loaded = this.ctx.evalCode(guestSource, "guest.js", { type: "global" });
    if (loaded.error) return this.guestFailed("the guest runtime failed to load", loaded.error);
    loaded.value.dispose();
  }

  private callRun(request: SandboxRequest): void {
    if (this.result) return;
    const exportsHandle = this.ctx.getProp(this.ctx.global, GUEST_GLOBAL);
    const runHandle = this.ctx.getProp(exportsHandle, RUN);
    const args: Parameters<GuestExports[typeof RUN]> = [request.program, request.optionsJson];
    const argHandles = args.map((arg) => this.ctx.newString(arg));
    try {
      if (this.ctx.typeof(runHandle) !== "function") {
        return this.finish({ kind: "failed", message: `the guest runtime defines no ${GUEST_GLOBAL}.${RUN}()` });
      }
      const called = this.ctx.callFunction(runHandle, exportsHandle, argHandles);
      if (called.error) return this.guestFailed(`${GUEST_GLOBAL}.${RUN}() threw`, called.error);
      this.outcome = called.value;
    } finally {
      for (const handle of argHandles) handle.dispose();
      runHandle.dispose();
      exportsHandle.dispose();
    }
    this.pump();
  }

  /** Run the guest until it waits on a tool or settles its outcome promise. */
  private pump(): void {
    if (this.result || !this.outcome) return;
    const jobs = this.runtime.executePendingJobs();
    if (jobs.error) return this.guestFailed("a guest job failed", jobs.error);
    const limit = this.limitReached();
    if (limit) return this.stop(limit);
    // The native promise state, not Promise.resolve: the guest could have replaced it.
    const state = this.ctx.getPromiseState(this.outcome);
    if (state.type === "pending") {
      if (this.pending.size === 0 && !this.runtime.hasPendingJob()) {
        this.finish({ kind: "failed", message: "the guest is waiting but no tool call is in flight" });
      }
      return;
    }
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

  private limitReached(): StopReason | undefined {
    if (this.stopReason) return this.stopReason;
    if (this.request?.shouldStop?.()) return "killed";
    if (Date.now() >= (this.request?.limits.deadline ?? this.loadDeadline)) return "timeout";
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

  private stop(reason: StopReason): void {
    this.stopReason ??= reason;
    this.finish({ kind: "stopped", reason: this.stopReason });
  }

  private finish(result: SandboxResult): void {
    if (this.result) return;
    this.result = result;
    // Failed while loading: run() reports it (or discard() disposes it).
    if (!this.request || !this.resolveDone) return;
    clearTimeout(this.timer);
    this.request.signal?.removeEventListener("abort", this.onAbort);
    const resolve = this.resolveDone;
    // A stop can arrive while QuickJS is on the stack (a host function, the interrupt handler):
    // dispose only after that call has unwound.
    queueMicrotask(() => {
      const cleanupError = this.dispose();
      resolve(cleanupError === undefined ? result : { ...result, cleanupError });
    });
  }

  /** Frees every handle, the context and the runtime; returns why that failed, if it did. */
  private dispose(): string | undefined {
    if (this.disposed) return undefined;
    this.disposed = true;
    // A crashed module is dropped whole (it is this flow's alone); disposing it would abort.
    if (this.crashed) return undefined;
    try {
      for (const deferred of this.pending) deferred.dispose();
      this.pending.clear();
      this.outcome?.dispose();
      this.ctx.dispose();
      this.runtime.dispose();
      return undefined;
    } catch (error) {
      return messageOf(error);
    }
  }
}

function describeError(ctx: QuickJSContext, handle: QuickJSHandle): string {
  const dumped: unknown = ctx.dump(handle);
  if (dumped && typeof dumped === "object" && "message" in dumped) {
    const { name, message } = dumped as { name?: unknown; message?: unknown };
    return `${String(name ?? "Error")}: ${String(message)}`;
  }
  return String(dumped);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
