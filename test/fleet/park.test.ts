// Parked flows (host/fleet/parking.ts): a flow waiting on a slow tool leaves worker A (one slot),
// whose slot then holds another flow; when the tool answers, worker B (another process) resumes
// it. From its image when the image is intact; a corrupted image, one made by another build and
// one made with another key are refused, and those flows replay from their journal. Every
// envelope equals the same flow's envelope run in one process, and no non-idempotent call is
// made twice.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { createRegistry, type ToolDefinition } from "../../host/registry.js";
import { McpServers } from "../../host/mcp/index.js";
import { runFlow } from "../../host/run-flow.js";
import type { Envelope } from "../../host/schema/envelope.js";
import { QueueJobs, queueSettings } from "../../host/fleet/index.js";
import { decodeParked, encodeParked } from "../../host/fleet/parked-store.js";
import { loadGuestSource } from "../../wasm/guest-source.js";
import { hasRedis } from "./redis-server.js";
import { comparable, COUNTING_SERVER, counted, fleetProject, redisForFile, until, startWorker, workerLog } from "./worker-processes.js";

const START = new Date("2026-07-08T09:10:11Z");
const SEED = 4242;
const KEY = "parked-images-test-key-0123456789";
const TOOLS = ["mcp__count__record", "mcp__count__hold", "mcp__count__wait_for"];
const frontRegistry = createRegistry(TOOLS.map((name): ToolDefinition => ({ name, category: "mcp", output: "json", handler: async () => null })));
const FLOWS = ["intact", "corrupted", "foreign", "wrongkey"] as const;

function parkedCode(flow: string, released: string): string {
  return [
    "import random, datetime",
    `r = mcp__count__record(flow=${JSON.stringify(flow)}, n=1)`,
    "x = [random.random() for _ in range(3)]",
    'print("before", r["recorded"], datetime.datetime.now().isoformat())',
    `h = mcp__count__hold(flow=${JSON.stringify(flow)}, path=${JSON.stringify(released)})`,
    'print("after", h["held"], x[0])',
    `r2 = mcp__count__record(flow=${JSON.stringify(flow)}, n=2)`,
    '[r2["recorded"], h, sum(x)]',
  ].join("\n");
}

describe.skipIf(!hasRedis)("a parked flow", () => {
  const redisServer = redisForFile();

  it("resumes on another worker process from its image; refused images replay; envelopes as in one process", async () => {
    const prefix = "park";
    const { dir, counter } = fleetProject({ prefix, lockSeconds: 5, concurrency: 1, more: ["slow_tools: [mcp__count__hold]", `image_key: ${KEY}`] });
    const released = join(dir, "released");
    const queued = join(dir, "queued");
    const settings = queueSettings({ url: redisServer().url, prefix }, undefined, {})!;
    const front = new QueueJobs(settings);
    const watch = new Redis(redisServer().url);
    const parkedKey = async (handle: string) => {
      const flowId = (await watch.get(`${prefix}:tf:default:handle:${handle}`))!;
      return `${prefix}:tf:default:parked:${flowId}`;
    };
    try {
      const a = await startWorker(redisServer().url, dir);
      for (const flow of FLOWS) {
        await front.run({ name: flow, code: parkedCode(flow, released), tools: TOOLS.slice(0, 2), background: true }, { registry: frontRegistry, now: () => START, seed: SEED });
      }
      await until(() => workerLog(a).split("parked while").length - 1 === FLOWS.length, "every flow to park on worker A");
      // A's one slot is free again: it takes this flow, which holds it until the test ends it.
      await front.run({ name: "holder", code: `mcp__count__wait_for(path=${JSON.stringify(queued)})`, tools: TOOLS.slice(2), background: true }, { registry: frontRegistry, now: () => START });
      await until(async () => (await front.status("holder")).status === "running" && (await watch.keys(`${prefix}:tf:default:journal:*`)).length === FLOWS.length + 1, "worker A to take the holder");

      const guestSource = await loadGuestSource();
      const stored = async (flow: string) => (await watch.hgetBuffer(await parkedKey(flow), "image"))!;
      const corrupted = Buffer.from(await stored("corrupted"));
      corrupted[corrupted.length >> 1]! ^= 0x40;
      await watch.hset(await parkedKey("corrupted"), "image", corrupted);
      const foreign = decodeParked(await stored("foreign"), KEY, guestSource);
      if (!foreign.ok) throw new Error(foreign.why);
      await watch.hset(await parkedKey("foreign"), "image", encodeParked({ ...foreign.flow, image: { ...foreign.flow.image, build: "1.0.0" } }, KEY));
      const wrongKey = decodeParked(await stored("wrongkey"), KEY, guestSource);
      if (!wrongKey.ok) throw new Error(wrongKey.why);
      await watch.hset(await parkedKey("wrongkey"), "image", encodeParked(wrongKey.flow, `${KEY}-not-the-fleets`));

      const b = await startWorker(redisServer().url, dir);
      writeFileSync(released, "");
      const envelopes = new Map<string, Envelope>();
      for (const flow of FLOWS) envelopes.set(flow, (await front.result(flow, { wait: 60, full: true })).envelope as Envelope);
      writeFileSync(queued, "");
      expect((await front.result("holder", { wait: 60 })).status).toBe("completed");

      // Every flow resumed on B, none on A (whose slot the holder had).
      expect(workerLog(b)).toContain("flow intact: resuming it from its parked image");
      expect(workerLog(b)).toMatch(/flow corrupted: its parked image was refused \(its HMAC does not match[^\n]*; replaying it from its journal/);
      expect(workerLog(b)).toMatch(/flow foreign: its parked image was refused \(it was made by another build \(1\.0\.0\)\); replaying/);
      expect(workerLog(b)).toMatch(/flow wrongkey: its parked image was refused \(its HMAC does not match/);
      expect(workerLog(a)).not.toContain("resuming");
      expect(workerLog(a)).not.toContain("replaying");

      const upstream = await McpServers.connect({ count: { transport: "stdio", command: process.execPath, args: [COUNTING_SERVER, join(dir, "reference.txt")] } });
      try {
        for (const flow of FLOWS) {
          const reference = await runFlow({ name: flow, code: parkedCode(flow, released), tools: TOOLS.slice(0, 2) }, { registry: createRegistry(upstream.tools()), now: () => START, seed: SEED });
          if (reference.rejected) throw new Error("reference rejected");
          expect(reference.full.status).toBe("ok");
          expect(comparable(envelopes.get(flow)!)).toEqual(comparable(reference.full));
          // Parked on purpose, not resumed after a failure.
          expect(envelopes.get(flow)!.stats.resumed).toBe(0);
        }
      } finally {
        await upstream.close();
      }
      for (const flow of FLOWS) {
        expect(counted(counter, "record").get(`record ${flow} 1`)).toBe(1);
        expect(counted(counter, "record").get(`record ${flow} 2`)).toBe(1);
        expect(counted(counter, "hold").get(`hold ${flow}`)).toBe(1);
      }
      // An ended flow's parked state is gone.
      expect(await watch.keys(`${prefix}:tf:default:parked:*`)).toEqual([]);
    } finally {
      watch.disconnect();
      await front.close();
    }
  }, 120_000);
});
