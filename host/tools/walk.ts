// Lists the files under a folder of the root for grep and glob: honours .gitignore files,
// skips .git and node_modules, does not follow symlinks (as ripgrep), sorts by path.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { ToolError } from "../registry.js";
import { isIgnored, parseGitignore, startingIn, type ScopedIgnore } from "./gitignore.js";
import { accessError, isMissing, type Root, type RootPath } from "./root-path.js";

const ALWAYS_SKIPPED = new Set([".git", "node_modules"]);

/** A DoS guard: a walk that meets more entries than this fails instead of running on. */
export const MAX_WALK_ENTRIES = 200_000;

/**
 * Root-relative paths of the files at or under `start`, sorted by code unit. A file given
 * directly is returned even when ignored, as ripgrep searches an explicitly named file.
 */
export async function walkFiles(root: Root, start: RootPath, signal: AbortSignal): Promise<string[]> {
  const stat = await fs.stat(start.abs).catch((err: unknown) => {
    throw accessError(err, start.rel);
  });
  if (stat.isFile()) return [start.rel];
  if (!stat.isDirectory()) return [];
  const walk = new Walk(root, signal);
  await walk.dir(start.rel === "." ? "" : start.rel, await ancestorIgnores(root, start.rel));
  return walk.files.sort(byCodeUnit);
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

class Walk {
  readonly files: string[] = [];
  private seen = 0;

  constructor(
    private readonly root: Root,
    private readonly signal: AbortSignal,
  ) {}

  /** Walks the folder `rel` ("" for the root; else root-relative without a trailing slash). */
  async dir(rel: string, inherited: readonly ScopedIgnore[]): Promise<void> {
    if (this.signal.aborted) throw new ToolError("cancelled");
    const abs = path.join(this.root.real, rel);
    const prefix = rel === "" ? "" : `${rel}/`;
    const own = await readIgnore(abs, prefix);
    const stack = own ? [...inherited, own] : inherited;
    const entries = await fs.readdir(abs, { withFileTypes: true }).catch((err: unknown) => {
      throw accessError(err, rel || ".");
    });
    this.seen += entries.length;
    if (this.seen > MAX_WALK_ENTRIES) {
      throw new ToolError(`more than ${MAX_WALK_ENTRIES} entries to search; use a narrower path`);
    }
    for (const entry of entries) {
      if (ALWAYS_SKIPPED.has(entry.name)) continue;
      const child = prefix + entry.name;
      if (entry.isDirectory()) {
        if (!isIgnored(stack, child, true)) await this.dir(child, stack);
      } else if (entry.isFile() && !isIgnored(stack, child, false)) {
        this.files.push(child);
      }
    }
  }
}

async function readIgnore(absDir: string, prefix: string): Promise<ScopedIgnore | null> {
  try {
    return parseGitignore(prefix, await fs.readFile(path.join(absDir, ".gitignore"), "utf8"));
  } catch (err) {
    if (isMissing(err) || (err as NodeJS.ErrnoException).code === "EISDIR") return null;
    throw accessError(err, `${prefix}.gitignore`);
  }
}

/**
 * The .gitignore files of the root and of each folder between it and `rel` (exclusive), each
 * letting `rel` itself back in (startingIn): it was named explicitly.
 */
async function ancestorIgnores(root: Root, rel: string): Promise<ScopedIgnore[]> {
  if (rel === ".") return [];
  const parts = rel.split("/");
  const stack: ScopedIgnore[] = [];
  for (let i = 0; i < parts.length; i++) {
    const folder = parts.slice(0, i).join("/");
    const ignore = await readIgnore(path.join(root.real, folder), folder === "" ? "" : `${folder}/`);
    if (ignore) stack.push(startingIn(ignore, rel));
  }
  return stack;
}
