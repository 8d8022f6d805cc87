// Streamable HTTP both ways, in one process: toolflow's HTTP server on loopback, and the MCP
// client's http transport using it as an upstream server (`mcp__self__...`).
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type ToolDefinition } from "../../../host/registry.js";
import { JobManager } from "../../../host/jobs/index.js";
import { McpServers, serveMcpHttp, serverApproval, type HttpMcpServer } from "../../../host/mcp/index.js";
import { runFlow, type FlowRun } from "../../../host/run-flow.js";
import { requireBuild } from "../jobs/built.js";

const double: ToolDefinition = {
  name: "double",
  category: "custom",
  flowEligible: true,
  output: "json",
  handler: async (args) => Number(args.n) * 2,
};

let http: HttpMcpServer;
let upstream: McpServers;

beforeAll(async () => {
  requireBuild();
  // toolflow's MCP client declares no elicitation: the server approves every flow (`mcp --yes`).
  http = await serveMcpHttp({ registry: createRegistry([double]), jobs: new JobManager(), approval: serverApproval({ elicit: false, fallback: () => true }) }, 0);
  upstream = await McpServers.connect({ self: { transport: "http", url: http.url.href } });
});

afterAll(async () => {
  await upstream?.close();
  await http?.close();
});

describe("MCP over streamable HTTP", () => {
  it("calls an HTTP server's tools from a flow, JSON text arriving as data", async () => {
    const registry = createRegistry(upstream.tools());
    const code = `
inner = mcp__self__tool_flow(name="inner", code="double(n=21)", tools=["double"])
jobs = mcp__self__job_list()
{"inner": inner["result"], "jobs": [j["job"] + ":" + j["status"] for j in jobs["jobs"]]}
`;
    const outcome = (await runFlow({ name: "outer", code, tools: ["mcp__self__tool_flow", "mcp__self__job_list"] }, { registry })) as FlowRun;
    expect(outcome.full.error).toBeUndefined();
    expect(outcome.full).toMatchObject({ status: "ok", result: { inner: 42, jobs: ["inner:completed"] } });
  });

  it("refuses a Host header other than the loopback address", async () => {
    expect(await post({ host: "evil.example.com" })).toBe(403);
  });

  it("answers a request in an unknown session with 404, so the client starts a new one", async () => {
    expect(await post({ host: http.url.host, "mcp-session-id": "no-such-session" })).toBe(404);
  });
});

/** The status of a raw tools/list POST with these headers. */
function post(headers: Record<string, string>): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
    const req = request(http.url, { method: "POST", headers: { ...headers, "content-type": "application/json", accept: "application/json, text/event-stream" } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end(body);
  });
}
