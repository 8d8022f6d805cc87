// Background flows and job controls: every flow started through a JobManager gets a
// handle, can be polled, waited on, cancelled, and moved from the foreground to the background.
import type { Approver } from "../approval/approver.js";
import { fullEnvelope } from "../envelope.js";
import { resolveLimits } from "../limits.js";
import { approvalRefusal, createRunFlow, defaultFlowEngine, type FlowEngine, type FlowRun, type RunFlowOptions, type RunOutcome } from "../run-flow.js";
import type { ClippedEnvelope, Envelope, Rejection } from "../schema/envelope.js";
import { validateRequest } from "../validate.js";
import { JobActivity, type ActivityWatch } from "./activity.js";
import { uniqueHandle } from "./handles.js";
import { observedEngine, type FlowProgress } from "./progress.js";

/**
 * The longest a `result` call waits, in seconds: longer than any flow may run (its timeout is
 * capped far below), and inside what a JS timer can hold (a larger delay would fire at once).
 */
export const MAX_WAIT_SECONDS = 24 * 60 * 60;

export type JobState = "running" | "completed" | "failed" | "cancelled";

/** What job_status and job_list report. */
export interface JobInfo {
  job: string;
  /** The request's name (the handle may carry a `-2` suffix). */
  name: string;
  status: JobState;
  /** False while a caller waits for it in the foreground. */
  background: boolean;
  calls: number;
  print_bytes: number;
  elapsed_ms: number;
  started_at: string;
}

/** The immediate answer to a background request. */
export interface BackgroundStarted {
  job: string;
  status: "running";
}

/** job_result: the status, plus the envelope once the flow has ended. */
export interface JobResult extends JobInfo {
  envelope?: Envelope | ClippedEnvelope;
}

export interface JobResultOptions {
  /** Seconds to wait for a running job to end; `true` waits without bound. Default: no wait. */
  wait?: number | boolean;
  /** The unshortened envelope instead of the one within the envelope limits. */
  full?: boolean;
  /** Stops waiting (the job keeps running). */
  signal?: AbortSignal;
}

export interface JobManagerOptions {
  /** The transpiler, guest runtime and sandbox (default: the real ones, sandbox in a worker). */
  engine?: FlowEngine;
  /** Ended jobs kept for job_status/job_result; the oldest are forgotten beyond it. */
  keepEnded?: number;
}

export class UnknownJobError extends Error {
  override name = "UnknownJobError";
  constructor(readonly job: string) {
    super(`no job named '${job}'`);
  }
}

interface Job {
  handle: string;
  name: string;
  background: boolean;
  startedAt: Date;
  startedMs: number;
  endedMs?: number;
  progress: FlowProgress;
  /** Its prints and calls so far, for watchers (MCP progress); dropped when it ends. */
  activity?: JobActivity;
  abort: AbortController;
  /** Set when the flow ended; runFlow throwing (a host bug) becomes an InternalError envelope. */
  run?: FlowRun;
  failure?: unknown;
  /** Resolves when the flow ended; never rejects. */
  ended: Promise<void>;
  /** Lets a foreground caller return at once when the job is moved to the background. */
  detach?: () => void;
}

export class JobManager {
  private readonly jobs = new Map<string, Job>();
  private readonly engine: FlowEngine;
  private readonly keepEnded: number;

  constructor(options: JobManagerOptions = {}) {
    this.engine = options.engine ?? defaultFlowEngine;
    this.keepEnded = options.keepEnded ?? 100;
  }

