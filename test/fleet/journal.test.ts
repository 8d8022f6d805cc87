// The call journal against a real redis-server: what is stored before a call is made, which
// outcome a call gets when another run of its flow recorded one first, and where a failed write
// shows (never as an unhandled rejection).
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Journal } from "../../host/fleet/journal.js";
import { JsonText, type ToolContext, type ToolDefinition } from "../../host/registry.js";
import { hasRedis, startRedis, type RedisServer } from "./redis-server.js";

const KEEP_MS = 60_000;

describe.skipIf(!hasRedis)("the call journal", () => {
  let server: RedisServer;
  let redis: Redis;
  let watch: Redis;
  let keys = 0;
  beforeAll(async () => {
    server = await startRedis();
    redis = new Redis(server.url, { maxRetriesPerRequest: null });
    watch = new Redis(server.url);
  });
  afterAll(async () => {
    redis?.disconnect();
    watch?.disconnect();
    await server?.stop();
  });

  const context = (seq: number): ToolContext => ({ signal: new AbortController().signal, flowName: "f", seq, argsJson: JSON.stringify({ n: seq }) });
  const tool = (name: string, idempotent: boolean, handler: ToolDefinition["handler"]): ToolDefinition => ({ name, category: "custom", output: "json", idempotent, handler });
  const opened = async () => {
    const key = `journal-test:${++keys}`;
    return { key, journal: await Journal.open(redis, key, KEEP_MS) };
  };
  const call = (journal: Journal, definition: ToolDefinition, seq: number) => journal.wrap(new Map([[definition.name, definition]])).get(definition.name)!.handler({ n: seq }, context(seq));

  it("makes a call that is not idempotent only once its start and every outcome before it are stored", async () => {
    const { key, journal } = await opened();
    const seen: Record<string, string>[] = [];
    const read = tool("read", true, async () => ({ read: 1 }));
    const send = tool("send", false, async () => {
      seen.push(await watch.hgetall(key));
      return { sent: true };
    });
    expect(await call(journal, read, 1)).toEqual({ read: 1 });
    expect(await call(journal, read, 2)).toEqual({ read: 1 });
    expect(await call(journal, send, 3)).toEqual({ sent: true });
    const entries = Object.fromEntries(Object.entries(seen[0]!).filter(([field]) => field.startsWith("call:")).map(([field, text]) => [field, JSON.parse(text)]));
    expect(entries).toEqual({
      "call:1": { tool: "read", args: '{"n":1}', outcome: { ok: '{"read":1}' } },
      "call:2": { tool: "read", args: '{"n":2}', outcome: { ok: '{"read":1}' } },
      "call:3": { tool: "send", args: '{"n":3}' },
    });
    await journal.stored();
    expect(JSON.parse((await watch.hget(key, "call:3"))!)).toEqual({ tool: "send", args: '{"n":3}', outcome: { ok: '{"sent":true}' } });
  });

  it("gives an idempotent call the outcome another run of the flow recorded first, and leaves that record as it was", async () => {
    const { key, journal } = await opened();
    // Another run of the flow (a worker presumed dead that was only slow) made call 1 after this run opened the journal.
    const other = JSON.stringify({ tool: "read", args: '{"n":1}', outcome: { ok: '{"other":true}' } });
    await watch.hset(key, "call:1", other);
    const read = tool("read", true, async () => ({ mine: true }));
    const answer = await call(journal, read, 1);
    expect(answer).toBeInstanceOf(JsonText);
    expect((answer as JsonText).text).toBe('{"other":true}');
    await journal.stored();
    expect(await watch.hget(key, "call:1")).toBe(other);
    // A later call is journaled as usual.
    expect(await call(journal, read, 2)).toEqual({ mine: true });
    await journal.stored();
    expect(JSON.parse((await watch.hget(key, "call:2"))!)).toEqual({ tool: "read", args: '{"n":2}', outcome: { ok: '{"mine":true}' } });
  });

  it("a write that fails reaches the next call that is not idempotent and the parking flow, not the process", async () => {
    const { key, journal } = await opened();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      // The tool replaces the journal's hash by a string: its outcome's HSET fails (WRONGTYPE).
      const clobber = tool("clobber", false, async () => {
        await watch.del(key);
        await watch.set(key, "not a hash");
        return { done: 1 };
      });
      const send = tool("send", false, async () => ({ sent: true }));
      expect(await call(journal, clobber, 1)).toEqual({ done: 1 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await expect(call(journal, send, 2)).rejects.toThrow(/WRONGTYPE/);
      await expect(journal.stored()).rejects.toThrow(/WRONGTYPE/);
      // An idempotent call's claim fails while its handler is still at work: the call fails with it.
      const slow = tool("slow", true, () => new Promise((resolve) => setTimeout(() => resolve({ late: true }), 30)));
      await expect(call(journal, slow, 3)).rejects.toThrow(/WRONGTYPE/);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
