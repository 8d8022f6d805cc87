// The script's file patterns (glob's `pattern`, grep's `glob` / `exclude`) as one matcher over
// paths relative to the searched folder. A search hands it only the paths the flow may see, as
// it sees them (SearchFilter.showPath), so its work never depends on a hidden name; the matching
// itself runs in grep's matcher thread (path-globs.ts), under the flow's signal, since a script's
// glob can backtrack without end.
import { pathsMatching } from "./path-globs.js";

export class PathPattern {
  /** No include pattern: every path is in; dotfiles match `*` as they do for ripgrep. */
  constructor(
    private readonly include: readonly string[],
    private readonly exclude: readonly string[],
  ) {}

  /** The indexes of `paths` the pattern keeps, in order. */
  keep(paths: string[], signal: AbortSignal, tool: string): Promise<number[]> {
    return pathsMatching(paths, { include: [...this.include], exclude: [...this.exclude] }, signal, tool);
  }
}
