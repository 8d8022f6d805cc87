// Loads toolflow.config.yaml: the project's file layered over the user's
// ($XDG_CONFIG_HOME/toolflow/config.yaml, else ~/.config/toolflow/config.yaml), each validated on
// its own so an error names the file and the key: `toolflow.config.yaml: daemon.tool_flow.max_calls:
// expected a positive integer, got "x"`.
import { MAX_CONFIG_FILE_BYTES, readTextFile } from "../read-text.js";
import { join } from "node:path";
import { ConfigError } from "./config-error.js";
import { PROJECT_CONFIG_NAME, userConfigPath } from "./config-files.js";
import type { ConfigFile, PermissionRule, ToolflowConfig } from "./schema.js";

/** Reads one file; a missing file is no config, any other read failure is an error. */
async function readConfigFile(path: string, label: string): Promise<ConfigFile | undefined> {
  let text: string;
  try {
    text = await readTextFile(path, MAX_CONFIG_FILE_BYTES);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new ConfigError(`cannot read ${label}: ${(error as Error).message}`);
  }
  // The YAML parser and the schema load with the first file there is (often none).
  return (await import("./parse.js")).parseConfigFile(text, label);
}

/**
 * The upper layer (project) over the lower (user): scalars and same-named MCP servers are
 * replaced; rule buckets, secret lists, mcp_tools_deny and the web host lists are added together, since a project
 * adds protections on top of the user's and never silently drops them.
 */
export function layerConfigs(lower: ConfigFile, upper: ConfigFile): ConfigFile {
  const concat = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined): T[] | undefined =>
    a === undefined && b === undefined ? undefined : [...(a ?? []), ...(b ?? [])];
  const permissions: ConfigFile["permissions"] =
    lower.permissions || upper.permissions
      ? {
          allow: concat(lower.permissions?.allow, upper.permissions?.allow),
          ask: concat(lower.permissions?.ask, upper.permissions?.ask),
          "ask-unless-allowed": concat(lower.permissions?.["ask-unless-allowed"], upper.permissions?.["ask-unless-allowed"]),
          deny: concat(lower.permissions?.deny, upper.permissions?.deny),
        }
      : undefined;
  const lowerFlow = lower.daemon?.tool_flow;
  const upperFlow = upper.daemon?.tool_flow;
  const toolFlow =
    lowerFlow || upperFlow
      ? { ...lowerFlow, ...upperFlow, mcp_tools_deny: concat(lowerFlow?.mcp_tools_deny, upperFlow?.mcp_tools_deny) }
      : undefined;
  return dropUndefined({
    permission_mode: upper.permission_mode ?? lower.permission_mode,
    permissions: permissions && dropUndefined(permissions),
    secrets:
      lower.secrets || upper.secrets
        ? dropUndefined({ files: concat(lower.secrets?.files, upper.secrets?.files), words: concat(lower.secrets?.words, upper.secrets?.words) })
        : undefined,
    mcp_servers: lower.mcp_servers || upper.mcp_servers ? { ...lower.mcp_servers, ...upper.mcp_servers } : undefined,
    daemon: toolFlow ? { tool_flow: dropUndefined(toolFlow) } : undefined,
    web: layerWeb(lower.web, upper.web),
    tools:
      lower.tools || upper.tools
        ? { file_read: dropUndefined({ ...lower.tools?.file_read, ...upper.tools?.file_read }) }
        : undefined,
    queue: lower.queue || upper.queue ? dropUndefined({ ...lower.queue, ...upper.queue }) : undefined,
  });
}

/** Scalars (and search headers) replaced key by key; host lists added together. */
function layerWeb(lower: ConfigFile["web"], upper: ConfigFile["web"]): ConfigFile["web"] {
  if (!lower && !upper) return undefined;
  const concat = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined): T[] | undefined =>
    a === undefined && b === undefined ? undefined : [...(a ?? []), ...(b ?? [])];
  const fetch = {
    ...lower?.fetch,
    ...upper?.fetch,
    allow_hosts: concat(lower?.fetch?.allow_hosts, upper?.fetch?.allow_hosts),
    deny_hosts: concat(lower?.fetch?.deny_hosts, upper?.fetch?.deny_hosts),
  };
  const headers = lower?.search?.headers || upper?.search?.headers ? { ...lower?.search?.headers, ...upper?.search?.headers } : undefined;
  return { fetch: dropUndefined(fetch), search: dropUndefined({ ...lower?.search, ...upper?.search, headers }) };
}

/** Keys left undefined would read as "set to undefined" under exactOptionalPropertyTypes. */
function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Defaults for everything a file leaves out (limit defaults stay in host/limits.ts). */
export function resolveConfig(file: ConfigFile): ToolflowConfig {
  const rules = (bucket: PermissionRule[] | undefined) => bucket ?? [];
  return {
    permission_mode: file.permission_mode ?? "standard",
    permissions: {
      allow: rules(file.permissions?.allow),
      ask: rules(file.permissions?.ask),
      "ask-unless-allowed": rules(file.permissions?.["ask-unless-allowed"]),
      deny: rules(file.permissions?.deny),
    },
    secrets: { files: file.secrets?.files ?? [], words: file.secrets?.words ?? [] },
    mcp_servers: file.mcp_servers ?? {},
    daemon: { tool_flow: { ...file.daemon?.tool_flow, mcp_tools_deny: file.daemon?.tool_flow?.mcp_tools_deny ?? [] } },
    web: { fetch: file.web?.fetch ?? {}, search: file.web?.search ?? {} },
    tools: { file_read: file.tools?.file_read ?? {} },
    ...(file.queue !== undefined ? { queue: file.queue } : {}),
  };
}

export interface LoadConfigOptions {
  /** The project folder holding toolflow.config.yaml. */
  projectDir: string;
  /** An explicit project config file (e.g. `--config`); it must exist. */
  projectFile?: string;
  /** The user-level file; defaults to userConfigPath(). `null` skips it (tests, sandboxed hosts). */
  userFile?: string | null;
}

export interface LoadedConfig {
  config: ToolflowConfig;
  /** The files that were found and read, lowest layer first. */
  files: string[];
}

export async function loadConfig(options: LoadConfigOptions): Promise<LoadedConfig> {
  const files: string[] = [];
  let layered: ConfigFile = {};
  const userFile = options.userFile === undefined ? userConfigPath() : options.userFile;
  if (userFile !== null) {
    const user = await readConfigFile(userFile, userFile);
    if (user) {
      layered = user;
      files.push(userFile);
    }
  }
  if (options.projectFile !== undefined) {
    const project = await readConfigFile(options.projectFile, options.projectFile);
    if (!project) throw new ConfigError(`cannot read ${options.projectFile}: no such file`);
    layered = layerConfigs(layered, project);
    files.push(options.projectFile);
  } else {
    const path = join(options.projectDir, PROJECT_CONFIG_NAME);
    const project = await readConfigFile(path, PROJECT_CONFIG_NAME);
    if (project) {
      layered = layerConfigs(layered, project);
      files.push(path);
    }
  }
  return { config: resolveConfig(layered), files };
}
