// The live `file_read` tool: returns a text file inside the root, a window of its lines, with
// line numbers on request, and for a file over the budget (config `tools.file_read`) its
// structural outline with line numbers instead of the body, so the caller can ask for a window.
import type { PermissionEngine } from "../permissions/engine.js";
import type { ToolDefinition } from "../registry.js";
import { withInputSchema, parseToolArgs } from "./args.js";
import { FileReadInputSchema, type Budget } from "./file-read-input.js";
import type { Root } from "./root-path.js";
import { showBytes } from "./show-bytes.js";

export interface FileReadOptions {
  /** Decides each path (outside the root too when a rule grants it); without it, the root confines. */
  permissions?: PermissionEngine;
  /** Budget of one answer (config `tools.file_read.max_bytes`, default 1 MiB). */
  maxBytes?: number;
  /** Budget of one answer (config `tools.file_read.max_lines`, default 20,000). */
  maxLines?: number;
}

export const FILE_READ_DEFAULTS = { maxBytes: 1024 * 1024, maxLines: 20_000 } as const;

export function fileReadTool(root: Root, options: FileReadOptions = {}): ToolDefinition {
  const budget: Budget = { bytes: options.maxBytes ?? FILE_READ_DEFAULTS.maxBytes, lines: options.maxLines ?? FILE_READ_DEFAULTS.maxLines };
  return withInputSchema(FileReadInputSchema, {
    name: "file_read",
    category: "file_read",
    idempotent: true,
    output: "text",
    description:
      `Read a UTF-8 text file inside the project root; the text is the file's content as is. \`offset\` (1-based) and \`limit\` select lines; ` +
      `line_numbers=True prefixes each line with its number (\`cat -n\` style). A file over ${budget.lines} lines or ${showBytes(budget.bytes)} ` +
      "read without offset/limit returns an outline (headings, classes, functions, keys) with line numbers instead, after a note starting `[file_read:`.",
    handler: async (args, ctx) => {
      const input = parseToolArgs("file_read", FileReadInputSchema, args);
      // Loaded on the first call: a flow that reads no file never compiles the reading.
      return (await import("./file-read-text.js")).readPermitted(root, options.permissions, input, budget, ctx.signal);
    },
  });
}
