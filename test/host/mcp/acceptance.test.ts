// `toolflow mcp` as a model's client meets it: the SDK client over stdio, with the real
// server-filesystem and server-everything configured plus one server that cannot start. The
// server starts, lists the good servers' tools with return shapes, a flow chaining two filesystem
// tools works, a background flow streams its prints and calls to a waiting job_result, and a file
// under an `.agentblock` is not readable through the downstream server.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult, Progress } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALL_LOG_META, PRINTS_META } from "../../../host/mcp/meta.js";
import { CLI } from "../cli/built-cli.js";
import { ROOT, requireBuild } from "../jobs/built.js";

let dir: string;
let client: Client;

beforeAll(async () => {
  requireBuild();
  dir = realpathSync(mkdtempSync(join(tmpdir(), "toolflow-acceptance-")));
  writeFileSync(join(dir, "numbers.txt"), "3\n4\n5\n");
  mkdirSync(join(dir, "private"));
  writeFileSync(join(dir, "private", ".agentblock"), "");
  writeFileSync(join(dir, "private", "plans.txt"), "do not read\n");
  const bin = join(ROOT, "node_modules/.bin");
  writeFileSync(
    join(dir, "toolflow.config.yaml"),
    [
      "mcp_servers:",
      `  fs: {command: ${JSON.stringify(join(bin, "mcp-server-filesystem"))}, args: [${JSON.stringify(dir)}]}`,
      `  everything: {command: ${JSON.stringify(join(bin, "mcp-server-everything"))}, args: [stdio]}`,
      `  broken: {command: ${JSON.stringify(join(dir, "no-such-server"))}}`,
      "",
    ].join("\n"),
  );
  client = new Client({ name: "acceptance", version: "1" });
  const env = { ...process.env, XDG_CONFIG_HOME: join(dir, "xdg") } as Record<string, string>;
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [CLI, "mcp", "--root", dir, "--yes"], cwd: dir, stderr: "pipe", env }));
}, 60_000);

afterAll(async () => {
  await client?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const valueOf = (result: CallToolResult) => JSON.parse(result.content[0]?.type === "text" ? result.content[0].text : "{}");

describe("toolflow mcp with real downstream servers and a broken one", () => {
  it("lists the good servers' tools with their return shapes, and names the broken one", async () => {
    const { tools } = await client.listTools();
    const description = tools.find((t) => t.name === "tool_flow")!.description!;
    expect(description).toContain("def mcp__fs__read_text_file(");
    expect(description).toMatch(/def mcp__everything__get_structured_content\(\*, .*\) -> dict:/);
    expect(description).toMatch(/MCP server 'broken' \(its tools mcp__broken__\*\): did not start/);
  });

  it("runs a flow chaining two filesystem tools on the first try", async () => {
    const code = [
      `names = mcp__fs__list_directory(path=${JSON.stringify(dir)})["content"]`,
      `text = mcp__fs__read_text_file(path=${JSON.stringify(join(dir, "numbers.txt"))})["content"]`,
      'sum(int(n) for n in text.split()), "[FILE] numbers.txt" in names',
    ].join("\n");
    const result = (await client.callTool({ name: "tool_flow", arguments: { name: "chain", code } })) as CallToolResult;
    expect(result.isError).toBeUndefined();
    expect(valueOf(result)).toMatchObject({ status: "ok", result: [12, true] });
  });

  it("streams a background flow's prints and calls to job_result, and keeps an .agentblock'ed file unread", async () => {
    const code = [
      `for name in ["numbers.txt", "private/plans.txt"]:`,
      "    try:",
      `        text = mcp__fs__read_text_file(path=${JSON.stringify(dir)} + "/" + name)["content"]`,
      '        print(name, "has", len(text.split()), "words")',
      "    except ToolPermissionError as e:",
      '        print(name, "refused:", e)',
      '"done"',
    ].join("\n");
    const started = valueOf((await client.callTool({ name: "tool_flow", arguments: { name: "bg", code, background: true } })) as CallToolResult);
    expect(started).toEqual({ job: "bg", status: "running" });
    const heard: Progress[] = [];
    const waited = (await client.callTool({ name: "job_result", arguments: { job: "bg", wait_seconds: 60 } }, undefined, { onprogress: (p) => heard.push(p) })) as CallToolResult;
    const done = valueOf(waited);
    expect(done).toMatchObject({ status: "completed", envelope: { status: "ok", result: "done" } });
    expect(done.envelope.prints).toMatch(/^numbers\.txt has 3 words\nprivate\/plans\.txt refused: permission denied: .* is under private, which holds an \.agentblock file\n$/);
    expect(done.envelope.calls.map((c: { status: string }) => c.status)).toEqual(["ok", "denied"]);
    expect(JSON.stringify(done)).not.toContain("do not read");
    // What the notifications carried adds up to a prefix of the prints, calls included.
    const meta = heard.map((p) => (p as { _meta?: Record<string, any> })._meta ?? {});
    const prints = meta.map((m) => m[PRINTS_META] ?? "").join("");
    expect(heard.length).toBeGreaterThan(0);
    expect(done.envelope.prints.startsWith(prints)).toBe(true);
    const calls = meta.flatMap((m) => m[CALL_LOG_META] ?? []);
    for (const call of calls) expect(["mcp__fs__read_text_file"]).toContain(call.tool);
  }, 60_000);
});
