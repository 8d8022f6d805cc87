// Globs in rules and secrets: tool names and argument values match as exact strings or picomatch
// globs; a path glob is made absolute (root-relative, `~` home) and `{,/**}` means "and below".
import { homedir } from "node:os";
import * as path from "node:path";
import picomatch from "picomatch";

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

const cache = new Map<string, (value: string) => boolean>();

/** Whether `value` equals `glob` or matches it as a picomatch glob (dotfiles included). */
export function globMatches(glob: string, value: string): boolean {
  if (glob === value) return true;
  let matcher = cache.get(glob);
  if (!matcher) {
    matcher = picomatch(glob, { dot: true });
    cache.set(glob, matcher);
  }
  return matcher(value);
}
