// What a front end (the MCP server, the library) needs of its jobs: the in-process JobManager,
// or host/fleet's QueueJobs whose background flows run on a fleet of workers.
import type { Envelope } from "../schema/envelope.js";
import type { RunFlowOptions, RunOutcome } from "../run-flow.js";
import type { ActivityWatch } from "./activity.js";
import type { BackgroundStarted, JobInfo, JobResult, JobResultOptions } from "./job-manager.js";

type Awaitable<T> = T | Promise<T>;

export interface JobControls {
  run(request: unknown, options: RunFlowOptions, onStart?: (job: string) => void): Promise<RunOutcome | BackgroundStarted>;
  moveToBackground(handle: string): Awaitable<BackgroundStarted | JobInfo>;
  status(handle: string): Awaitable<JobInfo>;
  list(): Awaitable<JobInfo[]>;
  result(handle: string, options?: JobResultOptions): Promise<JobResult>;
  envelope(handle: string): Awaitable<Envelope | undefined>;
  cancel(handle: string): Promise<JobInfo>;
  /**
   * Follows the prints and calls of a running job (JobManager.watch; a fleet's QueueJobs follows
   * its workers' feed); undefined when it cannot (an ended job of this process).
   */
  watch(handle: string, onChange: () => void): ActivityWatch | undefined;
  /** Cancels the flows this process runs (a server shutting down). */
  cancelAll(): Promise<void>;
}

/** The jobs cannot be reached now (a queue's server is down); the caller may try again. */
export class JobsUnavailableError extends Error {
  override name = "JobsUnavailableError";
}
