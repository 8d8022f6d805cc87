// .gitignore files as matchers for the tree walk of grep and glob, by the `ignore` package (the
// matcher eslint and others use, whose own tests compare it with git check-ignore).
import ignore, { type Ignore } from "ignore";

/** A .gitignore and the root-relative folder prefix it applies to ("" or "dir/"). */
export interface ScopedIgnore {
  readonly prefix: string;
  readonly rules: Ignore;
}

export function parseGitignore(prefix: string, text: string): ScopedIgnore {
  return { prefix, rules: ignore().add(text) };
}

/** A folder name as a gitignore pattern that matches it literally. */
const literal = (name: string) => name.replace(/[\\*?[\]]/g, "\\$&").replace(/ $/, "\\ ");

/**
 * `scoped` with the walk's starting folder and its ancestors (below its own folder) re-included.
 * A folder named explicitly is searched even when ignored, as ripgrep does, and its files are
 * judged by their own names; `ignore` (as git) treats everything below an excluded folder as
 * excluded, so the excluded ancestors are let back in here, one anchored pattern each.
 */
export function startingIn(scoped: ScopedIgnore, startRel: string): ScopedIgnore {
  const parts = startRel.slice(scoped.prefix.length).split("/");
  const reinclude = parts.map((_, i) => `!/${parts.slice(0, i + 1).map(literal).join("/")}/`);
  return { prefix: scoped.prefix, rules: ignore().add(scoped.rules).add(reinclude) };
}

/**
 * Whether the root-relative path is ignored. `stack` holds the .gitignore files that apply,
 * from the outermost folder inwards; the last file with a matching rule decides, as in git.
 */
export function isIgnored(stack: readonly ScopedIgnore[], relFromRoot: string, isDir: boolean): boolean {
  let ignored = false;
  for (const { prefix, rules } of stack) {
    if (prefix && !relFromRoot.startsWith(prefix)) continue;
    // `ignore` tells a folder by its trailing slash (for `dir/` rules).
    const { ignored: excluded, unignored } = rules.test(relFromRoot.slice(prefix.length) + (isDir ? "/" : ""));
    if (excluded) ignored = true;
    else if (unignored) ignored = false;
  }
  return ignored;
}
