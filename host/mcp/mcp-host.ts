// What `toolflow mcp` serves: the built-in tools the config decides over a root folder plus the
// tools of every configured upstream MCP server that is up (one that is down is named in the
// tool_flow description and reconnected; sessions are told when that set changes), one JobManager, and the policy every flow runs under:
// the permission engine deciding nested calls, the limits and deny globs, and the approval.
import type { ToolflowConfig } from "../config/schema.js";
import type { JobControls } from "../jobs/job-controls.js";
import { JobManager } from "../jobs/job-manager.js";
import type { PermissionEngine } from "../permissions/index.js";
import type { ToolDefinition } from "../registry.js";
import { configuredTools } from "../tools/index.js";
import type { ServerApproval } from "./approval.js";
import type { ToolflowServerOptions } from "./server.js";
import { SupervisedServers, type Backoff } from "./supervised-servers.js";
import { ToolListChanges } from "./tool-list-changes.js";

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
  /** The operator's log: an upstream server going down (with its stderr) or coming back. */
  log?: (line: string) => void;
  /** How upstream servers that are down are retried (default: 1 s, doubling up to 60 s). */
  backoff?: Backoff;
  /** Where flows run as jobs (default: a JobManager in this process; host/fleet's QueueJobs). */
  jobs?: JobControls;
}

export interface McpHost {
  options: ToolflowServerOptions;
  /** Cancels running jobs, then closes the upstream servers. */
  close(): Promise<void>;
}

export async function openMcpHost(host: McpHostOptions): Promise<McpHost> {
  // ask_user is left out: a server has no one of its own to ask.
  const builtin = configuredTools({ root: host.root, config: host.config, permissions: host.permissions });
  // One map for the host's life: every session's tool list reads it, so it follows the upstream
  // servers as they go down and come back.
  const registry = new Map<string, ToolDefinition>();
  const refresh = () => {
    registry.clear();
    for (const tool of [...builtin.values(), ...(upstream?.tools() ?? [])]) registry.set(tool.name, tool);
  };
  const toolsChanged = new ToolListChanges();
  let upstream: SupervisedServers | undefined;
  upstream = await SupervisedServers.open(
    host.config.mcp_servers,
    ({ server, up, detail }) => {
      refresh();
      toolsChanged.changed();
      host.log?.(up ? `MCP server '${server}' connected` : `MCP server '${server}' is down: ${detail}`);
    },
    host.backoff,
  );
  refresh();
  const servers = upstream;
  const jobs = host.jobs ?? new JobManager();
  return {
    options: { registry, jobs, run: host.run, approval: host.approval, toolsChanged, unavailableServers: () => servers.outages() },
    async close() {
      await jobs.cancelAll();
      await servers.close();
    },
  };
}
