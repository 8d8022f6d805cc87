// A custom tool's `inputSchema` (JSON Schema) is enforced before its handler runs, with ajv (the
// validator the MCP SDK already brings, so no second copy). A mismatch is answered to the script as
// a Python TypeError worded as CPython words a bad call of a function with keyword-only parameters,
// so the model reads which argument was wrong: `weather() missing 1 required keyword-only
// argument: 'city'`, `weather(): argument 'city' must be str, not int`.
import type { Ajv, ErrorObject, ValidateFunction } from "ajv";
import type { Ajv2020 } from "ajv/dist/2020.js";
import type { ToolDefinition } from "./registry.js";

/** The built-in tools check their arguments with their own zod schemas and ToolError messages. */
const isChecked = (tool: ToolDefinition) => tool.category === "custom" && tool.inputSchema !== undefined;

const DRAFT_2020 = "https://json-schema.org/draft/2020-12/schema";
// ajv is loaded on use: compiling and evaluating it cost every `toolflow run` ~15 ms of CPU, and most
// flows call no tool with an inputSchema.
type AjvClasses = { Ajv: typeof Ajv; Ajv2020: typeof Ajv2020 };
let ajvClasses: AjvClasses | undefined;
let ajvLoading: Promise<void> | undefined;
let draft07: Ajv | undefined;
let draft2020: Ajv2020 | undefined;
// A schema ajv cannot compile (a host's mistake) leaves the tool unchecked rather than unusable.
const validators = new WeakMap<ToolDefinition, ValidateFunction | null>();

function validatorOf(tool: ToolDefinition): ValidateFunction | null {
  let validate = validators.get(tool);
  if (validate !== undefined) return validate;
  const schema = tool.inputSchema!;
  // Formats are not checked (ajv-formats is not loaded): strict: false so `format` alone is no error.
  const options = { strict: false, allErrors: true, validateFormats: false };
  const { Ajv, Ajv2020 } = ajvClasses!;
  const ajv = schema.$schema === DRAFT_2020 ? (draft2020 ??= new Ajv2020(options)) : (draft07 ??= new Ajv(options));
  try {
    validate = ajv.compile(schema);
  } catch {
    validate = null;
  }
  validators.set(tool, validate);
  return validate;
}

/** CPython's name for the type of a JSON value as the script passed it. */
function pythonTypeName(value: unknown): string {
  if (value === null) return "NoneType";
  if (Array.isArray(value)) return "list";
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "float";
  if (typeof value === "string") return "str";
  if (typeof value === "boolean") return "bool";
  return "dict";
}

const PYTHON_TYPES: Record<string, string> = { string: "str", integer: "int", number: "float", boolean: "bool", null: "None", object: "dict", array: "list" };

/** `/items/0/name` -> `items[0]['name']`, the argument as the script wrote it. */
function argumentName(instancePath: string): string {
  const [first, ...rest] = instancePath.split("/").slice(1).map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"));
  return first + rest.map((part) => (/^\d+$/.test(part) ? `[${part}]` : `['${part}']`)).join("");
}

function valueAt(args: unknown, instancePath: string): unknown {
  let value = args;
  for (const part of instancePath.split("/").slice(1)) value = (value as Record<string, unknown> | undefined)?.[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  return value;
}

const quoteList = (names: string[]) =>
  names.length === 1 ? `'${names[0]}'` : `${names.slice(0, -1).map((n) => `'${n}'`).join(", ")} and '${names.at(-1)}'`;

function describe(name: string, errors: ErrorObject[], args: Record<string, unknown>): string {
  // In CPython's order: an unexpected keyword is reported before a missing one.
  const unexpected = errors.find((e) => e.keyword === "additionalProperties" && e.instancePath === "");
  if (unexpected) return `${name}() got an unexpected keyword argument '${String(unexpected.params.additionalProperty)}'`;
  const missing = errors.filter((e) => e.keyword === "required" && e.instancePath === "").map((e) => String(e.params.missingProperty));
  if (missing.length) {
    const n = missing.length;
    return `${name}() missing ${n} required keyword-only argument${n === 1 ? "" : "s"}: ${quoteList(missing)}`;
  }
  const error = errors.find((e) => e.instancePath !== "") ?? errors[0]!;
  const argument = error.instancePath ? `argument '${argumentName(error.instancePath)}'` : "arguments";
  if (error.keyword === "type") {
    const wanted = String(error.params.type).split(",").map((t) => PYTHON_TYPES[t] ?? t).join(" or ");
    return `${name}(): ${argument} must be ${wanted}, not ${pythonTypeName(valueAt(args, error.instancePath))}`;
  }
  if (error.keyword === "enum") {
    const allowed = (error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ");
    return `${name}(): ${argument} must be one of ${allowed}`;
  }
  return `${name}(): ${argument} ${error.message ?? "is not valid"}`;
}

/**
 * Loads ajv if one of these tools has its input checked (a flow awaits it before its first call, so
 * inputMismatch stays synchronous and calls keep their order); undefined when nothing is to wait for.
 */
export function inputChecksReady(tools: Iterable<ToolDefinition>): Promise<void> | undefined {
  if (ajvClasses) return undefined;
  for (const tool of tools) {
    if (!isChecked(tool)) continue;
    ajvLoading ??= Promise.all([import("ajv"), import("ajv/dist/2020.js")]).then(([draft07Module, draft2020Module]) => {
      ajvClasses = { Ajv: draft07Module.Ajv, Ajv2020: draft2020Module.Ajv2020 };
    });
    return ajvLoading;
  }
  return undefined;
}

/** Null when the tool takes these arguments, else the TypeError message for the script. */
export function inputMismatch(tool: ToolDefinition, alias: string, args: Record<string, unknown>): string | null {
  if (!isChecked(tool)) return null;
  if (!ajvClasses) throw new Error("inputMismatch before inputChecksReady: the flow must await it first");
  const validate = validatorOf(tool);
  if (!validate || validate(args)) return null;
  return describe(alias, validate.errors ?? [], args);
}
