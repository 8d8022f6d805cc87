// A standalone rules file (`toolflow run --rules FILE`): YAML with the buckets of the config's
// `permissions` key at the top level, validated by the same schema, layered over the config's rules.
import { MAX_CONFIG_FILE_BYTES, readTextFile } from "../read-text.js";
import { ConfigError, parseYamlDocument } from "../config/yaml-document.js";
import { PermissionsSchema, type Permissions } from "../config/schema.js";
import { BUCKETS } from "./rules.js";

export function parseRulesFile(text: string, source: string): Permissions {
  const raw = parseYamlDocument(text, source);
  if (raw === undefined) return {};
  const parsed = PermissionsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const at = issue.path.map(String).join(".") || "(top level)";
    return issue.code === "unrecognized_keys" ? `${source}: ${issue.keys.join(", ")}: unknown key (expected ${BUCKETS.join(", ")})` : `${source}: ${at}: ${issue.message}`;
  });
  throw new ConfigError(problems.join("\n"));
}

export async function loadRulesFile(path: string): Promise<Permissions> {
  let text: string;
  try {
    text = await readTextFile(path, MAX_CONFIG_FILE_BYTES);
  } catch (error) {
    throw new ConfigError(`cannot read the rules file ${path}: ${(error as Error).message}`);
  }
  return parseRulesFile(text, path);
}

/** The lower layer's rules with the upper's added to each bucket (a project adds, never drops). */
export function layerRules(lower: Permissions, upper: Permissions): Permissions {
  const out: Permissions = {};
  for (const bucket of BUCKETS) {
    const rules = [...(lower[bucket] ?? []), ...(upper[bucket] ?? [])];
    if (rules.length) out[bucket] = rules;
  }
  return out;
}
