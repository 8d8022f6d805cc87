// The registry the config decides, one builder for the CLI and the MCP server: file_read, grep
// and glob always; web_fetch unless `web.fetch.enabled: false`; web_search when
// `web.search.endpoint` is set; ask_user when the host can ask someone.
import type { ToolflowConfig } from "../config/schema.js";
import type { PermissionEngine } from "../permissions/engine.js";
import type { ToolRegistry } from "../registry.js";
import type { Asker } from "./ask-user.js";
import { builtinTools } from "./builtin-tools.js";
import { searxngProvider } from "./web-search.js";

export interface ConfiguredToolsOptions {
  /** The project root the file tools serve. */
  root: string;
  /** The loaded config (loadConfig); only `web` and `tools` are read here. */
  config: Pick<ToolflowConfig, "web" | "tools">;
  /** Decides every nested file access and URL (permissionsFromConfig). */
  permissions?: PermissionEngine;
  /** Serves ask_user through this (terminalAsker for a CLI, elicitation for MCP). */
  ask?: Asker;
}

export function configuredTools(options: ConfiguredToolsOptions): ToolRegistry {
  const { fetch, search } = options.config.web;
  const fileRead = options.config.tools.file_read;
  return builtinTools({
    root: options.root,
    fileRead: { maxBytes: fileRead.max_bytes, maxLines: fileRead.max_lines },
    web:
      fetch.enabled === false
        ? false
        : {
            allowPrivateAddresses: fetch.allow_private_addresses ?? false,
            maxBytes: fetch.max_bytes,
            maxTimeoutSeconds: fetch.timeout_seconds,
            maxRedirects: fetch.max_redirects,
            allowHosts: fetch.allow_hosts,
            denyHosts: fetch.deny_hosts,
          },
    ...(search.endpoint ? { search: searxngProvider({ endpoint: search.endpoint, headers: search.headers, timeoutSeconds: search.timeout_seconds }) } : {}),
    ...(options.permissions ? { permissions: options.permissions } : {}),
    ...(options.ask ? { ask: options.ask } : {}),
  });
}
