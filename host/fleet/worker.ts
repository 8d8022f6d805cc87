// A worker of the fleet (`toolflow worker`): takes queued flows of its tenants from BullMQ and runs
// them with its own tools under its own policy, each tool call journaled. A flow whose worker died
// is given to another worker by BullMQ's stalled-job check and re-run from its journal. A flow
// whose call runs long is parked (host/fleet/parking.ts) and resumed by whichever worker is free.
import { DelayedError, Queue, Worker, type Job } from "bullmq";
import { fullEnvelope } from "../envelope.js";
import { observedEngine, type FlowProgress } from "../jobs/progress.js";
import { createParkableRunFlow, defaultFlowEngine, type FlowEngine, type FlowRun, type RunFlowOptions } from "../run-flow.js";
import type { ToolRegistry } from "../registry.js";
import type { Envelope } from "../schema/envelope.js";
import { publishActivity } from "./activity-feed.js";
import { connectQueue, type QueueLog } from "./connection.js";
import { FlowJobSchema, type FlowJobResult } from "./flow-job.js";
import { Journal } from "./journal.js";
import { tenantKeys, type TenantKeys } from "./keys.js";
import { LongCalls } from "./long-calls.js";
import { Parking } from "./parking.js";
import { rateLimitedCalls } from "./rate-limit.js";
import { askingEnded, queuedAskUser } from "./remote-ask.js";
import type { QueueSettings } from "./settings.js";

export interface FleetWorkerOptions {
  settings: QueueSettings;
  /** The worker's own tools (configuredTools and its MCP servers, as `toolflow mcp` builds them). */
  registry: ToolRegistry;
  /** The worker's policy: decide, mcp_tools_deny, permission mode, project root. */
  run?: Omit<RunFlowOptions, "registry" | "signal" | "approver" | "limits" | "now" | "seed">;
  engine?: FlowEngine;
  log?: QueueLog;
}

export interface FleetWorker {
  /** Stops taking flows and waits for the running ones to end. */
  close(): Promise<void>;
}

const ASK_USER = "ask_user";

/** How often a running flow's progress is published at most. */
const PROGRESS_EVERY_MS = 250;

