// Which arguments of a tool name paths or URLs, so the engine resolves them before any rule.
// The built-in tools are listed here; a host adds its own tools through PermissionEngineOptions,
// and a tool may declare its own (ToolDefinition.access: an MCP tool's, read from its schema).

export interface ToolAccess {
  /**
   * Path arguments: what the tool does there, and the value used when the argument is absent.
   * `plural` names a list argument holding more of the same paths (grep's `paths`): rules see
   * them all under `key`, so a rule on `path` covers every path the call names. `fileUrl`: the
   * values are URIs (JSON Schema `format: uri`), and only `file:` URLs among them name paths.
   */
  paths?: readonly { key: string; access: "read" | "write"; default?: string; plural?: string; fileUrl?: boolean }[];
  /** URL arguments (compared after normalisation by `new URL`). */
  urls?: readonly string[];
}

export const BUILTIN_ACCESS: Readonly<Record<string, ToolAccess>> = {
  file_read: { paths: [{ key: "path", access: "read" }] },
  grep: { paths: [{ key: "path", access: "read", default: ".", plural: "paths" }] },
  glob: { paths: [{ key: "path", access: "read", default: ".", plural: "paths" }] },
  web_fetch: { urls: ["url"] },
};
