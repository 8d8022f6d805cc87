// Redis connections of a front end or worker (ioredis, as BullMQ wants them): reconnecting with
// backoff while the server is down, saying so once per outage instead of failing or crashing.
import { Redis } from "ioredis";
import { JobsUnavailableError } from "../jobs/job-controls.js";
import { shownUrl, type QueueSettings } from "./settings.js";

/** The queue's Redis cannot be reached now; the connection keeps retrying. */
export class QueueUnavailableError extends JobsUnavailableError {
  override name = "QueueUnavailableError";
}

const MAX_BACKOFF_MS = 10_000;

/** Where an outage is reported (stderr for the CLI); default silent. */
export type QueueLog = (line: string) => void;

export interface QueueConnection {
  redis: Redis;
  /** Another connection to the same Redis (pub/sub needs its own), its outages reported the same way. */
  duplicate(): Redis;
  /** Resolves once connected; rejects with QueueUnavailableError after `ms` without a connection. */
  ready(ms?: number): Promise<void>;
  close(): Promise<void>;
}

export function connectQueue(settings: QueueSettings, log: QueueLog = () => {}): QueueConnection {
  const where = shownUrl(settings.url);
  let lastError = "not connected yet";
  let reported = false;
  const redis = new Redis(settings.url, {
    // BullMQ's blocking commands need it; a front end checks `ready` before each command instead.
    maxRetriesPerRequest: null,
    retryStrategy: (attempt) => {
      const delay = Math.min(100 * 2 ** Math.min(attempt, 10), MAX_BACKOFF_MS);
      if (!reported) log(`toolflow: cannot reach the queue at ${where} (${lastError}); retrying with backoff`);
      reported = true;
      return delay;
    },
  });
  const reporting = (connection: Redis) =>
    connection
      .on("error", (error: Error) => {
        lastError = error.message;
      })
      .on("ready", () => {
        if (reported) log(`toolflow: connected to the queue at ${where} again`);
        reported = false;
      });
  reporting(redis);
  return {
    redis,
    duplicate: () => reporting(redis.duplicate()),
    ready(ms = 3000) {
      if (redis.status === "ready") return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          redis.off("ready", onReady);
          reject(new QueueUnavailableError(`the queue at ${where} cannot be reached (${lastError}); toolflow keeps retrying`));
        }, ms);
        const onReady = () => {
          clearTimeout(timer);
          resolve();
        };
        redis.once("ready", onReady);
      });
    },
    async close() {
      redis.disconnect();
    },
  };
}
