// Resolves a path argument the way the filesystem will: relative to the project root, `~` to the
// home folder, `..` and every symlink followed, letter case as stored. Rules are checked on this.
import { promises as fs } from "node:fs";
import { homedir } from "node:os";
import * as path from "node:path";

/** Linux's own limit on symlinks followed in one lookup. */
const MAX_LINK_HOPS = 40;

/** The absolute form of `arg`, lexically: root-relative, `~` expanded; no filesystem access. */
export function absoluteArg(arg: string, root: string, home: string = homedir()): string {
  if (arg === "~" || arg.startsWith("~/")) return path.resolve(home, arg.slice(2));
  return path.resolve(root, arg);
}

/**
 * The real path of `abs`: symlinks resolved along the longest existing prefix (a missing tail
 * is appended as written; a dangling link is followed to where it points, so a link aimed out of
 * the root is judged by its target even when the target is absent).
 */
export async function realPath(abs: string): Promise<string> {
  let head = abs;
  const tail: string[] = [];
  for (let hops = 0; ; ) {
    try {
      // fs.promises.realpath is the OS's realpath(3), which also restores the stored letter case
      // on case-insensitive disks, so `SECRET.txt` meets the rule written for `secret.txt`.
      const real = await fs.realpath(head);
      return tail.length ? path.join(real, ...tail.reverse()) : real;
    } catch (err) {
      if (!isMissing(err) && (err as NodeJS.ErrnoException).code !== "ELOOP") throw err;
    }
    const link = await danglingLinkTarget(head);
    if (link !== null) {
      if (++hops > MAX_LINK_HOPS) return abs;
      head = link;
      continue;
    }
    const parent = path.dirname(head);
    if (parent === head) return abs;
    tail.push(path.basename(head));
    head = parent;
  }
}

async function danglingLinkTarget(p: string): Promise<string | null> {
  let stat;
  try {
    stat = await fs.lstat(p);
  } catch (err) {
    // A loop further up: the caller walks up to it and counts hops there.
    if (isMissing(err) || (err as NodeJS.ErrnoException).code === "ELOOP") return null;
    throw err;
  }
  if (!stat.isSymbolicLink()) return null;
  return path.resolve(path.dirname(p), await fs.readlink(p));
}

export function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/** True when `abs` is `dir` or below it (both absolute and normalised). */
export function isWithin(dir: string, abs: string): boolean {
  const rel = path.relative(dir, abs);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}
