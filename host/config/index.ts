// toolflow.config.yaml: the schema (schema.ts), loading and layering (load.ts), the limits it
// sets (limits.ts), and the MCP part read by `toolflow mcp` (mcp-config.ts). Re-exports only.
export {
  ConfigFileSchema,
  PermissionModeSchema,
  PermissionRuleSchema,
  PermissionsSchema,
  SecretsSchema,
  ToolFlowConfigSchema,
  ToolsConfigSchema,
  WebConfigSchema,
} from "./schema.js";
export type {
  ConfigFile,
  PermissionMode,
  PermissionRule,
  Permissions,
  Secrets,
  ToolFlowConfig,
  ToolflowConfig,
  ToolsConfig,
  WebConfig,
  WebFetchConfig,
  WebSearchConfig,
} from "./schema.js";
export { PROJECT_CONFIG_NAME, userConfigPath } from "./config-files.js";
export { layerConfigs, loadConfig, resolveConfig } from "./load.js";
export { parseConfigFile } from "./parse.js";
export type { LoadConfigOptions, LoadedConfig } from "./load.js";
export { limitsFromConfig } from "./limits.js";
export { ConfigError } from "./mcp-config.js";
