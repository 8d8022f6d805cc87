// SPEC §3's mapping of MCP tool results, the Python stubs derived from JSON Schemas, and the
// mcp_servers config loader.
import { describe, expect, it } from "vitest";
import { ConfigError, parseMcpConfig } from "../../../host/config/mcp-config.js";
import { JsonText, ToolError, type ToolDefinition } from "../../../host/registry.js";
import { mapToolResult, pythonSignature, pythonType, toolFlowDescription } from "../../../host/mcp/index.js";

describe("mapToolResult", () => {
  it("takes structuredContent as JSON", () => {
    expect(mapToolResult({ content: [{ type: "text", text: "ignored" }], structuredContent: { a: 1 } })).toEqual({ a: 1 });
  });

  it("passes text that parses as a JSON object or array through as written", () => {
    expect(mapToolResult({ content: [{ type: "text", text: ' [1, 2.0, {"b": null}]\n' }] })).toEqual(new JsonText('[1, 2.0, {"b": null}]'));
  });

  it("looks for JSON in the text blocks alone", () => {
    const link = { type: "resource_link" as const, uri: "toolflow://jobs/x/envelope", name: "x" };
    expect(mapToolResult({ content: [{ type: "text", text: '{"n": 1}' }, link] })).toEqual(new JsonText('{"n": 1}'));
    expect(mapToolResult({ content: [{ type: "text", text: "n=1" }, link] })).toEqual({ text: "n=1\n[resource link toolflow://jobs/x/envelope (x)]" });
  });

  it("keeps other text, and scalars that parse as JSON, as {text}", () => {
    expect(mapToolResult({ content: [{ type: "text", text: "42" }] })).toEqual({ text: "42" });
    expect(mapToolResult({ content: [{ type: "text", text: "{not json" }] })).toEqual({ text: "{not json" });
    expect(mapToolResult({ content: [{ type: "text", text: "a" }, { type: "text", text: "b" }] })).toEqual({ text: "a\nb" });
  });

  it("describes binary content instead of passing it", () => {
    expect(mapToolResult({ content: [{ type: "image", mimeType: "image/png", data: "AAAA" }] })).toEqual({ text: "[image image/png, 3 bytes]" });
  });

  it("raises isError as ToolError with the server's text", () => {
    expect(() => mapToolResult({ isError: true, content: [{ type: "text", text: "no such file" }] })).toThrow(new ToolError("no such file"));
    expect(() => mapToolResult({ isError: true, content: [] })).toThrow("the MCP tool reported an error");
  });
});

describe("Python stubs from JSON Schema", () => {
  it("maps JSON Schema types to annotations", () => {
    expect(pythonType({ type: "string" })).toBe("str");
    expect(pythonType({ type: "integer" })).toBe("int");
    expect(pythonType({ type: "array", items: { type: "number" } })).toBe("list[float]");
    expect(pythonType({ type: ["string", "null"] })).toBe("str | None");
    expect(pythonType({ anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] })).toBe("str | list[str]");
    expect(pythonType({ enum: ["a", "b"] })).toBe('Literal["a", "b"]');
    expect(pythonType({ type: "object", additionalProperties: { type: "boolean" } })).toBe("dict[str, bool]");
    expect(pythonType({})).toBe("Any");
  });

  it("writes keyword-only parameters, required first, with defaults and docs", () => {
    const tool: ToolDefinition = {
      name: "mcp__gh__search",
      category: "mcp",
      output: "json",
      description: "Search issues.",
      inputSchema: {
        type: "object",
        properties: {
          limit: { type: "integer", default: 10, description: "At most this many" },
          closed: { type: "boolean", default: false },
          query: { type: "string", description: "Search words" },
        },
        required: ["query"],
      },
      handler: async () => null,
    };
    expect(pythonSignature("mcp__gh__search", tool).join("\n")).toBe(
      [
        "def mcp__gh__search(*, query: str, limit: int = 10, closed: bool = False) -> Any:",
        '    """Search issues.',
        "    query: Search words",
        "    limit: At most this many",
        '    Returns the structuredContent when the server sends one; else the text, as dict/list when it is a JSON object or array, otherwise {"text": str}.',
        '    """',
      ].join("\n"),
    );
  });

  it("shows a declared output shape as the return type and the MCP hints in words", () => {
    const tool: ToolDefinition = {
      name: "mcp__fs__list",
      category: "mcp",
      output: "json",
      inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
      outputSchema: { type: "object", properties: { entries: { type: "array", items: { type: "string" } }, total: { type: "integer" } }, required: ["entries"] },
      annotations: { readOnlyHint: true, idempotentHint: true, destructiveHint: true },
      handler: async () => null,
    };
    expect(pythonSignature("mcp__fs__list", tool).join("\n")).toBe(
      [
        "def mcp__fs__list(*, path: str) -> dict:",
        '    """Returns {"entries": list[str], "total"?: int} (the tool\'s structuredContent).',
        "    Hints: read-only, idempotent.",
        '    """',
      ].join("\n"),
    );
    const destructive = { ...tool, outputSchema: { type: "array", items: { type: "string" } }, annotations: { destructiveHint: true, openWorldHint: true } };
    expect(pythonSignature("rm", destructive).slice(0, 3)).toEqual([
      "def rm(*, path: str) -> list[str]:",
      '    """Returns list[str] (the tool\'s structuredContent).',
      "    Hints: destructive, reaches outside systems.",
    ]);
  });
});

