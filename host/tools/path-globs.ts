// Which paths glob patterns match, for glob's `pattern` and grep's `glob`/`exclude`. The patterns
// come from the script and picomatch turns them into regexes that can backtrack exponentially
// (`{a,a}{a,a}...`, `**/*a*a*a*a*a*b` over long names), so the matching runs in grep's matcher
// thread (line-matcher.ts): it never blocks the host's event loop, and ends with the flow's
// signal or the match budget.
import picomatch from "picomatch";
import { LineMatcher } from "./line-matcher.js";

export interface PathGlobs {
  /** A path must match one of these; none: every path. */
  include: string[];
  /** A path matching one of these is left out. */
  exclude: string[];
}

/** One regex for a list of picomatch globs (dotfiles included): each is anchored, so `|` joins them. */
function unionRegex(globs: readonly string[]): RegExp {
  const regexes = globs.map((glob) => picomatch.makeRe(glob, { dot: true }));
  const flags = [...new Set(regexes.flatMap((regex) => [...regex.flags]))].join("");
  return new RegExp(regexes.map((regex) => `(?:${regex.source})`).join("|"), flags);
}

/** The indexes of `paths` that `globs` keep, in order. */
export async function pathsMatching(paths: string[], globs: PathGlobs, signal: AbortSignal, tool: string): Promise<number[]> {
  let kept = paths.map((_, i) => i);
  if (globs.include.length) kept = await matchIn(kept, paths, globs.include, signal, tool, true);
  if (globs.exclude.length) kept = await matchIn(kept, paths, globs.exclude, signal, tool, false);
  return kept;
}

async function matchIn(indexes: number[], paths: string[], globs: string[], signal: AbortSignal, tool: string, keep: boolean): Promise<number[]> {
  if (indexes.length === 0) return indexes;
  const matcher = new LineMatcher(unionRegex(globs), globs.join(", "), signal, undefined, tool);
  try {
    const hits = new Set((await matcher.match(indexes.map((i) => paths[i]!))).map((at) => indexes[at]!));
    return indexes.filter((i) => hits.has(i) === keep);
  } finally {
    matcher.close();
  }
}
