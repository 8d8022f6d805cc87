// The live `glob` tool: lists the files under one or more folders of the root that match glob
// patterns, as sorted, de-duplicated root-relative paths, one per line.
import * as z from "zod";
import type { PermissionEngine } from "../permissions/engine.js";
import { ToolError, type ToolDefinition } from "../registry.js";
import { withInputSchema, parseToolArgs } from "./args.js";
import { PathPattern } from "./path-pattern.js";
import type { Root } from "./root-path.js";
import { SearchPathsShape, searchStarts, searchedFiles } from "./search-paths.js";

const DEFAULT_MAX_RESULTS = 1000;

export const GlobInputSchema = z
  .object({
    pattern: z
      .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
      .describe("Glob (or list of globs) relative to each searched folder, e.g. \"**/*.ts\" or \"src/{a,b}/*.md\"; a leading ! excludes"),
    ...SearchPathsShape,
    max_results: z.number().int().min(1).max(20000).default(DEFAULT_MAX_RESULTS).describe("Paths to list before the output is cut"),
  })
  .strict();
export type GlobInput = z.infer<typeof GlobInputSchema>;

/** With `permissions`, the engine decides the searched path and hides secret and blocked files. */
export function globTool(root: Root, permissions?: PermissionEngine): ToolDefinition {
  return withInputSchema(GlobInputSchema, {
    name: "glob",
    category: "file_search",
    idempotent: true,
    output: "text",
    description:
      "List files under the project root (or the folders `path` / `paths`) matching glob patterns (`*`, `**`, `?`, `[...]`, `{a,b}`). Output: root-relative paths, sorted, de-duplicated, one per line; .gitignore'd files, node_modules and .git are skipped.",
    handler: async (args, ctx) => glob(root, parseToolArgs("glob", GlobInputSchema, args), ctx.signal, permissions),
  });
}

async function glob(root: Root, input: GlobInput, signal: AbortSignal, permissions?: PermissionEngine): Promise<string> {
  const patterns = (typeof input.pattern === "string" ? [input.pattern] : input.pattern).map(checkPattern);
  const include = patterns.filter((p) => !p.startsWith("!"));
  const exclude = patterns.filter((p) => p.startsWith("!")).map((p) => p.slice(1));
  if (include.length === 0) throw new ToolError("glob: at least one pattern must include files (not start with !)");
  const starts = await searchStarts(root, "glob", input, permissions);
  const files = await searchedFiles(root, starts, signal, permissions?.searchFilter("glob"), new PathPattern(include, exclude), "glob");
  const found = files.map((file) => file.shown);
  if (found.length <= input.max_results) return found.join("\n");
  const omitted = found.length - input.max_results;
  return [...found.slice(0, input.max_results), `[${omitted} more paths not shown (max_results=${input.max_results}); narrow the pattern or path]`].join("\n");
}

function checkPattern(pattern: string): string {
  const body = pattern.startsWith("!") ? pattern.slice(1) : pattern;
  if (body.startsWith("/") || body.split("/").includes("..")) {
    throw new ToolError(`glob: patterns are relative to \`path\` and stay inside it: ${pattern}`);
  }
  const stripped = body.replace(/^(\.\/)+/, "");
  return pattern.startsWith("!") ? `!${stripped}` : stripped;
}
