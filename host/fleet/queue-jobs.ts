// The job controls of a front end attached to a queue: background flows become BullMQ jobs run
// by the fleet's workers, and job_status/result/cancel/list answer for any job of the tenant's
// queue, whichever front end started it. Foreground flows run here (a JobManager), as without a
// queue: their caller is waiting on this process anyway. A queued flow's ask_user questions come
// back here, to the user who started it (remote-ask.ts). Every handle, foreground ones too, is
// reserved in Redis, so front ends of one queue never share one.
import { randomUUID } from "node:crypto";
import { Queue, type Job } from "bullmq";
import type { Redis } from "ioredis";
import { fullEnvelope } from "../envelope.js";
import { JobManager, UnknownJobError, type BackgroundStarted, type JobInfo, type JobManagerOptions, type JobResult, type JobResultOptions } from "../jobs/job-manager.js";
import type { ActivityWatch } from "../jobs/activity.js";
import type { JobControls } from "../jobs/job-controls.js";
import { resolveLimits } from "../limits.js";
import { approvalRefusal, freshSeed, type RunFlowOptions, type RunOutcome } from "../run-flow.js";
import type { Envelope } from "../schema/envelope.js";
import { validateRequest } from "../validate.js";
import { ActivityFeeds } from "./activity-feed.js";
import { QuestionDesk } from "./remote-ask.js";
import { connectQueue, QueueUnavailableError, type QueueConnection, type QueueLog } from "./connection.js";
import { FlowJobProgressSchema, FlowJobResultSchema, type FlowJob, type FlowJobResult } from "./flow-job.js";
import { jobIdOf, tenantKeys, type TenantKeys } from "./keys.js";
import type { QueueSettings } from "./settings.js";

/** How often a waiting job_result or job_cancel looks at the job again. */
const POLL_MS = 100;
/** job_cancel waits this long for the worker to end the flow before answering. */
const CANCEL_WAIT_MS = 5000;

export class QueueJobs implements JobControls {
  private readonly local: JobManager;
  private readonly connection: QueueConnection;
  private readonly keys: TenantKeys;
  private readonly queue: Queue;
  /** Made on the first watch of a queued flow or its first question: its own connection, as pub/sub wants. */
  private listening?: { subscriber: Redis; feeds: ActivityFeeds; desk: QuestionDesk; subscribed?: Promise<Error | undefined> };

  constructor(
    private readonly settings: QueueSettings,
    options: JobManagerOptions & { log?: QueueLog } = {},
  ) {
    this.local = new JobManager(options);
    this.connection = connectQueue(settings, options.log);
    this.keys = tenantKeys(settings, settings.tenant);
    this.queue = new Queue(this.keys.queueName, { connection: this.connection.redis, prefix: settings.prefix });
    this.queue.on("error", () => {});
  }

  /**
   * Validates, asks the approver, then reserves the handle in Redis (so no two front ends of the
   * queue ever give one out twice, foreground flows included) and queues the flow, or runs it
   * here under that handle.
   */
  async run(request: unknown, options: RunFlowOptions, onStart?: (job: string) => void): Promise<RunOutcome | BackgroundStarted> {
    const validation = validateRequest(request, options.registry, options.mcpToolsDeny);
    if (!validation.ok) return validation.rejection;
    const limits = Object.fromEntries(Object.entries(options.limits ?? {}).filter(([, value]) => value !== undefined)) as Record<string, number>;
    resolveLimits(limits);
    const { code, tools, name } = validation.request;
    const { approver, ...approved } = options;
    if (approver) {
      const refusal = await approvalRefusal(approver, { code, tools, name }, options.permissionMode);
      if (refusal) return refusal;
    }
    await this.connection.ready();
    const flowId = randomUUID();
    const handle = await this.reserveHandle(name, flowId);
    if (validation.request.background !== true) return this.local.run(request, approved, onStart, handle);
    // Its questions come back to this front end's ask_user (listening before any can be asked).
    const asker = validation.tools.find((tool) => tool.name === "ask_user");
    if (asker) {
      const { desk, subscribed } = this.listen();
      const failed = await subscribed;
      if (failed) throw new QueueUnavailableError(`cannot listen for the flow's questions: ${failed.message}`);
      desk.register(handle, asker);
    }
    const job: FlowJob = {
      flowId,
      handle,
      name,
      request,
      limits,
      startTime: (options.now?.() ?? new Date()).getTime(),
      seed: options.seed ?? freshSeed(),
      ...(asker ? { askVia: this.listen().desk.id } : {}),
    };
    const age = Math.ceil(this.settings.keepResultsMs / 1000);
    await this.queue.add("flow", job, { jobId: jobIdOf(handle), removeOnComplete: { age }, removeOnFail: { age } });
    return { job: handle, status: "running" };
  }

  moveToBackground(handle: string): BackgroundStarted | JobInfo | Promise<JobInfo> {
    return this.local.has(handle) ? this.local.moveToBackground(handle) : this.status(handle);
  }

  async status(handle: string): Promise<JobInfo> {
    if (this.local.has(handle)) return this.local.status(handle);
    return info(await this.queued(handle));
  }

  async list(): Promise<JobInfo[]> {
    await this.connection.ready();
    const jobs = await this.queue.getJobs(["active", "waiting", "delayed", "prioritized", "waiting-children", "completed", "failed"]);
    return [...this.local.list(), ...jobs.filter((job) => job !== undefined).map(info)];
  }

