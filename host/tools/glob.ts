// The live `glob` tool: lists the files under one or more folders of the root that match glob
// patterns, as sorted, de-duplicated root-relative paths, one per line.
import type { PermissionEngine } from "../permissions/engine.js";
import type { ToolDefinition } from "../registry.js";
import { withInputSchema, parseToolArgs } from "./args.js";
import { GlobInputSchema } from "./glob-input.js";
import type { Root } from "./root-path.js";

/** With `permissions`, the engine decides the searched path and hides secret and blocked files. */
export function globTool(root: Root, permissions?: PermissionEngine): ToolDefinition {
  return withInputSchema(GlobInputSchema, {
    name: "glob",
    category: "file_search",
    idempotent: true,
    output: "text",
    description:
      "List files under the project root (or the folders `path` / `paths`) matching glob patterns (`*`, `**`, `?`, `[...]`, `{a,b}`). Output: root-relative paths, sorted, de-duplicated, one per line; .gitignore'd files, node_modules and .git are skipped.",
    // The walk and the glob matching are loaded on the first call.
    handler: async (args, ctx) => {
      const input = parseToolArgs("glob", GlobInputSchema, args);
      return (await import("./glob-files.js")).glob(root, input, ctx.signal, permissions);
    },
  });
}
