// What `toolflow mcp` serves: the built-in tools the config decides over a root folder plus every
// configured upstream MCP server's tools, one JobManager, and the policy every flow runs under:
// the permission engine deciding nested calls, the limits and deny globs, and the approval.
import type { ToolflowConfig } from "../config/schema.js";
import { JobManager } from "../jobs/job-manager.js";
import type { PermissionEngine } from "../permissions/index.js";
import { createRegistry } from "../registry.js";
import { configuredTools } from "../tools/index.js";
import type { ServerApproval } from "./approval.js";
import type { ToolflowServerOptions } from "./server.js";
import { McpServers } from "./servers.js";

export interface McpHostOptions {
  /** The folder the live tools serve. */
  root: string;
  /** The loaded config: `mcp_servers`, and `web` and `tools` for the built-in tools. */
  config: Pick<ToolflowConfig, "mcp_servers" | "web" | "tools">;
  /** Decides each path the live tools reach and what their searches show. */
  permissions: PermissionEngine;
  /** Limits, mcp_tools_deny, permission mode and `decide` for every flow. */
  run: NonNullable<ToolflowServerOptions["run"]>;
  approval: ServerApproval;
}

export interface McpHost {
  options: ToolflowServerOptions;
  /** Cancels running jobs, then closes the upstream servers. */
  close(): Promise<void>;
}

export async function openMcpHost(host: McpHostOptions): Promise<McpHost> {
  const upstream = await McpServers.connect(host.config.mcp_servers);
  // ask_user is left out: a server has no one of its own to ask.
  const builtin = configuredTools({ root: host.root, config: host.config, permissions: host.permissions });
  const registry = createRegistry([...builtin.values(), ...upstream.tools()]);
  const jobs = new JobManager();
  return {
    options: { registry, jobs, run: host.run, approval: host.approval },
    async close() {
      await jobs.cancelAll();
      await upstream.close();
    },
  };
}
