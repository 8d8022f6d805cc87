// The MCP client against the real reference servers from node_modules over stdio: a flow chaining
// their tools, SPEC §3's result mapping, isError, mcp_tools_deny, cancellation, and a server
// killed mid-flow (catchable ToolError, the host keeps serving).
import { mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, type ToolDefinition, type ToolRegistry } from "../../../host/registry.js";
import { EnvelopeSchema, type Envelope } from "../../../host/schema/envelope.js";
import { McpConnectError, McpServers, toolFlowDescription } from "../../../host/mcp/index.js";
import { runFlow, type FlowRun, type RunFlowOptions } from "../../../host/run-flow.js";
import { requireBuild } from "../jobs/built.js";

const ROOT = new URL("../../..", import.meta.url).pathname;
const BIN = join(ROOT, "node_modules/.bin");

let dir: string;
let servers: McpServers;
let registry: ToolRegistry;

beforeAll(async () => {
  requireBuild();
  dir = realpathSync(mkdtempSync(join(tmpdir(), "toolflow-mcp-")));
  writeFileSync(join(dir, "numbers.txt"), "3\n4\n5\n");
  servers = await McpServers.connect({
    everything: { transport: "stdio", command: join(BIN, "mcp-server-everything"), args: ["stdio"] },
    fs: { transport: "stdio", command: join(BIN, "mcp-server-filesystem"), args: [dir] },
  });
  registry = createRegistry(servers.tools());
});

afterAll(async () => {
  await servers?.close();
});

async function flow(code: string, tools: string[], options: Partial<RunFlowOptions> = {}, reg = registry): Promise<Envelope> {
  const outcome = await runFlow({ name: "mcp", code, tools }, { registry: reg, ...options });
  expect(outcome.rejected).toBe(false);
  return EnvelopeSchema.parse((outcome as FlowRun).full);
}

