// Every built-in tool a host's options make available (file_read, grep, glob, web_fetch,
// web_search, ask_user), sharing one permission engine.
import type { PermissionEngine } from "../permissions/engine.js";
import { createRegistry, type ToolDefinition, type ToolRegistry } from "../registry.js";
import { askUserTool, type Asker } from "./ask-user.js";
import { fileReadTool, type FileReadOptions } from "./file-read.js";
import { globTool } from "./glob.js";
import { grepTool } from "./grep.js";
import { hostPolicy } from "./host-policy.js";
import { openRoot } from "./root-path.js";
import type { WebFetchOptions } from "./web-fetch-input.js";
import { webFetchTool } from "./web-fetch.js";
import { webSearchTool, type SearchProvider } from "./web-search.js";

export interface BuiltinToolsOptions {
  /** The folder the file tools serve (and relative paths start from). */
  root: string;
  /** Decides every file access and URL; without it the file tools stay inside `root`. */
  permissions?: PermissionEngine;
  /** file_read's budget of one answer (over it: an outline). */
  fileRead?: Omit<FileReadOptions, "permissions">;
  /** web_fetch settings; web_fetch is served unless this is `false`. Its denyHosts also filter web_search. */
  web?: Omit<WebFetchOptions, "permissions"> | false;
  /** Serves web_search through this provider. */
  search?: SearchProvider;
  /** Serves ask_user, answered by this callback (terminalAsker for a CLI). */
  ask?: Asker;
}

/** Every built-in tool the options make available, sharing one permission engine. */
export function builtinTools(options: BuiltinToolsOptions): ToolRegistry {
  const root = openRoot(options.root);
  const engine = options.permissions;
  const tools: ToolDefinition[] = [fileReadTool(root, { ...options.fileRead, permissions: engine }), grepTool(root, engine), globTool(root, engine)];
  if (options.web !== false) tools.push(webFetchTool({ ...options.web, ...(engine ? { permissions: engine } : {}) }));
  if (options.search) {
    const denyHosts = options.web === false ? undefined : options.web?.denyHosts;
    tools.push(webSearchTool({ provider: options.search, ...(engine ? { permissions: engine } : {}), ...(denyHosts?.length ? { hosts: hostPolicy({ denyHosts }) } : {}) }));
  }
  if (options.ask) tools.push(askUserTool(options.ask));
  return createRegistry(tools);
}
