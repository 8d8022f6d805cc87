// The live `file_read` tool: returns a text file inside the root, optionally a line window.
import { z } from "zod";
import type { PermissionEngine } from "../permissions/engine.js";
import { ToolError, type ToolDefinition } from "../registry.js";
import { inputJsonSchema, parseToolArgs } from "./args.js";
import { permittedPath } from "./permitted-path.js";
import { resolveInRoot, type Root } from "./root-path.js";
import { MAX_FILE_BYTES, readTextFile } from "./text-file.js";

export const FileReadInputSchema = z
  .object({
    path: z.string().min(1).describe("File path, relative to the project root (or absolute inside it)"),
    offset: z.number().int().min(1).optional().describe("First line to return, 1-based (default 1)"),
    limit: z.number().int().min(1).optional().describe("Number of lines to return (default: to the end)"),
  })
  .strict();
export type FileReadInput = z.infer<typeof FileReadInputSchema>;

/** With `permissions`, the engine decides each path (outside the root when a rule grants it). */
export function fileReadTool(root: Root, permissions?: PermissionEngine): ToolDefinition {
  return {
    name: "file_read",
    category: "file_read",
    output: "text",
    description:
      "Read a UTF-8 text file inside the project root. `offset` (1-based) and `limit` select a window of lines.",
    inputSchema: inputJsonSchema(FileReadInputSchema),
    handler: async (args, ctx) => readFile(root, parseToolArgs("file_read", FileReadInputSchema, args), ctx.signal, permissions),
  };
}

async function readFile(root: Root, input: FileReadInput, signal: AbortSignal, permissions?: PermissionEngine): Promise<string> {
  const target = permissions
    ? await permittedPath(permissions, root, "file_read", { ...input }, input.path)
    : await resolveInRoot(root, input.path);
  const file = await readTextFile(target.abs, input.path, signal);
  if (file.kind === "binary") throw new ToolError(`binary file: ${input.path}`);
  if (file.kind === "too-large") {
    throw new ToolError(`file too large: ${input.path} (${file.bytes} bytes; the limit is ${MAX_FILE_BYTES})`);
  }
  if (input.offset === undefined && input.limit === undefined) return file.text;
  return lineWindow(file.text, input.offset ?? 1, input.limit);
}

/** Lines `offset .. offset+limit-1` (1-based) with their original line endings. */
export function lineWindow(text: string, offset: number, limit: number | undefined): string {
  const lines = text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  const start = offset - 1;
  return lines.slice(start, limit === undefined ? undefined : start + limit).join("");
}
