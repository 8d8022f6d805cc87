// The script's own lines in an error's traceback, as CPython shows them: under each
// `File "<flow>", line N, in f` entry the line itself, and for a SyntaxError the line with a caret
// under the column where the problem was found.

const FRAME = /^ {2}File "<flow>", line (\d+)(, in .*)?$/;

/** Line `n` (1-based) of the script, without its indentation, or undefined. */
function sourceLine(lines: readonly string[], n: number): { text: string; indent: number } | undefined {
  const raw = lines[n - 1];
  if (raw === undefined) return undefined;
  const text = raw.replace(/\r$/, "");
  const indent = text.length - text.trimStart().length;
  return text.trim() === "" ? undefined : { text: text.slice(indent).trimEnd(), indent };
}

/** The traceback with the script's line under each frame that names one. */
export function withSourceLines(traceback: string, code: string): string {
  const lines = code.split("\n");
  return traceback
    .split("\n")
    .flatMap((entry) => {
      const match = FRAME.exec(entry);
      const source = match ? sourceLine(lines, Number(match[1])) : undefined;
      return source ? [entry, `    ${source.text}`] : [entry];
    })
    .join("\n");
}

/**
 * A SyntaxError's traceback as CPython prints it for a script: the file and line, the line, a
 * caret under the (0-based, code point) column, and the error. `message` ends with the
 * ` (line L:C)` the transpiler adds for display, which the last line leaves out.
 */
export function syntaxErrorTraceback(code: string, line: number, col: number, message: string): string {
  const bare = message.replace(/ \(line \d+:\d+\)$/, "");
  const source = sourceLine(code.split("\n"), line);
  const shown = source ? [`    ${source.text}`, `    ${" ".repeat(Math.max(0, Math.min(col - source.indent, [...source.text].length)))}^`] : [];
  return [`  File "<flow>", line ${line}`, ...shown, `SyntaxError: ${bare}`, ""].join("\n");
}
