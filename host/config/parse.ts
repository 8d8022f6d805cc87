// One config file's text -> its validated value, every problem listed with the file and the key:
// `toolflow.config.yaml: daemon.tool_flow.max_calls: expected a positive integer, got "x"`.
// load.ts imports this on the first file it finds: the YAML parser and zod schemas are large.
import type * as z from "zod";
import { ConfigError, parseYamlDocument } from "./yaml-document.js";
import { PROJECT_CONFIG_NAME } from "./config-files.js";
import { didYouMean } from "../suggest.js";
import { keysAt } from "./schema-keys.js";
import { ConfigFileSchema, type ConfigFile } from "./schema.js";

/** Parses and validates one file's text; every problem is listed, one per line. */
export function parseConfigFile(text: string, source: string = PROJECT_CONFIG_NAME): ConfigFile {
  const raw = parseYamlDocument(text, source);
  // An empty file is an empty config.
  if (raw === undefined) return {};
  const parsed = ConfigFileSchema.safeParse(raw, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw new ConfigError(parsed.error.issues.flatMap((issue) => describeIssue(issue).map((line) => `${source}: ${line}`)).join("\n"));
}

/** One line per problem: each unknown key on its own, with the key it may have meant. */
function describeIssue(issue: z.core.$ZodIssue): string[] {
  const at = (path: readonly PropertyKey[]) => (path.length === 0 ? "(top level)" : path.map(String).join("."));
  if (issue.code === "unrecognized_keys") {
    const known = keysAt(ConfigFileSchema, issue.path);
    return issue.keys.map((key) => `${at([...issue.path, key])}: unknown key${didYouMean(key, known)}`);
  }
  const found = "input" in issue ? `, got ${describeValue(issue.input)}` : "";
  return [`${at(issue.path)}: ${issue.message}${found}`];
}

function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
