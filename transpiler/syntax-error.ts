// The one way the tokenizer, parser and subset check report a problem: `raise(line, col, message)`.
// Convention: `message` carries no position; `line` is 1-based, `col` 0-based in code points (as
// the AST). Whoever displays it appends the position, e.g. `invalid syntax (line 3:5)` via `describe`.

/**
 * What a failed compile raises: CPython raises RecursionError for nesting its compiler cannot
 * recurse through, and SyntaxError's subclasses IndentationError and TabError for indentation.
 */
export type CompileErrorType = "SyntaxError" | "IndentationError" | "TabError" | "RecursionError";

export class PySyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly col: number,
    readonly type: CompileErrorType = "SyntaxError",
  ) {
    super(message);
    this.name = type;
  }

  /** The message with its position, 1-based column as editors show it: `expected ':' (line 2:9)`. */
  describe(): string {
    return `${this.message} (line ${this.line}:${this.col + 1})`;
  }
}

export function raise(line: number, col: number, message: string, type: CompileErrorType = "SyntaxError"): never {
  throw new PySyntaxError(message, line, col, type);
}
