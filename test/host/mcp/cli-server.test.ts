// `toolflow mcp` as a process (dist/cli.js): over stdio with the everything server upstream (from
// a config file), and over streamable HTTP driven by the SDK client and by `toolflow job`.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireBuild } from "../jobs/built.js";

const ROOT = new URL("../../..", import.meta.url).pathname;
const CLI = join(ROOT, "dist/cli.js");
const run = promisify(execFile);

let dir: string;

beforeAll(() => {
  requireBuild();
  dir = realpathSync(mkdtempSync(join(tmpdir(), "toolflow-mcp-cli-")));
  writeFileSync(join(dir, "notes.txt"), "alpha\nbeta\n");
  writeFileSync(
    join(dir, "toolflow.config.yaml"),
    `mcp_servers:\n  everything:\n    command: ${join(ROOT, "node_modules/.bin/mcp-server-everything")}\n    args: [stdio]\ndaemon:\n  tool_flow:\n    mcp_tools_deny: ["mcp__everything__get-env"]\n`,
  );
});

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const first = result.content[0];
  return JSON.parse(first?.type === "text" ? first.text : "null") as Record<string, any>;
}

describe("toolflow mcp over stdio", () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ name: "test", version: "1" });
    await client.connect(new StdioClientTransport({ command: "node", args: [CLI, "mcp", "--root", dir], cwd: dir, stderr: "pipe" }));
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

it("refuses an invalid config before serving", async () => {
  const config = join(dir, "bad.yaml");
  writeFileSync(config, "mcp_servers:\n  web: {transport: http, url: nope}\n");
  const failed = await run("node", [CLI, "mcp", "--config", config]).catch((error: { code: number; stderr: string }) => error);
  expect(failed).toMatchObject({ code: 2, stderr: `toolflow: ${config}: invalid config:\n  mcp_servers.web.url: Invalid URL\n` });
});

describe("toolflow mcp --http and toolflow job", () => {
  let server: ChildProcess;
  let url: string;
  beforeAll(async () => {
    // An empty config folder as cwd: no upstream servers.
    const cwd = mkdtempSync(join(tmpdir(), "toolflow-mcp-http-"));
    server = spawn("node", [CLI, "mcp", "--http", "0", "--root", dir], { cwd, stdio: ["ignore", "ignore", "pipe"] });
    url = await new Promise<string>((resolve, reject) => {
      let stderr = "";
      server.stderr!.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
        const match = /serving MCP at (\S+)/.exec(stderr);
        if (match) resolve(match[1]!);
      });
      server.once("exit", (code) => reject(new Error(`toolflow mcp exited with ${code}: ${stderr}`)));
    });
  }, 60_000);
  afterAll(() => {
    server?.kill("SIGTERM");
  });

  it("serves the SDK client", async () => {
    const client = new Client({ name: "test", version: "1" });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    try {
      const envelope = await call(client, "tool_flow", { name: "h", code: 'len(file_read(path="notes.txt")["text"])', tools: ["file_read"] });
      expect(envelope).toMatchObject({ status: "ok", result: 11 });
    } finally {
      await client.close();
    }
  });

  it("starts, waits for and lists jobs from the command line", async () => {
    const script = join(dir, "count.py");
    writeFileSync(script, 'print("counting")\nlen(file_read(path="notes.txt")["text"].split())\n');
    const started = await run("node", [CLI, "job", "start", script, "--url", url, "--tools", "file_read"]);
    expect(started.stdout).toBe("count\n");
    const result = await run("node", [CLI, "job", "result", "count", "--url", url, "--wait", "600", "--json"]);
    expect(JSON.parse(result.stdout)).toMatchObject({ status: "ok", result: 2, prints: "counting\n" });
    const list = await run("node", [CLI, "job", "list", "--url", url]);
    expect(list.stdout).toMatch(/^count {2}completed {2}1 call {2}9 print bytes {2}\d+\.\d s$/m);
    const unknown = await run("node", [CLI, "job", "status", "ghost", "--url", url]).catch((error: { code: number; stderr: string }) => error);
    expect(unknown).toMatchObject({ code: 2, stderr: "toolflow: no job named 'ghost'\n" });
  });
});
