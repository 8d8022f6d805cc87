// glob's listing, loaded on its first call (host/tools/glob.ts defines the tool): the files
// under the searched folders that the patterns keep, sorted, capped.
import type { PermissionEngine } from "../permissions/engine.js";
import { ToolError } from "../registry.js";
import type { GlobInput } from "./glob-input.js";
import { PathPattern } from "./path-pattern.js";
import type { Root } from "./root-path.js";
import { searchStarts, searchedFiles } from "./search-paths.js";

export async function glob(root: Root, input: GlobInput, signal: AbortSignal, permissions?: PermissionEngine): Promise<string> {
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
