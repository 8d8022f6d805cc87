// Builds the permission engine from the layered config (permission_mode, permissions, secrets),
// with an optional rules file (`toolflow run --rules FILE`) added on top of the config's rules.
import type { ToolflowConfig } from "../config/schema.js";
import type { Classifier } from "./classifier.js";
import { PermissionEngine } from "./engine.js";
import { layerRules, loadRulesFile } from "./rules-file.js";

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
  const rules = options.rulesFile === undefined ? config.permissions : layerRules(config.permissions, await loadRulesFile(options.rulesFile));
  return new PermissionEngine({
    projectRoot,
    mode: config.permission_mode,
    rules,
    secrets: config.secrets,
    ...(options.classifier ? { classifier: options.classifier } : {}),
  });
}
