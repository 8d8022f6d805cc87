// What `toolflow mcp` serves: the live tools over a root folder plus every configured upstream
// MCP server's tools, one JobManager, and the limits and deny globs from the config.
import type { McpConfig } from "../config/mcp-config.js";
import { JobManager } from "../jobs/job-manager.js";
import type { Limits } from "../limits.js";
import { createRegistry } from "../registry.js";
import { liveTools } from "../tools/index.js";
import type { ToolflowServerOptions } from "./server.js";
import { McpServers } from "./servers.js";

export interface McpHost {
  options: ToolflowServerOptions;
  /** Cancels running jobs, then closes the upstream servers. */
  close(): Promise<void>;
}

export async function openMcpHost(config: McpConfig, root: string): Promise<McpHost> {
  const upstream = await McpServers.connect(config.mcp_servers);
  const registry = createRegistry([...liveTools(root).values(), ...upstream.tools()]);
  const jobs = new JobManager();
  const flow = config.daemon.tool_flow;
  const limits: Partial<Limits> = {
    ...(flow.max_timeout_seconds !== undefined ? { maxTimeoutSeconds: flow.max_timeout_seconds } : {}),
    ...(flow.max_calls !== undefined ? { maxCalls: flow.max_calls } : {}),
  };
  return {
    options: { registry, jobs, run: { limits, mcpToolsDeny: flow.mcp_tools_deny, projectRoot: root } },
    async close() {
      await jobs.cancelAll();
      await upstream.close();
    },
  };
}