  /**
   * Validates and starts the flow as a job, whatever `background` says; a request that would be
   * rejected never becomes a job. An `approver` in the options is asked inside the job (a refusal
   * ends it `failed`); run() asks it before the job exists. `handle`: one the caller reserved for
   * this job (a front end of a fleet, in Redis), not taken here; default the name, made unique here.
   */
  start(request: unknown, options: RunFlowOptions, handle?: string): Rejection | JobInfo {
    // Bad limits are the caller's bug: thrown here, not turned into a failed job later.
    resolveLimits(options.limits);
    const validation = validateRequest(request, options.registry, options.mcpToolsDeny);
    if (!validation.ok) return validation.rejection;
    const { name, background } = validation.request;
    const abort = new AbortController();
    const activity = new JobActivity();
    const job: Job = {
      handle: handle ?? uniqueHandle(name, (taken) => this.jobs.has(taken)),
      name,
      background: background === true,
      startedAt: new Date(),
      startedMs: performance.now(),
      progress: { calls: 0, printBytes: 0, onPrint: (text) => activity.print(text), onCall: (call) => activity.call(call) },
      activity,
      abort,
      ended: Promise.resolve(),
    };
    // The caller's signal stops the flow only while the caller waits for it: once in the
    // background, the request that started it may end (an MCP client leaving) without harm.
    const callerGone = () => {
      if (!job.background) abort.abort();
    };
    if (options.signal?.aborted) callerGone();
    else options.signal?.addEventListener("abort", callerGone, { once: true });
    const runFlow = createRunFlow(observedEngine(this.engine, job.progress));
    job.ended = runFlow(request, { ...options, signal: abort.signal }).then(
      (outcome) => {
        if (!outcome.rejected) job.run = outcome;
        else job.failure = new Error(outcome.problems.map((problem) => ("message" in problem ? problem.message : JSON.stringify(problem))).join("; "));
      },
      (error: unknown) => {
        job.failure = error;
      },
    ).finally(() => {
      job.endedMs = performance.now();
      // An ended job is not watched: its prints and calls are in its envelope.
      job.activity = undefined;
      delete job.progress.onPrint;
      delete job.progress.onCall;
      options.signal?.removeEventListener("abort", callerGone);
    });
    this.jobs.set(job.handle, job);
    this.forgetOldJobs();
    return this.info(job);
  }

  /**
   * Runs the flow: asks the approver (if any) before the job exists, then a background request
   * answers `{job, status: "running"}` at once; otherwise resolves with the flow's outcome,
   * unless moveToBackground() is called for it first (`onStart` gets its handle). `handle` as
   * for start().
   */
  async run(request: unknown, options: RunFlowOptions, onStart?: (job: string) => void, handle?: string): Promise<RunOutcome | BackgroundStarted> {
    const { approver, ...approved } = options;
    if (approver) {
      const refusal = await this.approve(request, options, approver);
      if (refusal) return refusal;
    }
    const started = this.start(request, approved, handle);
    if ("rejected" in started) return started;
    const job = this.get(started.job);
    if (job.background) return { job: job.handle, status: "running" };
    onStart?.(job.handle);
    const detached = new Promise<"detached">((resolve) => {
      job.detach = () => resolve("detached");
    });
    const how = await Promise.race([job.ended.then(() => "ended" as const), detached]);
    job.detach = undefined;
    if (how === "detached") return { job: job.handle, status: "running" };
    if (job.run) return job.run;
    throw job.failure;
  }

  /** The rejection for a malformed request or one the approver refused, else undefined. */
  private async approve(request: unknown, options: RunFlowOptions, approver: Approver): Promise<Rejection | undefined> {
    const validation = validateRequest(request, options.registry, options.mcpToolsDeny);
    if (!validation.ok) return validation.rejection;
    const { code, tools, name } = validation.request;
    return approvalRefusal(approver, { code, tools, name }, options.permissionMode);
  }

  /** The library's Ctrl+B: a foreground run() returns `{job, status: "running"}` now. */
  moveToBackground(handle: string): BackgroundStarted | JobInfo {
    const job = this.get(handle);
    if (job.endedMs !== undefined) return this.info(job);
    job.background = true;
    job.detach?.();
    return { job: job.handle, status: "running" };
  }

