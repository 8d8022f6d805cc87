// HTTP sessions whose client went quiet are ended; a client holding a stream open keeps its own.
import { request } from "node:http";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry } from "../../../host/registry.js";
import { JobManager } from "../../../host/jobs/index.js";
import { serveMcpHttp, serverApproval, type HttpMcpServer } from "../../../host/mcp/index.js";
import { requireBuild } from "../jobs/built.js";

const IDLE_MS = 300;
let http: HttpMcpServer;

beforeAll(async () => {
  requireBuild();
  http = await serveMcpHttp({ registry: createRegistry([]), jobs: new JobManager(), approval: serverApproval({ elicit: false, fallback: () => true }) }, 0, { sessionIdleMs: IDLE_MS });
});

afterAll(async () => {
  await http?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("idle HTTP sessions", () => {
  it("ends a session that sent nothing for the idle time and holds no stream", async () => {
    const init = await post({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "quiet", version: "1" } } });
    expect(init.status).toBe(200);
    const session = init.session!;
    expect((await post({ jsonrpc: "2.0", id: 2, method: "tools/list" }, session)).status).toBe(200);
    await sleep(IDLE_MS * 3);
    expect((await post({ jsonrpc: "2.0", id: 3, method: "tools/list" }, session)).status).toBe(404);
  });

  it("keeps a session whose client holds its stream open past the idle time", async () => {
    const client = new Client({ name: "streaming", version: "1" });
    await client.connect(new StreamableHTTPClientTransport(http.url));
    try {
      await sleep(IDLE_MS * 3);
      const tools = await client.listTools();
      expect(tools.tools.map((tool) => tool.name)).toContain("tool_flow");
    } finally {
      await client.close();
    }
  });
});

/** A raw JSON-RPC POST: its status and the session id the server gave. */
function post(body: object, session?: string): Promise<{ status: number; session?: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json, text/event-stream" };
    if (session) headers["mcp-session-id"] = session;
    const req = request(http.url, { method: "POST", headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, session: res.headers["mcp-session-id"] as string | undefined }));
    });
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}
