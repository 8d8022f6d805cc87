// The tool_flow request: the zod schema, its inferred type, and the same schema as
// JSON Schema for model tool definitions.
import * as z from "zod";
import { builtOnUse } from "./built-on-use.js";

export const MAX_CODE_BYTES = 100 * 1024;

const utf8 = new TextEncoder();
const NAME = /^[A-Za-z0-9_.-]{1,64}$/;

/** Built on first use: surelyValidRequest takes a well-formed request without it. */
export const toolFlowRequestSchema = builtOnUse(() =>
  z
    .object({
      code: z
        .string()
        .refine((code) => utf8.encode(code).length <= MAX_CODE_BYTES, `code is larger than ${MAX_CODE_BYTES / 1024} KiB`)
        .meta({ description: "The script, in the Python subset; at most 100 KiB." }),
      name: z
        .string()
        .regex(NAME, "name must be 1-64 characters of A-Z a-z 0-9 _ . -")
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
    .strict(),
);

export type ToolFlowRequest = z.infer<ReturnType<typeof toolFlowRequestSchema>>;

/** The request schema as JSON Schema (draft 2020-12), for a model's tool definition. */
export function toolFlowRequestJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(toolFlowRequestSchema()) as Record<string, unknown>;
}

/**
 * The schema's keys, in its order: the order of a parsed request's keys (written out, so the fast
 * path needs no schema; test/host/request-fast-path.test.ts checks them against its shape).
 */
export const REQUEST_KEYS = ["code", "name", "tools", "timeout_seconds", "background"] as const satisfies readonly (keyof ToolFlowRequest)[];
const KEYS: readonly string[] = REQUEST_KEYS;
/** Code this short fits MAX_CODE_BYTES whatever it holds (three UTF-8 bytes per UTF-16 unit at most). */
const SURELY_SMALL_CODE = MAX_CODE_BYTES / 3;

/**
 * What toolFlowRequestSchema().safeParse gives for a request it surely accepts, without its walk
 * (after an idle gap zod's parse was a tenth of a warm flow); undefined for any other input, which
 * goes to the schema for its verdict and messages. Every check here is one of the schema's, so
 * accepting is never more lenient (test/host/request-fast-path.test.ts compares the two).
 */
export function surelyValidRequest(input: unknown): ToolFlowRequest | undefined {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return undefined;
  const request = input as Record<string, unknown>;
  // The schema is strict over every enumerable key, inherited ones too.
  for (const key in request) if (!KEYS.includes(key)) return undefined;
  // Each value read once: what is checked is what is returned.
  const { code, name, tools, timeout_seconds, background } = request;
  if (typeof code !== "string" || code.length > SURELY_SMALL_CODE) return undefined;
  if (typeof name !== "string" || !NAME.test(name)) return undefined;
  const names = tools === undefined ? undefined : distinctNames(tools);
  if (names === null) return undefined;
  if (timeout_seconds !== undefined && !(typeof timeout_seconds === "number" && timeout_seconds > 0 && Number.isFinite(timeout_seconds))) return undefined;
  if (background !== undefined && typeof background !== "boolean") return undefined;
  // As the schema's output: its own object and array, in its key order (KEYS), a key given as
  // undefined kept. Written out key by key: a loop over KEYS cost ~5 us more after an idle gap.
  const parsed: Partial<Record<keyof ToolFlowRequest, unknown>> = {};
  if ("code" in request) parsed.code = code;
  if ("name" in request) parsed.name = name;
  if ("tools" in request) parsed.tools = names;
  if ("timeout_seconds" in request) parsed.timeout_seconds = timeout_seconds;
  if ("background" in request) parsed.background = background;
  return parsed as ToolFlowRequest;
}

/** Longer lists go to the schema (its Set), not a quadratic scan here. */
const SURELY_FEW_TOOLS = 32;

/** A copy of a short plain array of non-empty, distinct strings; else null. */
function distinctNames(tools: unknown): string[] | null {
  if (!Array.isArray(tools) || Object.getPrototypeOf(tools) !== Array.prototype || tools.length > SURELY_FEW_TOOLS) return null;
  const names: string[] = [];
  for (let i = 0; i < tools.length; i++) {
    const name: unknown = tools[i];
    if (typeof name !== "string" || name === "" || names.includes(name)) return null;
    names.push(name);
  }
  return names;
}