  /**
   * Follows a running job's prints and calls: `onChange` is called after each (synchronously:
   * batch before acting); undefined for an unknown or ended job.
   */
  watch(handle: string, onChange: () => void): ActivityWatch | undefined {
    const job = this.jobs.get(handle);
    return job?.activity?.watch(onChange);
  }

  /** Whether a job by this handle is known here (running, or ended and not yet forgotten). */
  has(handle: string): boolean {
    return this.jobs.has(handle);
  }

  status(handle: string): JobInfo {
    return this.info(this.get(handle));
  }

  list(): JobInfo[] {
    return [...this.jobs.values()].map((job) => this.info(job));
  }

  async result(handle: string, options: JobResultOptions = {}): Promise<JobResult> {
    const job = this.get(handle);
    if (job.endedMs === undefined && options.wait !== undefined && options.wait !== false) {
      await waitFor(job.ended, options.wait === true ? undefined : Math.min(options.wait, MAX_WAIT_SECONDS) * 1000, options.signal);
    }
    const info = this.info(job);
    const full = this.fullEnvelope(job);
    if (!full) return info;
    return { ...info, envelope: options.full ? full : (job.run?.envelope ?? full) };
  }

  /** The unshortened envelope of an ended job (for the MCP resource), else undefined. */
  envelope(handle: string): Envelope | undefined {
    return this.fullEnvelope(this.get(handle));
  }

  /** Stops a running job: in-flight tool calls are aborted and the sandbox is stopped. */
  async cancel(handle: string): Promise<JobInfo> {
    const job = this.get(handle);
    if (job.endedMs === undefined) {
      job.abort.abort();
      await job.ended;
    }
    return this.info(job);
  }

  /** Cancels every running job and waits for them to end (a server shutting down). */
  async cancelAll(): Promise<void> {
    await Promise.all([...this.jobs.values()].filter((job) => job.endedMs === undefined).map((job) => this.cancel(job.handle)));
  }

  private get(handle: string): Job {
    const job = this.jobs.get(handle);
    if (!job) throw new UnknownJobError(handle);
    return job;
  }

  private fullEnvelope(job: Job): Envelope | undefined {
    if (job.endedMs === undefined) return undefined;
    if (job.run) return job.run.full;
    const message = job.failure instanceof Error ? job.failure.message : String(job.failure);
    return fullEnvelope({
      status: "error",
      prints: "",
      printBytes: job.progress.printBytes,
      result: null,
      calls: [],
      ms: Math.round(job.endedMs - job.startedMs),
      error: { type: "InternalError", message, line: null, traceback: "" },
    });
  }

  private state(job: Job): JobState {
    if (job.endedMs === undefined) return "running";
    const envelope = this.fullEnvelope(job)!;
    if (envelope.status === "ok") return "completed";
    // Cancelled by job_cancel or by the caller's own signal (an MCP client cancelling its request).
    return envelope.error?.type === "Cancelled" ? "cancelled" : "failed";
  }

  private info(job: Job): JobInfo {
    const end = job.endedMs ?? performance.now();
    return {
      job: job.handle,
      name: job.name,
      status: this.state(job),
      background: job.background,
      calls: job.run?.full.stats.calls ?? job.progress.calls,
      print_bytes: job.run?.full.stats.print_bytes ?? job.progress.printBytes,
      elapsed_ms: Math.round(end - job.startedMs),
      started_at: job.startedAt.toISOString(),
    };
  }

  private forgetOldJobs(): void {
    const ended = [...this.jobs.values()].filter((job) => job.endedMs !== undefined);
    for (const job of ended.slice(0, Math.max(0, ended.length - this.keepEnded))) this.jobs.delete(job.handle);
  }
}

/** Resolves when `promise` does, after `ms` (if given), or when `signal` aborts. */
function waitFor(promise: Promise<void>, ms: number | undefined, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = ms === undefined ? undefined : setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
    if (signal?.aborted) done();
    void promise.then(done);
  });
}
