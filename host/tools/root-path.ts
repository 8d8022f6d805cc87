// Confines the live file tools to one root directory: resolves a tool's path argument
// (relative to the root, or absolute inside it) through `..` and symlinks before any read.
import { promises as fs, realpathSync } from "node:fs";
import * as path from "node:path";
import { ToolError, ToolPermissionError } from "../registry.js";

/** A root directory, resolved once so later checks compare real paths. */
export interface Root {
  /** The real (symlink-free) absolute path of the root. */
  readonly real: string;
}

/** Resolves the root's symlinks once, when the tools are made. */
export function openRoot(dir: string): Root {
  return { real: realpathSync(path.resolve(dir)) };
}

/** A path inside the root: `abs` is real (symlinks resolved), `rel` is what messages show. */
export interface RootPath {
  readonly abs: string;
  readonly rel: string;
}

/** The root-relative form shown to scripts; "." for the root itself, always with `/`. */
export function relativeTo(root: Root, abs: string): string {
  const rel = path.relative(root.real, abs);
  return rel === "" ? "." : rel.split(path.sep).join("/");
}

function isInside(root: Root, abs: string): boolean {
  const rel = path.relative(root.real, abs);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}

/**
 * Resolves `arg` inside the root. Throws ToolPermissionError when the path, or what its
 * symlinks point to, leaves the root, and ToolError("<what> not found: <arg>") when it does not
 * exist. Messages quote the argument as given, never the host's absolute root.
 */
export async function resolveInRoot(root: Root, arg: string, what = "file"): Promise<RootPath> {
  if (arg.includes("\0")) throw new ToolError(`invalid path: ${JSON.stringify(arg)}`);
  const lexical = path.resolve(root.real, arg);
  const shown = path.isAbsolute(arg) ? (isInside(root, lexical) ? relativeTo(root, lexical) : arg) : arg;
  if (!isInside(root, lexical)) throw new ToolPermissionError(`path is outside the root: ${shown}`);
  let real: { path: string; exists: boolean };
  try {
    real = await realpathOfExistingPrefix(lexical);
  } catch (err) {
    throw accessError(err, shown);
  }
  if (!isInside(root, real.path)) throw new ToolPermissionError(`path is outside the root: ${shown}`);
  if (!real.exists) throw new ToolError(`${what} not found: ${shown}`);
  return { abs: real.path, rel: relativeTo(root, real.path) };
}

/**
 * Resolves symlinks along the longest existing prefix of `abs`; a missing tail is appended
 * as written, and a dangling link is followed to where it points, so a link that leads out of
 * the root is refused even when its target is absent.
 */
async function realpathOfExistingPrefix(abs: string): Promise<{ path: string; exists: boolean }> {
  let head = abs;
  const tail: string[] = [];
  for (let hops = 0; ; ) {
    try {
      const real = await fs.realpath(head);
      return { path: tail.length ? path.join(real, ...tail.reverse()) : real, exists: tail.length === 0 };
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
    const link = await danglingLinkTarget(head);
    if (link !== null) {
      if (++hops > MAX_LINK_HOPS) throw Object.assign(new Error("symlink loop"), { code: "ELOOP" });
      head = link;
      continue;
    }
    const parent = path.dirname(head);
    if (parent === head) return { path: abs, exists: false };
    tail.push(path.basename(head));
    head = parent;
  }
}

/** Linux's own limit on symlinks followed in one lookup. */
const MAX_LINK_HOPS = 40;

async function danglingLinkTarget(p: string): Promise<string | null> {
  const stat = await fs.lstat(p).catch((err: unknown) => {
    if (isMissing(err)) return null;
    throw err;
  });
  if (!stat?.isSymbolicLink()) return null;
  return path.resolve(path.dirname(p), await fs.readlink(p));
}

/** A ToolError for a failed filesystem call: the error code and the script's path only. */
export function accessError(err: unknown, shown: string): ToolError {
  if (err instanceof ToolError) return err;
  if ((err as Error | undefined)?.name === "AbortError") return new ToolError("cancelled");
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === "EACCES" || code === "EPERM") return new ToolError(`permission denied: ${shown}`);
  if (code === "ELOOP") return new ToolError(`too many symlinks: ${shown}`);
  if (isMissing(err)) return new ToolError(`not found: ${shown}`);
  return new ToolError(`cannot access ${shown}${code ? ` (${code})` : ""}`);
}

export function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
