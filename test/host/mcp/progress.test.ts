// MCP progress as the SDK's client sees it: a foreground tool_flow call and a job_result waiting on
// a background flow hear the script's prints and its calls while the flow runs (checked while a
// tool is still blocked, so nothing waits for the end), in order, each once; and every session is
// told `notifications/tools/list_changed` when the downstream tool set changes, from the
// supervised servers of `toolflow mcp` (a server coming up, then dying).
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { ToolListChangedNotificationSchema, type CallToolResult, type Progress } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type ToolDefinition } from "../../../host/registry.js";
import { createToolflowServer, serverApproval } from "../../../host/mcp/index.js";
import { JobManager } from "../../../host/jobs/index.js";
import { PermissionEngine } from "../../../host/permissions/index.js";
import { resolveConfig } from "../../../host/config/load.js";
import { openMcpHost } from "../../../host/mcp/mcp-host.js";
import { CALL_LOG_META, CALLS_META, JOB_META, PRINTS_META } from "../../../host/mcp/meta.js";
import type { ToolflowServerOptions } from "../../../host/mcp/server.js";
import { ROOT, requireBuild } from "../jobs/built.js";

beforeAll(requireBuild);

let clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
  clients = [];
});

/** A tool that answers only when the test releases it. */
function gate() {
  const state = { calls: 0, release: () => {} };
  const released = new Promise<void>((resolve) => (state.release = resolve));
  const tool: ToolDefinition = {
    name: "wait-for",
    category: "custom",
    flowEligible: true,
    output: "json",
    handler: async () => {
      state.calls++;
      await released;
      return { opened: true };
    },
  };
  return { tool, state };
}

const failing: ToolDefinition = {
  name: "fail",
  category: "custom",
  flowEligible: true,
  output: "text",
  handler: async () => Promise.reject(new Error("no such thing")),
};

async function connect(options: Omit<ToolflowServerOptions, "jobs" | "approval"> & { jobs?: ToolflowServerOptions["jobs"] }) {
  const server = createToolflowServer({ jobs: new JobManager(), approval: serverApproval({ elicit: false, fallback: () => true }), progressIntervalMs: 60_000, ...options });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: "test", version: "1" });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  clients.push(client);
  return client;
}

type Meta = Record<string, any>;
const metaOf = (progress: Progress) => ((progress as { _meta?: Meta })._meta ?? {}) as Meta;

/** Collects a call's notifications: the prints and the latest state of each call, merged. */
function listener() {
  const seen = { notifications: [] as Progress[], prints: "", calls: new Map<number, Meta>() };
  const onprogress = (progress: Progress) => {
    seen.notifications.push(progress);
    const meta = metaOf(progress);
    seen.prints += meta[PRINTS_META] ?? "";
    for (const call of meta[CALL_LOG_META] ?? []) seen.calls.set(call.seq, call);
  };
  return { seen, onprogress };
}

