// The live `grep` tool: searches text files under one or more files or folders of the root for
// a regex and answers in ripgrep's `path:line:text` form (context lines as `path-line-text`,
// `--` between groups), sorted, capped.
import type { PermissionEngine } from "../permissions/engine.js";
import type { ToolDefinition } from "../registry.js";
import { withInputSchema, parseToolArgs } from "./args.js";
import { GrepInputSchema } from "./grep-input.js";
import type { Root } from "./root-path.js";

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