  async result(handle: string, options: JobResultOptions = {}): Promise<JobResult> {
    if (this.local.has(handle)) return this.local.result(handle, options);
    const waitMs = options.wait === true ? Infinity : typeof options.wait === "number" ? options.wait * 1000 : 0;
    const job = await this.untilEnded(handle, waitMs, options.signal);
    const ended = endedResult(job);
    if (!ended) return info(job);
    return { ...info(job), envelope: options.full ? ended.full : ended.envelope };
  }

  async envelope(handle: string): Promise<Envelope | undefined> {
    if (this.local.has(handle)) return this.local.envelope(handle);
    return endedResult(await this.queued(handle))?.full;
  }

  /** Tells every worker (and one that takes the job later) to stop the flow; waits a little for it. */
  async cancel(handle: string): Promise<JobInfo> {
    if (this.local.has(handle)) return this.local.cancel(handle);
    const job = await this.queued(handle);
    if (job.finishedOn !== undefined) return info(job);
    const flowId = (job.data as FlowJob).flowId;
    await this.connection.redis.multi().set(this.keys.cancelled(flowId), "1", "PX", this.settings.keepResultsMs).publish(this.keys.cancelChannel, flowId).exec();
    return info(await this.untilEnded(handle, CANCEL_WAIT_MS));
  }

  /** A flow run here, or a queued flow: what its workers fed so far and feed from now on (activity-feed.ts). */
  watch(handle: string, onChange: () => void): ActivityWatch | undefined {
    if (this.local.has(handle)) return this.local.watch(handle, onChange);
    return this.listen().feeds.watch(this.keys.activity(handle), onChange);
  }

  /** Only this process's own flows: queued ones belong to the fleet and keep running. */
  cancelAll(): Promise<void> {
    return this.local.cancelAll();
  }

  async close(): Promise<void> {
    await this.local.cancelAll();
    this.listening?.desk.close();
    this.listening?.subscriber.disconnect();
    await this.queue.close();
    await this.connection.close();
  }

  /** The subscriber connection, the activity feeds on it, and the desk answering questions. */
  private listen(): NonNullable<QueueJobs["listening"]> {
    if (this.listening) return this.listening;
    const subscriber = this.connection.duplicate();
    const desk = new QuestionDesk(this.connection.redis, this.keys, this.settings.keepResultsMs);
    subscriber.on("message", (channel: string, text: string) => {
      if (channel === desk.channel) desk.heard(text).catch(() => undefined);
    });
    this.listening = { subscriber, feeds: new ActivityFeeds(subscriber, this.connection.redis), desk };
    this.listening.subscribed = subscriber.subscribe(desk.channel).then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    return this.listening;
  }

  private async queued(handle: string): Promise<Job> {
    await this.connection.ready();
    const job = await this.queue.getJob(jobIdOf(handle));
    if (!job) throw new UnknownJobError(handle);
    return job;
  }

  private async untilEnded(handle: string, waitMs: number, signal?: AbortSignal): Promise<Job> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const job = await this.queued(handle);
      if (job.finishedOn !== undefined || Date.now() >= deadline || signal?.aborted) return job;
      await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, deadline - Date.now())));
    }
  }

  /** The name, or `name-2`, ...: the first not taken here nor by a queued job of the tenant. */
  private async reserveHandle(name: string, flowId: string): Promise<string> {
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? name : `${name}-${n}`;
      if (this.local.has(candidate)) continue;
      // Outlives the job's result (kept keepResultsMs after the flow ends) by a week of running.
      const taken = await this.connection.redis.set(this.keys.handle(candidate), flowId, "PX", this.settings.keepResultsMs + 7 * 86_400_000, "NX");
      if (taken === "OK") return candidate;
    }
  }
}

function endedResult(job: Job): FlowJobResult | undefined {
  if (job.finishedOn === undefined) return undefined;
  const parsed = FlowJobResultSchema.safeParse(job.returnvalue);
  if (parsed.success) return parsed.data;
  // The job failed in BullMQ itself (e.g. a worker's processor threw): an InternalError, as in-process.
  const message = job.failedReason ?? "the queued job ended without a result";
  const full = fullEnvelope({ status: "error", prints: "", printBytes: 0, result: null, calls: [], ms: job.finishedOn - job.timestamp, error: { type: "InternalError", message, line: null, traceback: "" } });
  return { full, envelope: full };
}

function info(job: Job): JobInfo {
  const data = job.data as Partial<FlowJob>;
  const ended = endedResult(job);
  const progress = FlowJobProgressSchema.safeParse(job.progress);
  const error = ended?.full.error?.type;
  return {
    job: data.handle ?? job.id ?? "",
    name: data.name ?? "",
    status: !ended ? "running" : ended.full.status === "ok" ? "completed" : error === "Cancelled" ? "cancelled" : "failed",
    background: true,
    calls: ended?.full.stats.calls ?? (progress.success ? progress.data.calls : 0),
    print_bytes: ended?.full.stats.print_bytes ?? (progress.success ? progress.data.print_bytes : 0),
    elapsed_ms: (job.finishedOn ?? Date.now()) - job.timestamp,
    started_at: new Date(job.timestamp).toISOString(),
  };
}
