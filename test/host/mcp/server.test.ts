// toolflow's MCP server driven by the SDK's client over an in-memory transport: listing tools,
// foreground and background flows, polling, cancelling mid-call, envelope resources.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createRegistry,
  createToolflowServer,
  EnvelopeSchema,
  JobManager,
  toolFlowRequestJsonSchema,
  type ToolDefinition,
} from "../../../host/index.js";
import { requireBuild } from "../jobs/built.js";

beforeAll(requireBuild);

const greet: ToolDefinition = {
  name: "greet",
  category: "custom",
  flowEligible: true,
  output: "text",
  description: "Say hello.",
  inputSchema: { type: "object", properties: { who: { type: "string", description: "Whom to greet" } }, required: ["who"] },
  handler: async (args) => `hello ${String(args.who)}`,
};

/** Waits until the test releases it (or the flow aborts it); records aborts. */
function blockingTool() {
  const state = { calls: 0, aborts: 0, release: () => {} };
  const released = new Promise<void>((resolve) => {
    state.release = resolve;
  });
  const tool: ToolDefinition = {
    name: "block",
    category: "custom",
    flowEligible: true,
    output: "json",
    handler: (_args, { signal }) =>
      new Promise((resolve, reject) => {
        state.calls++;
        signal.addEventListener("abort", () => {
          state.aborts++;
          reject(new Error("aborted"));
        });
        void released.then(() => resolve({ released: true }));
      }),
  };
  return { tool, state };
}

let clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
  clients = [];
});

async function connect(tools: ToolDefinition[]) {
  const jobs = new JobManager();
  const server = createToolflowServer({ registry: createRegistry(tools), jobs, progressIntervalMs: 10 });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: "test", version: "1" });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  clients.push(client);
  return { client, jobs };
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const first = result.content[0];
  if (first?.type !== "text") throw new Error(`expected text content, got ${JSON.stringify(result.content)}`);
  return { value: JSON.parse(first.text) as Record<string, any>, result };
}

const until = async (check: () => Promise<boolean>) => {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe("toolflow MCP server", () => {
  it("lists tool_flow with the request schema and the tools as Python stubs, and the job tools", async () => {
    const { client } = await connect([greet]);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["tool_flow", "job_status", "job_result", "job_cancel", "job_list"]);
    const toolFlow = tools[0]!;
    expect(toolFlow.inputSchema).toEqual(toolFlowRequestJsonSchema());
    expect(toolFlow.description).toContain('def greet(*, who: str) -> dict:\n    """Say hello.\n    who: Whom to greet\n    Returns {"text": str}.\n    """');
    expect(toolFlow.description).toContain("ToolError");
  });

  it("runs a flow and links its full envelope as a resource", async () => {
    const { client } = await connect([greet]);
    const { value, result } = await call(client, "tool_flow", { name: "hi", code: 'print(greet(who="you")["text"])\n6 * 7', tools: ["greet"] });
    expect(EnvelopeSchema.parse(value)).toMatchObject({ status: "ok", result: 42, prints: "hello you\n" });
    expect(result.content[1]).toMatchObject({ type: "resource_link", uri: "toolflow://jobs/hi/envelope" });
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(["toolflow://jobs/hi/envelope"]);
    const read = await client.readResource({ uri: "toolflow://jobs/hi/envelope" });
    const text = read.contents[0] && "text" in read.contents[0] ? read.contents[0].text : "";
    expect(JSON.parse(text)).toEqual(value);
  });

  it("answers a rejected request with its problems as an error result", async () => {
    const { client } = await connect([greet]);
    const { value, result } = await call(client, "tool_flow", { name: "r", code: "1", tools: ["tool_flow", "nope"] });
    expect(result.isError).toBe(true);
    expect(value).toEqual({ rejected: true, problems: [{ tool: "tool_flow", reason: "recursive" }, { tool: "nope", reason: "missing" }] });
  });

  it("runs a background flow, polls it, and returns its result", async () => {
    const { tool, state } = blockingTool();
    const { client } = await connect([tool, greet]);
    const started = await call(client, "tool_flow", { name: "bg", code: 'greet(who="a")\nblock()["released"]', tools: ["greet", "block"], background: true });
    expect(started.value).toEqual({ job: "bg", status: "running" });
    await until(async () => (await call(client, "job_status", { job: "bg" })).value.calls === 2);
    expect((await call(client, "job_status", { job: "bg" })).value).toMatchObject({ status: "running", calls: 2 });
    expect((await call(client, "job_list", {})).value.jobs).toMatchObject([{ job: "bg", status: "running" }]);
    state.release();
    const done = await call(client, "job_result", { job: "bg", wait_seconds: 600 });
    expect(done.value).toMatchObject({ job: "bg", status: "completed", envelope: { status: "ok", result: true } });
    const full = await call(client, "job_result", { job: "bg", full: true });
    expect(full.value.envelope.calls).toHaveLength(2);
  });

  it("cancels a background flow mid-call", async () => {
    const { tool, state } = blockingTool();
    const { client } = await connect([tool]);
    await call(client, "tool_flow", { name: "c", code: "block()", tools: ["block"], background: true });
    await until(async () => state.calls === 1);
    const cancelled = await call(client, "job_cancel", { job: "c" });
    expect(cancelled.value).toMatchObject({ job: "c", status: "cancelled" });
    expect(state.aborts).toBe(1);
    const read = await client.readResource({ uri: "toolflow://jobs/c/envelope" });
    const envelope = JSON.parse(read.contents[0] && "text" in read.contents[0] ? read.contents[0].text : "");
    expect(envelope).toMatchObject({ status: "error", error: { type: "Cancelled" }, calls: [{ tool: "block", status: "error" }] });
  });

  it("reports unknown jobs and bad arguments as error results", async () => {
    const { client } = await connect([greet]);
    const unknown = await call(client, "job_status", { job: "ghost" });
    expect(unknown.result.isError).toBe(true);
    expect(unknown.value).toEqual({ error: "no job named 'ghost'" });
    const bad = await call(client, "job_result", { job: "x", wait_seconds: "soon" });
    expect(bad.result.isError).toBe(true);
    await expect(client.readResource({ uri: "toolflow://jobs/ghost/envelope" })).rejects.toThrow(/no job named 'ghost'/);
  });

  it("reports progress of a foreground flow to a client that asks for it", async () => {
    const { tool, state } = blockingTool();
    const { client } = await connect([tool]);
    const messages: string[] = [];
    const answer = client.callTool({ name: "tool_flow", arguments: { name: "p", code: "block()['released']", tools: ["block"] } }, undefined, {
      onprogress: (progress) => {
        messages.push(progress.message ?? "");
        // The flow may end once a report shows the call under way.
        if (progress.message?.startsWith("1 tool call,")) state.release();
      },
    });
    const result = (await answer) as CallToolResult;
    expect(JSON.parse(result.content[0]?.type === "text" ? result.content[0].text : "")).toMatchObject({ status: "ok", result: true });
    expect(messages.at(-1)).toMatch(/^1 tool call, \d+\.\d s$/);
  });
});
