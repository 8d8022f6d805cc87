// Reading one YAML file of the configuration (toolflow.config.yaml, a --rules file): the YAML
// step before a schema validates the value.
import { parse as parseYaml } from "yaml";
import { ConfigError } from "./config-error.js";

export { ConfigError };

/** One YAML document, unvalidated; undefined for an empty file. Bad YAML is a ConfigError naming `source`. */
export function parseYamlDocument(text: string, source: string): unknown {
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (error) {
    throw new ConfigError(`${source}: not valid YAML: ${(error as Error).message}`);
  }
  return raw ?? undefined;
}
