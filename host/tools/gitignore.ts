// Parses .gitignore files into matchers for the tree walk of grep and glob.
// Covers the common syntax: comments, `!` negation, `/` anchoring, trailing `/` for
// directories, `*`, `?`, `[...]` and `**`; the last matching rule wins, as in git.
import picomatch from "picomatch";

interface Rule {
  readonly negate: boolean;
  readonly dirOnly: boolean;
  readonly match: (relPath: string) => boolean;
}

/** The rules of one .gitignore file, matched against paths relative to its folder. */
export interface IgnoreFile {
  readonly rules: readonly Rule[];
}

export function parseGitignore(text: string): IgnoreFile {
  const rules: Rule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const rule = parseLine(raw);
    if (rule) rules.push(rule);
  }
  return { rules };
}

function parseLine(raw: string): Rule | null {
  // Trailing spaces are dropped unless escaped with a backslash (gitignore(5)).
  let line = raw.replace(/(?<!\\)\s+$/, "");
  if (line === "" || line.startsWith("#")) return null;
  let negate = false;
  if (line.startsWith("!")) {
    negate = true;
    line = line.slice(1);
  } else if (line.startsWith("\\!") || line.startsWith("\\#")) {
    line = line.slice(1);
  }
  let dirOnly = false;
  if (line.endsWith("/")) {
    dirOnly = true;
    line = line.replace(/\/+$/, "");
  }
  if (line === "") return null;
  // A slash anywhere but the end anchors the pattern to the .gitignore's folder.
  const anchored = line.includes("/");
  const body = line.replace(/^\/+/, "");
  const glob = anchored ? body : `**/${body}`;
  const match = picomatch(glob, { dot: true });
  return { negate, dirOnly, match };
}

/**
 * Whether the root-relative path is ignored. `stack` holds the .gitignore files that apply,
 * from the outermost folder inwards, so deeper files override shallower ones as in git.
 */
export function isIgnored(stack: readonly ScopedIgnore[], relFromRoot: string, isDir: boolean): boolean {
  let ignored = false;
  for (const { prefix, file } of stack) {
    if (prefix && !relFromRoot.startsWith(prefix)) continue;
    const rel = relFromRoot.slice(prefix.length);
    for (const rule of file.rules) {
      if (rule.dirOnly && !isDir) continue;
      if (rule.match(rel)) ignored = !rule.negate;
    }
  }
  return ignored;
}

/** A parsed .gitignore and the root-relative folder prefix it applies to ("" or "dir/"). */
export interface ScopedIgnore {
  readonly prefix: string;
  readonly file: IgnoreFile;
}
