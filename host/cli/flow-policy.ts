// What decides a flow's nested calls, shared by `toolflow run` and `toolflow mcp`: the layered
// config (the user's file under the project's), the permission engine built from it (mode, rules,
// secrets; .agentblock always), `--rules FILE` on top and `--permission-mode` over the config's.
import { resolve } from "node:path";
// Named modules, not the barrels: `toolflow run` loads the YAML parser and the config's schema
// only when there is a file to read (config/parse.ts, permissions/rules-file.ts).
import { ConfigError } from "../config/config-error.js";
import { limitsFromConfig } from "../config/limits.js";
import { loadConfig } from "../config/load.js";
import type { PermissionMode, ToolflowConfig } from "../config/schema.js";
import type { PermissionEngine } from "../permissions/engine.js";
import { permissionsFromConfig } from "../permissions/from-config.js";
import type { RunFlowOptions } from "../run-flow.js";
import { UsageError } from "./usage.js";

export interface PolicyOptions {
  /** The project folder: its toolflow.config.yaml is the upper layer, and the engine's root. */
  projectDir: string;
  /** An explicit project config file instead of `<projectDir>/toolflow.config.yaml`. */
  configFile?: string;
  /** A YAML rules file layered over the config's `permissions`. */
  rulesFile?: string;
  /** Overrides the config's permission_mode. */
  permissionMode?: PermissionMode;
}

export interface FlowPolicy {
  config: ToolflowConfig;
  permissions: PermissionEngine;
  /** The runFlow options the policy sets; the caller adds the registry, approver and signal. */
  run: Pick<RunFlowOptions, "decide" | "limits" | "mcpToolsDeny" | "permissionMode" | "projectRoot" | "secretWords">;
}

/** Every config or rules-file problem becomes a UsageError (exit 2, the message names the file). */
export async function openFlowPolicy(options: PolicyOptions): Promise<FlowPolicy> {
  try {
    const loaded = (await loadConfig({ projectDir: options.projectDir, ...(options.configFile !== undefined ? { projectFile: options.configFile } : {}) })).config;
    const config: ToolflowConfig = { ...loaded, permission_mode: options.permissionMode ?? loaded.permission_mode };
    const permissions = await permissionsFromConfig(config, options.projectDir, options.rulesFile === undefined ? {} : { rulesFile: options.rulesFile });
    return {
      config,
      permissions,
      run: {
        decide: (tool, args, signal, access) => permissions.decide(tool, args, signal, access),
        limits: limitsFromConfig(config.daemon.tool_flow),
        mcpToolsDeny: config.daemon.tool_flow.mcp_tools_deny,
        permissionMode: config.permission_mode,
        // The real path: the tools name files by it.
        projectRoot: permissions.root,
        secretWords: permissions.secretWords,
      },
    };
  } catch (err) {
    if (err instanceof ConfigError) throw new UsageError(err.message);
    throw err;
  }
}

/** A path given on the command line, from the folder the command runs in. */
export function cliPath(cwd: string, path: string | undefined): string | undefined {
  return path === undefined ? undefined : resolve(cwd, path);
}
