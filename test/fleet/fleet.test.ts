// A fleet of worker processes (`toolflow worker`) running 300 queued flows while the test
// SIGKILLs a worker twice: every flow finishes; each envelope equals the same flow's envelope run
// in one process (but for timings and stats.resumed); the counting tool server saw no
// non-idempotent call twice, and each one whose outcome the journal holds exactly once.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type ToolDefinition } from "../../host/registry.js";
import { McpServers } from "../../host/mcp/index.js";
import { runFlow } from "../../host/run-flow.js";
import type { Envelope } from "../../host/schema/envelope.js";
import { QueueJobs, queueSettings, type QueueSettings } from "../../host/fleet/index.js";
import { requireBuild } from "../host/jobs/built.js";
import { hasRedis, startRedis, type RedisServer } from "./redis-server.js";
import { comparable, COUNTING_SERVER, counted, fleetProject, startWorker, workerProcesses } from "./worker-processes.js";

const FLOWS = 300;
const WORKERS = 3;
const CALLS_PER_FLOW = 4;
const START = new Date("2026-03-04T05:06:07Z");
const UNKNOWN = /^the outcome of this mcp__count__record call is unknown/;

let redis: RedisServer;
let dir: string;
let counter: string;
let settings: QueueSettings;
const frontEnds: QueueJobs[] = [];

const TOOL_NAMES = ["mcp__count__record", "mcp__count__lookup", "mcp__count__wait_for"];
/** The front end only validates requests: it needs the tools' names, not the tools. */
const frontRegistry = createRegistry(TOOL_NAMES.map((name): ToolDefinition => ({ name, category: "mcp", output: "json", handler: async () => null })));

function flowCode(i: number): string {
  return [
    "import datetime",
    `print("start", datetime.datetime.now().isoformat())`,
    "total = 0",
    `for n in range(${CALLS_PER_FLOW}):`,
    `    info = mcp__count__lookup(key="f${i}-" + "x" * (n + ${i % 7}))`,
    '    total += info["size"]',
    `    r = mcp__count__record(flow="f${i}", n=n)`,
    '    print(r["recorded"], total)',
    "total",
  ].join("\n");
}

describe.skipIf(!hasRedis)("a fleet of workers", () => {
  beforeAll(async () => {
    requireBuild();
    redis = await startRedis();
    ({ dir, counter } = fleetProject({ prefix: "fleet", lockSeconds: 5, concurrency: 25 }));
    settings = queueSettings({ url: redis.url, prefix: "fleet", lock_seconds: 5 })!;
  });

  afterAll(async () => {
    for (const worker of workerProcesses) worker.kill("SIGKILL");
    await Promise.all(frontEnds.map((jobs) => jobs.close()));
    await redis?.stop();
  });

  it(`runs ${FLOWS} flows on ${WORKERS} workers while two are killed; envelopes as in one process, no call made twice`, async () => {
    const phases: string[] = [];
    let phaseStart = performance.now();
    const phase = (name: string) => {
      phases.push(`${name} ${((performance.now() - phaseStart) / 1000).toFixed(1)} s`);
      phaseStart = performance.now();
    };
    // The same flows in this process, against their own copy of the tool server.
    writeFileSync(join(dir, "reference.txt"), "");
    const upstream = await McpServers.connect({ count: { transport: "stdio", command: process.execPath, args: [COUNTING_SERVER, join(dir, "reference.txt")] } });
    const registry = createRegistry(upstream.tools());
    const reference: Envelope[] = [];
    for (let start = 0; start < FLOWS; start += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, FLOWS - start) }, async (_, k) => {
          const i = start + k;
          const run = await runFlow({ name: `f${i}`, code: flowCode(i), tools: TOOL_NAMES.slice(0, 2) }, { registry, now: () => START });
          if (run.rejected) throw new Error(JSON.stringify(run));
          return run.full;
        }),
      );
      reference.push(...batch);
    }
    await upstream.close();
    expect(reference.every((envelope) => envelope.status === "ok")).toBe(true);

    phase("one-process reference");
    const started = Array.from({ length: WORKERS }, () => startWorker(redis.url, dir));
    let alive = await Promise.all(started);
    const front = new QueueJobs(settings);
    frontEnds.push(front);
    const handles: string[] = [];
    for (let i = 0; i < FLOWS; i++) {
      const answer = await front.run({ name: `f${i}`, code: flowCode(i), tools: TOOL_NAMES.slice(0, 2), background: true }, { registry: frontRegistry, now: () => START });
      expect(answer).toEqual({ job: `f${i}`, status: "running" });
      handles.push(`f${i}`);
    }

    phase("workers up, flows queued");
    // Kill a worker once a quarter and once half of the calls were made; a new one takes its place.
    for (const share of [0.25, 0.5]) {
      while (counted(counter, "record").size < FLOWS * CALLS_PER_FLOW * share) await new Promise((resolve) => setTimeout(resolve, 50));
      const victim = alive[0]!;
      victim.kill("SIGKILL");
      alive = [...alive.slice(1), await startWorker(redis.url, dir)];
    }

    phase("until the second kill");
    const results = [];
    for (const handle of handles) results.push(await front.result(handle, { wait: 300, full: true }));
    expect(results.filter((result) => result.status === "running").map((result) => result.job)).toEqual([]);

    phase("until every flow ended");
    const counts = counted(counter, "record");
    let resumed = 0;
    let unknown = 0;
    for (let i = 0; i < FLOWS; i++) {
      const envelope = results[i]!.envelope as Envelope;
      resumed += envelope.stats.resumed ?? 0;
      const cut = envelope.calls.find((call) => call.status === "error" && UNKNOWN.test(call.error ?? ""));
      if (cut) {
        // The worker died between sending the call and journaling its answer: not made again.
        unknown++;
        expect(envelope.error).toMatchObject({ type: "ToolError" });
        expect(counts.get(`record f${i} ${String(cut.args.n)}`) ?? 0).toBeLessThanOrEqual(1);
        continue;
      }
      expect(comparable(envelope), `flow f${i}`).toEqual(comparable(reference[i]!));
      for (let n = 0; n < CALLS_PER_FLOW; n++) expect(counts.get(`record f${i} ${n}`), `record f${i} ${n}`).toBe(1);
    }
    // The kills hit running flows, which other workers resumed from their journals.
    expect(resumed).toBeGreaterThan(0);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    console.info(`fleet: ${FLOWS} flows, ${resumed} resumptions, ${unknown} with a call whose outcome was lost; ${phases.join(", ")}`);
  }, 600_000);
});
