// "Did you mean ...?" for a mistyped name (a config key, a command-line flag): the nearest known
// name by edit distance, when it is near enough to be a typo rather than another word.
// fastest-levenshtein: a small, dependency-free, widely used edit distance.
import { distance } from "fastest-levenshtein";

/** The known name nearest to `typed`, within a third of its length (at least 1 edit), or undefined. */
export function nearest(typed: string, known: Iterable<string>): string | undefined {
  const allowed = Math.max(1, Math.floor(typed.length / 3));
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const name of known) {
    const d = distance(typed.toLowerCase(), name.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  return best;
}

/** `; did you mean 'x'?`, or nothing. */
export function didYouMean(typed: string, known: Iterable<string>, quote = (name: string) => `'${name}'`): string {
  const name = nearest(typed, known);
  return name === undefined ? "" : `; did you mean ${quote(name)}?`;
}
