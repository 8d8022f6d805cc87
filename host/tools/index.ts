// The built-in tools: file_read, grep and glob over one root directory, and web_fetch,
// web_search and ask_user, each routed through the permission engine when one is given.
import type { PermissionEngine } from "../permissions/engine.js";
import { createRegistry, type ToolRegistry } from "../registry.js";
import { fileReadTool } from "./file-read.js";
import { globTool } from "./glob.js";
import { grepTool } from "./grep.js";
import { openRoot } from "./root-path.js";

export { builtinTools, type BuiltinToolsOptions } from "./builtin-tools.js";
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
