// A queued flow's backlog of prints and calls (host/fleet/activity-log.ts) and the front end's
// feeds over it (activity-feed.ts), against a real redis-server: what a watcher hears equals
// what a watcher of the same activity in-process hears, however late it starts, and a batch
// appended before the watcher's subscription is made is not lost.
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ActivityFeeds } from "../../host/fleet/activity-feed.js";
import { ActivityLog, type ActivityKeys, type Batch } from "../../host/fleet/activity-log.js";
import { JobActivity, WATCHED_PRINT_CHARS, type ActivityNews, type ActivityWatch } from "../../host/jobs/activity.js";
import type { ProgressCall } from "../../host/jobs/progress.js";
import { hasRedis, startRedis, type RedisServer } from "./redis-server.js";

let server: RedisServer;
let redis: Redis;
const connections: Redis[] = [];
const KEEP_MS = 60_000;

const keysOf = (name: string): ActivityKeys => ({ log: `t:log:${name}`, calls: `t:calls:${name}`, channel: `t:channel:${name}` });

/** A front end's feeds on connections of its own (the subscriber not yet connected when it starts watching). */
function feeds(): ActivityFeeds {
  return feedsAndSubscriber().feeds;
}

function feedsAndSubscriber(): { feeds: ActivityFeeds; subscriber: Redis } {
  const subscriber = new Redis(server.url);
  const reader = new Redis(server.url);
  connections.push(subscriber, reader);
  return { feeds: new ActivityFeeds(subscriber, reader), subscriber };
}

/** Every take of a watcher, merged: the prints, whether any were cut, each call's latest status. */
function collect(start: (onChange: () => void) => ActivityWatch) {
  const heard = { prints: "", cut: false, calls: new Map<number, string>() };
  let watch: ActivityWatch | undefined;
  const take = () => {
    const news: ActivityNews = watch!.take();
    heard.prints += news.prints;
    heard.cut ||= news.printsCut;
    for (const call of news.calls) heard.calls.set(call.seq, call.status);
  };
  watch = start(() => queueMicrotask(take));
  return { heard, watch };
}

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const call = (seq: number, status: ProgressCall["status"]): ProgressCall => ({ seq, tool: "t", alias: "t", status });

describe.skipIf(!hasRedis)("a queued flow's activity backlog", () => {
  beforeAll(async () => {
    server = await startRedis();
    redis = new Redis(server.url);
  });

  afterAll(async () => {
    for (const connection of [redis, ...connections]) connection?.disconnect();
    await server?.stop();
  });

  it("a batch appended before the watcher's subscription is made still reaches it", async () => {
    const keys = keysOf("early");
    const log = new ActivityLog(redis, keys, KEEP_MS);
    const { heard, watch } = collect((onChange) => feeds().watch(keys, onChange));
    // The watcher's subscriber connection is still connecting: this batch's message goes to no one.
    await log.append({ at: 0, prints: "early\n", calls: [call(1, "running")] });
    await until(() => heard.prints === "early\n" && heard.calls.get(1) === "running");
    await log.append({ at: 6, prints: "later\n", calls: [call(1, "ok")] });
    await until(() => heard.calls.get(1) === "ok");
    expect(heard).toEqual({ prints: "early\nlater\n", cut: false, calls: new Map([[1, "ok"]]) });
    watch.stop();
  });

  it("a watcher whose subscription was lost still hears what follows", async () => {
    const keys = keysOf("unsubscribed");
    const log = new ActivityLog(redis, keys, KEEP_MS);
    const front = feedsAndSubscriber();
    const { heard, watch } = collect((onChange) => front.feeds.watch(keys, onChange));
    await log.append({ at: 0, prints: "one\n", calls: [] });
    await until(() => heard.prints === "one\n");
    await front.subscriber.unsubscribe(keys.channel);
    await log.append({ at: 4, prints: "two\n", calls: [call(1, "running")] });
    await until(() => heard.calls.get(1) === "running");
    expect(heard).toEqual({ prints: "one\ntwo\n", cut: false, calls: new Map([[1, "running"]]) });
    watch.stop();
  });

  it("a late watcher hears what one in-process would: every call as it stands and the last prints, cut marked; the backlog stays small", async () => {
    const keys = keysOf("long");
    const log = new ActivityLog(redis, keys, KEEP_MS);
    const inProcess = new JobActivity();
    const batches: Batch[] = [];
    let at = 0;
    for (let i = 0; i < 40; i++) {
      const prints = `${String(i).padStart(3, "0")}${"x".repeat(996)}\n`;
      batches.push({ at, prints, calls: [call(i + 1, "running"), ...(i > 0 ? [call(i, i % 2 ? "ok" : "error")] : [])] });
      at += prints.length;
    }
    // One batch longer than a watcher is ever shown is kept only in part.
    batches.push({ at, prints: "y".repeat(2 * WATCHED_PRINT_CHARS), calls: [] });
    batches.push({ at: at + 2 * WATCHED_PRINT_CHARS, prints: "end\n", calls: [call(40, "denied")] });
    for (const batch of batches) {
      await log.append(batch);
      inProcess.print(batch.prints);
      for (const each of batch.calls) inProcess.call(each);
    }
    const expected = inProcess.watch(() => {}).take();
    const late = collect((onChange) => feeds().watch(keys, onChange));
    await until(() => late.heard.calls.get(40) === "denied" && late.heard.prints.endsWith("end\n"));
    expect(late.heard.prints).toBe(expected.prints);
    expect(late.heard.prints).toHaveLength(WATCHED_PRINT_CHARS);
    expect(late.heard.cut).toBe(expected.printsCut);
    expect(late.heard.cut).toBe(true);
    expect([...late.heard.calls]).toEqual(expected.calls.map((each) => [each.seq, each.status]));
    expect(late.heard.calls.size).toBe(40);
    // The stream holds what covers the last prints (the long batch, cut, and what follows), not all 42 batches.
    expect(await redis.xlen(keys.log)).toBeLessThanOrEqual(3);
    expect(await redis.pttl(keys.log)).toBeGreaterThan(0);
    expect(await redis.pttl(keys.calls)).toBeGreaterThan(0);
    late.watch.stop();
  });

  it("a watcher that fell behind a trim hears the calls it missed and is told its prints were cut", async () => {
    const keys = keysOf("behind");
    const log = new ActivityLog(redis, keys, KEEP_MS);
    const front = feeds();
    const { heard, watch } = collect((onChange) => front.watch(keys, onChange));
    await log.append({ at: 0, prints: "start\n", calls: [call(1, "running")] });
    await until(() => heard.prints === "start\n");
    // The watcher's reads fail while the flow goes on (its reader connection is gone for a while).
    const reader = connections.at(-1)!;
    reader.disconnect();
    const big = "z".repeat(WATCHED_PRINT_CHARS);
    await log.append({ at: 6, prints: "gone\n", calls: [call(1, "ok"), call(2, "running")] });
    await log.append({ at: 11, prints: big, calls: [call(2, "ok")] });
    await log.append({ at: 11 + big.length, prints: "tail\n", calls: [call(3, "running")] });
    await reader.connect();
    await redis.publish(keys.channel, "");
    await until(() => heard.calls.get(3) === "running");
    expect(heard.cut).toBe(true);
    expect(heard.prints.endsWith("tail\n")).toBe(true);
    expect(heard.prints.startsWith("start\n")).toBe(true);
    expect(heard.prints).not.toContain("gone");
    expect(heard.calls).toEqual(new Map([[1, "ok"], [2, "ok"], [3, "running"]]));
    watch.stop();
  });
});
