// Builds the permission engine from the layered config (permission_mode, permissions, secrets),
// with an optional rules file (`toolflow run --rules FILE`) added on top of the config's rules.
import type { Permissions, ToolflowConfig } from "../config/schema.js";
import type { Classifier } from "./classifier.js";
import { PermissionEngine } from "./engine.js";

export interface EngineFromConfigOptions {
  /** A YAML rules file layered over the config's rules. */
  rulesFile?: string;
  classifier?: Classifier;
}

export async function permissionsFromConfig(
  config: Pick<ToolflowConfig, "permission_mode" | "permissions" | "secrets">,
  projectRoot: string,
  options: EngineFromConfigOptions = {},
): Promise<PermissionEngine> {
  const rules = options.rulesFile === undefined ? config.permissions : await withRulesFile(config.permissions, options.rulesFile);
  return new PermissionEngine({
    projectRoot,
    mode: config.permission_mode,
    rules,
    secrets: config.secrets,
    ...(options.classifier ? { classifier: options.classifier } : {}),
  });
}

/** The config's rules with a rules file's added; its module brings the YAML parser, loaded only then. */
async function withRulesFile(rules: Permissions, path: string): Promise<Permissions> {
  const { layerRules, loadRulesFile } = await import("./rules-file.js");
  return layerRules(rules, await loadRulesFile(path));
}
