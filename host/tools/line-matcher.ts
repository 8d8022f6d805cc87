// Runs grep's regex over lines (or a glob's regex over paths, path-globs.ts) in a worker thread, so
// that a catastrophically backtracking pattern such as `(a+)+$` cannot block the host's event loop,
// where no flow timeout could stop it: the worker is terminated when the flow's signal aborts or
// the match budget runs out.
import { Worker } from "node:worker_threads";
import { ToolError } from "../registry.js";

/** Matching time one grep or glob call may spend, summed over its batches. */
export const MATCH_BUDGET_MS = 30_000;

// Plain JS (eval workers are CommonJS). The pattern was validated by the caller; the worker
// keeps the last compiled regex because one grep sends many batches with the same pattern.
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
let key = "", rx = null;
parentPort.on("message", ({ source, flags, lines }) => {
  if (key !== flags + "/" + source) { rx = new RegExp(source, flags); key = flags + "/" + source; }
  const hits = [];
  for (let i = 0; i < lines.length; i++) if (rx.test(lines[i])) hits.push(i);
  parentPort.postMessage(hits);
});
`;

// Starting a worker costs ~25 ms of CPU, so healthy ones are kept for the next grep or glob: two
// for as long as the process lives, and those a burst of concurrent calls started (16 concurrent
// flows globbing started a thread per call, half a queued flow's CPU) for a while after their
// last use. Idle workers are unref'd and never keep the process alive.
const KEPT_WORKERS = 2;
const MAX_IDLE_WORKERS = 16;
/** How long an idle worker beyond the kept ones waits for another call (~8 MiB each). */
export const IDLE_WORKER_MS = 10_000;

interface IdleWorker {
  worker: Worker;
  expiry?: ReturnType<typeof setTimeout>;
}
const idle: IdleWorker[] = [];

function leaveIdle(worker: Worker): void {
  const at = idle.findIndex((entry) => entry.worker === worker);
  if (at < 0) return;
  clearTimeout(idle[at]!.expiry);
  idle.splice(at, 1);
}

function takeWorker(): Worker {
  const reused = idle.pop();
  if (reused) {
    clearTimeout(reused.expiry);
    reused.worker.ref();
    return reused.worker;
  }
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  worker.on("exit", () => leaveIdle(worker));
  return worker;
}

function giveBack(worker: Worker): void {
  if (idle.length >= MAX_IDLE_WORKERS) {
    void worker.terminate();
    return;
  }
  worker.unref();
  const entry: IdleWorker = { worker };
  if (idle.length >= KEPT_WORKERS) {
    entry.expiry = setTimeout(() => {
      leaveIdle(worker);
      void worker.terminate();
    }, IDLE_WORKER_MS);
    entry.expiry.unref();
  }
  idle.push(entry);
}

interface Pending {
  resolve(hits: number[]): void;
  reject(err: Error): void;
  timer: ReturnType<typeof setTimeout>;
  started: number;
}

/** One tool call's use of a worker: `match` batches of lines, then `close`. */
export class LineMatcher {
  private readonly worker = takeWorker();
  private pending: Pending | undefined;
  private failure: Error | undefined;
  /** Closed by its tool; its error made only if it is used after (an Error's stack costs ~10 us). */
  private closed = false;
  private spentMs = 0;
  private readonly onMessage = (hits: number[]) => this.settle(hits);
  private readonly onError = (err: Error) => this.fail(new ToolError(`${this.tool} failed: ${err.message}`));
  private readonly onExit = () => this.fail(new ToolError(`${this.tool} failed: the matcher stopped`));
  private readonly onAbort = () => this.fail(new ToolError("cancelled"));

  constructor(
    private readonly regex: RegExp,
    private readonly pattern: string,
    private readonly signal: AbortSignal,
    private readonly budgetMs = MATCH_BUDGET_MS,
    /** The tool named in its errors. */
    private readonly tool = "grep",
  ) {
    this.worker.on("message", this.onMessage);
    this.worker.on("error", this.onError);
    this.worker.on("exit", this.onExit);
    signal.addEventListener("abort", this.onAbort, { once: true });
  }

  /** 0-based indexes of the lines the regex matches. */
  match(lines: string[]): Promise<number[]> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new ToolError(`${this.tool} failed: the matcher was closed`));
    if (this.signal.aborted) return Promise.reject(new ToolError("cancelled"));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.fail(this.tooSlow()), Math.max(0, this.budgetMs - this.spentMs));
      this.pending = { resolve, reject, timer, started: performance.now() };
      this.worker.postMessage({ source: this.regex.source, flags: this.regex.flags, lines });
    });
  }

  /** Ends this grep's use of the worker: a healthy one is kept for reuse, a failed one is gone. */
  close(): void {
    this.signal.removeEventListener("abort", this.onAbort);
    this.worker.off("message", this.onMessage);
    this.worker.off("error", this.onError);
    this.worker.off("exit", this.onExit);
    if (!this.failure && !this.pending) giveBack(this.worker);
    else void this.worker.terminate();
    this.closed = true;
  }

  private tooSlow(): ToolError {
    return new ToolError(
      `${this.tool}: the pattern ${JSON.stringify(this.pattern)} took more than ${this.budgetMs / 1000} s to match; ` +
        "simplify it (nested quantifiers such as (a+)+ or repeated wildcards backtrack exponentially)",
    );
  }

  private settle(hits: number[]): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    clearTimeout(pending.timer);
    this.spentMs += performance.now() - pending.started;
    pending.resolve(hits);
  }

  private fail(err: Error): void {
    if (this.failure || this.closed) return;
    this.failure = err;
    void this.worker.terminate();
    const pending = this.pending;
    this.pending = undefined;
    if (pending) {
      clearTimeout(pending.timer);
      pending.reject(err);
    }
  }
}
