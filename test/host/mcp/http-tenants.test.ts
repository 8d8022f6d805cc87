// Two MCP sessions over streamable HTTP share the server's sandbox pool: session A keeps more
// busy loops running in the background than the pool has workers, and session B's trivial flows
// still finish at once. Each session is a tenant whose computing flows are capped (docs/design.md
// "The sandbox worker pool"); the bounds are ordering (a quarter of A's deadline) and B's same
// flows alone just before (a few times that, plus time for the pool to start a worker), not speed.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry } from "../../../host/registry.js";
import { JobManager } from "../../../host/jobs/index.js";
import { serveMcpHttp, serverApproval, type HttpMcpServer } from "../../../host/mcp/index.js";
import { requireBuild } from "../jobs/built.js";

const BUSY_TIMEOUT_S = 120;
/** More than the default pool's maxWorkers (8): without a per-tenant cap they would hold every worker. */
const BUSY_FLOWS = 9;
/** As in test/limits/starvation.test.ts: a few times the time alone, plus a worker's start on cores the busy loops share. */
const ALONE_FACTOR = 3;
const GROWTH_MS = 6000;

let http: HttpMcpServer;

beforeAll(async () => {
  requireBuild();
  http = await serveMcpHttp({ registry: createRegistry([]), jobs: new JobManager(), approval: serverApproval({ elicit: false, fallback: () => true }) }, 0);
});

afterAll(async () => {
  await http?.close();
});

async function session(): Promise<Client> {
  const client = new Client({ name: "tenant-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(http.url));
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<Record<string, any>> {
  const result = await client.callTool({ name, arguments: args });
  const first = (result.content as { type: string; text: string }[])[0]!;
  return JSON.parse(first.text) as Record<string, any>;
}

describe("MCP HTTP sessions as tenants of the sandbox pool", () => {
  it("finishes session B's flows while session A's busy loops fill the pool", async () => {
    const [a, b] = [await session(), await session()];
    try {
      // A cold start (the transpiler loaded, a worker booted) is not what is measured.
      expect(await call(b, "tool_flow", { name: "warm", code: "1", tools: [] })).toMatchObject({ status: "ok", result: 1 });
      const trivialFlows = async () => {
        const begun = performance.now();
        for (let i = 0; i < 3; i++) {
          expect(await call(b, "tool_flow", { name: `trivial-${i}`, code: `print("b")\n6 * ${i}`, tools: [], timeout_seconds: 10 })).toMatchObject({ status: "ok", result: 6 * i });
        }
        return performance.now() - begun;
      };
      const alone = await trivialFlows();
      const jobs: string[] = [];
      for (let i = 0; i < BUSY_FLOWS; i++) {
        const started = await call(a, "tool_flow", { name: `busy-${i}`, code: "while True:\n    pass\n", tools: [], timeout_seconds: BUSY_TIMEOUT_S, background: true });
        jobs.push(started.job as string);
      }
      const ms = await trivialFlows();
      const bound = Math.min((BUSY_TIMEOUT_S * 1000) / 4, ALONE_FACTOR * alone + GROWTH_MS);
      console.log(`session B's 3 flows done after ${Math.round(ms)} ms beside session A's ${BUSY_FLOWS} busy loops, ${Math.round(alone)} ms alone (bound ${Math.round(bound)} ms)`);
      expect(ms).toBeLessThan(bound);
      for (const job of jobs) await call(a, "job_cancel", { job });
    } finally {
      await a.close();
      await b.close();
    }
  }, 120_000);
});