export async function startFleetWorker(options: FleetWorkerOptions): Promise<FleetWorker> {
  const { settings } = options;
  const log = options.log ?? (() => {});
  const connection = connectQueue(settings, log);
  const subscriber = connection.duplicate();
  const engine = options.engine ?? defaultFlowEngine;
  /** Running flows of this worker by flowId, to cancel; and parked ones whose calls run here. */
  const running = new Map<string, AbortController>();
  const parking = new Parking(connection.redis, settings, log);
  const queues: Queue[] = [];
  const workers: Worker[] = [];

  subscriber.on("message", (_channel: string, flowId: string) => {
    running.get(flowId)?.abort();
    parking.cancelled(flowId);
  });
  for (const tenant of settings.serveTenants) {
    const keys = tenantKeys(settings, tenant);
    const queue = new Queue(keys.queueName, { connection: connection.redis, prefix: settings.prefix });
    queue.on("error", () => {});
    queues.push(queue);
    void subscriber.subscribe(keys.cancelChannel).catch(() => {});
    const limits = settings.tenants[tenant];
    // Fleet-wide: BullMQ hands out no more active jobs of this queue than this, whatever the workers.
    if (limits?.max_running !== undefined) void queue.setGlobalConcurrency(limits.max_running).catch(() => {});
    const calls = rateLimitedCalls(connection.redis, keys, limits?.calls_per_minute);
    const worker = new Worker<unknown, FlowJobResult>(
      keys.queueName,
      (job, token) => runJob(job, token, keys, calls(options.registry)),
      {
        connection: connection.redis,
        prefix: settings.prefix,
        concurrency: settings.concurrency,
        lockDuration: settings.lockMs,
        stalledInterval: Math.max(500, settings.lockMs / 2),
        // A flow resumes from its journal however often its worker dies.
        maxStalledCount: 1000,
      },
    );
    // Errors here are lost connections and the like; connectQueue reports outages.
    worker.on("error", () => {});
    workers.push(worker);
  }

  async function runJob(job: Job<unknown, FlowJobResult>, token: string | undefined, keys: TenantKeys, registry: ToolRegistry): Promise<FlowJobResult> {
    const parsed = FlowJobSchema.safeParse(job.data);
    if (!parsed.success) return failed(`the queued job is malformed: ${parsed.error.message}`);
    const data = parsed.data;
    const parked = await parking.take(keys, data, await engine.guestSource());
    const journal = await Journal.open(connection.redis, keys.journal(data.flowId), settings.keepResultsMs, !parked.continues);
    const park = new AbortController();
    // A person answering is slow: a flow parks as soon as it asks.
    const longCalls = new LongCalls(settings.parkAfterMs, new Set([...settings.slowTools, ASK_USER]), () => park.abort());
    // Its front end's user answers its questions (the registry's own ask_user, if any, gives way).
    const tools = data.askVia === undefined ? registry : new Map(registry).set(ASK_USER, queuedAskUser(connection.redis, keys, { ...data, askVia: data.askVia }));
    const abort = new AbortController();
    running.set(data.flowId, abort);
    // A flow resumed from its image goes on from its counts (its waiting calls are asked again).
    const image = parked.flow;
    const progress: FlowProgress = image ? { calls: image.session.callCount - image.image.calls.length, printBytes: image.session.printBytes } : { calls: 0, printBytes: 0 };
    let published = "";
    const publish = () => {
      const now = JSON.stringify({ calls: progress.calls, print_bytes: progress.printBytes });
      if (now === published) return;
      published = now;
      void job.updateProgress(JSON.parse(now) as object).catch(() => {});
    };
    const timer = setInterval(publish, PROGRESS_EVERY_MS);
    const stopFeed = publishActivity(connection.redis, keys.activity(data.handle), settings.keepResultsMs, progress, image?.session.prints.length ?? 0);
    try {
      if ((await connection.redis.exists(keys.cancelled(data.flowId))) === 1) abort.abort();
      const outcome = await createParkableRunFlow(observedEngine(engine, progress))(data.request, {
        ...options.run,
        registry: longCalls.wrap(journal.wrap(tools)),
        limits: data.limits,
        now: () => new Date(data.startTime),
        seed: data.seed,
        signal: abort.signal,
        park: park.signal,
        ...(parked.flow ? { resume: parked.flow } : {}),
      }).catch((error: unknown) => failed(error instanceof Error ? error.message : String(error)));
      if ("parked" in outcome) {
        // A parked flow may resume by replaying its journal: every outcome it saw is stored first.
        await journal.stored();
        await parking.park(job, token, keys, data, outcome.parked, longCalls);
        // BullMQ's way to say the job moved itself (to the delayed set): this worker's slot is free.
        throw new DelayedError();
      }
      const result = "rejected" in outcome && outcome.rejected ? failed(`this worker cannot run the flow: ${outcome.problems.map(describeProblem).join("; ")}`) : jobResult(outcome as FlowRun | FlowJobResult, journal.runs - 1);
      await journal.ended();
      await parking.forget(keys, data.flowId);
      if (data.askVia !== undefined) await askingEnded(connection.redis, keys, data.askVia, data.handle);
      return result;
    } finally {
      clearInterval(timer);
      stopFeed();
      publish();
      running.delete(data.flowId);
    }
  }

  await Promise.all(workers.map((worker) => worker.waitUntilReady().catch(() => {})));
  return {
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
      parking.close();
      await Promise.all(queues.map((queue) => queue.close()));
      subscriber.disconnect();
      await connection.close();
    },
  };
}

function jobResult(run: FlowRun | FlowJobResult, resumed: number): FlowJobResult {
  const full: Envelope = { ...run.full, stats: { ...run.full.stats, resumed } };
  const envelope = "stats" in run.envelope ? { ...run.envelope, stats: { ...run.envelope.stats, resumed } } : run.envelope;
  return { full, envelope };
}

/** The envelope of a flow the worker could not run (InternalError, as the in-process jobs say). */
function failed(message: string): FlowJobResult {
  const full = fullEnvelope({ status: "error", prints: "", printBytes: 0, result: null, calls: [], ms: 0, error: { type: "InternalError", message, line: null, traceback: "" } });
  return { full, envelope: full };
}

function describeProblem(problem: { reason: string; tool?: string; message?: string }): string {
  return problem.message ?? `${problem.tool ?? "?"}: ${problem.reason}`;
}
