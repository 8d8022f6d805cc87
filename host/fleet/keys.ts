// Names in Redis of one tenant's queue: BullMQ's queue (under the prefix) and toolflow's own keys
// beside it (job handles, journals, cancel requests).
import type { ActivityKeys } from "./activity-log.js";
import type { QueueSettings } from "./settings.js";

export interface TenantKeys {
  /** BullMQ queue name (BullMQ puts it under the prefix). */
  queueName: string;
  /** SET NX: a handle belongs to one job at a time. */
  handle(handle: string): string;
  /** Hash of one run of a flow: the call journal, run count, seed and start time. */
  journal(flowId: string): string;
  /** Set when job_cancel was asked; read by a worker that starts the job later. */
  cancelled(flowId: string): string;
  /** Pub/sub channel telling workers which flow to cancel now. */
  cancelChannel: string;
  /** Hash of a parked flow: its authenticated image, and `ready` once its calls in flight ended. */
  parked(flowId: string): string;
  /** Pub/sub channel of the questions of flows a front end queued (remote-ask.ts). */
  asks(frontEnd: string): string;
  /** The answer to one question, set by the front end that asked its user. */
  answer(question: string): string;
  /** A queued flow's backlog of prints and calls, and the channel announcing each batch (activity-log.ts). */
  activity(handle: string): ActivityKeys;
  /** Fixed-window counter of the tenant's tool calls in one minute. */
  callsInMinute(minute: number): string;
}

export function tenantKeys(settings: Pick<QueueSettings, "prefix">, tenant: string): TenantKeys {
  const base = `${settings.prefix}:tf:${tenant}`;
  return {
    queueName: `flows-${tenant}`,
    handle: (handle) => `${base}:handle:${handle}`,
    journal: (flowId) => `${base}:journal:${flowId}`,
    cancelled: (flowId) => `${base}:cancel:${flowId}`,
    parked: (flowId) => `${base}:parked:${flowId}`,
    cancelChannel: `${base}:cancel`,
    activity: (handle) => ({ channel: `${base}:activity:${handle}`, log: `${base}:activity-log:${handle}`, calls: `${base}:activity-calls:${handle}` }),
    asks: (frontEnd) => `${base}:asks:${frontEnd}`,
    answer: (question) => `${base}:answer:${question}`,
    callsInMinute: (minute) => `${base}:calls:${minute}`,
  };
}

/** BullMQ refuses custom job ids that are integers; a handle may be `123`. */
export const jobIdOf = (handle: string) => `flow.${handle}`;
