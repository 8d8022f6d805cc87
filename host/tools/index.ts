// The built-in tools: file_read, grep and glob over one root directory, and web_fetch,
// web_search and ask_user, each routed through the permission engine when one is given.
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

export { FILE_READ_DEFAULTS, type FileReadOptions } from "./file-read.js";
export { FileReadInputSchema, type FileReadInput } from "./file-read-input.js";
export { GlobInputSchema, type GlobInput } from "./glob-input.js";
export { GrepInputSchema, type GrepInput } from "./grep-input.js";
export { webFetchTool } from "./web-fetch.js";
export { WebFetchInputSchema, type WebFetchInput, type WebFetchOptions } from "./web-fetch-input.js";
export { WebSearchInputSchema, searxngProvider, webSearchTool } from "./web-search.js";
export type { SearchProvider, SearchResult, SearxngOptions, WebSearchInput, WebSearchOptions } from "./web-search.js";
export { AskUserInputSchema, askUserTool, promptAsker, terminalAsker, type Asker, type AskUserInput, type PromptIO, type Question } from "./ask-user.js";
export { configuredTools, type ConfiguredToolsOptions } from "./from-config.js";

/** A registry of `file_read`, `grep` and `glob` confined to `root` (symlinks resolved once, now). */
export function liveTools(root: string, permissions?: PermissionEngine): ToolRegistry {
  const confined = openRoot(root);
  return createRegistry([fileReadTool(confined, { permissions }), grepTool(confined, permissions), globTool(confined, permissions)]);
}

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
