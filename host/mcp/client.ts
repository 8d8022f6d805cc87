// One upstream MCP server (stdio or streamable HTTP) through the official SDK client; its tools
// become registry tools `mcp__<server>__<tool>`. A server that dies fails its pending and later
// calls with a ToolError (the script can catch it) instead of leaving the flow waiting.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { getDefaultEnvironment, StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import packageJson from "../../package.json";
import type { McpServerConfig } from "../config/mcp-config.js";
import { ToolError, type ToolDefinition } from "../registry.js";
import { traceMeta } from "../telemetry/flow-tracing.js";
import { limitAnswersInFlight } from "./answers-in-flight.js";
import { boundedFetch } from "./bounded-fetch.js";
import { boundReads } from "./bounded-read-buffer.js";
import { mapToolResult } from "./content.js";
import { schemaPathAccess } from "./path-arguments.js";
import { handledBy } from "./unhandled-messages.js";

/**
 * The SDK's own per-request timeout (60 s by default) would cut long tool calls short; a flow's
 * timeout and cancellation already bound every call through the AbortSignal.
 */
const CALL_TIMEOUT_MS = 24 * 60 * 60 * 1000;

export function mcpToolName(server: string, tool: string): string {
  return `mcp__${server}__${tool}`;
}

export class McpConnectError extends Error {
  override name = "McpConnectError";
}

export class McpServerConnection {
  private closedBecause: string | undefined;
  /** The server's recent stderr lines (stdio), quoted when it fails to start. */
  private readonly stderrLines: string[] = [];
  private tools: readonly Tool[] = [];
  /** Called once when the server exits or drops the connection (not when toolflow closes it). */
  onLost: ((reason: string) => void) | undefined;

  private constructor(
    readonly server: string,
    private readonly client: Client,
  ) {}

  static async connect(server: string, config: McpServerConfig): Promise<McpServerConnection> {
    const connection = new McpServerConnection(server, new Client({ name: "toolflow", version: packageJson.version }));
    try {
      const transport = createTransport(config, connection.client);
      limitAnswersInFlight(transport);
      if (transport instanceof StdioClientTransport) {
        boundReads(transport, connection.client);
        transport.stderr?.on("data", (chunk: Buffer) => connection.keepStderr(chunk.toString("utf8")));
      }
      await connection.client.connect(transport);
      connection.tools = await listAllTools(connection.client);
    } catch (error) {
      await connection.client.close();
      throw new McpConnectError(`cannot connect to MCP server '${server}': ${(error as Error).message}${connection.stderrNote()}`);
    }
    // Only the operator sees stderr (McpConnectError); a script sees a plain reason.
    connection.client.onclose = () => {
      if (connection.closedBecause !== undefined) return;
      connection.closedBecause = "the server exited or closed the connection";
      connection.onLost?.(connection.closedBecause);
    };
    return connection;
  }

  /** False once the server has exited or the connection was closed. */
  get connected(): boolean {
    return this.closedBecause === undefined;
  }

  /** Registry entries: category "mcp", JSON output (content.ts decides text vs JSON per result). */
  toolDefinitions(): ToolDefinition[] {
    return this.tools.map((tool) => {
      const access = schemaPathAccess(tool.inputSchema, tool.annotations);
      return {
        name: mcpToolName(this.server, tool.name),
        category: "mcp",
        output: "json",
        ...(tool.description !== undefined ? { description: tool.description } : {}),
        inputSchema: tool.inputSchema as Record<string, unknown>,
        ...(tool.outputSchema !== undefined ? { outputSchema: tool.outputSchema as Record<string, unknown> } : {}),
        ...(tool.annotations !== undefined ? { annotations: tool.annotations } : {}),
        ...(access !== undefined ? { access } : {}),
        // Hints only, but the server's own word that a repeated call does no harm.
        ...(tool.annotations?.idempotentHint === true || tool.annotations?.readOnlyHint === true ? { idempotent: true } : {}),
        handler: (args, context) => this.call(tool.name, args, context.signal),
      };
    });
  }

  async call(tool: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<unknown> {
    if (this.closedBecause !== undefined) {
      throw new ToolError(`MCP server '${this.server}' is not available: ${this.closedBecause}`);
    }
    let result;
    // The SDK leaves its abort listener on the signal it is given: the flow's signal, shared by
    // every call, would collect one per call. The call gets a signal of its own, tied to the
    // flow's only while it runs.
    const own = new AbortController();
    const forward = () => own.abort(signal?.reason);
    if (signal?.aborted) forward();
    signal?.addEventListener("abort", forward, { once: true });
    try {
      // The caller's trace context (W3C traceparent/tracestate) travels in the request's _meta.
      const meta = traceMeta();
      result = await this.client.callTool({ name: tool, arguments: args, ...(Object.keys(meta).length > 0 ? { _meta: meta } : {}) }, undefined, {
        signal: own.signal,
        timeout: CALL_TIMEOUT_MS,
      });
    } catch (error) {
      if (signal?.aborted) throw new ToolError(`the call to MCP tool '${tool}' was cancelled`);
      const reason = this.closedBecause === undefined ? callFailure(error) : `MCP server '${this.server}' is not available: ${this.closedBecause}`;
      throw new ToolError(`MCP tool '${tool}' failed: ${reason}`);
    } finally {
      signal?.removeEventListener("abort", forward);
    }
    return mapToolResult(result as Parameters<typeof mapToolResult>[0]);
  }

  async close(): Promise<void> {
    this.closedBecause ??= "toolflow closed the connection";
    await this.client.close();
  }

  private keepStderr(text: string): void {
    this.stderrLines.push(...text.split("\n").filter((line) => line.trim() !== ""));
    this.stderrLines.splice(0, Math.max(0, this.stderrLines.length - 3));
  }

  private stderrNote(): string {
    return this.stderrLines.length > 0 ? ` (stderr: ${this.stderrLines.join(" | ").slice(-300)})` : "";
  }
}

/** Why a call failed, for the script: a malformed answer's schema issues in one line, not the SDK's JSON dump of them. */
function callFailure(error: unknown): string {
  const issues = (error as { issues?: unknown }).issues;
  if (!Array.isArray(issues)) return (error as Error).message;
  const named = issues.slice(0, 5).map((issue: { path?: unknown[]; message?: unknown }) => `${issue.path?.join(".") || "the answer"}: ${String(issue.message)}`);
  return `the server's answer is not a valid MCP tool result (${named.join("; ")}${issues.length > 5 ? "; ..." : ""})`;
}

function createTransport(config: McpServerConfig, client: Client): Transport {
  if (config.transport === "stdio") {
    return new StdioClientTransport({
      command: config.command,
      args: config.args,
      // The SDK passes only a safe default environment; configured variables are added to it.
      env: { ...getDefaultEnvironment(), ...(config.env ?? {}) },
      ...(config.cwd !== undefined ? { cwd: config.cwd } : {}),
      stderr: "pipe",
    });
  }
  return new StreamableHTTPClientTransport(new URL(config.url), {
    fetch: boundedFetch(handledBy(client)),
    ...(config.headers ? { requestInit: { headers: config.headers } } : {}),
  });
}

async function listAllTools(client: Client): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor === undefined ? {} : { cursor });
    tools.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return tools;
}
