// The backlog of a queued flow's prints and calls in Redis, kept as long as its result: a stream
// of batches per handle, trimmed to the entries that hold the last WATCHED_PRINT_CHARS printed,
// and a hash of every call by seq with its latest status. A worker appends; a front end that
// starts watching late reads the calls and the kept prints so far, then follows the stream from
// the last entry it read (host/fleet/activity-feed.ts), so what was said before it subscribed is
// not lost. Pub/sub only pokes the watchers: what they show always comes from the backlog.
import type { Redis } from "ioredis";
import * as z from "zod";
import { WATCHED_PRINT_CHARS } from "../jobs/activity.js";
import type { ProgressCall } from "../jobs/progress.js";
import { safeJson } from "./safe-json.js";

export interface ActivityKeys {
  /** Stream of batches. */
  log: string;
  /** Hash: seq -> the call as it stands. */
  calls: string;
  /** Pub/sub channel: a batch was appended. */
  channel: string;
}

const ProgressCallSchema: z.ZodType<ProgressCall> = z.object({
  seq: z.number().int(),
  tool: z.string(),
  alias: z.string(),
  status: z.enum(["running", "ok", "error", "denied"]),
});

export const BatchSchema = z.object({
  /** Characters the flow had printed before `prints` (a re-run after a crash starts at 0 again). */
  at: z.number().int().nonnegative(),
  prints: z.string(),
  calls: z.array(ProgressCallSchema),
});

export type Batch = z.infer<typeof BatchSchema>;

/** What a watcher reads: every call so far (when it starts, or lost track) and the entries after its last. */
export interface ActivityRead {
  calls?: ProgressCall[];
  batches: Batch[];
  /** The stream id of the last entry read (undefined: none yet). */
  lastId: string | undefined;
}

/** The worker's side: appends one run's batches, in order, and trims what no watcher will show. */
export class ActivityLog {
  /** This run's entries still in the stream: their ids and where their prints start. */
  private kept: { id: string; at: number }[] = [];

  constructor(
    private readonly redis: Redis,
    private readonly keys: ActivityKeys,
    private readonly keepMs: number,
  ) {}

  /** Settles once Redis has the batch (or could not take it: a watcher then misses it, as a lagging one would). */
  append(batch: Batch): Promise<void> {
    const stored = lastPrints(batch);
    const tx = this.redis.multi();
    const trimTo = this.trimPoint(stored.at + stored.prints.length);
    if (trimTo !== undefined) tx.xtrim(this.keys.log, "MINID", trimTo);
    tx.xadd(this.keys.log, "*", "batch", JSON.stringify(stored));
    for (const call of batch.calls) {
      // A re-run makes its answered calls again from the journal: their status stays answered.
      if (call.status === "running") tx.hsetnx(this.keys.calls, String(call.seq), JSON.stringify(call));
      else tx.hset(this.keys.calls, String(call.seq), JSON.stringify(call));
    }
    tx.pexpire(this.keys.log, this.keepMs).pexpire(this.keys.calls, this.keepMs).publish(this.keys.channel, "");
    const added = trimTo === undefined ? 0 : 1;
    return tx
      .exec()
      .then((results) => {
        const id = results?.[added]?.[1];
        if (typeof id === "string") this.kept.push({ id, at: stored.at });
      })
      .catch(() => undefined);
  }

  /** The first entry still needed once the flow has printed up to `end`: the one holding `end - WATCHED_PRINT_CHARS`. */
  private trimPoint(end: number): string | undefined {
    let first = 0;
    while (first + 1 < this.kept.length && this.kept[first + 1]!.at <= end - WATCHED_PRINT_CHARS) first++;
    if (first === 0) return undefined;
    this.kept = this.kept.slice(first);
    return this.kept[0]!.id;
  }
}

/** A batch with only the prints a watcher can be shown (its last WATCHED_PRINT_CHARS). */
function lastPrints(batch: Batch): Batch {
  let cut = batch.prints.length - WATCHED_PRINT_CHARS;
  if (cut <= 0) return batch;
  // Not half a surrogate pair.
  if (/^[\uDC00-\uDFFF]/.test(batch.prints.slice(cut))) cut++;
  return { ...batch, at: batch.at + cut, prints: batch.prints.slice(cut) };
}

/**
 * The front end's side: with no `after`, every call so far and every entry; else the entries
 * after it, and every call again when the stream was trimmed past it (entries it had not read
 * may be gone).
 */
export async function readActivity(redis: Redis, keys: ActivityKeys, after?: string): Promise<ActivityRead> {
  if (after !== undefined) {
    const [[, first], [, entries]] = (await redis.multi().xrange(keys.log, "-", "+", "COUNT", 1).xrange(keys.log, `(${after}`, "+").exec()) as [[unknown, StreamEntry[]], [unknown, StreamEntry[]]];
    const firstId = first[0]?.[0];
    if (firstId === undefined || !idAfter(firstId, after)) return { batches: batchesOf(entries), lastId: entries.at(-1)?.[0] ?? after };
  }
  const [[, calls], [, entries]] = (await redis.multi().hgetall(keys.calls).xrange(keys.log, "-", "+").exec()) as [[unknown, Record<string, string>], [unknown, StreamEntry[]]];
  const parsed = Object.values(calls).flatMap((text) => {
    const call = ProgressCallSchema.safeParse(safeJson(text));
    return call.success ? [call.data] : [];
  });
  return { calls: parsed.sort((a, b) => a.seq - b.seq), batches: batchesOf(entries), lastId: entries.at(-1)?.[0] ?? after };
}

type StreamEntry = [id: string, fields: string[]];

function batchesOf(entries: StreamEntry[]): Batch[] {
  return entries.flatMap(([, fields]) => {
    const batch = BatchSchema.safeParse(safeJson(fields[1] ?? ""));
    // Not a batch a worker wrote: nothing to show.
    return batch.success ? [batch.data] : [];
  });
}

/** Stream ids are `ms-seq`: compared as the two numbers. */
function idAfter(id: string, than: string): boolean {
  const [ms, seq] = id.split("-").map(BigInt) as [bigint, bigint];
  const [thanMs, thanSeq] = than.split("-").map(BigInt) as [bigint, bigint];
  return ms > thanMs || (ms === thanMs && seq > thanSeq);
}
