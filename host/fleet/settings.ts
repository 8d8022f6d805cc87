// The queue a front end or worker attaches to: the config's `queue:` with `--queue URL` over its
// url, defaults filled in. Undefined when neither names a Redis: background flows stay in-process.
import { QueueUrlSchema, type QueueConfig, type TenantLimits } from "../config/queue-config.js";

export interface QueueSettings {
  url: string;
  prefix: string;
  tenant: string;
  serveTenants: string[];
  keepResultsMs: number;
  concurrency: number;
  lockMs: number;
  tenants: Record<string, TenantLimits>;
  /** A tool call running this long parks its flow (host/fleet/parking.ts). */
  parkAfterMs: number;
  /** Tools whose calls park their flow at once. */
  slowTools: string[];
  /** Authenticates parked images; undefined: parked flows resume by replay. */
  imageKey: string | undefined;
}

/** The environment variable holding the parked images' key (over `queue.image_key`). */
export const IMAGE_KEY_ENV = "TOOLFLOW_IMAGE_KEY";

export class QueueSettingsError extends Error {
  override name = "QueueSettingsError";
}

export function queueSettings(config: QueueConfig | undefined, cliUrl?: string, env: Readonly<Record<string, string | undefined>> = process.env): QueueSettings | undefined {
  if (cliUrl !== undefined && !QueueUrlSchema.safeParse(cliUrl).success) {
    throw new QueueSettingsError(`--queue: expected a redis:// or rediss:// URL, got ${JSON.stringify(cliUrl)}`);
  }
  const url = cliUrl ?? config?.url;
  if (url === undefined) {
    if (config !== undefined) throw new QueueSettingsError("queue.url: the config has a `queue` section without a url (or pass --queue URL)");
    return undefined;
  }
  const tenant = config?.tenant ?? "default";
  return {
    url,
    prefix: config?.prefix ?? "toolflow",
    tenant,
    serveTenants: config?.serve_tenants ?? [tenant],
    keepResultsMs: (config?.keep_results_seconds ?? 86_400) * 1000,
    concurrency: config?.concurrency ?? 16,
    lockMs: (config?.lock_seconds ?? 30) * 1000,
    tenants: config?.tenants ?? {},
    parkAfterMs: (config?.park_after_seconds ?? 30) * 1000,
    slowTools: config?.slow_tools ?? [],
    imageKey: imageKey(env[IMAGE_KEY_ENV] ?? config?.image_key),
  };
}

function imageKey(key: string | undefined): string | undefined {
  if (key !== undefined && key.length < 16) throw new QueueSettingsError(`${IMAGE_KEY_ENV}: expected a secret of at least 16 characters`);
  return key === "" ? undefined : key;
}

/** The URL without its password, for messages. */
export function shownUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password !== "") parsed.password = "***";
  return parsed.href;
}
