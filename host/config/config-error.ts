// The error every config problem is reported as (a file, a key, what was wrong), apart from the
// YAML parser so that code which only catches it does not load the parser.

export class ConfigError extends Error {
  override name = "ConfigError";
}
