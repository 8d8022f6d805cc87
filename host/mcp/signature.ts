// A tool as the script sees it, written as a Python stub: keyword-only parameters typed from the
// tool's JSON Schema, defaults, and a docstring with the tool's and each argument's description.
import type { ToolDefinition } from "../registry.js";

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === "object" && value !== null && !Array.isArray(value);

/** A Python literal for a JSON value (`true` -> `True`, strings as JSON, which Python reads too). */
export function pythonLiteral(value: unknown): string {
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (Array.isArray(value)) return `[${value.map(pythonLiteral).join(", ")}]`;
  if (isSchema(value)) return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${pythonLiteral(v)}`).join(", ")}}`;
  return JSON.stringify(value);
}

const SIMPLE_TYPES: Record<string, string> = {
  string: "str",
  integer: "int",
  number: "float",
  boolean: "bool",
  null: "None",
  object: "dict",
  array: "list",
};

/** The Python annotation for a JSON Schema; unknown shapes are `Any`. */
export function pythonType(schema: unknown): string {
  if (!isSchema(schema)) return "Any";
  if (Array.isArray(schema.enum)) return `Literal[${schema.enum.map(pythonLiteral).join(", ")}]`;
  if ("const" in schema) return `Literal[${pythonLiteral(schema.const)}]`;
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union)) return unique(union.map(pythonType)).join(" | ");
  const type = schema.type;
  if (Array.isArray(type)) return unique(type.map((t) => pythonType({ ...schema, type: t }))).join(" | ");
  if (type === "array") return isSchema(schema.items) ? `list[${pythonType(schema.items)}]` : "list";
  if (type === "object" && isSchema(schema.additionalProperties)) return `dict[str, ${pythonType(schema.additionalProperties)}]`;
  return typeof type === "string" ? (SIMPLE_TYPES[type] ?? "Any") : "Any";
}

function optional(type: string): string {
  return type === "Any" || type.split(" | ").includes("None") ? type : `${type} | None`;
}

/**
 * The keys of an object argument, or of each item of a list argument, which `dict` alone hides:
 * `each item: {"oldText": str, "newText": str}`. Empty when there are none to show.
 */
function objectShape(schema: Schema): string {
  const item = schema.type === "array" && isSchema(schema.items) ? schema.items : undefined;
  const object = item ?? schema;
  if (!isSchema(object.properties) || Object.keys(object.properties).length === 0) return "";
  const needed = new Set(Array.isArray(object.required) ? object.required : []);
  const keys = Object.entries(object.properties).map(([key, value]) => `${JSON.stringify(key)}${needed.has(key) ? "" : "?"}: ${pythonType(value)}`);
  return `(${item ? "each item" : "keys"}: {${keys.join(", ")}})`;
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

/** What the script receives: a declared output shape, or how an MCP result becomes a value. */
function returnsLine(tool: ToolDefinition): string {
  if (tool.output === "text") return 'Returns {"text": str}.';
  if (isSchema(tool.outputSchema)) {
    const shape = objectShape(tool.outputSchema).replace(/^\(keys: (.*)\)$/, "$1");
    const type = pythonType(tool.outputSchema);
    return `Returns ${shape !== "" ? shape : type}${tool.category === "mcp" ? " (the tool's structuredContent)" : ""}.`;
  }
  if (tool.category === "mcp") {
    return 'Returns the structuredContent when the server sends one; else the text, as dict/list when it is a JSON object or array, otherwise {"text": str}.';
  }
  return "Returns JSON data (dict, list, ...).";
}

/** MCP's behaviour hints, in words: what calling the tool does to the world. */
function hintsLine(tool: ToolDefinition): string | undefined {
  const hints = tool.annotations ?? {};
  const words = [
    hints.readOnlyHint === true ? "read-only" : undefined,
    hints.destructiveHint === true && hints.readOnlyHint !== true ? "destructive" : undefined,
    hints.idempotentHint === true ? "idempotent" : undefined,
    hints.openWorldHint === true ? "reaches outside systems" : undefined,
  ].filter((word) => word !== undefined);
  return words.length > 0 ? `Hints: ${words.join(", ")}.` : undefined;
}

/** `def alias(*, a: str, b: int = 3) -> dict:` and its docstring, as lines. */
export function pythonSignature(alias: string, tool: ToolDefinition): string[] {
  const schema = tool.inputSchema ?? {};
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const listed = new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === "string") : []);
  const names = Object.keys(properties);
  // A property with a default can be left out even when listed as required (zod's output-mode
  // JSON Schema lists defaulted fields as required).
  const required = new Set(names.filter((name) => listed.has(name) && !(isSchema(properties[name]) && "default" in (properties[name] as Schema))));
  // Required parameters first, as Python wants them before those with defaults.
  const ordered = [...names.filter((n) => required.has(n)), ...names.filter((n) => !required.has(n))];
  const params = ordered.map((name) => {
    const property = properties[name];
    const type = pythonType(property);
    if (required.has(name)) return `${name}: ${type}`;
    if (isSchema(property) && "default" in property) return `${name}: ${type} = ${pythonLiteral(property.default)}`;
    // Left out, the argument is not sent at all; `None` in the stub says it may be omitted.
    return `${name}: ${optional(type)} = None`;
  });
  const returns = tool.output === "text" ? "dict" : isSchema(tool.outputSchema) ? pythonType(tool.outputSchema) : "Any";
  const head = `def ${alias}(${params.length > 0 ? `*, ${params.join(", ")}` : ""}) -> ${returns}:`;
  const doc: string[] = [];
  if (tool.description) doc.push(...oneParagraph(tool.description));
  for (const name of ordered) {
    const property = properties[name];
    if (!isSchema(property)) continue;
    const shape = objectShape(property);
    const text = [typeof property.description === "string" ? oneLine(property.description) : "", shape].filter((part) => part !== "").join(" ");
    if (text !== "") doc.push(`${name}: ${text}`);
  }
  doc.push(returnsLine(tool));
  const hints = hintsLine(tool);
  if (hints) doc.push(hints);
  return [head, `    """${doc[0]}`, ...doc.slice(1).map((line) => `    ${line}`), '    """'];
}

const MAX_DESCRIPTION_CHARS = 400;

/** A tool's description on a few lines, cut when long: the model needs the gist, not a manual. */
function oneParagraph(text: string): string[] {
  const flat = text.replace(/"""/g, "'''").trim();
  const cut = flat.length > MAX_DESCRIPTION_CHARS ? `${flat.slice(0, MAX_DESCRIPTION_CHARS).trimEnd()} ...` : flat;
  return cut.split(/\n+/).map((line) => line.trim()).filter((line) => line !== "");
}

function oneLine(text: string): string {
  return text.replace(/"""/g, "'''").replace(/\s+/g, " ").trim();
}
