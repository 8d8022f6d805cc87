// The script's file patterns (glob's `pattern`, grep's `glob` / `exclude`) as one matcher over
// paths relative to the searched folder. A search hands it only the paths the flow may see, as
// it sees them (SearchFilter.showPath), so its work never depends on a hidden name.
import picomatch from "picomatch";

export class PathPattern {
  private readonly include: (path: string) => boolean;
  private readonly exclude: (path: string) => boolean;

  /** No include pattern: every path is in; dotfiles match `*` as they do for ripgrep. */
  constructor(include: readonly string[], exclude: readonly string[]) {
    this.include = include.length ? picomatch([...include], { dot: true }) : () => true;
    this.exclude = exclude.length ? picomatch([...exclude], { dot: true }) : () => false;
  }

  matches(path: string): boolean {
    return this.include(path) && !this.exclude(path);
  }
}
