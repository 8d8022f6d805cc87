// toolflow's MCP server driven by the SDK's client over an in-memory transport: listing tools,
// foreground and background flows, polling, cancelling mid-call, moving a foreground flow to the
// background, envelope resources, and approval through elicitation (or its fallback).
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { ElicitRequestSchema, type CallToolResult, type ElicitResult } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type ToolDefinition } from "../../../host/registry.js";
import { createToolflowServer, serverApproval, type ServerApproval } from "../../../host/mcp/index.js";
import { EnvelopeSchema } from "../../../host/schema/envelope.js";
import { JobManager } from "../../../host/jobs/index.js";
import { PermissionEngine } from "../../../host/permissions/index.js";
import { toolFlowRequestJsonSchema } from "../../../host/schema/request.js";
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

interface ConnectOptions {
  /** Default: approve every flow without asking (what `toolflow mcp --yes` does). */
  approval?: ServerApproval;
  /** The client supports elicitation and answers each question with this (an accept may carry content). */
  elicit?: (message: string, schema: unknown) => ElicitResult["action"] | { content: Record<string, string> };
  run?: { decide: PermissionEngine["decide"] };
}

async function connect(tools: ToolDefinition[], options: ConnectOptions = {}) {
  const jobs = new JobManager();
  const approval = options.approval ?? serverApproval({ elicit: false, fallback: () => true });
  const server = createToolflowServer({ registry: createRegistry(tools), jobs, progressIntervalMs: 10, approval, ...(options.run ? { run: options.run } : {}) });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: "test", version: "1" }, options.elicit ? { capabilities: { elicitation: {} } } : {});
  const asked: string[] = [];
  const elicit = options.elicit;
  if (elicit) {
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      asked.push(request.params.message);
      const reply = elicit(request.params.message, "requestedSchema" in request.params ? request.params.requestedSchema : undefined);
      if (typeof reply === "object") return { action: "accept", content: reply.content };
      return reply === "accept" ? { action: reply, content: {} } : { action: reply };
    });
  }
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  clients.push(client);
  return { client, jobs, asked };
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
    expect(tools.map((t) => t.name)).toEqual(["tool_flow", "job_background", "job_status", "job_result", "job_cancel", "job_list"]);
    const toolFlow = tools[0]!;
    expect(toolFlow._meta).toEqual({ "toolflow/tools": ["greet"] });
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

  it("answers a flow that ends in a Python exception with its envelope as an error result", async () => {
    const { client } = await connect([greet]);
    const ok = await call(client, "tool_flow", { name: "fine", code: "1", tools: [] });
    expect(ok.result.isError).toBeUndefined();
    const { value, result } = await call(client, "tool_flow", { name: "boom", code: "x = 1\n1 // 0\n", tools: [] });
    expect(result.isError).toBe(true);
    expect(EnvelopeSchema.parse(value)).toMatchObject({ status: "error", error: { type: "ZeroDivisionError", line: 2 } });
  });

  it("describes each job tool's arguments with the JSON Schema of the zod schema that checks them", async () => {
    const { client } = await connect([greet]);
    const { tools } = await client.listTools();
    const result = tools.find((t) => t.name === "job_result")!;
    expect(result.inputSchema).toMatchObject({
      type: "object",
      required: ["job"],
      additionalProperties: false,
      properties: { job: { type: "string", minLength: 1 }, wait_seconds: { type: "number", minimum: 0 }, full: { type: "boolean" } },
    });
    expect(tools.find((t) => t.name === "job_list")!.inputSchema).toMatchObject({ type: "object", properties: {}, additionalProperties: false });
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

  it("moves a foreground flow to the background when asked; the handle comes with its progress", async () => {
    const { tool, state } = blockingTool();
    const { client, jobs } = await connect([tool]);
    let handle: string | undefined;
    const answer = client.callTool({ name: "tool_flow", arguments: { name: "fg", code: "block()['released']", tools: ["block"] } }, undefined, {
      onprogress: (progress) => {
        handle ??= (progress as { _meta?: Record<string, unknown> })._meta?.["toolflow/job"] as string | undefined;
      },
    });
    await until(async () => handle !== undefined && state.calls === 1);
    expect((await call(client, "job_background", { job: handle! })).value).toEqual({ job: "fg", status: "running" });
    const moved = (await answer) as CallToolResult;
    expect(JSON.parse(moved.content[0]?.type === "text" ? moved.content[0].text : "")).toEqual({ job: "fg", status: "running" });
    expect(jobs.status("fg")).toMatchObject({ status: "running", background: true });
    state.release();
    const done = await call(client, "job_result", { job: "fg", wait_seconds: 600 });
    expect(done.value).toMatchObject({ status: "completed", envelope: { status: "ok", result: true } });
    // Moving an ended job answers its status.
    expect((await call(client, "job_background", { job: "fg" })).value).toMatchObject({ job: "fg", status: "completed" });
  });

  it("asks the client's user through elicitation, once per script and tool set", async () => {
    const { client, asked } = await connect([greet], { approval: serverApproval(), elicit: () => "accept" });
    const request = { name: "ok", code: 'greet(who="me")["text"]', tools: ["greet"] };
    expect((await call(client, "tool_flow", request)).value).toMatchObject({ status: "ok", result: "hello me" });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('toolflow: flow "ok" asks to run this script\n   1 | greet(who="me")["text"]\nwith the tools: greet\ndigest ');
    await call(client, "tool_flow", request);
    expect(asked).toHaveLength(1);
    await call(client, "tool_flow", { ...request, code: 'greet(who="you")["text"]' });
    expect(asked).toHaveLength(2);
  });

  it("serves ask_user through elicitation to a client that can answer, and only to such a client", async () => {
    const schemas: unknown[] = [];
    const { client, asked } = await connect([greet], {
      elicit: (_message, schema) => (schemas.push(schema), { content: { answer: "no" } }),
    });
    const stubs = (await client.listTools()).tools[0]!;
    expect(stubs._meta).toEqual({ "toolflow/tools": ["greet", "ask_user"] });
    expect(stubs.description).toContain("def ask_user(*, question: str");
    const code = 'r = ask_user(question="Delete 3 files?", options=["yes", "no"])\nr';
    const { value } = await call(client, "tool_flow", { name: "ask", code, tools: ["ask_user"] });
    expect(value).toMatchObject({ status: "ok", result: { answer: "no", option: 1 } });
    expect(asked).toEqual(["Delete 3 files?"]);
    expect(schemas[0]).toMatchObject({ properties: { answer: { enum: ["yes", "no"] } }, required: ["answer"] });

    const declined = await connect([greet], { elicit: () => "decline" });
    const caught = 'try:\n    ask_user(question="Go?")\nexcept ToolError as e:\n    r = str(e)\nr';
    expect((await call(declined.client, "tool_flow", { name: "no", code: caught, tools: ["ask_user"] })).value).toMatchObject({
      status: "ok",
      result: "the user declined to answer",
    });

    const mute = await connect([greet]);
    expect((await mute.client.listTools()).tools[0]!._meta).toEqual({ "toolflow/tools": ["greet"] });
  });

  it("refuses a flow the user declines, before it becomes a job", async () => {
    const { client, jobs } = await connect([greet], { approval: serverApproval(), elicit: () => "decline" });
    const { value, result } = await call(client, "tool_flow", { name: "no", code: 'greet(who="x")', tools: ["greet"], background: true });
    expect(result.isError).toBe(true);
    expect(value).toMatchObject({ rejected: true, problems: [{ reason: "not_approved", message: "declined by the user" }] });
    expect(jobs.list()).toEqual([]);
  });

  it("refuses with a way out when the client cannot be asked", async () => {
    const { client } = await connect([greet], { approval: serverApproval() });
    const { value } = await call(client, "tool_flow", { name: "no", code: "1", tools: [] });
    expect(value.problems[0].message).toMatch(/does not support elicitation.*toolflow mcp --yes/);
  });

  it("logs a call the permission engine refuses as denied, with the deciding rule", async () => {
    const engine = new PermissionEngine({ projectRoot: process.cwd(), mode: "standard", rules: { allow: [{ tool: "greet" }], ask: [], "ask-unless-allowed": [], deny: [{ tool: "greet", args: { who: "root" } }] } });
    const { client } = await connect([greet], { run: { decide: (tool, args, signal) => engine.decide(tool, args, signal) } });
    const code = 'try:\n    greet(who="root")\nexcept ToolPermissionError as e:\n    print("refused")\ngreet(who="ann")["text"]';
    const { value } = await call(client, "tool_flow", { name: "perm", code, tools: ["greet"] });
    expect(value).toMatchObject({ status: "ok", result: "hello ann", prints: "refused\n" });
    expect(value.calls.map((c: { status: string; error?: string }) => [c.status, c.error ?? null])).toEqual([
      ["denied", 'permission denied by deny rule {tool: "greet", args: {"who":"root"}}'],
      ["ok", null],
    ]);
  });
});
