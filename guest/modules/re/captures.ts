// The translator names every capture it emits (`g<n>` for Python groups, hidden ones for atomic
// groups) so that wrapping pieces never renumbers them; the RegExp that runs gets plain numbered
// captures instead: QuickJS builds a `groups` object for every match of a pattern with any named
// group, which doubled the cost of each exec.

export interface NumberedSource {
  source: string;
  /** The JS capture number of each name. */
  numbers: Map<string, number>;
}

/** Rewrites `(?<name>` as `(` and `\k<name>` as `(?:\N)` (grouped, so a digit after it stays a
 *  literal). Names are always defined before they are referred to (Python forbids references to
 *  later or open groups; an atomic group's reference follows its capture). The translator emits
 *  no unnamed capture, and no literal `(` or `<` unescaped (literals are spelled `\u{..}`). */
export function numberCaptures(named: string): NumberedSource {
  const numbers = new Map<string, number>();
  let out = "";
  let i = 0;
  while (i < named.length) {
    const c = named[i];
    if (c === "\\" && named.startsWith("k<", i + 1)) {
      const close = named.indexOf(">", i + 3);
      out += `(?:\\${numbers.get(named.slice(i + 3, close))!})`;
      i = close + 1;
    } else if (c === "\\") {
      out += named.slice(i, i + 2);
      i += 2;
    } else if (c === "(" && named.startsWith("?<", i + 1) && named[i + 3] !== "=" && named[i + 3] !== "!") {
      const close = named.indexOf(">", i + 3);
      numbers.set(named.slice(i + 3, close), numbers.size + 1);
      out += "(";
      i = close + 1;
    } else {
      out += c;
      i++;
    }
  }
  return { source: out, numbers };
}
