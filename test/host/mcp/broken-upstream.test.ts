// A downstream MCP server that fails to start or dies does not stop the host: `toolflow mcp`
// serves the others, names the broken one (and why) in the tool_flow description, and connects it
// again with backoff once it can start.
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SupervisedServers } from "../../../host/mcp/supervised-servers.js";
import { requireBuild } from "../jobs/built.js";
import { CLI, ROOT } from "../cli/built-cli.js";

const EVERYTHING = join(ROOT, "node_modules/.bin/mcp-server-everything");
let dir: string;

beforeAll(() => {
  requireBuild();
  dir = realpathSync(mkdtempSync(join(tmpdir(), "toolflow-broken-upstream-")));
  // Starts the everything server only once the file `ready` exists; until then it dies at once.
  writeFileSync(
    join(dir, "flaky.mjs"),
    [
      'import { existsSync } from "node:fs";',
      'import { spawn } from "node:child_process";',
      `if (!existsSync(${JSON.stringify(join(dir, "ready"))})) { console.error("not ready yet"); process.exit(3); }`,
      `const server = spawn(${JSON.stringify(EVERYTHING)}, ["stdio"], { stdio: "inherit" }).on("exit", (code) => process.exit(code ?? 1));`,
      // ... and dies when the file `die` appears.
      `setInterval(() => { if (existsSync(${JSON.stringify(join(dir, "die"))})) { server.kill(); process.exit(4); } }, 50);`,
      "",
    ].join("\n"),
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const until = async (check: () => boolean | Promise<boolean>, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe("upstream servers that fail", () => {
  it("toolflow mcp starts, serves the good server's tools and names the one that did not start", async () => {
    writeFileSync(
      join(dir, "toolflow.config.yaml"),
      ["mcp_servers:", "  good:", `    command: ${EVERYTHING}`, "    args: [stdio]", "  broken:", `    command: ${join(dir, "no-such-server")}`, ""].join("\n"),
    );
    const client = new Client({ name: "test", version: "1" });
    const transport = new StdioClientTransport({ command: "node", args: [CLI, "mcp", "--root", dir, "--yes"], cwd: dir, stderr: "pipe", env: { ...process.env, XDG_CONFIG_HOME: join(dir, "xdg") } as Record<string, string> });
    let stderr = "";
    transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      const description = tools.find((t) => t.name === "tool_flow")!.description!;
      expect(description).toContain("def mcp__good__echo(");
      expect(description).toMatch(/Unavailable now[\s\S]*MCP server 'broken' \(its tools mcp__broken__\*\): did not start: /);
      expect(description).not.toContain(dir);
      const result = await client.callTool({ name: "tool_flow", arguments: { name: "echo", code: 'mcp__good__echo(message="hi")' } });
      expect(result.isError).toBeUndefined();
      expect(stderr).toMatch(/MCP server 'broken' is down: /);
    } finally {
      await client.close();
    }
  }, 60_000);

  it("a server that cannot start yet is retried with backoff and its tools appear once it is up; one that dies is retried too", async () => {
    const events: string[] = [];
    const servers = await SupervisedServers.open(
      { flaky: { transport: "stdio", command: process.execPath, args: [join(dir, "flaky.mjs")] } },
      ({ server, up }) => events.push(`${server} ${up ? "up" : "down"}`),
      { firstMs: 50, maxMs: 200 },
    );
    try {
      expect(servers.tools()).toEqual([]);
      expect(servers.outages()).toEqual([{ server: "flaky", reason: expect.stringMatching(/^did not start: /) }]);
      writeFileSync(join(dir, "ready"), "");
      await until(() => servers.tools().length > 0);
      expect(servers.outages()).toEqual([]);
      expect(servers.tools().map((t) => t.name)).toContain("mcp__flaky__echo");
      expect(events).toEqual(["flaky down", "flaky up"]);
      rmSync(join(dir, "ready"));
      writeFileSync(join(dir, "die"), "");
      await until(() => servers.tools().length === 0);
      expect(servers.outages()).toEqual([{ server: "flaky", reason: "the server exited or closed the connection" }]);
      rmSync(join(dir, "die"));
      writeFileSync(join(dir, "ready"), "");
      await until(() => servers.tools().length > 0);
      expect(events.slice(2, 3)).toEqual(["flaky down"]);
      expect(events.at(-1)).toBe("flaky up");
    } finally {
      await servers.close();
    }
  }, 60_000);
});