const until = async (check: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const envelopeOf = (result: CallToolResult) => JSON.parse(result.content[0]?.type === "text" ? result.content[0].text : "{}");

const SCRIPT = [
  'print("looking")',
  'try:\n    fail()\nexcept ToolError as e:\n    print("failed:", e)',
  'print("waiting")',
  'answer = wait_for()',
  'print("opened", answer["opened"])',
  'answer["opened"]',
].join("\n");

describe("MCP progress notifications", () => {
  it("a foreground tool_flow call hears prints and calls as they happen, each once, in order", async () => {
    const { tool, state } = gate();
    const client = await connect({ registry: createRegistry([tool, failing]) });
    const { seen, onprogress } = listener();
    const answer = client.callTool({ name: "tool_flow", arguments: { name: "fg", code: SCRIPT, tools: ["wait-for", "fail"] } }, undefined, { onprogress });
    // While wait_for is blocked: what came before it has been reported.
    await until(() => seen.prints.includes("waiting\n") && seen.calls.get(2)?.status === "running");
    expect(state.calls).toBe(1);
    expect(seen.prints).toBe("looking\nfailed: no such thing\nwaiting\n");
    expect([...seen.calls.values()]).toEqual([
      { seq: 1, tool: "fail", alias: "fail", status: "error" },
      { seq: 2, tool: "wait-for", alias: "wait_for", status: "running" },
    ]);
    const last = seen.notifications.at(-1)!;
    expect(last.message).toMatch(/^2 tool calls, \d+\.\d s/);
    expect(metaOf(last)).toMatchObject({ [JOB_META]: "fg", [CALLS_META]: 2 });
    expect(seen.notifications.map((n) => n.message).join("\n")).toContain("waiting");
    state.release();
    const envelope = envelopeOf((await answer) as CallToolResult);
    expect(envelope).toMatchObject({ status: "ok", result: true, prints: "looking\nfailed: no such thing\nwaiting\nopened True\n" });
    // Strictly increasing, as the spec asks.
    const values = seen.notifications.map((n) => n.progress);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(values).size).toBe(values.length);
  });

  it("job_result waiting on a background flow hears its calls so far, its prints and what follows", async () => {
    const { tool, state } = gate();
    const jobs = new JobManager();
    const client = await connect({ registry: createRegistry([tool, failing]), jobs });
    const started = envelopeOf((await client.callTool({ name: "tool_flow", arguments: { name: "bg", code: SCRIPT, tools: ["wait-for", "fail"], background: true } })) as CallToolResult);
    expect(started).toEqual({ job: "bg", status: "running" });
    await until(() => state.calls === 1);
    const { seen, onprogress } = listener();
    const waiting = client.callTool({ name: "job_result", arguments: { job: "bg", wait_seconds: 60 } }, undefined, { onprogress });
    // A watcher that starts late first gets the calls and the prints so far.
    await until(() => seen.calls.size === 2);
    expect(seen.prints).toBe("looking\nfailed: no such thing\nwaiting\n");
    expect(seen.calls.get(2)).toEqual({ seq: 2, tool: "wait-for", alias: "wait_for", status: "running" });
    state.release();
    const done = envelopeOf((await waiting) as CallToolResult);
    expect(done).toMatchObject({ job: "bg", status: "completed", envelope: { status: "ok", result: true } });
    expect(seen.prints).toBe(done.envelope.prints.slice(0, seen.prints.length));
    // Nothing arrives after the answer.
    const count = seen.notifications.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(seen.notifications.length).toBe(count);
  });

  it("reports a text tool's answer as ok (text answers cross in their own form)", async () => {
    const { tool, state } = gate();
    const echo: ToolDefinition = { name: "echo", category: "custom", flowEligible: true, output: "text", handler: async (args) => String(args.say) };
    const client = await connect({ registry: createRegistry([tool, echo]) });
    const { seen, onprogress } = listener();
    const answer = client.callTool({ name: "tool_flow", arguments: { name: "text", code: 'echo(say="hi")["text"]\nwait_for()["opened"]', tools: ["echo", "wait-for"] } }, undefined, { onprogress });
    await until(() => seen.calls.get(2)?.status === "running");
    expect(seen.calls.get(1)).toEqual({ seq: 1, tool: "echo", alias: "echo", status: "ok" });
    state.release();
    expect(envelopeOf((await answer) as CallToolResult)).toMatchObject({ status: "ok", result: true });
  });

  it("a client that gives no progress token gets no notifications", async () => {
    const client = await connect({ registry: createRegistry([failing]) });
    let notified = 0;
    client.fallbackNotificationHandler = async () => void notified++;
    const result = (await client.callTool({ name: "tool_flow", arguments: { name: "quiet", code: 'print("x")\n1' } })) as CallToolResult;
    expect(envelopeOf(result)).toMatchObject({ status: "ok", prints: "x\n" });
    expect(notified).toBe(0);
  });
});

describe("tools/list_changed", () => {
  let dir: string;
  beforeAll(() => {
    dir = realpathSync(mkdtempSync(join(tmpdir(), "toolflow-list-changed-")));
    // The everything server once the file `ready` exists (else it exits at once); it dies when `die` appears.
    const everything = join(ROOT, "node_modules/.bin/mcp-server-everything");
    writeFileSync(
      join(dir, "flaky.mjs"),
      [
        'import { existsSync } from "node:fs";',
        'import { spawn } from "node:child_process";',
        `if (!existsSync(${JSON.stringify(join(dir, "ready"))})) process.exit(3);`,
        `const server = spawn(${JSON.stringify(everything)}, ["stdio"], { stdio: "inherit" }).on("exit", (code) => process.exit(code ?? 1));`,
        `setInterval(() => { if (existsSync(${JSON.stringify(join(dir, "die"))})) { server.kill(); process.exit(4); } }, 20);`,
        "",
      ].join("\n"),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("each session is told when a supervised server comes up and when it dies, and then lists the new tool set", async () => {
    const host = await openMcpHost({
      root: dir,
      config: resolveConfig({ mcp_servers: { flaky: { transport: "stdio", command: process.execPath, args: [join(dir, "flaky.mjs")] } } }),
      permissions: new PermissionEngine({ projectRoot: dir }),
      run: {},
      approval: serverApproval({ elicit: false, fallback: () => true }),
      backoff: { firstMs: 20, maxMs: 100 },
    });
    try {
      const sessions = await Promise.all([connect(host.options), connect(host.options)]);
      const told = sessions.map(() => 0);
      sessions.forEach((client, i) => client.setNotificationHandler(ToolListChangedNotificationSchema, () => void told[i]!++));
      const flowTools = async (client: Client) => ((await client.listTools()).tools[0]!._meta?.["toolflow/tools"] as string[]).filter((t) => t.startsWith("mcp__"));
      expect(await flowTools(sessions[0]!)).toEqual([]);

      writeFileSync(join(dir, "ready"), "");
      await until(() => told.every((n) => n >= 1));
      expect(await flowTools(sessions[1]!)).toContain("mcp__flaky__echo");

      rmSync(join(dir, "ready"));
      const before = [...told];
      writeFileSync(join(dir, "die"), "");
      await until(() => told.every((n, i) => n > before[i]!));
      expect(await flowTools(sessions[0]!)).toEqual([]);

      // A closed session is dropped, not written to.
      await sessions[0]!.close();
      rmSync(join(dir, "die"));
      writeFileSync(join(dir, "ready"), "");
      const second = told[1]!;
      await until(() => told[1]! > second);
    } finally {
      await host.close();
    }
  }, 30_000);
});
