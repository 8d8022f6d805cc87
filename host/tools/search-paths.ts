// What grep and glob search: the files and folders named by `path` / `paths`, resolved inside
// the root (or where the permission engine grants), the files under them, and which of those a
// search may show.
import * as path from "node:path";
import * as z from "zod";
import type { PermissionEngine, SearchFilter } from "../permissions/engine.js";
import { ToolError } from "../registry.js";
import { pathsMatching, type PathGlobs } from "./path-globs.js";
import { permittedPaths } from "./permitted-path.js";
import { resolveInRoot, type Root, type RootPath } from "./root-path.js";
import { walkFiles } from "./walk.js";

export const SearchPathsShape = {
  path: z.string().min(1).optional().describe("File or folder to search, relative to the project root (default: the root)"),
  paths: z.array(z.string().min(1)).min(1).max(100).optional().describe("Several files or folders to search (with `path`, all of them)"),
};

/** The starts named by `path` and `paths` (the root when neither is given), duplicates dropped. */
export async function searchStarts(
  root: Root,
  tool: string,
  input: { path?: string | undefined; paths?: readonly string[] | undefined },
  permissions: PermissionEngine | undefined,
): Promise<RootPath[]> {
  const named = [...(input.path === undefined ? [] : [input.path]), ...(input.paths ?? [])];
  const list = named.length ? named : ["."];
  const starts = permissions
    ? await permittedPaths(permissions, root, tool, { ...input }, list, "path")
    : await Promise.all(list.map((arg) => resolveInRoot(root, arg, "path")));
  const seen = new Set<string>();
  return starts.filter((start) => !seen.has(start.abs) && seen.add(start.abs));
}

/**
 * The files under each start whose path from that start (a file start: its name) the globs keep,
 * once each, sorted by code unit. The globs are matched off the host's thread (path-globs.ts).
 */
export async function filesUnder(root: Root, starts: readonly RootPath[], signal: AbortSignal, globs: PathGlobs, tool: string): Promise<string[]> {
  const found = new Set<string>();
  for (const start of starts) {
    const rels = await walkFiles(root, start, signal);
    const prefix = start.rel === "." ? "" : `${start.rel}/`;
    const locals = rels.map((rel) => (rel.startsWith(prefix) ? rel.slice(prefix.length) : path.posix.basename(rel)));
    for (const at of await pathsMatching(locals, globs, signal, tool)) found.add(rels[at]!);
  }
  // One start yields its files sorted; several are merged and sorted again.
  return starts.length === 1 ? [...found] : [...found].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The files a search may show: no secret files, nothing under an `.agentblock`, nothing denied. */
export async function visibleFiles(root: Root, files: string[], filter: SearchFilter, signal: AbortSignal): Promise<string[]> {
  const kept: string[] = [];
  for (const rel of files) {
    if (signal.aborted) throw new ToolError("cancelled");
    if (!(await filter.hidesFile(path.join(root.real, rel)))) kept.push(rel);
  }
  return kept;
}