describe("Python stubs: optional arguments and object shapes", () => {
  const tool: ToolDefinition = {
    name: "edit",
    category: "mcp",
    output: "json",
    description: "Edit a file.",
    inputSchema: {
      type: "object",
      properties: {
        path: { type: "string" },
        edits: { type: "array", description: "Edits to apply", items: { type: "object", properties: { old: { type: "string" }, new: { type: "string" }, count: { type: "integer" } }, required: ["old", "new"] } },
        options: { type: "object", properties: { dry: { type: "boolean" } } },
        note: { type: ["string", "null"] },
        head: { type: "number" },
      },
      required: ["path", "edits"],
    },
    handler: async () => null,
  };

  it("marks an argument without a default as optional, and shows the keys a dict or its items take", () => {
    const lines = pythonSignature("edit", tool);
    expect(lines[0]).toBe("def edit(*, path: str, edits: list[dict], options: dict | None = None, note: str | None = None, head: float | None = None) -> Any:");
    expect(lines).toContain('    edits: Edits to apply (each item: {"old": str, "new": str, "count"?: int})');
    expect(lines).toContain('    options: (keys: {"dry"?: bool})');
  });

  it("states this host's limits in the rules", () => {
    const text = toolFlowDescription([tool], { maxCalls: 7, maxTimeoutSeconds: 60 });
    expect(text).toContain("or after 7 tool calls");
    expect(text).toContain("at most 60)");
  });
});

describe("parseMcpConfig", () => {
  it("reads stdio and http servers, inferring the transport, and daemon.tool_flow", () => {
    const config = parseMcpConfig(
      [
        "permission_mode: standard",
        "mcp_servers:",
        "  files: {command: npx, args: [-y, server]}",
        "  remote: {transport: http, url: 'https://example.com/mcp', headers: {Authorization: x}}",
        "daemon:",
        "  tool_flow: {max_calls: 50, mcp_tools_deny: ['mcp__remote__*']}",
      ].join("\n"),
    );
    expect(config.mcp_servers).toEqual({
      files: { transport: "stdio", command: "npx", args: ["-y", "server"] },
      remote: { transport: "http", url: "https://example.com/mcp", headers: { Authorization: "x" } },
    });
    expect(config.daemon.tool_flow).toEqual({ max_calls: 50, mcp_tools_deny: ["mcp__remote__*"] });
  });

  it("defaults to no servers and no deny globs", () => {
    expect(parseMcpConfig("")).toMatchObject({ mcp_servers: {}, daemon: { tool_flow: { mcp_tools_deny: [] } } });
  });

  it("reports every problem with its key path", () => {
    const text = "mcp_servers:\n  a__b: {command: x}\n  web: {transport: http, url: nope}\ndaemon: {tool_flow: {max_calls: -1}}";
    expect(() => parseMcpConfig(text, "cfg.yaml")).toThrow(ConfigError);
    try {
      parseMcpConfig(text, "cfg.yaml");
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^cfg\.yaml: invalid config:/);
      expect(message).toContain("mcp_servers.a__b");
      expect(message).toContain("mcp_servers.web.url");
      expect(message).toContain("daemon.tool_flow.max_calls");
    }
  });
});
