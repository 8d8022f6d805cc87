// Globs in rules and secrets: tool names and argument values match as exact strings or globs
// (linear-glob.ts: picomatch's syntax with dotfiles, matched in linear time); a path glob is made
// absolute (root-relative, `~` home) and `{,/**}` means "and below".
import { homedir } from "node:os";
import * as path from "node:path";
import { compileGlob, GlobSyntaxError, globProblem, type GlobMatcher } from "./linear-glob.js";

/** A path glob as an absolute glob; `**`-led and already absolute globs are kept as written. */
export function absoluteGlob(glob: string, root: string, home: string = homedir()): string {
  if (glob.startsWith("**")) return glob;
  if (glob === "~" || glob.startsWith("~/")) return posix(path.join(home, glob.slice(2)));
  if (path.isAbsolute(glob)) return posix(glob);
  if (glob === ".") return posix(root);
  // posix.normalize folds `..` segments (`../shared/**` names the sibling folder) and leaves
  // glob syntax such as `{,/**}` alone.
  return path.posix.normalize(`${posix(root)}/${glob}`);
}

function posix(p: string): string {
  return p.split(path.sep).join("/");
}

const cache = new Map<string, GlobMatcher>();

/** The glob's matcher (dotfiles included); throws GlobSyntaxError for a glob the config would refuse. */
export function globMatcher(glob: string): GlobMatcher {
  let matcher = cache.get(glob);
  if (!matcher) {
    matcher = compileRooted(glob);
    cache.set(glob, matcher);
  }
  return matcher;
}

/**
 * A glob made absolute under a project root or home folder whose name holds characters the
 * matcher refuses (`/work/app (copy)/secret/**`): the folders before the first one that makes
 * the rest a glob it accepts are literal. The config's own globs were refused at load, so only
 * the root's or home's characters are read this way.
 */
function compileRooted(glob: string): GlobMatcher {
  try {
    return compileGlob(glob);
  } catch (error) {
    if (!(error instanceof GlobSyntaxError)) throw error;
    for (let cut = glob.indexOf("/"); cut !== -1 && !/[*?{}]/.test(glob.slice(0, cut)); cut = glob.indexOf("/", cut + 1)) {
      const prefix = glob.slice(0, cut + 1);
      const rest = glob.slice(cut + 1);
      if (globProblem(rest) !== null) continue;
      const matches = compileGlob(rest);
      return (value) => value.startsWith(prefix) && matches(value.slice(prefix.length));
    }
    throw error;
  }
}

/** Whether `value` equals `glob` or matches it as a glob. */
export function globMatches(glob: string, value: string): boolean {
  return glob === value || globMatcher(glob)(value);
}
