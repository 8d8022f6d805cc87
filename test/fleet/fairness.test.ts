// Per-tenant limits for the whole fleet: flows running at once (BullMQ's global concurrency of the
// tenant's queue, whatever the workers' own concurrency) and tool calls per minute (a counter in
// Redis shared by every worker).
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type ToolDefinition } from "../../host/registry.js";
import { QueueJobs, queueSettings, startFleetWorker, type FleetWorker } from "../../host/fleet/index.js";
import { tenantKeys } from "../../host/fleet/keys.js";
import { rateLimitedCalls } from "../../host/fleet/rate-limit.js";
import { requireBuild } from "../host/jobs/built.js";
import { hasRedis, startRedis, type RedisServer } from "./redis-server.js";

let redis: RedisServer;

describe.skipIf(!hasRedis)("tenant limits across the fleet", () => {
  beforeAll(async () => {
    requireBuild();
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it("runs no more of a tenant's flows at once than max_running, across workers", async () => {
    let running = 0;
    let most = 0;
    const hold: ToolDefinition = {
      name: "hold",
      category: "custom",
      flowEligible: true,
      output: "json",
      handler: async () => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 150));
        running--;
        return 1;
      },
    };
    const registry = createRegistry([hold]);
    const settings = queueSettings({ url: redis.url, prefix: "fair", tenant: "t1", concurrency: 5, tenants: { t1: { max_running: 2 } } })!;
    const workers: FleetWorker[] = await Promise.all([startFleetWorker({ settings, registry }), startFleetWorker({ settings, registry })]);
    const jobs = new QueueJobs(settings);
    try {
      for (let i = 0; i < 8; i++) await jobs.run({ name: `h${i}`, code: "hold() + hold()", tools: ["hold"], background: true }, { registry });
      for (let i = 0; i < 8; i++) expect((await jobs.result(`h${i}`, { wait: 60 })).envelope).toMatchObject({ status: "ok", result: 2 });
      expect(most).toBe(2);
    } finally {
      await jobs.close();
      await Promise.all(workers.map((worker) => worker.close()));
    }
  });

  it("holds a tenant's tool calls to calls_per_minute across workers: the ones over it wait for the next window", async () => {
    const connections = [new Redis(redis.url), new Redis(redis.url)];
    const keys = tenantKeys({ prefix: "rate" }, "t2");
    const made: number[] = [];
    const tool: ToolDefinition = { name: "t", category: "custom", output: "json", handler: async () => made.push(Date.now()) };
    // Two workers' registries, one shared limit of 2 calls per 400 ms window.
    const limited = connections.map((connection) => rateLimitedCalls(connection, keys, 2, 400)(createRegistry([tool])).get("t")!);
    // Start at the beginning of a window, so the five calls span three of them.
    await new Promise((resolve) => setTimeout(resolve, 400 - (Date.now() % 400) + 5));
    const signal = new AbortController().signal;
    const first = Math.floor(Date.now() / 400);
    await Promise.all([0, 1, 2, 3, 4].map((i) => limited[i % 2]!.handler({}, { signal, flowName: "f" })));
    const perWindow = new Map<number, number>();
    for (const at of made) perWindow.set(Math.floor(at / 400) - first, (perWindow.get(Math.floor(at / 400) - first) ?? 0) + 1);
    expect([...perWindow.values()].every((count) => count <= 2)).toBe(true);
    expect(Math.max(...perWindow.keys())).toBeGreaterThanOrEqual(2);
    connections.forEach((connection) => connection.disconnect());
  });
});
