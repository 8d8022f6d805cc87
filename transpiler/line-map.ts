// Maps JS lines of the emitted program back to script lines. The emitter embeds a marker before
// code that belongs to a script line; `layoutLines` starts a new JS line wherever the script line
// changes, so the JS line in a QuickJS stack frame identifies the script line with no bookkeeping
// at run time.

// JSON.stringify escapes U+0000 and U+0001, so emitted string literals can never contain them.
const OPEN = "\u0000";
const CLOSE = "\u0001";

export function lineMarker(line: number): string {
  return `${OPEN}${line}${CLOSE}`;
}

/**
 * Removes the markers from `code`, inserting line breaks so each JS line belongs to one script
 * line. Returns the code and `lines`, where `lines[k]` is the script line of JS line `k + 1`.
 * Only safe where the emitter puts markers: at statement and expression starts (never right
 * after `return`/`throw`, whose operands it parenthesises).
 */
export function layoutLines(code: string): { code: string; lines: number[] } {
  const out: string[] = [];
  const lines: number[] = [0];
  let claimed = false;
  let last = 0;
  let i = 0;
  while (i < code.length) {
    const open = code.indexOf(OPEN, i);
    const chunkEnd = open < 0 ? code.length : open;
    const chunk = code.slice(i, chunkEnd);
    let nl = chunk.indexOf("\n");
    while (nl >= 0) {
      lines.push(last);
      claimed = false;
      nl = chunk.indexOf("\n", nl + 1);
    }
    out.push(chunk);
    if (open < 0) break;
    const close = code.indexOf(CLOSE, open);
    const line = Number(code.slice(open + 1, close));
    if (!claimed) {
      lines[lines.length - 1] = line;
      claimed = true;
    } else if (lines[lines.length - 1] !== line) {
      out.push("\n");
      lines.push(line);
    }
    last = line;
    i = close + 1;
  }
  return { code: out.join(""), lines };
}
