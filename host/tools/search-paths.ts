// What grep and glob search: the files and folders named by `path` / `paths`, resolved inside
// the root (or where the permission engine grants), the files under them, and which of those a
// search may show.
import * as path from "node:path";
import type { PermissionEngine, SearchFilter } from "../permissions/engine.js";
import { ToolError } from "../registry.js";
import type { PathPattern } from "./path-pattern.js";
import { permittedPaths } from "./permitted-path.js";
import { resolveInRoot, type Root, type RootPath } from "./root-path.js";
import { walkFiles } from "./walk.js";

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

/** A file a search may show: its real root-relative path, and that path as the flow sees it. */
export interface FoundFile {
  rel: string;
  shown: string;
}

/**
 * The files under each start that the flow may see and `pattern` keeps, once each, sorted by
 * the path shown (sorting by the real one would tell where a hidden word sorts). `filter` runs
 * first, so the pattern only ever meets visible files by their shown paths; a start's files are
 * matched relative to it (a file named directly, by its name).
 */
export async function searchedFiles(
  root: Root,
  starts: readonly RootPath[],
  signal: AbortSignal,
  filter: SearchFilter | undefined,
  pattern: PathPattern | undefined,
  tool: string,
): Promise<FoundFile[]> {
  const shownOf = new Map<string, string | null>();
  const show = async (rel: string): Promise<string | null> => {
    let shown = shownOf.get(rel);
    if (shown === undefined) {
      if (signal.aborted) throw new ToolError("cancelled");
      shown = !filter ? rel : (await filter.hidesFile(path.join(root.real, rel))) ? null : filter.showPath(rel);
      shownOf.set(rel, shown);
    }
    return shown;
  };
  const kept = new Map<string, string>();
  for (const start of starts) {
    const prefix = start.rel === "." ? "" : `${filter ? filter.showPath(start.rel) : start.rel}/`;
    const candidates: { rel: string; shown: string; local: string }[] = [];
    for (const rel of await walkFiles(root, start, signal)) {
      if (kept.has(rel)) continue;
      const shown = await show(rel);
      if (shown === null) continue;
      const local = shown.startsWith(prefix) ? shown.slice(prefix.length) : shown.slice(shown.lastIndexOf("/") + 1);
      candidates.push({ rel, shown, local });
    }
    const matched = pattern ? await pattern.keep(candidates.map((c) => c.local), signal, tool) : candidates.map((_, i) => i);
    for (const i of matched) kept.set(candidates[i]!.rel, candidates[i]!.shown);
  }
  return [...kept].map(([rel, shown]) => ({ rel, shown })).sort((a, b) => (a.shown < b.shown ? -1 : a.shown > b.shown ? 1 : 0));
}
