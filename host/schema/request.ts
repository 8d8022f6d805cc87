// The tool_flow request: the zod schema, its inferred type, and the same schema as
// JSON Schema for model tool definitions.
import * as z from "zod";

export const MAX_CODE_BYTES = 100 * 1024;

const utf8 = new TextEncoder();

export const ToolFlowRequestSchema = z
  .object({
    code: z
      .string()
      .refine((code) => utf8.encode(code).length <= MAX_CODE_BYTES, `code is larger than ${MAX_CODE_BYTES / 1024} KiB`)
      .meta({ description: "The script, in the Python subset; at most 100 KiB." }),
    name: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,64}$/, "name must be 1-64 characters of A-Z a-z 0-9 _ . -")
      .meta({ description: "Names the run and its job handle." }),
    tools: z
      .array(z.string().min(1, "a tool name must not be empty"))
      .refine((tools) => new Set(tools).size === tools.length, "tools must not repeat a name")
      .optional()
      .meta({
        uniqueItems: true,
        description: "Registry names (or the script's function names) of the tools the script may call; left out, the tools the script names.",
      }),
    timeout_seconds: z
      .number()
      .positive()
      .finite()
      .optional()
      .meta({ description: "Time budget in seconds, waiting on tools included; default 1200." }),
    background: z.boolean().optional().meta({ description: "Return a job handle at once." }),
  })
  .strict();

export type ToolFlowRequest = z.infer<typeof ToolFlowRequestSchema>;

/** The request schema as JSON Schema (draft 2020-12), for a model's tool definition. */
export function toolFlowRequestJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(ToolFlowRequestSchema) as Record<string, unknown>;
}
