// `toolflow mcp` as a process (dist/cli.js): over stdio with the everything server upstream and
// permission rules (from the project's config), and over streamable HTTP driven by the SDK client
// and by `toolflow job`; flows approved through elicitation over both transports.
import { execFile, type ChildProcess } from "node:child_process";
import { mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ElicitRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireBuild } from "../jobs/built.js";
import { CLI, ROOT, startMcpHttp } from "../cli/built-cli.js";

const run = promisify(execFile);

let dir: string;
/** No user-level config from this machine's home may leak into the tests. */
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  requireBuild();
  dir = realpathSync(mkdtempSync(join(tmpdir(), "toolflow-mcp-cli-")));
  env = { ...process.env, XDG_CONFIG_HOME: join(dir, "xdg") } as NodeJS.ProcessEnv;
  writeFileSync(join(dir, "notes.txt"), "alpha\nbeta\n");
  writeFileSync(join(dir, "secret.txt"), "do not read\n");
  writeFileSync(join(dir, "empty.yaml"), "");
  writeFileSync(join(dir, "rules.yaml"), "deny:\n  - tool: glob\n");
  writeFileSync(
    join(dir, "toolflow.config.yaml"),
    [
      "mcp_servers:",
      "  everything:",
      `    command: ${join(ROOT, "node_modules/.bin/mcp-server-everything")}`,
      "    args: [stdio]",
      "permissions:",
      "  deny:",
      "    - tool: file_read",
      "      args: {path: secret.txt}",
      "daemon:",
      "  tool_flow:",
      '    mcp_tools_deny: ["mcp__everything__get-env"]',
      "",
    ].join("\n"),
  );
});

/** A client whose user answers every approval question with `action`, keeping the questions. */
function approvingClient(action: "accept" | "decline" = "accept") {
  const client = new Client({ name: "test", version: "1" }, { capabilities: { elicitation: {} } });
  const asked: string[] = [];
  client.setRequestHandler(ElicitRequestSchema, (request) => {
    asked.push(request.params.message);
    return action === "accept" ? { action, content: {} } : { action };
  });
  return { client, asked };
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const first = result.content[0];
  return JSON.parse(first?.type === "text" ? first.text : "null") as Record<string, any>;
}

