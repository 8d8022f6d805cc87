// A queued flow's prints and calls as they happen, from the worker running it to the front ends
// that watch it (MCP progress of a job_result waiting on it), through the flow's backlog in Redis
// (activity-log.ts): the worker appends a batch at most every FEED_EVERY_MS; a watcher reads the
// backlog once subscribed to its channel, and again after each message on it (and every
// FOLLOW_EVERY_MS, should a subscription be lost), from the last entry it read. So a watcher that starts late first hears the calls and prints so far, as one of an
// in-process job does, and nothing published before its subscription was ready is lost. A re-run
// of the flow (after a crash) prints again what it printed before, and makes its answered calls
// again: a watcher keeps only prints beyond what it has shown and call states it has not.
import type { Redis } from "ioredis";
import { JobActivity, type ActivityWatch } from "../jobs/activity.js";
import type { FlowProgress, ProgressCall } from "../jobs/progress.js";
import { ActivityLog, readActivity, type ActivityKeys, type ActivityRead } from "./activity-log.js";

const FEED_EVERY_MS = 100;
/**
 * Each watched backlog is also read this often: a subscription can be lost (a subscriber
 * connection that reconnected under load was seen without some of its channels), and a watcher
 * must not depend on it for more than this.
 */
const FOLLOW_EVERY_MS = 1000;

/**
 * Feeds `progress`'s prints and calls to the flow's backlog; `printedChars`: what the flow printed
 * before this run (a parked flow resumed from its image). Returns stop(), which sends what is left.
 */
export function publishActivity(redis: Redis, keys: ActivityKeys, keepMs: number, progress: FlowProgress, printedChars: number): () => void {
  const log = new ActivityLog(redis, keys, keepMs);
  let at = printedChars;
  let prints = "";
  const calls = new Map<number, ProgressCall>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    if (prints === "" && calls.size === 0) return;
    void log.append({ at, prints, calls: [...calls.values()].map((call) => ({ ...call })) });
    at += prints.length;
    prints = "";
    calls.clear();
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

interface Feed {
  keys: ActivityKeys;
  activity: JobActivity;
  watchers: number;
  /** Characters of the flow's prints given to `activity`. */
  seenChars: number;
  /** Each call's status as given to `activity`. */
  calls: Map<number, ProgressCall["status"]>;
  /** The last backlog entry read. */
  lastId?: string;
  reading: boolean;
  /** A message came while reading: read again. */
  again: boolean;
}

/** What a front end hears of the flows it watches: one JobActivity per flow, shared by its watchers. */
export class ActivityFeeds {
  private readonly feeds = new Map<string, Feed>();
  private poll: ReturnType<typeof setInterval> | undefined;

  /** `subscriber`: a connection for pub/sub only; `redis`: one to read the backlogs with. */
  constructor(
    private readonly subscriber: Redis,
    private readonly redis: Redis,
  ) {
    subscriber.on("message", (channel: string) => {
      const feed = this.feeds.get(channel);
      if (feed) void this.follow(feed);
    });
    // Messages sent while the connection was down are lost, and so may be its subscriptions: make them again, and read every backlog.
    subscriber.on("ready", () => {
      for (const feed of this.feeds.values()) this.subscribe(feed);
    });
  }

  watch(keys: ActivityKeys, onChange: () => void): ActivityWatch {
    let feed = this.feeds.get(keys.channel);
    if (!feed) {
      const created: Feed = { keys, activity: new JobActivity(), watchers: 0, seenChars: 0, calls: new Map(), reading: false, again: false };
      this.feeds.set(keys.channel, created);
      this.subscribe(created);
      this.poll ??= setInterval(() => {
        for (const each of this.feeds.values()) void this.follow(each);
      }, FOLLOW_EVERY_MS).unref();
      feed = created;
    }
    feed.watchers++;
    const watch = feed.activity.watch(onChange);
    const watched = feed;
    return {
      take: () => watch.take(),
      stop: () => {
        watch.stop();
        if (--watched.watchers > 0) return;
        this.feeds.delete(keys.channel);
        void this.subscriber.unsubscribe(keys.channel).catch(() => undefined);
        if (this.feeds.size > 0) return;
        clearInterval(this.poll);
        this.poll = undefined;
      },
    };
  }

  /** Reads the backlog once subscribed: what was appended before is in it, what comes after is announced. */
  private subscribe(feed: Feed): void {
    this.subscriber.subscribe(feed.keys.channel).then(
      () => void this.follow(feed),
      () => undefined,
    );
  }

  /** Reads the feed's backlog from where it left off, once at a time. */
  private async follow(feed: Feed): Promise<void> {
    if (feed.reading) return void (feed.again = true);
    feed.reading = true;
    try {
      do {
        feed.again = false;
        const read = await readActivity(this.redis, feed.keys, feed.lastId).catch(() => undefined);
        // Redis is down: the next message, or the subscriber's reconnection, reads again.
        if (!read || this.feeds.get(feed.keys.channel) !== feed) return;
        this.heard(feed, read);
      } while (feed.again);
    } finally {
      feed.reading = false;
    }
  }

  private heard(feed: Feed, read: ActivityRead): void {
    feed.lastId = read.lastId;
    for (const call of read.calls ?? []) this.called(feed, call);
    for (const batch of read.batches) {
      if (batch.at > feed.seenChars) {
        // Prints this front end never had (trimmed from the backlog before it read them).
        feed.activity.skipped(batch.at - feed.seenChars);
        feed.seenChars = batch.at;
      }
      const fresh = batch.prints.slice(feed.seenChars - batch.at);
      if (fresh !== "") {
        feed.activity.print(fresh);
        feed.seenChars += fresh.length;
      }
      for (const call of batch.calls) this.called(feed, call);
    }
  }

  /** A call's state, unless it is the one given already or an answered call made again by a re-run. */
  private called(feed: Feed, call: ProgressCall): void {
    const known = feed.calls.get(call.seq);
    if (known === call.status || (known !== undefined && known !== "running" && call.status === "running")) return;
    feed.calls.set(call.seq, call.status);
    feed.activity.call(call);
  }
}
