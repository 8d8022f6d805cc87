// The live `grep` tool: searches text files under one or more files or folders of the root for
// a regex and answers in ripgrep's `path:line:text` form (context lines as `path-line-text`,
// `--` between groups), sorted, capped.
import * as z from "zod";
import type { PermissionEngine } from "../permissions/engine.js";
import type { ToolDefinition } from "../registry.js";
import { withInputSchema, parseToolArgs } from "./args.js";
import type { Root } from "./root-path.js";
import { SearchPathsShape } from "./search-paths-shape.js";

const DEFAULT_MAX_MATCHES = 200;

const Globs = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

export const GrepInputSchema = z
  .object({
    pattern: z.string().min(1).describe("Regular expression (JS syntax; Python's (?P<name>...), \\A, \\Z and (?i) are accepted)"),
    ...SearchPathsShape,
    glob: Globs.optional().describe("Only files matching this glob (or any of these), relative to the searched folder; a leading ! excludes"),
    exclude: Globs.optional().describe("Leave out files matching this glob (or any of these), as a `!` glob would"),
    ignore_case: z.boolean().default(false).describe("Case-insensitive match"),
    context: z.number().int().min(0).max(50).default(0).describe("Lines of context before and after each match"),
    max_matches: z.number().int().min(1).max(5000).default(DEFAULT_MAX_MATCHES).describe("Matching lines to show before the output is cut"),
  })
  .strict();
export type GrepInput = z.infer<typeof GrepInputSchema>;

/** With `permissions`, the engine decides the searched path and hides secret files and lines. */
export function grepTool(root: Root, permissions?: PermissionEngine): ToolDefinition {
  return withInputSchema(GrepInputSchema, {
    name: "grep",
    category: "file_search",
    idempotent: true,
    output: "text",
    description:
      "Search text files under the project root (or `path` / `paths`) for a regex. Output lines are `path:line:text` (context lines `path-line-text`, `--` between groups), sorted by path and line; .gitignore'd files, node_modules, .git and binary files are skipped.",
    // The search (its walk, globs and matcher thread) is loaded on the first call.
    handler: async (args, ctx) => {
      const input = parseToolArgs("grep", GrepInputSchema, args);
      return (await import("./grep-search.js")).grep(root, input, ctx.signal, permissions);
    },
  });
}
