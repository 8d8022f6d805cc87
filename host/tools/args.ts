// Validates a live tool's keyword arguments with its zod schema and phrases failures as
// ToolError messages a script's author can act on; also derives the JSON Schema description.
import * as z from "zod";
import { ToolError, type ToolDefinition } from "../registry.js";

export function parseToolArgs<S extends z.ZodType>(tool: string, schema: S, args: Record<string, unknown>): z.infer<S> {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => describeIssue(issue, args));
  throw new ToolError(`${tool}: ${problems.join("; ")}`);
}

function describeIssue(issue: z.core.$ZodIssue, args: Record<string, unknown>): string {
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((k) => `unexpected argument '${k}'`).join("; ");
  }
  const name = issue.path.map(String).join(".");
  if (issue.path.length === 1 && (!Object.hasOwn(args, name) || args[name] === undefined)) return `missing required argument '${name}'`;
  return name ? `argument '${name}': ${issue.message}` : issue.message;
}

/** The JSON Schema of a tool's input, as model tool definitions expect it. */
function inputJsonSchema(schema: z.ZodType): Record<string, unknown> {
  // "input": arguments with a default are optional to the caller, not required.
  return z.toJSONSchema(schema, { io: "input" }) as Record<string, unknown>;
}

/**
 * The tool, its `inputSchema` derived from its zod schema when first read: converting the live
 * tools' schemas cost every `toolflow run` ~10 ms of CPU, and a flow run from the CLI never reads them.
 */
export function withInputSchema(schema: z.ZodType, tool: Omit<ToolDefinition, "inputSchema">): ToolDefinition {
  let json: Record<string, unknown> | undefined;
  return Object.defineProperty(tool, "inputSchema", { get: () => (json ??= inputJsonSchema(schema)), enumerable: true, configurable: true });
}
