// Token shapes passed from the tokenizer to the parser. Positions follow the AST's convention:
// 1-based lines, 0-based code-point columns; `end*` points just past the token.

import type { ConstantValue } from "./ast.js";
import type { PySyntaxError } from "./syntax-error.js";

export type TokenKind =
  | "NAME" | "NUMBER" | "STRING" | "OP" | "NEWLINE" | "INDENT" | "DEDENT" | "ENDMARKER" | "ERRORTOKEN";

export interface Token {
  kind: TokenKind;
  /** Source text of the token (for STRING the whole literal, prefix and quotes included). */
  value: string;
  line: number;
  col: number;
  endLine: number;
  endCol: number;
  /** NUMBER only: the literal's value. */
  number?: ConstantValue;
  /** STRING only. */
  string?: StringToken;
  /**
   * ERRORTOKEN only, always the last token: the tokenizer's error, raised when the parser reaches
   * it (CPython tokenizes lazily, so an earlier parse error wins). `unclosed` marks the weaker
   * "'(' was never closed", which a generic "invalid syntax" before it does not override.
   */
  error?: PySyntaxError;
  unclosed?: boolean;
}

export interface StringToken {
  /** Prefix letters, lower-cased (`""`, `"r"`, `"b"`, `"rb"`, `"f"`, `"rf"`, `"u"`). */
  prefix: string;
  raw: boolean;
  bytes: boolean;
  fstring: boolean;
  /** 1 or 3. */
  quoteLength: number;
  /** Source text between the quotes, undecoded. */
  body: string;
  /** Decoded value for non-f strings. */
  value: string | number[] | null;
}

export const KEYWORDS: ReadonlySet<string> = new Set([
  "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
  "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
  "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
  "with", "yield",
]);