describe("toolflow mcp over stdio", () => {
  let client: Client;
  let asked: string[];
  beforeAll(async () => {
    ({ client, asked } = approvingClient());
    await client.connect(new StdioClientTransport({ command: "node", args: [CLI, "mcp", "--root", dir], cwd: dir, env: env as Record<string, string>, stderr: "pipe" }));
  }, 60_000);
  afterAll(async () => {
    await client?.close();
  });

  it("describes live and upstream tools, minus the denied ones", async () => {
    const { tools } = await client.listTools();
    const description = tools.find((t) => t.name === "tool_flow")!.description!;
    expect(description).toContain("def file_read(*, path: str");
    expect(description).toContain("# registry name: mcp__everything__get-sum\ndef mcp__everything__get_sum(*, a: float, b: float) -> Any:");
    expect(description).not.toContain("get_env");
  });

  it("runs a flow over live and upstream tools", async () => {
    const code = `
lines = file_read(path="notes.txt")["text"].split()
echoed = [mcp__everything__echo(message=l)["text"] for l in lines]
total = mcp__everything__get_sum(a=len(lines), b=10)["text"]
{"echoed": echoed, "total": total}
`;
    const envelope = await call(client, "tool_flow", { name: "mixed", code, tools: ["file_read", "mcp__everything__echo", "mcp__everything__get-sum"] });
    expect(envelope).toMatchObject({
      status: "ok",
      result: { echoed: ["Echo: alpha", "Echo: beta"], total: "The sum of 2 and 10 is 12." },
      stats: { calls: 4 },
    });
    expect(asked.at(-1)).toContain('toolflow: flow "mixed" asks to run this script\n   1 | \n   2 | lines = file_read(path="notes.txt")');
  });

  it("applies the config's permission rules: a denied call raises and is logged with its rule", async () => {
    const code = 'try:\n    file_read(path="secret.txt")\nexcept ToolPermissionError as e:\n    print(e)\nfile_read(path="notes.txt")["text"]';
    const envelope = await call(client, "tool_flow", { name: "perm", code, tools: ["file_read"] });
    const rule = 'permission denied by deny rule {tool: "file_read", args: {"path":"secret.txt"}}';
    expect(envelope).toMatchObject({ status: "ok", result: "alpha\nbeta\n", prints: `${rule}\n` });
    expect(envelope.calls.map((c: { status: string; error?: string }) => [c.status, c.error ?? null])).toEqual([
      ["denied", rule],
      ["ok", null],
    ]);
  });

  it("cancels a background flow waiting on an upstream call, and keeps serving", async () => {
    const started = await call(client, "tool_flow", {
      name: "long",
      code: "mcp__everything__trigger_long_running_operation(duration=600, steps=2)",
      tools: ["mcp__everything__trigger-long-running-operation"],
      background: true,
    });
    expect(started).toEqual({ job: "long", status: "running" });
    while ((await call(client, "job_status", { job: "long" })).calls < 1) await new Promise((r) => setTimeout(r, 20));
    expect(await call(client, "job_cancel", { job: "long" })).toMatchObject({ status: "cancelled" });
    const read = await client.readResource({ uri: "toolflow://jobs/long/envelope" });
    const envelope = JSON.parse(read.contents[0] && "text" in read.contents[0] ? read.contents[0].text : "");
    expect(envelope).toMatchObject({ status: "error", error: { type: "Cancelled" } });
    expect(await call(client, "tool_flow", { name: "after", code: 'mcp__everything__echo(message="ok")', tools: ["mcp__everything__echo"] })).toMatchObject({
      result: { text: "Echo: ok" },
    });
  });

  it("rejects a denied upstream tool", async () => {
    const rejection = await call(client, "tool_flow", { name: "d", code: "1", tools: ["mcp__everything__get-env"] });
    expect(rejection).toEqual({ rejected: true, problems: [{ tool: "mcp__everything__get-env", reason: "denied" }] });
  });
});

it("runs flows unasked under --permission-mode bypass", async () => {
  const client = new Client({ name: "test", version: "1" });
  await client.connect(new StdioClientTransport({ command: "node", args: [CLI, "mcp", "--root", dir, "--config", join(dir, "empty.yaml"), "--permission-mode", "bypass"], env: env as Record<string, string>, stderr: "pipe" }));
  try {
    expect(await call(client, "tool_flow", { name: "b", code: 'file_read(path="notes.txt")["text"]', tools: ["file_read"] })).toMatchObject({ status: "ok", result: "alpha\nbeta\n" });
  } finally {
    await client.close();
  }
}, 60_000);

it("approves every flow without asking under --yes", async () => {
  const { client, asked } = approvingClient("decline");
  await client.connect(new StdioClientTransport({ command: "node", args: [CLI, "mcp", "--root", dir, "--config", join(dir, "empty.yaml"), "--yes"], env: env as Record<string, string>, stderr: "pipe" }));
  try {
    expect(await call(client, "tool_flow", { name: "y", code: "6 * 7", tools: [] })).toMatchObject({ status: "ok", result: 42 });
    expect(asked).toEqual([]);
  } finally {
    await client.close();
  }
}, 60_000);

it("refuses an invalid config before serving", async () => {
  const config = join(dir, "bad.yaml");
  writeFileSync(config, "mcp_servers:\n  web: {transport: http, url: nope}\n");
  const failed = await run("node", [CLI, "mcp", "--config", config], { env }).catch((error: { code: number; stderr: string }) => error);
  expect(failed).toMatchObject({ code: 2 });
  expect(failed.stderr).toMatch(new RegExp(`^toolflow: ${config}: mcp_servers\\.web\\.url: Invalid URL`));
});

