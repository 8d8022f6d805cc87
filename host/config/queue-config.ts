// `queue:` in toolflow.config.yaml: the Redis that background flows are queued on (host/fleet/).
// Without it, background flows run in the process that started them (host/jobs/).
import * as z from "zod";

const positiveInt = (what: string) =>
  z.number({ error: `expected ${what}` }).int({ error: `expected ${what}` }).positive({ error: `expected ${what}` });
const positiveNumber = (what: string) => z.number({ error: `expected ${what}` }).positive({ error: `expected ${what}` });

/** A name that can be part of a Redis key and a BullMQ queue name. */
const keyName = (what: string) =>
  z.string({ error: `expected ${what}` }).regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: `expected ${what}: 1-64 characters of A-Z a-z 0-9 _ . -` });

export const QueueUrlSchema = z
  .string({ error: "expected a redis:// or rediss:// URL" })
  .refine((text) => URL.canParse(text) && /^rediss?:$/.test(new URL(text).protocol), { error: "expected a redis:// or rediss:// URL" });

/** Per-tenant limits, enforced for the whole fleet (docs/design.md "Fairness"). */
export const TenantLimitsSchema = z
  .object({
    /** Flows of the tenant running at once across every worker. */
    max_running: positiveInt("a positive integer").optional(),
    /** Tool calls of the tenant's flows per minute across every worker; a call over it waits. */
    calls_per_minute: positiveInt("a positive integer").optional(),
  })
  .strict();

export const QueueConfigSchema = z
  .object({
    url: QueueUrlSchema.optional(),
    /** Prefix of every Redis key (default `toolflow`): fleets sharing one Redis keep apart. */
    prefix: keyName("a key prefix").optional(),
    /** Whose flows these are (default `default`): each tenant has its own queue and limits. */
    tenant: keyName("a tenant name").optional(),
    /** The tenants a `toolflow worker` serves (default: `tenant` alone). */
    serve_tenants: z.array(keyName("a tenant name"), { error: "expected a list of tenant names" }).optional(),
    /** How long an ended job's envelope is kept for job_result (default one day). */
    keep_results_seconds: positiveNumber("a positive number of seconds").optional(),
    /** A worker's flows at once (`toolflow worker --concurrency`, default 16). */
    concurrency: positiveInt("a positive integer").optional(),
    /** A worker silent this long is presumed dead and its flows go to another (default 30). */
    lock_seconds: positiveNumber("a positive number of seconds").optional(),
    tenants: z.record(keyName("a tenant name"), TenantLimitsSchema, { error: "expected a mapping of tenant names to limits" }).optional(),
    /** A flow whose tool call has run this long is parked: its worker slot freed until the call ends (default 30). */
    park_after_seconds: positiveNumber("a positive number of seconds").optional(),
    /** Tools whose calls park the flow at once (a person answering, a long job). */
    slow_tools: z.array(z.string({ error: "expected a tool name" }).min(1, { error: "expected a tool name" }), { error: "expected a list of tool names" }).optional(),
    /**
     * The secret that authenticates parked flows' images (HMAC-SHA256); the environment's
     * TOOLFLOW_IMAGE_KEY wins. Without one, a parked flow resumes by replaying its journal.
     */
    image_key: z.string({ error: "expected a secret of at least 16 characters" }).min(16, { error: "expected a secret of at least 16 characters" }).optional(),
  })
  .strict();

export type QueueConfig = z.infer<typeof QueueConfigSchema>;
export type TenantLimits = z.infer<typeof TenantLimitsSchema>;