describe("MCP client over the reference servers", () => {
  it("registers each server's tools as mcp__<server>__<tool> with their input schemas", () => {
    const sum = registry.get("mcp__everything__get-sum");
    expect(sum).toMatchObject({ category: "mcp", output: "json", inputSchema: { required: ["a", "b"] } });
    expect(registry.has("mcp__fs__read_text_file")).toBe(true);
  });

  it("passes on output schemas and annotations, which the stubs show", () => {
    const structured = registry.get("mcp__everything__get-structured-content")!;
    expect(structured.outputSchema).toMatchObject({ type: "object" });
    const stubs = toolFlowDescription([structured, registry.get("mcp__fs__read_text_file")!]);
    expect(stubs).toMatch(/def mcp__everything__get_structured_content\(\*, .*\) -> dict:[\s\S]*?Returns \{.*\} \(the tool's structuredContent\)\./);
    expect(registry.get("mcp__fs__read_text_file")!.annotations).toMatchObject({ readOnlyHint: true });
    expect(stubs).toContain("Hints: read-only.");
  });

  it("runs a flow chaining tools of both servers", async () => {
    const code = `
listing = mcp__fs__list_directory(path="${dir}")
text = mcp__fs__read_text_file(path="${dir}/numbers.txt")
nums = [int(line) for line in text["content"].split()]
total = mcp__everything__get_sum(a=nums[0], b=nums[1] + nums[2])
echo = mcp__everything__echo(message=f"sum={total['text']}")
mcp__fs__write_file(path="${dir}/out.txt", content=echo["text"])
weather = mcp__everything__get_structured_content(location="Chicago")
{"listing": listing["content"], "echo": echo["text"], "weather_keys": sorted(weather)}
`;
    const tools = [
      "mcp__fs__list_directory",
      "mcp__fs__read_text_file",
      "mcp__everything__get-sum",
      "mcp__everything__echo",
      "mcp__fs__write_file",
      "mcp__everything__get-structured-content",
    ];
    const envelope = await flow(code, tools);
    expect(envelope.error).toBeUndefined();
    expect(envelope.status).toBe("ok");
    expect(envelope.result).toEqual({
      listing: "[FILE] numbers.txt",
      echo: "Echo: sum=The sum of 3 and 9 is 12.",
      weather_keys: ["conditions", "humidity", "temperature"],
    });
    expect(envelope.calls.map((c) => [c.tool, c.alias, c.status])).toEqual([
      ["mcp__fs__list_directory", "mcp__fs__list_directory", "ok"],
      ["mcp__fs__read_text_file", "mcp__fs__read_text_file", "ok"],
      ["mcp__everything__get-sum", "mcp__everything__get_sum", "ok"],
      ["mcp__everything__echo", "mcp__everything__echo", "ok"],
      ["mcp__fs__write_file", "mcp__fs__write_file", "ok"],
      ["mcp__everything__get-structured-content", "mcp__everything__get_structured_content", "ok"],
    ]);
    expect(readFileSync(join(dir, "out.txt"), "utf8")).toBe("Echo: sum=The sum of 3 and 9 is 12.");
  });

  it("keeps no abort listener of a call on the flow's signal once the call is done (no MaxListenersExceededWarning)", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on("warning", onWarning);
    try {
      const envelope = await flow('[mcp__everything__echo(message=str(i))["text"] for i in range(25)][-1]', ["mcp__everything__echo"]);
      expect(envelope.status).toBe("ok");
      expect(envelope.calls).toHaveLength(25);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings.filter((w) => w.startsWith("MaxListenersExceededWarning"))).toEqual([]);
  });

  it("raises a server's isError result as a catchable ToolError", async () => {
    const code = `
try:
    mcp__fs__read_text_file(path="/etc/passwd")
except ToolError as e:
    print("refused:", "denied" in str(e).lower() or "outside" in str(e).lower())
`;
    const envelope = await flow(code, ["mcp__fs__read_text_file"]);
    expect(envelope.prints).toBe("refused: True\n");
    expect(envelope.calls[0]).toMatchObject({ status: "error" });
  });

  it("rejects tools matched by mcp_tools_deny before running", async () => {
    const outcome = await runFlow(
      { name: "deny", code: "1", tools: ["mcp__fs__write_file", "mcp__fs__read_text_file"] },
      { registry, mcpToolsDeny: ["mcp__fs__write*"] },
    );
    expect(outcome).toEqual({ rejected: true, problems: [{ tool: "mcp__fs__write_file", reason: "denied" }] });
  });

  it("aborts an in-flight MCP call when the flow is cancelled", async () => {
    const abort = new AbortController();
    const reg = notifyingRegistry(registry, "mcp__everything__trigger-long-running-operation", () => abort.abort());
    const envelope = await flow(
      "mcp__everything__trigger_long_running_operation(duration=600, steps=2)",
      ["mcp__everything__trigger-long-running-operation"],
      { signal: abort.signal },
      reg,
    );
    expect(envelope.error).toMatchObject({ type: "Cancelled" });
    expect(envelope.calls[0]).toMatchObject({ status: "error" });
    // The connection is still usable after the cancelled request.
    expect((await flow('mcp__everything__echo(message="x")', ["mcp__everything__echo"])).result).toEqual({ text: "Echo: x" });
  });

  it("turns a server killed mid-call into ToolErrors the script catches; the host keeps serving", async () => {
    const pidFile = join(dir, "dying.pid");
    const dying = await McpServers.connect({
      dying: { transport: "stdio", command: "sh", args: ["-c", `echo $$ > ${pidFile}; exec ${join(BIN, "mcp-server-everything")} stdio`] },
    });
    try {
      const pid = Number(readFileSync(pidFile, "utf8"));
      const reg = notifyingRegistry(createRegistry(dying.tools()), "mcp__dying__trigger-long-running-operation", () => process.kill(pid, "SIGKILL"));
      const code = `
try:
    mcp__dying__trigger_long_running_operation(duration=600, steps=2)
except ToolError as e:
    print("during:", e)
try:
    mcp__dying__echo(message="again")
except ToolError as e:
    print("after:", e)
"handled"
`;
      const envelope = await flow(code, ["mcp__dying__trigger-long-running-operation", "mcp__dying__echo"], {}, reg);
      expect(envelope).toMatchObject({ status: "ok", result: "handled" });
      const [during, after] = envelope.prints.trim().split("\n");
      expect(during).toMatch(/^during: MCP tool 'trigger-long-running-operation' failed: MCP server 'dying' is not available: the server exited or closed the connection/);
      expect(after).toMatch(/^after: MCP server 'dying' is not available: the server exited or closed the connection/);
      expect(envelope.calls.map((c) => c.status)).toEqual(["error", "error"]);
      expect(dying.connections[0]!.connected).toBe(false);
    } finally {
      await dying.close();
    }
    // The other servers and the host are unaffected.
    expect((await flow('mcp__everything__echo(message="still")', ["mcp__everything__echo"])).result).toEqual({ text: "Echo: still" });
  });
});

describe("connecting", () => {
  it("reports a server that fails to start with its stderr, and connects none of the others", async () => {
    const attempt = McpServers.connect({
      fine: { transport: "stdio", command: join(BIN, "mcp-server-everything"), args: ["stdio"] },
      broken: { transport: "stdio", command: "sh", args: ["-c", "echo 'missing API key' >&2; exit 3"] },
    });
    await expect(attempt).rejects.toThrow(McpConnectError);
    await expect(attempt).rejects.toThrow(/^cannot connect to MCP server 'broken': .*\(stderr: missing API key\)$/);
  });
});

/** The registry with one tool's handler calling `onCall` once the call is under way. */
function notifyingRegistry(base: ToolRegistry, name: string, onCall: () => void): ToolRegistry {
  return createRegistry(
    [...base.values()].map((tool): ToolDefinition => {
      if (tool.name !== name) return tool;
      return {
        ...tool,
        handler: (args, context) => {
          const answer = tool.handler(args, context);
          // After the request has been written, so the kill or abort hits an in-flight call.
          setTimeout(onCall, 50);
          return answer;
        },
      };
    }),
  );
}