describe("toolflow mcp --http and toolflow job", () => {
  let server: ChildProcess;
  let url: string;
  beforeAll(async () => {
    // An empty project config: no upstream servers, no rules.
    ({ server, url } = await startMcpHttp(["--root", dir, "--config", join(dir, "empty.yaml"), "--rules", join(dir, "rules.yaml")], env));
  }, 60_000);
  afterAll(() => {
    server?.kill("SIGTERM");
  });

  it("serves the SDK client, asking its user to approve each flow mid-call", async () => {
    const { client, asked } = approvingClient();
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    try {
      const envelope = await call(client, "tool_flow", { name: "h", code: 'len(file_read(path="notes.txt")["text"])', tools: ["file_read"] });
      expect(envelope).toMatchObject({ status: "ok", result: 11 });
      expect(asked).toHaveLength(1);
      expect(asked[0]).toMatch(/^toolflow: flow "h" asks to run this script\n {3}1 \| len\(file_read/);
    } finally {
      await client.close();
    }
  });

  it("asks a background flow's ask_user question after the tool_flow call has answered", async () => {
    const client = new Client({ name: "test", version: "1" }, { capabilities: { elicitation: {} } });
    const asked: string[] = [];
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      asked.push(request.params.message);
      // The approval form has no fields; ask_user's has `answer`.
      return { action: "accept", content: "answer" in (request.params as { requestedSchema: { properties: object } }).requestedSchema.properties ? { answer: "later" } : {} };
    });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    try {
      const started = await call(client, "tool_flow", { name: "bg-ask", code: 'len(file_read(path="notes.txt")["text"])\nask_user(question="When?")["answer"]', tools: ["file_read", "ask_user"], background: true });
      expect(started).toEqual({ job: "bg-ask", status: "running" });
      expect(await call(client, "job_result", { job: "bg-ask", wait_seconds: 60 })).toMatchObject({ status: "completed", envelope: { status: "ok", result: "later" } });
      expect(asked.slice(1)).toEqual(["When?"]);
    } finally {
      await client.close();
    }
  });

  it("applies --rules on top of the config", async () => {
    const { client } = approvingClient();
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    try {
      const code = 'try:\n    glob(pattern="*")\nexcept ToolPermissionError as e:\n    print(e)';
      const envelope = await call(client, "tool_flow", { name: "g", code, tools: ["glob"] });
      expect(envelope).toMatchObject({ status: "ok", prints: 'permission denied by deny rule {tool: "glob"}\n', calls: [{ tool: "glob", status: "denied" }] });
    } finally {
      await client.close();
    }
  });

  it("refuses a flow its user declines, and one from a client that cannot ask", async () => {
    const declining = approvingClient("decline").client;
    const mute = new Client({ name: "test", version: "1" });
    await declining.connect(new StreamableHTTPClientTransport(new URL(url)));
    await mute.connect(new StreamableHTTPClientTransport(new URL(url)));
    try {
      const request = { name: "d", code: 'file_read(path="notes.txt")', tools: ["file_read"] };
      expect(await call(declining, "tool_flow", request)).toMatchObject({ rejected: true, problems: [{ reason: "not_approved", message: "declined by the user" }] });
      const refused = await call(mute, "tool_flow", request);
      expect(refused.problems[0].message).toMatch(/does not support elicitation.*toolflow mcp --yes/);
    } finally {
      await declining.close();
      await mute.close();
    }
  });

  it("starts, waits for and lists jobs from the command line", async () => {
    const script = join(dir, "count.py");
    writeFileSync(script, 'print("counting")\nlen(file_read(path="notes.txt")["text"].split())\n');
    // --yes answers the server's approval question.
    const started = await run("node", [CLI, "job", "start", script, "--url", url, "--tools", "file_read", "--yes"]);
    expect(started.stdout).toBe("count\n");
    const result = await run("node", [CLI, "job", "result", "count", "--url", url, "--wait", "600", "--json"]);
    expect(JSON.parse(result.stdout)).toMatchObject({ status: "ok", result: 2, prints: "counting\n" });
    const list = await run("node", [CLI, "job", "list", "--url", url]);
    expect(list.stdout).toMatch(/^count {2}completed {2}1 call {2}9 print bytes {2}\d+\.\d s$/m);
    const unknown = await run("node", [CLI, "job", "status", "ghost", "--url", url]).catch((error: { code: number; stderr: string }) => error);
    expect(unknown).toMatchObject({ code: 2, stderr: "toolflow: no job named 'ghost'\n" });
  });
});
