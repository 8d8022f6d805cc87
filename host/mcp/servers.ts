// All configured upstream MCP servers (config `mcp_servers`), connected in parallel; their tools
// are what a registry adds as `mcp__<server>__<tool>`.
import type { McpServerConfig } from "../config/mcp-config.js";
import type { ToolDefinition } from "../registry.js";
import { McpServerConnection } from "./client.js";

export class McpServers {
  private constructor(readonly connections: readonly McpServerConnection[]) {}

  /** Connects every server; if one fails, the others are closed and its error is thrown. */
  static async connect(servers: Readonly<Record<string, McpServerConfig>>): Promise<McpServers> {
    const attempts = await Promise.allSettled(Object.entries(servers).map(([name, config]) => McpServerConnection.connect(name, config)));
    const connected = attempts.flatMap((attempt) => (attempt.status === "fulfilled" ? [attempt.value] : []));
    const failed = attempts.find((attempt): attempt is PromiseRejectedResult => attempt.status === "rejected");
    if (failed) {
      await Promise.all(connected.map((connection) => connection.close()));
      throw failed.reason;
    }
    return new McpServers(connected);
  }

  tools(): ToolDefinition[] {
    return this.connections.flatMap((connection) => connection.toolDefinitions());
  }

  async close(): Promise<void> {
    await Promise.all(this.connections.map((connection) => connection.close()));
  }
}
