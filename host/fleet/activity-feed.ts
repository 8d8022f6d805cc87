// A queued flow's prints and calls as they happen, from the worker running it to the front ends
// that watch it (MCP progress of a job_result waiting on it): Redis pub/sub on a channel per
// handle, batched (at most one message per FEED_EVERY_MS). A re-run of the flow (after a crash)
// prints again what it printed before: each batch says where its text starts in the flow's
// prints, and a watcher keeps only what is beyond what it has seen. A watcher hears what happens
// after it starts watching.
import type { Redis } from "ioredis";
import * as z from "zod";
import { JobActivity, type ActivityWatch } from "../jobs/activity.js";
import type { FlowProgress, ProgressCall } from "../jobs/progress.js";
import { safeJson } from "./safe-json.js";

const FEED_EVERY_MS = 100;

const ProgressCallSchema: z.ZodType<ProgressCall> = z.object({
  seq: z.number().int(),
  tool: z.string(),
  alias: z.string(),
  status: z.enum(["running", "ok", "error", "denied"]),
});

const BatchSchema = z.object({
  /** Characters the flow had printed before `prints`. */
  at: z.number().int().nonnegative(),
  prints: z.string(),
  calls: z.array(ProgressCallSchema),
});

type Batch = z.infer<typeof BatchSchema>;

/**
 * Feeds `progress`'s prints and calls to `channel`; `printedChars`: what the flow printed before
 * this run (a parked flow resumed from its image). Returns stop(), which sends what is left.
 */
export function publishActivity(redis: Redis, channel: string, progress: FlowProgress, printedChars: number): () => void {
  let at = printedChars;
  let prints = "";
  const calls = new Map<number, ProgressCall>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    if (prints === "" && calls.size === 0) return;
    const batch: Batch = { at, prints, calls: [...calls.values()].map((call) => ({ ...call })) };
    at += prints.length;
    prints = "";
    calls.clear();
    void redis.publish(channel, JSON.stringify(batch)).catch(() => undefined);
  };
  const soon = () => {
    timer ??= setTimeout(flush, FEED_EVERY_MS);
  };
  progress.onPrint = (text) => {
    prints += text;
    soon();
  };
  progress.onCall = (call) => {
    calls.set(call.seq, call);
    soon();
  };
  return () => {
    clearTimeout(timer);
    flush();
    delete progress.onPrint;
    delete progress.onCall;
  };
}

/** What a front end hears of the flows it watches: one JobActivity per channel, shared by its watchers. */
export class ActivityFeeds {
  private readonly feeds = new Map<string, { activity: JobActivity; seenChars: number; answered: Set<number>; watchers: number }>();

  constructor(private readonly subscriber: Redis) {
    subscriber.on("message", (channel: string, text: string) => this.heard(channel, text));
  }

  watch(channel: string, onChange: () => void): ActivityWatch {
    let feed = this.feeds.get(channel);
    if (!feed) {
      feed = { activity: new JobActivity(), seenChars: 0, answered: new Set(), watchers: 0 };
      this.feeds.set(channel, feed);
      void this.subscriber.subscribe(channel).catch(() => undefined);
    }
    feed.watchers++;
    const watch = feed.activity.watch(onChange);
    const watched = feed;
    return {
      take: () => watch.take(),
      stop: () => {
        watch.stop();
        if (--watched.watchers > 0) return;
        this.feeds.delete(channel);
        void this.subscriber.unsubscribe(channel).catch(() => undefined);
      },
    };
  }

  private heard(channel: string, text: string): void {
    const feed = this.feeds.get(channel);
    if (!feed) return;
    const parsed = BatchSchema.safeParse(safeJson(text));
    if (!parsed.success) return; // Not a batch a worker sent: nothing to show.
    const batch = parsed.data;
    // Only what lies beyond what this front end has shown (a re-run prints its start again).
    const fresh = batch.prints.slice(Math.max(0, feed.seenChars - batch.at));
    if (fresh !== "" && batch.at + batch.prints.length > feed.seenChars) {
      feed.activity.print(fresh);
      feed.seenChars = batch.at + batch.prints.length;
    }
    for (const call of batch.calls) {
      // A re-run makes an answered call again from its journal: it was answered already.
      if (call.status === "running" && feed.answered.has(call.seq)) continue;
      if (call.status !== "running") feed.answered.add(call.seq);
      feed.activity.call(call);
    }
  }
}
