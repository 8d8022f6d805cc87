// The queue a CLI front end or worker uses: the config's `queue:` with `--queue URL` over its url.
import type { ToolflowConfig } from "../config/schema.js";
import { QueueJobs, queueSettings, QueueSettingsError, type QueueSettings } from "../fleet/index.js";
import { shownUrl } from "../fleet/settings.js";
import type { CliIO } from "./cli-io.js";
import { UsageError } from "./usage.js";

/** The settings, undefined when neither names a queue; a bad one is a UsageError (exit 2). */
export function cliQueueSettings(config: ToolflowConfig, cliUrl: string | undefined): QueueSettings | undefined {
  try {
    return queueSettings(config.queue, cliUrl);
  } catch (error) {
    if (error instanceof QueueSettingsError) throw new UsageError(error.message);
    throw error;
  }
}

/** A front end's queued jobs (outages reported on stderr), or undefined: jobs stay in-process. */
export function fleetJobs(config: ToolflowConfig, cliUrl: string | undefined, io: CliIO): { jobs: QueueJobs; where: string } | undefined {
  const settings = cliQueueSettings(config, cliUrl);
  if (!settings) return undefined;
  return { jobs: new QueueJobs(settings, { log: (line) => io.stderr(`${line}\n`) }), where: shownUrl(settings.url) };
}
