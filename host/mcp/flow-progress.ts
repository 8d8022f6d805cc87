// MCP progress notifications for a flow a client waits on (a foreground tool_flow call, or
// job_result waiting on a background job) when its request carries a progressToken: what the
// script printed and the calls it made or that were answered, soon after they happen, and a
// heartbeat every interval (clients that reset their request timeout on progress keep waiting).
import type { ServerNotification } from "@modelcontextprotocol/sdk/types.js";
import type { JobControls } from "../jobs/job-controls.js";
import type { ActivityNews } from "../jobs/activity.js";
import { CALL_LOG_META, CALLS_META, JOB_META, PRINTS_CUT_META, PRINTS_META } from "./meta.js";

/** Starts reporting on a job; returns stop(), after which nothing more is sent. */
export type ProgressReporter = (jobs: JobControls, handle: string) => () => void;

/** Prints and calls close together go out as one notification: at most one per this delay. */
const NEWS_DELAY_MS = 100;

export interface ProgressOptions {
  token: string | number | undefined;
  send: (notification: ServerNotification) => Promise<void>;
  /** The heartbeat (default 2 s). */
  intervalMs?: number;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * Each notification: `progress` = seconds elapsed (strictly increasing), `message` = calls so far
 * and seconds, then the text printed since the previous one; `_meta` carries the handle, the call
 * count, the new prints (and whether some were skipped) and the calls made or answered since.
 * Undefined when the request has no progressToken. A job whose activity cannot be watched gets
 * the heartbeat only.
 */
export function progressReporter({ token, send, intervalMs = 2000 }: ProgressOptions): ProgressReporter | undefined {
  if (token === undefined) return undefined;
  return (jobs, handle) => {
    let stopped = false;
    let last = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const report = async () => {
      pending = undefined;
      const info = await jobs.status(handle);
      if (stopped) return;
      const news: ActivityNews | undefined = watch?.take();
      // The spec asks progress to increase with each notification, even two within a millisecond.
      last = Math.max(info.elapsed_ms / 1000, last + 0.001);
      const summary = `${plural(info.calls, "tool call")}, ${(info.elapsed_ms / 1000).toFixed(1)} s`;
      void send({
        method: "notifications/progress",
        params: {
          progressToken: token,
          progress: last,
          message: news?.prints ? `${summary}\n${news.prints}` : summary,
          _meta: {
            [JOB_META]: handle,
            [CALLS_META]: info.calls,
            ...(news ? { [PRINTS_META]: news.prints, [CALL_LOG_META]: news.calls } : {}),
            ...(news?.printsCut ? { [PRINTS_CUT_META]: true } : {}),
          },
        },
      }).catch(() => {});
    };
    const reportNow = () => void report().catch(() => {});
    const watch = jobs.watch(handle, () => {
      pending ??= setTimeout(reportNow, NEWS_DELAY_MS);
    });
    reportNow();
    const heartbeat = setInterval(reportNow, intervalMs);
    return () => {
      stopped = true;
      clearInterval(heartbeat);
      clearTimeout(pending);
      watch?.stop();
    };
  };
}
