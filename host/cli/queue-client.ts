// `toolflow job ... --queue URL`: the job tools answered straight from the queue (host/fleet),
// with no server in between; the same answers and exit statuses as through `--url`.
import { ConfigError } from "../config/config-error.js";
import { loadConfig } from "../config/load.js";
import { QueueJobs, queueSettings, QueueSettingsError } from "../fleet/index.js";
import { JobsUnavailableError } from "../jobs/job-controls.js";
import { UnknownJobError } from "../jobs/job-manager.js";
import type { CliIO } from "./main.js";
import { UsageError } from "./usage.js";

/** Calls a job tool by its MCP name; the answer is what the MCP server would send. */
export type JobToolCall = (name: string, args: Record<string, unknown>) => Promise<unknown>;

/** The config's `queue` (prefix, tenant) under `--queue URL`; runs `use`, then disconnects. */
export async function withQueue(url: string, io: CliIO, use: (call: JobToolCall) => Promise<number>): Promise<number> {
  let settings;
  try {
    settings = queueSettings((await loadConfig({ projectDir: io.cwd })).config.queue, url)!;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof QueueSettingsError) throw new UsageError(error.message);
    throw error;
  }
  const jobs = new QueueJobs(settings);
  const job = (args: Record<string, unknown>) => String(args.job);
  const call: JobToolCall = async (name, args) => {
    switch (name) {
      case "job_status":
        return jobs.status(job(args));
      case "job_list":
        return { jobs: await jobs.list() };
      case "job_cancel":
        return jobs.cancel(job(args));
      case "job_background":
        return jobs.moveToBackground(job(args));
      case "job_result":
        return jobs.result(job(args), { wait: Number(args.wait_seconds ?? 0), full: args.full === true });
      default:
        throw new UsageError(`${name} is not available with --queue`);
    }
  };
  try {
    return await use(call);
  } catch (error) {
    if (!(error instanceof UnknownJobError || error instanceof JobsUnavailableError)) throw error;
    io.stderr(`toolflow: ${error.message}\n`);
    return 2;
  } finally {
    await jobs.close();
  }
}
