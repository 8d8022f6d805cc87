// Which arguments of a downstream MCP tool name files, read from its input schema, so the
// permission engine checks them as it checks the built-in tools' paths (deny rules, secrets,
// `.agentblock`). Only what the schema says is seen: a top-level string (or list of strings)
// argument with a path-like name, or any with `format: "uri"` (whose `file:` URLs are paths).
import type { ToolAnnotations } from "../registry.js";
import type { ToolAccess } from "../permissions/tool-access.js";

/**
 * path, paths, file, files, filename, filepath, file_path, filePath, dir, dirs, directory,
 * directories, folder, folders, source, destination, target, cwd, root, and names ending in
 * _path, _file, _dir, _directory or _folder (or their camelCase forms).
 */
const PATH_NAME =
  /^(?:paths?|files?|file_?names?|file_?paths?|dirs?|director(?:y|ies)|folders?|source|destination|target|cwd|root)$|(?:_|[a-z](?=[A-Z]))(?:path|file|dir|directory|folder)s?$/i;

type Property = { type?: unknown; format?: unknown; items?: unknown };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const typed = (schema: Property, type: string) => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** A string schema, or a list of them: whether it is a URI. */
function stringKind(schema: Property): { uri: boolean } | undefined {
  if (typed(schema, "string")) return { uri: schema.format === "uri" };
  if (typed(schema, "array") && isObject(schema.items)) {
    const items = schema.items as Property;
    if (typed(items, "string")) return { uri: items.format === "uri" };
  }
  return undefined;
}

/**
 * The path arguments the schema declares: reads when the server marks the tool read-only, else
 * reads and writes (a tool that edits a file may well show it: `fs.read` deny rules hold there
 * too); undefined when it declares none.
 */
export function schemaPathAccess(inputSchema: unknown, annotations?: ToolAnnotations): ToolAccess | undefined {
  if (!isObject(inputSchema) || !isObject(inputSchema.properties)) return undefined;
  const kinds: ("read" | "write")[] = annotations?.readOnlyHint === true ? ["read"] : ["read", "write"];
  const paths: NonNullable<ToolAccess["paths"]>[number][] = [];
  for (const [key, schema] of Object.entries(inputSchema.properties)) {
    if (!isObject(schema)) continue;
    const kind = stringKind(schema);
    if (!kind || (!kind.uri && !PATH_NAME.test(key))) continue;
    for (const access of kinds) paths.push(kind.uri ? { key, access, fileUrl: true } : { key, access });
  }
  return paths.length ? { paths } : undefined;
}
